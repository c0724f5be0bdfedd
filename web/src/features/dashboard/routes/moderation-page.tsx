import { useState } from 'react';
import { Badge, Segmented, Tabs } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { QUEUE_KIND_LABELS, QUEUE_KINDS } from '@decorlook/domain/moderation/moderation.rules';
import { DashboardHead } from '../../../components/dashboard-frame';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { showApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { queueQuery } from '../../../lib/queries/moderation';
import { useQueueDecision, type QueueAction, type QueueDecision, type QueueFilter, type QueueItem, type QueueKind, type QueueStatus } from '../api/moderation';
import { ShowcaseVideosReview } from '../components/ambassador-review';
import { DashboardLayout } from '../components/dashboard-layout';
import { QueueDialogs, type Pending } from '../components/queue-dialogs';
import { nameOf, QueueRow } from '../components/queue-row';
import { ReviewList } from '../components/review-list';
import '../components/moderation.css';

const STATUSES: { value: QueueStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'takenDown', label: 'Taken down' },
];
/** Only content can be taken down: the taken-down list has these kinds. */
const TAKEN_DOWN_KINDS: QueueKind[] = ['image', 'product', 'lookBoard'];

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/** The kind and status shown, kept in the address (`?kind=`, `?status=`; the defaults leave it clean). */
function useQueueView() {
  const [params, setParams] = useSearchParams();
  const status = oneOf<QueueStatus>(['open', 'takenDown'], params.get('status'), 'open');
  const kinds: QueueFilter[] = ['all', ...(status === 'open' ? QUEUE_KINDS : TAKEN_DOWN_KINDS)];
  const kind = oneOf(kinds, params.get('kind'), 'all');
  const show = (next: { kind?: QueueFilter; status?: QueueStatus }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    // A kind the other list does not have falls back to everything.
    const nextKind = next.kind ?? (nextStatus === 'open' || TAKEN_DOWN_KINDS.includes(kind as QueueKind) ? kind : 'all');
    if (nextStatus !== 'open') search.set('status', nextStatus);
    if (nextKind !== 'all') search.set('kind', nextKind);
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { status, kind, kinds, show };
}

/** What the toast says once the server has recorded a decision. */
function doneMessage(decision: QueueDecision, item: QueueItem): string {
  const name = `“${nameOf(item)}”`;
  switch (decision.action) {
    case 'approve':
      if (item.kind === 'ambassadorApplication') return `${nameOf(item)} is now an ambassador`;
      if (item.kind === 'takedownNotice') return `The notice is accepted: the image is taken down`;
      return `${name} is approved`;
    case 'reject':
      return `${name} is rejected`;
    case 'dismiss':
      return `The reports on ${name} are dismissed`;
    case 'takeDown':
      return `${name} is taken down`;
    case 'restore':
      return `${name} is restored`;
  }
}

/**
 * /dashboard/moderation: the admins' one queue over reports, takedown notices, credit claims,
 * pending images, products and look boards, business accounts and ambassador applications, and
 * the content taken down (to restore). Nobody else has this page.
 */
export function ModerationPage() {
  const user = useCurrentUser();
  const view = useQueueView();
  if (!user) return null;
  if (user.role !== 'admin') return <NotFoundPage />;
  return (
    <DashboardLayout user={user}>
      <PageTitle title="Moderation" />
      <DashboardHead
        title="Moderation"
        lead="Everything waiting for an admin, oldest first: reports and claims, new content, business accounts and ambassador applications. Every decision is recorded with your name."
      />
      <Segmented className="dl-dashboard__filter" aria-label="Status" value={view.status} onChange={(value) => view.show({ status: value as QueueStatus })} options={STATUSES} />
      <Queue key={`${view.status}-${view.kind}`} kind={view.kind} kinds={view.kinds} status={view.status} onKind={(kind) => view.show({ kind })} />
      {view.status === 'open' && <ShowcaseVideosReview />}
    </DashboardLayout>
  );
}

function Queue({ kind, kinds, status, onKind }: { kind: QueueFilter; kinds: QueueFilter[]; status: QueueStatus; onKind(kind: QueueFilter): void }) {
  const query = useInfiniteQuery(queueQuery(kind, status));
  const decision = useQueueDecision();
  const [pending, setPending] = useState<Pending | null>(null);
  const busyKey = decision.isPending ? `${decision.variables.item.kind}-${decision.variables.item.id}` : null;
  const counts = query.data?.pages[0]?.counts ?? {};
  const total = QUEUE_KINDS.reduce((sum, each) => sum + (counts[each] ?? 0), 0);

  const decide = (next: QueueDecision, item: QueueItem) =>
    decision.mutate(next, {
      onSuccess: () => {
        toast.success(doneMessage(next, item));
        setPending(null);
      },
      onError: showApiError,
    });

  const act = (item: QueueItem, action: QueueAction) => {
    if (action === 'approve' && item.kind === 'ambassadorApplication') setPending({ item, action: 'approveApplication' });
    else if (action === 'approve' && item.kind === 'takedownNotice') setPending({ item, action: 'acceptNotice' });
    else if (action === 'approve' || action === 'restore') decide({ item, action }, item);
    else setPending({ item, action });
  };

  const label = (each: QueueFilter) => {
    const name = each === 'all' ? 'Everything' : QUEUE_KIND_LABELS[each];
    // The counts are of open items: the taken-down tabs go without.
    const count = status === 'open' ? (each === 'all' ? total : (counts[each] ?? 0)) : null;
    return (
      <span className="dash-queue__tab">
        {name}
        {count !== null && query.data && <Badge className="dash-queue__count" count={count} showZero overflowCount={999} color={count > 0 ? undefined : '#bfc5cc'} />}
      </span>
    );
  };

  const empty = status === 'open' ? 'All caught up: nothing is waiting for an admin.' : 'Nothing is taken down.';
  return (
    <>
      <Tabs
        className="dash-queue__tabs"
        activeKey={kind}
        onChange={(key) => onKind(key as QueueFilter)}
        items={kinds.map((each) => ({ key: each, label: label(each) }))}
      />
      <ReviewList
        query={query}
        itemsOf={(page) => page.items}
        label={status === 'open' ? 'Waiting for review' : 'Taken down'}
        loadingLabel="Loading the queue"
        empty={empty}
      >
        {(items) =>
          items.map((item) => (
            <QueueRow key={`${item.kind}-${item.id}`} item={item} busy={busyKey === `${item.kind}-${item.id}`} onAction={(action) => act(item, action)} />
          ))
        }
      </ReviewList>
      <QueueDialogs pending={pending} busy={decision.isPending} onDecide={(next) => pending && decide(next, pending.item)} onClose={() => setPending(null)} />
    </>
  );
}
