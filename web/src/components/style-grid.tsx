import type { EnumEntry } from '@decorlook/domain/site/enums';
import { CheckIcon } from './icons';
import { StyleTile } from './style-tile';
import './style-grid.css';

interface Props {
  styles: EnumEntry[];
  value: number[];
  onChange(next: number[]): void;
  /** The most that may be picked (spec 5: 10 styles; the quiz allows one). */
  max: number;
  label: string;
}

/**
 * Styles to pick, as checkable cards. At the limit, further cards are disabled; a single-pick grid
 * replaces the choice instead.
 */
export function StyleGrid({ styles, value, onChange, max, label }: Props) {
  const chosen = new Set(value);
  const toggle = (id: number) => {
    if (chosen.has(id)) onChange(value.filter((v) => v !== id));
    else if (max === 1) onChange([id]);
    else if (value.length < max) onChange([...value, id]);
  };
  return (
    <div className="dl-style-grid" role="group" aria-label={label}>
      {styles.map((style) => {
        const checked = chosen.has(style.id);
        const disabled = !checked && max > 1 && value.length >= max;
        return (
          <button
            key={style.id}
            type="button"
            role="checkbox"
            aria-checked={checked}
            disabled={disabled}
            className={`dl-style-card${checked ? ' is-checked' : ''}`}
            onClick={() => toggle(style.id)}
          >
            <StyleTile name={style.name} id={style.id} className="dl-style-card__art" />
            <span className="dl-style-card__name">{style.name}</span>
            {checked && (
              <span className="dl-style-card__check">
                <CheckIcon width={14} height={14} />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
