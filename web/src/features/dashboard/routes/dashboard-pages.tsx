import { comingSoonPage } from '../../../components/coming-soon';

export { DashboardImagesPage } from './dashboard-images-page';
export { DashboardLookBoardsPage } from './dashboard-look-boards-page';
export { ModerationPage } from './moderation-page';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const DashboardPage = comingSoonPage('Dashboard');
export const DashboardPointsPage = comingSoonPage('My Points');
export const DashboardRequestsPage = comingSoonPage('My Requests');
export const DashboardCommunityPage = comingSoonPage('My Followers');
export const DashboardMessagesPage = comingSoonPage('Messages');
export const AmbassadorManagementPage = comingSoonPage('Ambassador Info');
export const AmbassadorVideosPage = comingSoonPage('Ambassador Videos');
export const AmbassadorProgramsPage = comingSoonPage('Ambassador Programs');
export const AmbassadorPointsBadgesPage = comingSoonPage('Points & Badges');
export const AmbassadorShowcasePage = comingSoonPage('Showcase Setup');
export const AmbassadorTeamPage = comingSoonPage('Ambassador Team');
export const AmbassadorFaqsPage = comingSoonPage('Ambassador FAQs');
