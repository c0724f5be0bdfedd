import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_QUERY_KEY, TERMS_MODAL_KEY, type AuthModalMode, type AuthNavigationState } from '../../../config/paths';
import { themedLazy } from '../../../components/themed-lazy';
import { useHasToken } from '../../../lib/session/use-session';
import { authModeFrom } from '../auth-mode';
import { authFlags } from '../auth-flags';
import type { AuthOutput } from '../machines/auth.machine';
import { postSignInDestination, withoutAuthKeys } from '../post-sign-in';

// The forms, the machine and the shared zod rules load when the modal first opens.
const AuthDialog = themedLazy(() => import('./auth-dialog'));
const TermsModal = themedLazy(() => import('./terms-modal'));

/** Spec 4 "Auth modal close": the register prompt returns this long after a close, unless the state says otherwise. */
export const AUTH_REOPEN_DEFAULT_MS = 30_000;

/**
 * The auth modal on every page: opened by `?auth=sign-in|sign-up` (spec 2.2) or by the reset link
 * (navigation state), the terms modal by `termsModal=true`. Closing removes the keys.
 */
export function AuthModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useHasToken();
  const state = (location.state ?? null) as AuthNavigationState | null;
  const params = new URLSearchParams(location.search);
  const mode = authModeFrom(params);
  const reset = state?.passwordReset ?? null;
  const termsOpen = params.get(TERMS_MODAL_KEY) === 'true';

  // A signed-in user following a sign-in link has nothing to do: the modal stays shut.
  const opening = mode !== null || reset !== null;
  const [openedSignedIn, setOpenedSignedIn] = useState<{ opening: boolean; signedIn: boolean }>({ opening, signedIn: hasToken });
  if (openedSignedIn.opening !== opening) setOpenedSignedIn({ opening, signedIn: hasToken });
  const blocked = opening && reset === null && openedSignedIn.signedIn;

  const go = useCallback(
    (search: string, nextState: AuthNavigationState | null) =>
      navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true, state: nextState }),
    [navigate, location.pathname],
  );

  useEffect(() => {
    if (blocked) go(withoutAuthKeys(location.search), null);
  }, [blocked, go, location.search]);

  // Spec 4 "Auth modal close": a reopen flag in the navigation state brings the register prompt
  // back after a timeout; signing in or moving to another page cancels it.
  const reopenTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelReopen = () => {
    if (reopenTimer.current !== null) clearTimeout(reopenTimer.current);
    reopenTimer.current = null;
  };
  useEffect(() => cancelReopen, [location.pathname]);
  useEffect(() => {
    if (hasToken) cancelReopen();
  }, [hasToken]);

  const close = () => {
    go(withoutAuthKeys(location.search), null);
    if (state?.authReopen && !hasToken) {
      cancelReopen();
      const search = withoutAuthKeys(location.search);
      reopenTimer.current = setTimeout(() => {
        reopenTimer.current = null;
        const next = new URLSearchParams(search);
        next.set(AUTH_QUERY_KEY, 'sign-up');
        go(`?${next.toString()}`, state);
      }, state.authReopenAfterMs ?? AUTH_REOPEN_DEFAULT_MS);
    }
  };

  const setView = (view: AuthModalMode) => {
    const next = new URLSearchParams(location.search);
    next.set(AUTH_QUERY_KEY, view);
    go(`?${next.toString()}`, state?.authReopen ? { authReopen: true, authReopenAfterMs: state.authReopenAfterMs } : null);
  };

  const setTerms = (open: boolean) => {
    const next = new URLSearchParams(location.search);
    if (open) next.set(TERMS_MODAL_KEY, 'true');
    else next.delete(TERMS_MODAL_KEY);
    const search = next.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true, state });
  };

  const onSignedIn = ({ newUser }: AuthOutput) => {
    cancelReopen();
    if (newUser) {
      // The style picker comes next (the user is no_pref); the reminder and quiz suggestion after it.
      authFlags.set({ newUser: true, suggestStyleQuiz: true });
      go(withoutAuthKeys(location.search), null);
      return;
    }
    // Another person may have used this tab before: their flags are not this user's.
    authFlags.reset();
    const destination = postSignInDestination(location.search);
    if (destination) window.location.assign(destination);
    else go(withoutAuthKeys(location.search), null);
  };

  return (
    <Suspense fallback={null}>
      {opening && !blocked && (
        <AuthDialog
          view={mode}
          reset={reset}
          onViewChange={setView}
          onClose={close}
          onTerms={() => setTerms(true)}
          onSignedIn={onSignedIn}
        />
      )}
      {termsOpen && <TermsModal onClose={() => setTerms(false)} />}
    </Suspense>
  );
}
