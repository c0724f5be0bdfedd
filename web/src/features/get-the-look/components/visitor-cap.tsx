import { Link, useLocation } from 'react-router-dom';
import { VISITOR_RESULT_LIMIT } from '@decorlook/domain/catalog/catalog.rules';
import { withAuthModal } from '../../../config/paths';

/** Spec 6: a visitor's paging stops at the cap; signing in (free) shows the rest. */
export function VisitorCap({ noun, total }: { noun: string; total?: number }) {
  const { pathname, search } = useLocation();
  return (
    <section className="gtl-cap" aria-labelledby="gtl-cap-title" data-testid="visitor-cap">
      <p className="dl-eyebrow">Members see more</p>
      <h2 id="gtl-cap-title" className="gtl-cap__title">
        Sign in to keep exploring
      </h2>
      <p className="gtl-cap__text">
        You have seen the first {VISITOR_RESULT_LIMIT}
        {total !== undefined && total > VISITOR_RESULT_LIMIT ? ` of ${total.toLocaleString('en-US')}` : ''} {noun}. Sign in or create a free account to browse every one, save the
        looks you love and get recommendations in your style.
      </p>
      <div className="gtl-cap__actions">
        <Link className="dl-button-link" to={{ pathname, search: withAuthModal(search, 'sign-in') }}>
          Sign in to see more
        </Link>
        <Link className="dl-button-link dl-button-link--ghost" to={{ pathname, search: withAuthModal(search, 'sign-up') }}>
          Create a free account
        </Link>
      </div>
    </section>
  );
}
