import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const ReportPage = comingSoonPage('Report an Image');
export const ImageRemovalRequestPage = comingSoonPage('Image Removal Request');
export const GetCreditPage = comingSoonPage('Get Credit');
