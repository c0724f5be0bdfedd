import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const AmbassadorPage = comingSoonPage('Ambassador Program');
export const BecomeAmbassadorPage = comingSoonPage('Become an Ambassador');
export const AmbassadorFaqsPage = comingSoonPage('Ambassador FAQs');
