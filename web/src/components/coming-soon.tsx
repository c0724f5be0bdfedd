import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';

interface ComingSoonProps {
  title: string;
  description?: string;
}

/** A page whose content arrives with a later issue: its real title, inside the real shell. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section className="dl-page dl-coming-soon" aria-labelledby="page-title">
      <PageTitle title={title} />
      <p className="dl-eyebrow">Coming soon</p>
      <h1 id="page-title" className="dl-page__title">
        {title}
      </h1>
      <p className="dl-page__lead">{description ?? `The ${title} page is coming soon. We are putting the finishing touches on it.`}</p>
      <Link className="dl-button-link" to={paths.home}>
        Back to home
      </Link>
    </section>
  );
}

/** Builds a placeholder page component for the route table. */
export function comingSoonPage(title: string, description?: string): ComponentType {
  const Page = () => <ComingSoon title={title} description={description} />;
  Page.displayName = `ComingSoon(${title})`;
  return Page;
}
