import { useState } from 'react';
import { Rate } from 'antd';
import './star-input.css';

/** What each star means, said beside the stars (not in a tooltip that covers the count above them). */
export const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface Props {
  value: number | null;
  disabled?: boolean;
  labelledBy: string;
  onChange(value: number): void;
}

/**
 * A person's own 1 to 5 rating: the word of the star under the pointer (or of the one chosen)
 * shows beside the stars, so nothing covers the average and count shown above them.
 */
export function StarInput({ value, disabled = false, labelledBy, onChange }: Props) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value || 0;
  return (
    <span className="dl-star-input">
      <Rate value={value ?? 0} allowClear={false} disabled={disabled} onHoverChange={setHovered} onChange={(next) => next >= 1 && onChange(next)} aria-labelledby={labelledBy} />
      <span className="dl-star-input__word" aria-live="polite">
        {shown > 0 ? STAR_WORDS[shown - 1] : ''}
      </span>
    </span>
  );
}
