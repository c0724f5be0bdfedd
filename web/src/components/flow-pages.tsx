import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** The parts the pages of a multi-step flow (Curate the Look, Request the Look) share: overview, review and success. */

const withClass = (shared: string, own?: string) => (own ? `${shared} ${own}` : shared);

interface StartLinksProps {
  signedIn: boolean;
  /** A draft is kept in this browser: continue it, or discard it and start over. */
  hasDraft: boolean;
  signIn: { to: string; label: string };
  resume: { to: string; label: string };
  start: { to: string; label: string };
  onDiscard(): void;
  /** The feature's own class for the links, beside `dl-button-link`. */
  linkClassName?: string;
}

/** The overview's call to action: sign in first; then continue the draft (or discard it), or start afresh. */
export function FlowStartLinks({ signedIn, hasDraft, signIn, resume, start, onDiscard, linkClassName }: StartLinksProps) {
  const className = withClass('dl-button-link', linkClassName);
  if (!signedIn) {
    return (
      <Link className={className} to={signIn.to}>
        {signIn.label}
      </Link>
    );
  }
  if (hasDraft) {
    return (
      <>
        <Link className={className} to={resume.to}>
          {resume.label}
        </Link>
        <Button size="large" onClick={onDiscard}>
          Discard it and start over
        </Button>
      </>
    );
  }
  return (
    <Link className={className} to={start.to}>
      {start.label}
    </Link>
  );
}

interface HowStepsProps {
  steps: readonly { title: string; text: string }[];
  /** The feature's classes for the list and its cards. */
  className: string;
  cardClassName: string;
  heading: 'h2' | 'h3' | 'h4';
  headingClassName?: string;
}

/** How a tool works, as numbered cards side by side (one under the other on narrow screens). */
export function FlowHowSteps({ steps, className, cardClassName, heading: Heading, headingClassName }: HowStepsProps) {
  return (
    <ol className={withClass('dl-flow-how', className)} aria-label="How it works">
      {steps.map((step, index) => (
        <li key={step.title} className={withClass('dl-flow-card', cardClassName)}>
          <span className="dl-flow-number" aria-hidden>
            {index + 1}
          </span>
          <Heading className={headingClassName}>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

interface SectionProps {
  className: string;
  headClassName: string;
  titleId: string;
  title: ReactNode;
  /** The muted line under the title; `leadLive` announces its changes. */
  lead: ReactNode;
  leadClassName?: string;
  leadLive?: boolean;
  /** What stands beside the title (a search, a template choice). */
  controls: ReactNode;
  children: ReactNode;
}

/** A section of a flow page: its title and a muted line under it, controls beside them, then its content. */
export function FlowSection({ className, headClassName, titleId, title, lead, leadClassName, leadLive, controls, children }: SectionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={headClassName}>
        <div>
          <h2 id={titleId} className="dl-flow-section-title">
            {title}
          </h2>
          <p className={withClass('dl-flow-muted', leadClassName)} aria-live={leadLive ? 'polite' : undefined}>
            {lead}
          </p>
        </div>
        {controls}
      </div>
      {children}
    </section>
  );
}

/** The name of the enum entry with this id (a style, a room type), or a dash when there is none. */
export const entryName = (lookup: Record<string, { id: number; name: string }> | undefined, id: number | null | undefined) =>
  Object.values(lookup ?? {}).find((entry) => entry.id === id)?.name ?? '—';

/** The review page's summary: each term over its value. */
export function FlowSummary({ entries, className, label }: { entries: readonly [string, string][]; className: string; label?: string }) {
  return (
    <dl className={withClass('dl-flow-summary', className)} aria-label={label}>
      {entries.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The success page's head: a large tick, the page's title (its h1) and what happens next. */
export function FlowSuccess({ iconClassName, title, titleClassName, subTitle }: { iconClassName: string; title: ReactNode; titleClassName?: string; subTitle: ReactNode }) {
  return (
    <Result
      status="success"
      icon={
        <span className={withClass('dl-flow-success__icon', iconClassName)} aria-hidden>
          ✓
        </span>
      }
      title={<h1 className={withClass('dl-flow-head__title', titleClassName)}>{title}</h1>}
      subTitle={subTitle}
    />
  );
}
