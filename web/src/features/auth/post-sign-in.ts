import { AUTH_QUERY_KEY, buildPath, paths, REQUEST_ID_KEY, TERMS_MODAL_KEY, type SignInFlag } from '../../config/paths';

/** Added to the destination, which then loads afresh (spec 2.2). */
export const EXTERNAL_FLAG = 'ext';

const isSet = (params: URLSearchParams, flag: SignInFlag) => params.has(flag) && params.get(flag) !== 'false' && params.get(flag) !== '0';

/**
 * Spec 2.2: after sign-in a query flag sends the user onward, with ext=true added. The
 * destination, or null when no flag asks for one (the user stays on the page).
 */
export function postSignInDestination(search: string): string | null {
  const params = new URLSearchParams(search);
  const requestId = params.get(REQUEST_ID_KEY);
  let to: string | null = null;
  if (isSet(params, 'dashboard')) to = paths.dashboardImages;
  else if (isSet(params, 'curate')) to = paths.curateCanvas;
  else if (isSet(params, 'request')) to = paths.requestTheLook;
  else if ((isSet(params, 'match') || isSet(params, 'ambassador-match')) && requestId) to = buildPath(paths.requestAmbassadorMatch, { requestId });
  else if (isSet(params, 'recommend') && requestId) to = buildPath(paths.requestRecommendations, { requestId });
  return to === null ? null : `${to}?${EXTERNAL_FLAG}=true`;
}

/** The query string without the auth modal's keys (closing the modal). */
export function withoutAuthKeys(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTH_QUERY_KEY);
  params.delete(TERMS_MODAL_KEY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
