import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const StyleQuizPage = comingSoonPage('Style Quiz');
