import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AUTH_QUERY_KEY, paths, REPORT_QUERY_KEY, withAuthModal } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { imageQuery } from '../../../lib/queries/images';
import { useReportImage } from '../api/report-image';
import { reportMachine, type ClaimPage } from '../machines/report.machine';
import { ReportModal, type ReportView } from './report-modal';

/** The image `?report=` names, or null when the key is missing or not an id. */
export function reportedImageIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(REPORT_QUERY_KEY);
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** The query string without the report key (the modal closed). */
export function withoutReportKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REPORT_QUERY_KEY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The claim form an "own" report leads to, for the image. */
export function claimPageOf(page: ClaimPage, imageId: number): string {
  return `${page === 'takedownNotice' ? paths.reportImageRemoval : paths.reportGetCredit}?imageId=${imageId}`;
}

/**
 * The report modal over any page, opened by `?report=<imageId>` (the image page's Report button
 * sets it; the app mounts this while the key is there). Reporting is for signed-in members: a
 * visitor is asked to sign in first, and the modal opens once they have; closing sign-in without
 * signing in drops the report.
 */
export default function ReportHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const imageId = reportedImageIdOf(location.search);
  const authOpen = new URLSearchParams(location.search).has(AUTH_QUERY_KEY);
  const askedToSignIn = useRef(false);

  useEffect(() => {
    const replace = (search: string) => navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true, state: location.state });
    if (imageId === null) {
      replace(withoutReportKey(location.search));
      return;
    }
    if (session.status !== 'visitor') return;
    if (authOpen) askedToSignIn.current = true;
    else if (!askedToSignIn.current) {
      askedToSignIn.current = true;
      replace(withAuthModal(location.search, 'sign-in'));
    } else replace(withoutReportKey(location.search));
  }, [imageId, session.status, authOpen, location.pathname, location.search, location.state, navigate]);

  if (session.status !== 'signedIn' || imageId === null) return null;
  return <ReportFlow imageId={imageId} />;
}

function ReportFlow({ imageId }: { imageId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const report = useReportImage();
  // The machine is made once; the calls and the navigation it reaches are the current ones.
  const live = useRef({ send: report.mutateAsync, navigate, search: location.search, pathname: location.pathname });
  live.current = { send: report.mutateAsync, navigate, search: location.search, pathname: location.pathname };
  const [logic] = useState(() =>
    reportMachine.provide({
      actors: { sendReport: fromPromise(({ input }) => live.current.send(input)) },
      actions: {
        goTo: (_, { page, imageId: id }) => live.current.navigate(claimPageOf(page, id)),
        dismiss: () => {
          const { pathname, search } = live.current;
          live.current.navigate({ pathname, search: withoutReportKey(search) }, { replace: true, preventScrollReset: true });
        },
        showError: (_, { message }) => toast.error(message),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);

  useEffect(() => {
    send({ type: 'OPEN', imageId });
  }, [imageId, send]);

  const image = useQuery(imageQuery(imageId)).data ?? null;
  const view: ReportView = snapshot.matches('closed') ? 'closed' : snapshot.matches('sending') ? 'sending' : snapshot.matches('reported') ? 'reported' : 'choosing';
  return <ReportModal view={view} context={snapshot.context} media={image?.media ?? null} imageTitle={image?.title ?? null} send={send} />;
}
