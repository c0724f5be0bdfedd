import { Button } from 'antd';
import { ApiError } from '../lib/api-client';
import { NotFoundPage } from './not-found-page';
import { PageTitle } from './page-title';

/**
 * A page whose one thing could not be loaded: the not-found page when there is no such thing
 * (or the caller may not see it), otherwise what went wrong and a way to try again.
 */
export function LoadFailedPage({ title, what, error, onRetry }: { title: string; what: string; error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <section className="dl-page" aria-labelledby="page-title" role="alert">
      <PageTitle title={title} />
      <h1 id="page-title" className="dl-page__title">
        We could not load {what}
      </h1>
      <p className="dl-page__lead">{error.message}</p>
      <Button type="primary" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
