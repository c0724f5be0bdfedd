import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Replaces the address's path with the page's canonical one (an old, missing or mistyped slug),
 * keeping its query and fragment: `?report=` over an image page, filters, a sign-in prompt. The
 * history entry is replaced, so Back skips the wrong address. `canonical` is null when the
 * address is already right (or the page does not know yet).
 */
export function useCanonicalPath(canonical: string | null): void {
  const navigate = useNavigate();
  const { search, hash, state } = useLocation();
  useEffect(() => {
    if (canonical !== null) navigate({ pathname: canonical, search, hash }, { replace: true, preventScrollReset: true, state });
  }, [canonical, navigate, search, hash, state]);
}
