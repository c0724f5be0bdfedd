import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';

export function NotFoundPage() {
  return (
    <section className="dl-page dl-not-found" data-testid="not-found-page" aria-labelledby="not-found-title">
      <PageTitle title="Page not found" />
      <p className="dl-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="dl-page__title">
        Page not found
      </h1>
      <p className="dl-page__lead">The page you are looking for does not exist or has moved.</p>
      <Link className="dl-button-link" to={paths.home}>
        Go to home
      </Link>
    </section>
  );
}

export default NotFoundPage;
