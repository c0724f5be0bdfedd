import { useMemo, useState, type ReactNode } from 'react';
import { Button, Tag } from 'antd';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { colorsInput, MAX_STYLE_PICKS, roomTypesInput, stylesInput, subStylesInput, vibesInput } from '@decorlook/domain/identity/user.rules';
import { CheckIcon } from '../../../components/icons';
import { StyleGrid } from '../../../components/style-grid';
import { showApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { schemaErrors } from '../../../lib/forms/schema-rules';
import type { User } from '../../../lib/session/user';
import { toast } from '../../../lib/toast';
import { useSavePreferences, type PreferenceCategory } from '../api/save-preference';
import '../../../components/forms.css';

/** Spec 3: the colour groups the preferences dialog offers. */
export const PREFERENCE_COLOR_IDS = [1, 2, 4, 15, 16, 19] as const;
export const PREFERENCES_SAVED = 'Your preferences are saved';

type Choice = Record<'vibes' | 'styles' | 'subStyles' | 'roomTypes' | 'colors', number[]>;

const SCHEMAS = {
  vibes: vibesInput,
  styles: stylesInput,
  subStyles: subStylesInput,
  roomTypes: roomTypesInput,
  colors: colorsInput,
} as const;

/** The user's saved choice as id lists (sub-styles are stored by name, colours as an id map). */
export function choiceOf(user: User, subStyles: EnumEntry[]): Choice {
  const subStyleNames = new Set(Object.keys(user.preferences?.subStyles ?? {}));
  return {
    vibes: [...(user.vibes ?? [])],
    styles: [...(user.preferences?.styles ?? [])],
    subStyles: subStyles.filter((entry) => subStyleNames.has(entry.name)).map((entry) => entry.id),
    roomTypes: [...(user.preferences?.roomTypes ?? [])],
    colors: Object.keys(user.preferences?.colors ?? {}).map(Number),
  };
}

/** White or black ink for a check mark on a swatch. */
function inkOn(hex: string | null): string {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return '#fff';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1f2a30' : '#fff';
}

const same = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function Section({ title, hint, error, children }: { title: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <section className="dl-account-prefs__section" aria-label={title}>
      <header className="dl-account-prefs__head">
        <h3>{title}</h3>
        {hint && <span className="dl-form__hint">{hint}</span>}
      </header>
      {children}
      {error && (
        <p className="dl-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Chips({ entries, value, max, onChange, label }: { entries: EnumEntry[]; value: number[]; max?: number; onChange(next: number[]): void; label: string }) {
  return (
    <div className="dl-account-prefs__chips" role="group" aria-label={label}>
      {entries.map((entry) => {
        const checked = value.includes(entry.id);
        return (
          <Tag.CheckableTag
            key={entry.id}
            checked={checked}
            className="dl-account-prefs__chip"
            onChange={(on) => {
              if (!on) onChange(value.filter((id) => id !== entry.id));
              else if (max === 1) onChange([entry.id]);
              else onChange([...value, entry.id]);
            }}
          >
            {entry.name}
          </Tag.CheckableTag>
        );
      })}
    </div>
  );
}

/** The preferences of spec 3 with the limits of spec 5: vibes ≤ 1, styles 1..10, the rest free. */
export function PreferencesForm({ user }: { user: User }) {
  const vibes = lookupEntries(useEnum('vibes'));
  const styles = lookupEntries(useEnum('styles'));
  const subStyles = lookupEntries(useEnum('subStyles'));
  const roomTypes = lookupEntries(useEnum('roomTypes'));
  const colorLookup = useEnum('colors');
  const colors = PREFERENCE_COLOR_IDS.map((id) => colorLookup?.[String(id)]).filter((entry): entry is EnumEntry => entry !== undefined);

  const saved = useMemo(() => choiceOf(user, subStyles), [user, subStyles]);
  const [draft, setDraft] = useState<Partial<Choice>>({});
  const choice: Choice = { ...saved, ...draft };
  const [errors, setErrors] = useState<Partial<Record<keyof Choice, string>>>({});
  const preferences = useSavePreferences();
  const set = (category: keyof Choice) => (next: number[]) => {
    setDraft((current) => ({ ...current, [category]: next }));
    setErrors((current) => ({ ...current, [category]: undefined }));
  };

  const groups = styles
    .map((style) => ({ style, entries: subStyles.filter((entry) => Number(entry.styleId) === style.id) }))
    .filter((group) => group.entries.length > 0 && (choice.styles.includes(group.style.id) || group.entries.some((e) => choice.subStyles.includes(e.id))));

  const save = () => {
    const found: Partial<Record<keyof Choice, string>> = {};
    for (const category of Object.keys(SCHEMAS) as (keyof Choice)[]) {
      const message = schemaErrors(SCHEMAS[category], { [category]: choice[category] })[category];
      if (message) found[category] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const changed = (Object.keys(SCHEMAS) as (keyof Choice)[]).filter((category) => !same(choice[category], saved[category]));
    if (changed.length === 0) {
      toast.success(PREFERENCES_SAVED);
      return;
    }
    preferences.mutate(
      changed.map((category) => ({ category: category as PreferenceCategory | 'styles', ids: choice[category] })),
      {
        onSuccess: () => {
          setDraft({});
          toast.success(PREFERENCES_SAVED);
        },
        onError: showApiError,
      },
    );
  };

  return (
    <div className="dl-account-prefs" data-testid="preferences-form">
      <Section title="Vibe" hint="Pick the one that feels most like you." error={errors.vibes}>
        <Chips label="Vibe" entries={vibes} value={choice.vibes} max={1} onChange={set('vibes')} />
      </Section>
      <Section title="Styles" hint={`Pick 1 to ${MAX_STYLE_PICKS}.`} error={errors.styles}>
        <StyleGrid label="Styles" styles={styles} value={choice.styles} max={MAX_STYLE_PICKS} onChange={set('styles')} />
      </Section>
      <Section title="Sub-styles" hint="Refine the styles you picked.">
        {groups.length === 0 ? (
          <p className="dl-form__hint">Pick a style above to see its sub-styles.</p>
        ) : (
          <div className="dl-account-prefs__groups">
            {groups.map(({ style, entries }) => (
              <div key={style.id} className="dl-account-prefs__group">
                <h4>{style.name}</h4>
                <Chips label={`${style.name} sub-styles`} entries={entries} value={choice.subStyles} onChange={set('subStyles')} />
              </div>
            ))}
          </div>
        )}
      </Section>
      <Section title="Rooms" hint="The rooms you are decorating." error={errors.roomTypes}>
        <Chips label="Rooms" entries={roomTypes} value={choice.roomTypes} onChange={set('roomTypes')} />
      </Section>
      <Section title="Colors" hint="The colours you love to live with." error={errors.colors}>
        <div className="dl-account-prefs__swatches" role="group" aria-label="Colors">
          {colors.map((color) => {
            const checked = choice.colors.includes(color.id);
            const hex = typeof color.hex === 'string' ? color.hex : null;
            return (
              <button
                key={color.id}
                type="button"
                role="checkbox"
                aria-checked={checked}
                aria-label={color.name}
                title={color.name}
                className={`dl-account-swatch${checked ? ' is-checked' : ''}`}
                onClick={() => set('colors')(checked ? choice.colors.filter((id) => id !== color.id) : [...choice.colors, color.id])}
              >
                <span className={`dl-account-swatch__dot${hex ? '' : ' dl-account-swatch__dot--multi'}`} style={{ background: hex ?? undefined, color: inkOn(hex) }}>
                  {checked && <CheckIcon width={16} height={16} />}
                </span>
                <span className="dl-account-swatch__name">{color.name}</span>
              </button>
            );
          })}
        </div>
      </Section>
      <div className="dl-account-prefs__actions">
        <Button onClick={() => setDraft({})} disabled={preferences.isPending || Object.keys(draft).length === 0}>
          Discard Changes
        </Button>
        <Button type="primary" loading={preferences.isPending} onClick={save}>
          Save Preferences
        </Button>
      </div>
    </div>
  );
}
