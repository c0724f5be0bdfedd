import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { UnauthorizedPage } from '../../components/unauthorized-page';
import { isBot } from '../../lib/bots';
import type { Session } from '../../lib/session/use-session';
import { guardRoute, type GuardDecision, type GuardSession } from './route-guard';

export function toGuardSession(session: Session): GuardSession {
  if (session.status === 'signedIn') return { status: 'signedIn', user: { status: session.user.status, ambassador: Boolean(session.user.ambassador) } };
  return { status: session.status };
}

/** The guard's decision for the current location; re-made on every route change. */
export function useGuardDecision(session: Session): GuardDecision {
  const { pathname } = useLocation();
  const guardSession = toGuardSession(session);
  const bot = useMemo(() => isBot(), []);
  // Stable while the inputs are: the session object changes on every user refetch.
  const key = JSON.stringify(guardSession);
  return useMemo(() => guardRoute({ pathname, session: JSON.parse(key) as GuardSession, bot }), [pathname, key, bot]);
}

/** Renders the page, a redirect, the 401 page, or a wait while the user loads. */
export function GuardedOutlet({ decision, waiting }: { decision: GuardDecision; waiting: ReactNode }) {
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'unauthorized':
      return <UnauthorizedPage />;
    case 'wait':
      return waiting;
    case 'allow':
      return <Outlet />;
  }
}
