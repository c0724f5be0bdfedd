import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const RequestTheLookPage = comingSoonPage('Request the Look', 'Get matched with ambassadors who curate look boards in your style. Coming soon.');
export const RequestDetailsPage = comingSoonPage('Request Details');
export const RequestSubmitPage = comingSoonPage('Submit Request');
export const RequestSuccessPage = comingSoonPage('Request Sent');
export const AmbassadorMatchPage = comingSoonPage('Ambassador Match');
export const RecommendationsPage = comingSoonPage('Recommendations');
