import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { UnauthorizedPage } from '../../components/unauthorized-page';
import { api, type ApiClient } from '../../lib/api-client';
import { requestQuery } from '../../lib/queries/requests';
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

/**
 * GET /v1/requests/{id}: answered (200) to the request's requester and its matched ambassadors
 * only, so a success is the proof a non-ambassador made the request. The request pages read the
 * same query, so the page finds it already loaded.
 */
export const requestAccessQuery = (requestId: string, client: Pick<ApiClient, 'get'> = api) => requestQuery(Number(requestId), client);

/** The requester passes; anyone the request call refuses goes where the guard said. */
function RequesterOnly({ requestId, otherwise, waiting }: { requestId: string; otherwise: string; waiting: ReactNode }) {
  const access = useQuery(requestAccessQuery(requestId));
  if (access.isSuccess) return <Outlet />;
  if (access.isError) return <Navigate to={otherwise} replace />;
  return waiting;
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
    case 'requesterOnly':
      return <RequesterOnly requestId={decision.requestId} otherwise={decision.otherwise} waiting={waiting} />;
    case 'allow':
      return <Outlet />;
  }
}
