import { useId, useState } from 'react';
import { Button, Checkbox } from 'antd';
import type { ProductFacets } from '@decorlook/domain/catalog/catalog.views';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import type { GalleryFilters, ProductFacetKey } from '../gallery-filters';

const GROUPS: { key: ProductFacetKey; title: string; resource: 'itemClasses' | 'prices' | 'colors' | 'materials' | 'shapes' }[] = [
  { key: 'itemClasses', title: 'Category', resource: 'itemClasses' },
  { key: 'prices', title: 'Price', resource: 'prices' },
  { key: 'colors', title: 'Colour', resource: 'colors' },
  { key: 'materials', title: 'Material', resource: 'materials' },
  { key: 'shapes', title: 'Shape', resource: 'shapes' },
];

/** Long lists show this many until "Show all" is pressed. */
const FIRST_SHOWN = 6;

interface GroupProps {
  title: string;
  entries: EnumEntry[];
  counts: Map<number, number> | null;
  value: number[];
  onChange(ids: number[]): void;
  swatches?: boolean;
}

function FacetGroup({ title, entries, counts, value, onChange, swatches }: GroupProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  // With counts known, options that would find nothing are left out (unless already picked).
  const shown = entries.filter((entry) => counts === null || (counts.get(entry.id) ?? 0) > 0 || value.includes(entry.id));
  if (shown.length === 0) return null;
  const visible = expanded ? shown : shown.slice(0, FIRST_SHOWN);
  return (
    <fieldset className="gtl-facet">
      <legend className="gtl-facet__title">{title}</legend>
      <div id={id}>
      <Checkbox.Group
        className="gtl-facet__options"
        value={value}
        onChange={(ids) => onChange((ids as number[]).slice().sort((a, b) => a - b))}
        options={visible.map((entry) => ({
          value: entry.id,
          label: (
            <span className="gtl-facet__label">
              {swatches && <span className="gtl-swatch gtl-swatch--small" style={swatchStyle(entry)} aria-hidden />}
              <span>{entry.name}</span>
              {counts && <span className="gtl-facet__count">{counts.get(entry.id) ?? 0}</span>}
            </span>
          ),
        }))}
      />
      </div>
      {shown.length > FIRST_SHOWN && (
        <Button type="link" size="small" className="gtl-facet__more" aria-controls={id} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${shown.length}`}
        </Button>
      )}
    </fieldset>
  );
}

export function swatchStyle(entry: EnumEntry) {
  return typeof entry.hex === 'string' ? { background: entry.hex } : { background: 'conic-gradient(#c0392b, #f1c40f, #5b8c51, #2e6db4, #7d5ba6, #c0392b)' };
}

interface Props {
  facets: ProductFacets | undefined;
  filters: GalleryFilters;
  onChange(change: Partial<GalleryFilters>): void;
}

/** Product View's filters: several picks per group, each counted with every other filter applied. */
export function FacetSidebar({ facets, filters, onChange }: Props) {
  const { enums } = useAppConfig();
  return (
    <div className="gtl-facets" aria-label="Product filters" role="group">
      {GROUPS.map((group) => {
        const counts = facets ? new Map(facets[group.key].map((facet) => [facet.id, facet.count])) : null;
        const entries = Object.values((enums[group.resource] as Record<string, EnumEntry> | undefined) ?? {});
        return (
          <FacetGroup
            key={group.key}
            title={group.title}
            entries={entries}
            counts={counts}
            value={filters[group.key]}
            swatches={group.key === 'colors'}
            onChange={(ids) => onChange({ [group.key]: ids })}
          />
        );
      })}
    </div>
  );
}
