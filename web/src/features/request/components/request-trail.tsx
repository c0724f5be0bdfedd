const STEPS = ['Choose a picture', 'Describe it', 'Review & send'] as const;

/** Where the person is in the flow, as a numbered trail (the current step is announced). */
export function RequestTrail({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="dl-flow-steps" aria-label="Request the Look steps">
      {STEPS.map((label, index) => (
        <li key={label} className={`dl-flow-steps__step req-trail__step${index === current ? ' is-current' : ''}${index < current ? ' is-done' : ''}`} aria-current={index === current ? 'step' : undefined}>
          <span className="dl-flow-steps__number req-trail__number" aria-hidden>
            {index < current ? '✓' : index + 1}
          </span>
          <span className="req-trail__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
