import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Navigate } from 'react-router-dom';
import { paths, withSignInFlag } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';

/**
 * The request flow is for signed-in people: visitors go home with sign-in open and come back to
 * the request's first page once signed in (spec 2.2, the `request` flag). Request the Look works
 * on small screens too: the spec keeps only Curate the Look off them (2.3, main tabs).
 */
export function RequestGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'visitor') return <Navigate to={paths.home + withSignInFlag('', 'request')} replace />;
  if (session.status === 'loading') {
    return (
      <div className="dl-flow-page req-page" role="status" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return children;
}
