import { Link, useSearchParams } from 'react-router-dom';
import { Select } from 'antd';
import type { EnumEntry } from '@decorlook/domain/site/enums';

export function Hero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <header className="gtl-hero">
      <p className="dl-eyebrow">{eyebrow}</p>
      <h1 className="gtl-hero__title">{title}</h1>
      <p className="gtl-hero__lead">{lead}</p>
    </header>
  );
}

export function Crumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="gtl-crumbs">
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function SortSelect<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(value: T): void }) {
  return (
    <label className="gtl-filters__sort">
      <span className="gtl-filters__label">Sort by</span>
      <Select<T> aria-label={label} value={value} options={options.map((option) => ({ ...option }))} onChange={onChange} popupMatchSelectWidth={false} />
    </label>
  );
}

/** Toggle buttons over one enum (room types, product types). */
export function Pills({ label, entries, value, onChange, multiple }: { label: string; entries: EnumEntry[]; value: number[]; onChange(ids: number[]): void; multiple: boolean }) {
  return (
    <div className="gtl-pills" role="group" aria-label={label}>
      <button type="button" className={`gtl-pill${value.length === 0 ? ' is-on' : ''}`} aria-pressed={value.length === 0} onClick={() => onChange([])}>
        All
      </button>
      {entries.map((entry) => {
        const on = value.includes(entry.id);
        const next = multiple ? (on ? value.filter((id) => id !== entry.id) : [...value, entry.id]) : on ? [] : [entry.id];
        return (
          <button key={entry.id} type="button" className={`gtl-pill${on ? ' is-on' : ''}`} aria-pressed={on} onClick={() => onChange(next)}>
            {entry.name}
          </button>
        );
      })}
    </div>
  );
}

/** Filters kept in the address's query, so a filtered list can be shared and survives a reload. */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  // Several keys change in one navigation: separate calls in one tick would each start from the same address.
  const setMany = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  const set = (key: string, value: string | null) => setMany({ [key]: value });
  return [params, set, setMany] as const;
}
