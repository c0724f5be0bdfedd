import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const DialogsPage = comingSoonPage('Dialogs');
export const ForumsPage = comingSoonPage('Forums');
export const NominateAmbassadorPage = comingSoonPage('Nominate an Ambassador');
