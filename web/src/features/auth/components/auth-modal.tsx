import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_QUERY_KEY, type AuthModalMode } from '../../../config/paths';
import { authModeFrom } from '../auth-mode';

const AuthModalDialog = lazy(() => import('./auth-modal-dialog'));

/** Opens whenever the `auth` query key says so, on any page; closing removes the key. */
export function AuthModal() {
  const [params, setParams] = useSearchParams();
  const mode = authModeFrom(params);
  if (!mode) return null;

  const setMode = (next: AuthModalMode | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(AUTH_QUERY_KEY, next);
        else updated.delete(AUTH_QUERY_KEY);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Suspense fallback={null}>
      <AuthModalDialog mode={mode} onClose={() => setMode(null)} onSwitch={setMode} />
    </Suspense>
  );
}
