import { PageTitle } from './page-title';

/** What a search-engine bot gets on a signed-in page (spec 2.2): a 401 page kept out of the index. */
export function UnauthorizedPage() {
  return (
    <section className="dl-page" aria-labelledby="page-title" data-testid="unauthorized-page">
      <PageTitle title="401 Unauthorized" />
      <meta name="robots" content="noindex" />
      <h1 id="page-title" className="dl-page__title">
        401 Unauthorized
      </h1>
      <p className="dl-page__lead">You must be logged in to view this page.</p>
    </section>
  );
}
