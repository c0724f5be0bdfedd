import { useState } from 'react';
import { Button, Empty, Segmented, Skeleton, Tag } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { REQUEST_TYPE_LABELS } from '@decorlook/domain/requests/request.rules';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardHead } from '../../../components/dashboard-frame';
import { MediaImage } from '../../../components/media-image';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { MY_REQUESTS_FILTERS, myRequestsQuery, type MyRequestsFilter } from '../../../lib/queries/requests';
import { useCloseRequest } from '../api/my-requests';
import { DashboardLayout } from '../components/dashboard-layout';
import { LoadMore } from '../components/list-view';
import './dashboard-requests.css';

const FILTER_LABELS: Record<MyRequestsFilter, string> = { all: 'All', open: 'Open', closed: 'Closed' };
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function RequestRow({ request, onClose }: { request: RequestView; onClose(): void }) {
  const recommendations = buildPath(paths.requestRecommendations, { requestId: request.id });
  return (
    <li className="dash-requests__item" data-testid="my-request">
      <div className="dash-requests__image">{request.image ? <MediaImage media={request.image.media} alt={request.image.title} largest="medium" sizes="160px" width={4} height={3} /> : null}</div>
      <div className="dash-requests__body">
        <h2 className="dash-requests__title">{request.title}</h2>
        <p className="dash-requests__meta">
          <Tag>{REQUEST_TYPE_LABELS[request.requestType]}</Tag>
          <Tag color={request.status === 'open' ? 'green' : 'default'}>{request.status === 'open' ? 'Open' : 'Closed'}</Tag>
          <span>Sent {new Date(request.createdAt).toLocaleDateString()}</span>
        </p>
        <p className="dash-requests__counts">
          <span>{request.matchedAt === null && request.status === 'open' ? 'Matching with ambassadors…' : `Matched with ${plural(request.matchesCount, 'ambassador', 'ambassadors')}`}</span>
          <span>{plural(request.recommendationsCount, 'recommendation', 'recommendations')}</span>
        </p>
      </div>
      <div className="dash-requests__actions">
        <Link className="dl-button-link" to={recommendations} aria-label={`Recommendations for ${request.title}`}>
          Recommendations
        </Link>
        {request.status === 'open' && (
          <Button type="text" onClick={onClose}>
            Close request
          </Button>
        )}
      </div>
    </li>
  );
}

function RequestList({ status }: { status: MyRequestsFilter }) {
  const query = useInfiniteQuery(myRequestsQuery(status));
  const close = useCloseRequest();
  const [closing, setClosing] = useState<RequestView | null>(null);
  const requests = query.data?.pages.flat() ?? [];
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (requests.length === 0) {
    return (
      <div className="dl-dashboard__empty">
        <Empty description={query.isError ? 'Your requests could not be loaded.' : status === 'all' ? 'You have not requested a look yet.' : `No ${status} requests.`}>
          {!query.isError && (
            <Link className="dl-button-link" to={paths.requestTheLook}>
              Request a look
            </Link>
          )}
        </Empty>
      </div>
    );
  }
  return (
    <>
      <ul className="dash-requests" aria-label="My requests">
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} onClose={() => setClosing(request)} />
        ))}
      </ul>
      <LoadMore query={query}>Show more requests</LoadMore>
      <ConfirmDialog
        open={closing !== null}
        title="Close this request?"
        confirmLabel="Close request"
        busy={close.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => {
          if (!closing) return;
          close.mutate(closing.id, {
            onSuccess: () => {
              toast.success('Your request is closed');
              setClosing(null);
            },
          });
        }}
      >
        Ambassadors will not send new recommendations for “{closing?.title}”. The ones you have stay here.
      </ConfirmDialog>
    </>
  );
}

/** /dashboard/requests: the person's requests with their state, matches and recommendations (POST /user/requests). */
export function DashboardRequestsPage() {
  const user = useCurrentUser();
  const [status, setStatus] = useState<MyRequestsFilter>('all');
  if (!user) return null;
  return (
    <DashboardLayout user={user}>
      <PageTitle title="My Requests" />
      <DashboardHead
        title="My Requests"
        lead="The looks you asked for, the ambassadors matched to them and what they recommended."
        actions={
          <Link className="dl-button-link" to={paths.requestTheLook}>
            Request a look
          </Link>
        }
      />
      <Segmented className="dl-dashboard__filter" aria-label="Status" value={status} onChange={(value) => setStatus(value as MyRequestsFilter)} options={MY_REQUESTS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))} />
      <RequestList key={status} status={status} />
    </DashboardLayout>
  );
}
