import type { ComponentType } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../components/error-screen';
import { loadAntdTheme } from '../components/themed-lazy';
import { HomePage } from '../features/home/routes/home-page';
import { NotFoundPage } from '../components/not-found-page';
import { buildPath, paths } from '../config/paths';
import { RootLayout, ShellFallback } from './root-layout';

/**
 * The route table (spec 2.1). The home page is part of the first bundle (it is pre-rendered and
 * hydrated at once); every other page is loaded on demand: the router fetches a feature's route
 * module when one of its paths is first visited, so each feature is its own chunk.
 */
function page<M>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      // Pages use antd: its themed wrapper loads beside the page's own chunk.
      const [module, { AntdTheme }] = await Promise.all([load(), loadAntdTheme()]);
      const Page = module[name] as ComponentType;
      function ThemedPage() {
        return (
          <AntdTheme>
            <Page />
          </AntdTheme>
        );
      }
      return { Component: ThemedPage };
    },
  };
}

const auth = () => import('../features/auth/routes/auth-pages');
const account = () => import('../features/account/routes/account-pages');
const dashboard = () => import('../features/dashboard/routes/dashboard-pages');
const getTheLook = () => import('../features/get-the-look/routes/get-the-look-pages');
const curate = () => import('../features/curate/routes/curate-pages');
const request = () => import('../features/request/routes/request-pages');
const ambassador = () => import('../features/ambassador/routes/ambassador-pages');
const lookBoard = () => import('../features/look-board/routes/look-board-page');
const inspirationImage = () => import('../features/inspiration-image/routes/inspiration-image-page');
const product = () => import('../features/product/routes/product-page');
const showcase = () => import('../features/showcase/routes/showcase-pages');
const follows = () => import('../features/follows/routes/follows-pages');
const report = () => import('../features/report/routes/report-pages');
const info = () => import('../features/info/routes/info-pages');
const contact = () => import('../features/contact/routes/contact-pages');
const community = () => import('../features/community/routes/community-pages');
const rewards = () => import('../features/rewards/routes/rewards-pages');
const messages = () => import('../features/messages/routes/messages-page');
const styleQuiz = () => import('../features/style-quiz/routes/style-quiz-page');
const getThePin = () => import('../features/get-the-pin/routes/get-the-pin-page');
const unavailableTool = () => import('../features/unavailable-tool/routes/unavailable-tool-page');

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);
const notFound = () => data(null, { status: 404 });
const keepQuery = (request: Request) => new URL(request.url).search;

/** Segments under /get-the-look that are pages of their own, never a style name. */
const GET_THE_LOOK_SECTIONS = new Set([
  'ambassadors',
  'users',
  'followed-ambassadors',
  'mix-match',
  'look-board',
  'look-board-view',
  'shop-the-look',
]);

/** /get-the-look/{id}/{slug} is an old image address; any other pair is a style and sub-style. */
export function getTheLookParamsLoader({ params, request }: LoaderFunctionArgs) {
  const { first, second } = params;
  if (isId(first) && second) {
    return redirect(buildPath(paths.inspirationImage, { imageId: first, imageSlug: second }) + keepQuery(request));
  }
  if (first && GET_THE_LOOK_SECTIONS.has(first)) throw notFound();
  return null;
}

/** /get-the-look/look-board-view/{id}/{slug} is the old look board address. */
export function oldLookBoardViewLoader({ params, request }: LoaderFunctionArgs) {
  if (!isId(params.id)) throw notFound();
  return redirect(buildPath(paths.lookBoard, { lookBoardId: params.id, lookBoardSlug: params.slug }) + keepQuery(request));
}

const pages: RouteObject[] = [
  { index: true, Component: HomePage },

  { path: paths.authEmailVerification, ...page(auth, 'EmailVerificationPage') },
  { path: paths.authPasswordReset, ...page(auth, 'PasswordResetPage') },
  { path: paths.authEmailRevert, ...page(auth, 'EmailRevertPage') },

  { path: paths.account, ...page(account, 'AccountPage') },
  { path: paths.accountProfile, ...page(account, 'ProfilePage') },

  { path: paths.dashboard, ...page(dashboard, 'DashboardPage') },
  { path: paths.dashboardPoints, ...page(rewards, 'DashboardPointsPage') },
  { path: paths.dashboardImages, ...page(dashboard, 'DashboardImagesPage') },
  { path: paths.dashboardLookBoards, ...page(dashboard, 'DashboardLookBoardsPage') },
  { path: paths.dashboardMixMatches, ...page(getTheLook, 'DashboardMixMatchesPage') },
  { path: paths.dashboardRequests, ...page(dashboard, 'DashboardRequestsPage') },
  { path: paths.dashboardCommunity, ...page(follows, 'DashboardCommunityPage') },
  { path: paths.dashboardMessages, ...page(messages, 'DashboardMessagesPage') },
  { path: paths.dashboardAmbassadorManagement, ...page(dashboard, 'AmbassadorManagementPage') },
  { path: paths.dashboardAmbassadorVideos, ...page(dashboard, 'AmbassadorVideosPage') },
  { path: paths.dashboardAmbassadorPrograms, ...page(dashboard, 'AmbassadorProgramsPage') },
  { path: paths.dashboardAmbassadorPointsBadges, ...page(dashboard, 'AmbassadorPointsBadgesPage') },
  { path: paths.dashboardAmbassadorShowcase, ...page(showcase, 'ShowcaseSetupPage') },
  { path: paths.dashboardAmbassadorTeam, ...page(dashboard, 'AmbassadorTeamPage') },
  { path: paths.dashboardAmbassadorFaqs, ...page(dashboard, 'AmbassadorFaqsPage') },
  { path: paths.dashboardModeration, ...page(dashboard, 'ModerationPage') },
  { path: paths.dashboardRedemptions, ...page(rewards, 'AdminRedemptionsPage') },
  { path: paths.dashboardLedgers, ...page(rewards, 'AdminLedgerSearchPage') },
  { path: paths.dashboardMemberLedger, ...page(rewards, 'AdminLedgerPage') },

  { path: paths.getTheLook, ...page(getTheLook, 'GetTheLookPage') },
  { path: paths.getTheLookStyleOrOldDetails, loader: getTheLookParamsLoader, ...page(getTheLook, 'GetTheLookPage') },
  { path: paths.getTheLookAmbassadors, ...page(getTheLook, 'AmbassadorsPage') },
  { path: paths.getTheLookAmbassadorDetails, ...page(getTheLook, 'AmbassadorDetailsPage') },
  { path: paths.getTheLookUsers, ...page(getTheLook, 'UsersPage') },
  { path: paths.getTheLookUserDetails, ...page(getTheLook, 'UserDetailsPage') },
  { path: paths.getTheLookFollowedAmbassadors, ...page(getTheLook, 'FollowedAmbassadorsPage') },
  { path: paths.mixMatch, ...page(getTheLook, 'MixMatchPage') },
  { path: paths.mixMatchDetails, ...page(getTheLook, 'MixMatchDetailsPage') },
  { path: paths.mixMatchLookBoards, ...page(getTheLook, 'MixMatchLookBoardsPage') },
  { path: paths.mixMatchLookBoardDetails, ...page(getTheLook, 'MixMatchLookBoardDetailsPage') },
  { path: paths.getTheLookLookBoardDetails, ...page(getTheLook, 'LookBoardDetailsPage') },
  { path: paths.lookBoardView, ...page(getTheLook, 'LookBoardViewPage') },
  { path: paths.lookBoardViewDetails, ...page(getTheLook, 'LookBoardViewDetailsPage') },
  // The loader always redirects or throws; the component only satisfies the router.
  { path: paths.lookBoardViewOld, loader: oldLookBoardViewLoader, Component: NotFoundPage },
  { path: paths.shopTheLook, ...page(getTheLook, 'ShopTheLookPage') },
  { path: paths.shopTheLookRoomImages, ...page(getTheLook, 'ShopTheLookRoomImagesPage') },
  { path: paths.shopTheLookProductType, ...page(getTheLook, 'ShopTheLookProductTypePage') },
  { path: paths.shopTheLookDetails, ...page(getTheLook, 'ShopTheLookDetailsPage') },

  { path: paths.curateTheLook, ...page(curate, 'CurateTheLookPage') },
  { path: paths.curateCanvas, ...page(curate, 'CurateCanvasPage') },
  { path: paths.curateCanvasForRequest, ...page(curate, 'CurateCanvasForRequestPage') },
  { path: paths.curateDetails, ...page(curate, 'CurateDetailsPage') },
  { path: paths.curateSubmit, ...page(curate, 'CurateSubmitPage') },
  { path: paths.curateSuccess, ...page(curate, 'CurateSuccessPage') },

  { path: paths.requestTheLook, ...page(request, 'RequestTheLookPage') },
  { path: paths.requestDetails, ...page(request, 'RequestDetailsPage') },
  { path: paths.requestSubmit, ...page(request, 'RequestSubmitPage') },
  { path: paths.requestSuccess, ...page(request, 'RequestSuccessPage') },
  { path: paths.requestAmbassadorMatch, ...page(request, 'AmbassadorMatchPage') },
  { path: paths.requestRecommendations, ...page(request, 'RecommendationsPage') },

  { path: paths.ambassador, ...page(ambassador, 'AmbassadorPage') },
  { path: paths.becomeAmbassador, ...page(ambassador, 'BecomeAmbassadorPage') },
  { path: paths.ambassadorFaqs, ...page(ambassador, 'AmbassadorFaqsPage') },

  { path: paths.lookBoard, ...page(lookBoard, 'LookBoardPage') },
  { path: paths.inspirationImage, ...page(inspirationImage, 'InspirationImagePage') },
  { path: paths.product, ...page(product, 'ProductPage') },

  { path: paths.showcasePreview, ...page(showcase, 'ShowcasePreviewPage') },
  { path: paths.showcase, ...page(showcase, 'ShowcasePage') },

  { path: paths.report, ...page(report, 'ReportPage') },
  { path: paths.reportImageRemoval, ...page(report, 'ImageRemovalRequestPage') },
  { path: paths.reportGetCredit, ...page(report, 'GetCreditPage') },

  { path: paths.nominateAmbassador, ...page(community, 'NominateAmbassadorPage') },
  { path: paths.tradeOpportunities, ...page(contact, 'TradeOpportunitiesPage') },
  { path: paths.dialogs, ...page(community, 'DialogsPage') },
  { path: paths.forums, ...page(community, 'ForumsPage') },
  { path: paths.about, ...page(info, 'AboutPage') },
  { path: paths.contact, ...page(contact, 'ContactPage') },
  { path: paths.blog, ...page(info, 'BlogPage') },
  { path: paths.terms, ...page(info, 'TermsPage') },
  { path: paths.faqs, ...page(info, 'FaqsPage') },
  { path: paths.privacy, ...page(info, 'PrivacyPage') },
  { path: paths.communityGuidelines, ...page(info, 'CommunityGuidelinesPage') },
  // Spec 2.1: how-it-works and get-started-now render the blog page.
  { path: paths.howItWorks, ...page(info, 'BlogPage') },
  { path: paths.getStartedNow, ...page(info, 'BlogPage') },
  { path: paths.unavailableTool, ...page(unavailableTool, 'UnavailableToolPage') },
  { path: paths.styleQuiz, ...page(styleQuiz, 'StyleQuizPage') },
  { path: paths.getThePin, ...page(getThePin, 'GetThePinPage') },
  { path: paths.earnRewards, ...page(rewards, 'EarnRewardsPage') },
  { path: paths.earnRedeemRewardPoints, ...page(rewards, 'EarnRedeemRewardPointsPage') },

  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    // A failure in the shell itself: the failure screen alone.
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: ShellFallback,
    // A failure in a page: the failure screen inside the header and footer.
    children: [{ ErrorBoundary: RouteErrorScreen, children: pages }],
  },
];
