const STEPS = ['Choose an image', 'Add products', 'Describe it', 'Review & submit'] as const;

/** Where the person is in the flow, as a numbered trail (the current step is announced). */
export function CurateSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="dl-flow-steps" aria-label="Curate the Look steps">
      {STEPS.map((label, index) => (
        <li key={label} className={`dl-flow-steps__step cur-steps__step${index === current ? ' is-current' : ''}${index < current ? ' is-done' : ''}`} aria-current={index === current ? 'step' : undefined}>
          <span className="dl-flow-steps__number cur-steps__number" aria-hidden>
            {index < current ? '✓' : index + 1}
          </span>
          <span className="cur-steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
