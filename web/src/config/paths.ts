/**
 * Every path the site links to, written once (spec 2.1). The router registers these patterns and
 * components build links with the helpers, so a path never appears as a string literal elsewhere.
 */
export const paths = {
  home: '/',
  authEmailVerification: '/auth/email-verification/:userId/:token',
  authPasswordReset: '/auth/password/reset/:token',
  authEmailRevert: '/auth/email-revert/:token',

  account: '/account',
  accountProfile: '/account/profile',

  dashboard: '/dashboard',
  dashboardPoints: '/dashboard/points',
  dashboardImages: '/dashboard/images',
  dashboardLookBoards: '/dashboard/look-boards',
  dashboardMixMatches: '/dashboard/mix-matches',
  dashboardRequests: '/dashboard/requests',
  dashboardCommunity: '/dashboard/community',
  dashboardMessages: '/dashboard/messages',
  dashboardAmbassadorManagement: '/dashboard/ambassador-management',
  dashboardAmbassadorVideos: '/dashboard/ambassador-videos',
  dashboardAmbassadorPrograms: '/dashboard/ambassador-programs',
  dashboardAmbassadorPointsBadges: '/dashboard/ambassador-points-badges',
  dashboardAmbassadorShowcase: '/dashboard/ambassador-showcase',
  dashboardAmbassadorTeam: '/dashboard/ambassador-team',
  dashboardAmbassadorFaqs: '/dashboard/ambassador-faqs',
  dashboardModeration: '/dashboard/moderation',
  dashboardRedemptions: '/dashboard/redemptions',
  dashboardLedgers: '/dashboard/ledgers',
  dashboardMemberLedger: '/dashboard/ledgers/:userId',

  getTheLook: '/get-the-look',
  /** Old image details (numeric id) or the optional style / sub-style parameters. */
  getTheLookStyleOrOldDetails: '/get-the-look/:first/:second?',
  getTheLookAmbassadors: '/get-the-look/ambassadors',
  getTheLookAmbassadorDetails: '/get-the-look/ambassadors/details/:userId',
  getTheLookUsers: '/get-the-look/users',
  getTheLookUserDetails: '/get-the-look/users/details/:userId',
  getTheLookFollowedAmbassadors: '/get-the-look/followed-ambassadors',
  mixMatch: '/get-the-look/mix-match',
  mixMatchDetails: '/get-the-look/mix-match/details/:imageId/:imageSlug',
  mixMatchLookBoards: '/get-the-look/mix-match/look-boards',
  mixMatchLookBoardDetails: '/get-the-look/mix-match/look-boards/details/:imageId',
  getTheLookLookBoardDetails: '/get-the-look/look-board/details/:lookBoardId/:lookBoardSlug',
  lookBoardView: '/get-the-look/look-board-view',
  lookBoardViewDetails: '/get-the-look/look-board-view/details/:imageId/:imgSlug',
  lookBoardViewOld: '/get-the-look/look-board-view/:id/:slug',
  shopTheLook: '/get-the-look/shop-the-look',
  shopTheLookRoomImages: '/get-the-look/shop-the-look/room-images',
  shopTheLookProductType: '/get-the-look/shop-the-look/product-type',
  shopTheLookDetails: '/get-the-look/shop-the-look/details/:imageId/:imgSlug',

  curateTheLook: '/curate-the-look',
  curateCanvas: '/curate-the-look/canvas',
  curateCanvasForRequest: '/curate-the-look/canvas/:requestSlug',
  curateDetails: '/curate-the-look/details',
  curateSubmit: '/curate-the-look/submit',
  curateSuccess: '/curate-the-look/success',

  requestTheLook: '/request-the-look',
  requestDetails: '/request-the-look/details',
  requestSubmit: '/request-the-look/submit',
  requestSuccess: '/request-the-look/success',
  requestAmbassadorMatch: '/request-the-look/ambassador-match/:requestId',
  requestRecommendations: '/request-the-look/recommendations/:requestId',

  ambassador: '/ambassador',
  becomeAmbassador: '/ambassador/become-ambassador',
  ambassadorFaqs: '/ambassador/faqs',

  lookBoard: '/look-board/:lookBoardId/:lookBoardSlug?',
  inspirationImage: '/inspiration-image/:imageId/:imageSlug',
  product: '/product/:productId/:productSlug',

  showcasePreview: '/showcase/preview',
  showcase: '/showcase/:urlKey',

  report: '/report',
  reportImageRemoval: '/report/imageremovalrequest',
  reportGetCredit: '/report/getCredit',

  nominateAmbassador: '/nominate-ambassador',
  tradeOpportunities: '/trade-opportunities',
  dialogs: '/dialogs',
  forums: '/forums',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  terms: '/terms',
  faqs: '/faqs',
  privacy: '/privacy',
  communityGuidelines: '/community-guidelines',
  howItWorks: '/how-it-works',
  getStartedNow: '/get-started-now',
  unavailableTool: '/unavailable-tool',
  styleQuiz: '/style-quiz',
  getThePin: '/get-the-pin',
  earnRewards: '/earn-rewards',
  earnRedeemRewardPoints: '/earn-redeem-reward-points',
} as const;

export type PathName = keyof typeof paths;

/** Fills a pattern's `:params`; optional ones (`:x?`) are dropped when not given. */
export function buildPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing path parameter "${name}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled || '/';
}

/** The query key that opens the auth modal (spec 2.2). */
export const AUTH_QUERY_KEY = 'auth';
export type AuthModalMode = 'sign-in' | 'sign-up';

/** The current query string with the auth modal key set (other keys are kept). */
export function withAuthModal(search: string, mode: AuthModalMode): string {
  const params = new URLSearchParams(search);
  params.set(AUTH_QUERY_KEY, mode);
  return `?${params.toString()}`;
}

/** The query key that opens the terms modal (spec 2.2: `termsModal=true`). */
export const TERMS_MODAL_KEY = 'termsModal';

/** The query key that opens the report modal over any page: `?report=<imageId>` (the app renders it). */
export const REPORT_QUERY_KEY = 'report';

/**
 * Spec 2.2: query flags that send a user onward once signed in (the table lives in the auth
 * feature). `ambassador-match` is the flag the request guard sets for visitors.
 */
export type SignInFlag = 'dashboard' | 'curate' | 'request' | 'match' | 'ambassador-match' | 'recommend';
export const REQUEST_ID_KEY = 'requestId';

/** The query string that opens sign-in and, once signed in, goes where the flag says. */
export function withSignInFlag(search: string, flag: SignInFlag, requestId?: string | number): string {
  const params = new URLSearchParams(search);
  params.set(AUTH_QUERY_KEY, 'sign-in');
  params.set(flag, 'true');
  if (requestId !== undefined) params.set(REQUEST_ID_KEY, String(requestId));
  return `?${params.toString()}`;
}

/**
 * Navigation state read by the auth modal (spec 4 "Auth modal close"): with `authReopen`, closing
 * the modal without signing in brings the register prompt back after `authReopenAfterMs`.
 */
export interface AuthNavigationState {
  authReopen?: boolean;
  authReopenAfterMs?: number;
  /** Set by the reset-password route: the dialog opens on the home page with these. */
  passwordReset?: { token: string; email: string };
}

/** The tabs of the profile page (`/account/profile?tab=`); the first is the default. */
export const PROFILE_TABS = ['profile', 'preferences', 'security', 'account'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTabPath(tab: ProfileTab): string {
  return tab === 'profile' ? paths.accountProfile : `${paths.accountProfile}?tab=${tab}`;
}
