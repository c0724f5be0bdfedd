import type { ReactNode } from 'react';

interface FlowHeadProps {
  /** The flow's name, above the title ("Curate the Look"). */
  flow: string;
  title: ReactNode;
  lead: ReactNode;
  steps: readonly string[];
  current: number;
  /** The feature's class prefix for its own touches to the head and the trail (`cur`, `req`). */
  prefix: string;
  /** The feature's block name for the trail's steps (`cur-steps`, `req-trail`). */
  stepsBlock: string;
}

/** Where the person is in a flow, as a numbered trail (the current step is announced). */
export function FlowSteps({ flow, steps, current, stepsBlock }: Pick<FlowHeadProps, 'flow' | 'steps' | 'current' | 'stepsBlock'>) {
  return (
    <ol className="dl-flow-steps" aria-label={`${flow} steps`}>
      {steps.map((label, index) => (
        <li key={label} className={`dl-flow-steps__step ${stepsBlock}__step${index === current ? ' is-current' : ''}${index < current ? ' is-done' : ''}`} aria-current={index === current ? 'step' : undefined}>
          <span className={`dl-flow-steps__number ${stepsBlock}__number`} aria-hidden>
            {index < current ? '✓' : index + 1}
          </span>
          <span className={`${stepsBlock}__label`}>{label}</span>
        </li>
      ))}
    </ol>
  );
}

/** The head of a page of a multi-step flow: the flow's name, the page's title and lead, and the trail of steps. */
export function FlowHead({ flow, title, lead, steps, current, prefix, stepsBlock }: FlowHeadProps) {
  return (
    <header className="dl-flow-head">
      <div>
        <p className="dl-eyebrow">{flow}</p>
        <h1 id="page-title" className={`dl-flow-head__title ${prefix}-head__title`}>
          {title}
        </h1>
        <p className={`${prefix}-head__lead`}>{lead}</p>
      </div>
      <FlowSteps flow={flow} steps={steps} current={current} stepsBlock={stepsBlock} />
    </header>
  );
}
