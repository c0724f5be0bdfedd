import { Link, useParams } from 'react-router-dom';
import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LoadFailedPage } from '../../../components/load-failed-page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { buildPath, paths } from '../../../config/paths';
import { useViewerId } from '../../../lib/queries/follows';
import { useSession } from '../../../lib/session/use-session';
import { ownShowcaseQuery, showcaseByUrlQuery } from '../../../lib/queries/showcases';
import { ShowcaseView } from '../components/showcase-view';
import '../components/showcase.css';

export { ShowcaseSetupPage } from './showcase-setup-page';

function Loading({ title }: { title: string }) {
  return (
    <div className="dl-wide-page sc-page" role="status" aria-label="Loading">
      <PageTitle title={title} />
      <div className="sc-banner sc-banner--placeholder" />
      <div className="sc-body">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}

/** /showcase/{urlKey}: an ambassador's page; an unknown or hidden one is the not-found page. */
export function ShowcasePage() {
  const { urlKey = '' } = useParams();
  const viewerId = useViewerId();
  const session = useSession();
  // Who asks decides what is answered (isFollowed, the owner's hidden page): wait to know.
  const query = useQuery({ ...showcaseByUrlQuery(viewerId, urlKey), enabled: session.status !== 'loading' && urlKey !== '' });
  if (urlKey === '') return <NotFoundPage />;
  if (query.error) return <LoadFailedPage title="Showcase" what="this showcase" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading title="Showcase" />;
  const showcase = query.data;
  const isOwner = session.status === 'signedIn' && session.user.id === showcase.userId;
  return (
    <>
      {isOwner && !showcase.active && (
        <Alert
          className="sc-owner-note"
          type="info"
          showIcon
          title="Only you can see this page"
          description="It is hidden from visitors until you make it live in Showcase Setup."
          action={<Link to={paths.dashboardAmbassadorShowcase}>Showcase Setup</Link>}
        />
      )}
      <ShowcaseView showcase={showcase} />
    </>
  );
}

/** /showcase/preview: the owner's page as visitors will see it, live or not yet (spec 2.1). */
export function ShowcasePreviewPage() {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : 0;
  const query = useQuery({ ...ownShowcaseQuery(userId), enabled: userId !== 0 });
  if (session.status === 'visitor') return <NotFoundPage />;
  // No page yet is the not-found page, as a 404 is.
  if (query.data === null) return <NotFoundPage />;
  if (query.error) return <LoadFailedPage title="Showcase Preview" what="your showcase" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loading title="Showcase Preview" />;
  const showcase = query.data;
  return (
    <>
      <div className="sc-preview-bar" role="note">
        <span>
          <strong>Preview.</strong> {showcase.active && showcase.urlKey ? 'Your page is live.' : 'Your page is not live yet: only you can see it.'}
        </span>
        <span className="sc-preview-bar__links">
          <Link to={paths.dashboardAmbassadorShowcase}>Back to Showcase Setup</Link>
          {showcase.active && showcase.urlKey && <Link to={buildPath(paths.showcase, { urlKey: showcase.urlKey })}>Open the live page</Link>}
        </span>
      </div>
      <ShowcaseView showcase={showcase} preview />
    </>
  );
}
