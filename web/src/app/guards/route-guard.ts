import { matchPath } from 'react-router-dom';
import type { UserStatus } from '@decorlook/domain/identity/user.rules';
import { buildPath, paths, withSignInFlag } from '../../config/paths';

/** Who asks for a page, as the guard needs to know it. */
export type GuardSession =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'signedIn'; user: { status: UserStatus; ambassador: boolean } };

export interface GuardRequest {
  pathname: string;
  session: GuardSession;
  /** A search-engine crawler (user agent matching prerender|googlebot|crawler|bot). */
  bot: boolean;
}

export type GuardDecision =
  /** Render the page; `stylePicker` asks for the mandatory style picker on top of it. */
  | { kind: 'allow'; stylePicker: boolean }
  /** The user is still loading: hold the page until we know who asks. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /**
   * A signed-in member who is not an ambassador on a request's recommendations page: they pass
   * only if they made that request, which the request call tells (it answers 200 to its
   * requester); anyone else goes to `otherwise`.
   */
  | { kind: 'requesterOnly'; requestId: string; otherwise: string }
  /** A crawler on a signed-in page: the "401 Unauthorized" page, not indexed. */
  | { kind: 'unauthorized' };

/** Statuses that send the user to the become-ambassador page on every route change. */
export const PENDING_STATUSES: ReadonlySet<UserStatus> = new Set(['invited', 'unconfirmed', 'pre_complete']);

const under = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec 2.2: /account* and /dashboard* are for signed-in users. */
export function isSignedInPage(pathname: string): boolean {
  return under(paths.account, pathname) || under(paths.dashboard, pathname);
}

/** The auth routes (verification and reset links) work for anyone, whatever their status. */
const isAuthRoute = (pathname: string) => under('/auth', pathname);

/**
 * Request the Look matching and recommendations: ambassadors only (spec 2.2); the requester of a
 * request may also read its recommendations (the answers to their own request).
 */
function ambassadorOnlyPage(pathname: string): { flag: 'ambassador-match' | 'recommend'; requestId: string } | null {
  const match = matchPath(paths.requestAmbassadorMatch, pathname);
  if (match?.params.requestId) return { flag: 'ambassador-match', requestId: match.params.requestId };
  const recommend = matchPath(paths.requestRecommendations, pathname);
  if (recommend?.params.requestId) return { flag: 'recommend', requestId: recommend.params.requestId };
  return null;
}

/** The guard rules of spec 2.2, as one pure decision per navigation. */
export function guardRoute({ pathname, session, bot }: GuardRequest): GuardDecision {
  if (isAuthRoute(pathname)) return { kind: 'allow', stylePicker: false };

  const restricted = isSignedInPage(pathname);
  const ambassadorOnly = ambassadorOnlyPage(pathname);

  if (session.status === 'loading') {
    return restricted || ambassadorOnly ? { kind: 'wait' } : { kind: 'allow', stylePicker: false };
  }

  if (session.status === 'visitor') {
    if ((restricted || ambassadorOnly) && bot) return { kind: 'unauthorized' };
    if (restricted) return { kind: 'redirect', to: paths.home };
    if (ambassadorOnly) return { kind: 'redirect', to: paths.home + withSignInFlag('', ambassadorOnly.flag, ambassadorOnly.requestId) };
    return { kind: 'allow', stylePicker: false };
  }

  const { user } = session;
  if (PENDING_STATUSES.has(user.status)) {
    return under(paths.becomeAmbassador, pathname) ? { kind: 'allow', stylePicker: false } : { kind: 'redirect', to: buildPath(paths.becomeAmbassador) };
  }
  if (ambassadorOnly && !user.ambassador) {
    return ambassadorOnly.flag === 'recommend' ? { kind: 'requesterOnly', requestId: ambassadorOnly.requestId, otherwise: paths.home } : { kind: 'redirect', to: paths.home };
  }

  // A user who has not chosen styles yet gets the picker, except on the quiz that helps choose.
  return { kind: 'allow', stylePicker: user.status === 'no_pref' && !under(paths.styleQuiz, pathname) };
}
