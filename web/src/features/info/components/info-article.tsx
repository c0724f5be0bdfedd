import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import './info.css';

export interface InfoSection {
  /** The section's anchor (the contents list links to it). */
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A dated document (terms, privacy) says when it last changed. */
  updated?: string;
  sections: readonly InfoSection[];
  /** Shown after the sections (a closing call to action). */
  children?: ReactNode;
}

/**
 * A content page: one h1, a contents list for long documents, then one h2 per section. Plain
 * markup with no browser reads, so it pre-renders and hydrates as it is.
 */
export function InfoArticle({ eyebrow, title, lead, updated, sections, children }: Props) {
  return (
    <article className="dl-info" aria-labelledby="page-title">
      <PageTitle title={title} />
      <header className="dl-info__head">
        <p className="dl-eyebrow">{eyebrow}</p>
        <h1 id="page-title" className="dl-article-page__title">
          {title}
        </h1>
        <div className="dl-info__lead">{lead}</div>
        {updated && <p className="dl-info__updated">Last updated {updated}</p>}
      </header>
      {sections.length > 3 && (
        <nav className="dl-info__contents" aria-label="On this page">
          <h2 className="dl-info__contents-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="dl-info__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className="dl-info__section-title">
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      {children}
    </article>
  );
}
