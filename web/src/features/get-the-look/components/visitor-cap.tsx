import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { VISITOR_RESULT_LIMIT } from '@decorlook/domain/catalog/catalog.rules';
import { withAuthModal } from '../../../config/paths';

/** What a visitor is asked to sign in (or sign up, free) for; both open the auth modal over this page. */
export function SignInPrompt({
  titleId,
  eyebrow,
  title,
  signInLabel,
  testId,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: ReactNode;
  signInLabel: string;
  testId?: string;
  /** The prompt's text. */
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <section className="gtl-cap" aria-labelledby={titleId} data-testid={testId}>
      <p className="dl-eyebrow">{eyebrow}</p>
      <h2 id={titleId} className="gtl-cap__title">
        {title}
      </h2>
      <p className="gtl-cap__text">{children}</p>
      <div className="gtl-cap__actions">
        <Link className="dl-button-link" to={{ pathname, search: withAuthModal(search, 'sign-in') }}>
          {signInLabel}
        </Link>
        <Link className="dl-button-link dl-button-link--ghost" to={{ pathname, search: withAuthModal(search, 'sign-up') }}>
          Create a free account
        </Link>
      </div>
    </section>
  );
}

/** Spec 6: a visitor's paging stops at the cap; signing in (free) shows the rest. */
export function VisitorCap({ noun, total }: { noun: string; total?: number }) {
  return (
    <SignInPrompt titleId="gtl-cap-title" eyebrow="Members see more" title="Sign in to keep exploring" signInLabel="Sign in to see more" testId="visitor-cap">
      You have seen the first {VISITOR_RESULT_LIMIT}
      {total !== undefined && total > VISITOR_RESULT_LIMIT ? ` of ${total.toLocaleString('en-US')}` : ''} {noun}. Sign in or create a free account to browse every one, save the
      looks you love and get recommendations in your style.
    </SignInPrompt>
  );
}
