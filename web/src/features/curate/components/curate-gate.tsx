import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Navigate } from 'react-router-dom';
import { paths, withSignInFlag } from '../../../config/paths';
import { useBreakpoint } from '../../../lib/use-breakpoint';
import { useSession } from '../../../lib/session/use-session';

/**
 * Curate the Look is a web-only tool for signed-in people: small screens get the unavailable-tool
 * page (spec 1), visitors go home with sign-in open, and come back to the canvas once signed in
 * (spec 2.2, the `curate` flag).
 */
export function CurateGate({ children, signedIn = true }: { children: ReactNode; signedIn?: boolean }) {
  const { isSmall } = useBreakpoint();
  const session = useSession();
  if (isSmall) return <Navigate to={paths.unavailableTool} replace />;
  if (!signedIn) return children;
  if (session.status === 'visitor') return <Navigate to={paths.home + withSignInFlag('', 'curate')} replace />;
  if (session.status === 'loading') {
    return (
      <div className="dl-flow-page cur-page" role="status" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return children;
}
