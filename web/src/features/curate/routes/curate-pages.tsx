import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const CurateTheLookPage = comingSoonPage('Curate the Look', 'Drag products into a look board template to recreate a room. Coming soon.');
export const CurateCanvasPage = comingSoonPage('Curate the Look');
export const CurateCanvasForRequestPage = comingSoonPage('Curate the Look');
export const CurateDetailsPage = comingSoonPage('Look Board Details');
export const CurateSubmitPage = comingSoonPage('Submit Look Board');
export const CurateSuccessPage = comingSoonPage('Look Board Submitted');
