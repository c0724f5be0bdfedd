import { comingSoonPage } from '../../../components/coming-soon';

export { DashboardImagesPage } from './dashboard-images-page';
export { DashboardLookBoardsPage } from './dashboard-look-boards-page';
export { DashboardRequestsPage } from './dashboard-requests-page';
export { ModerationPage } from './moderation-page';
export { AmbassadorManagementPage } from './ambassador-management-page';
export { AmbassadorVideosPage } from './ambassador-videos-page';
export { AmbassadorProgramsPage } from './ambassador-programs-page';
export { AmbassadorPointsBadgesPage } from './ambassador-points-badges-page';
export { AmbassadorTeamPage } from './ambassador-team-page';
export { AmbassadorFaqsPage } from './ambassador-faqs-page';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const DashboardPage = comingSoonPage('Dashboard');
export const DashboardCommunityPage = comingSoonPage('My Followers');
export const AmbassadorShowcasePage = comingSoonPage('Showcase Setup');
