import { useEffect, useState } from 'react';
import { Button, Input, Select } from 'antd';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import {
  activeFilterCount,
  IMAGE_SORT_OPTIONS,
  PRODUCT_SORT_OPTIONS,
  subStylesOf,
  type GalleryFilters,
  type ImageSortKey,
  type ProductSortKey,
  type StyleCatalog,
} from '../gallery-filters';
import { swatchStyle } from './facet-sidebar';

interface Props {
  filters: GalleryFilters;
  catalog: StyleCatalog;
  mode: 'images' | 'products';
  onChange(change: Partial<GalleryFilters>): void;
  onClear(): void;
}

const entriesOf = (lookup: Record<string, EnumEntry> | undefined) => Object.values(lookup ?? {});

/** Search, sort, style, sub-style, room type and colour, plus the chips of what is applied. */
export function FilterBar({ filters, catalog, mode, onChange, onClear }: Props) {
  const { enums } = useAppConfig();
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);

  const roomTypes = entriesOf(enums.roomTypes);
  const colors = entriesOf(enums.colors);
  const subStyles = subStylesOf(catalog, filters.style);
  const nameIn = (lookup: Record<string, EnumEntry> | undefined, id: number) => lookup?.[String(id)]?.name ?? `#${id}`;

  const chips: { key: string; label: string; remove: Partial<GalleryFilters> }[] = [];
  const style = catalog.styles.find((option) => option.id === filters.style);
  const subStyle = catalog.subStyles.find((option) => option.id === filters.subStyle);
  if (filters.search) chips.push({ key: 'q', label: `“${filters.search}”`, remove: { search: '' } });
  if (filters.style !== null) chips.push({ key: 'style', label: style?.name ?? 'Style', remove: { style: null, subStyle: null } });
  if (filters.subStyle !== null) chips.push({ key: 'sub', label: subStyle?.name ?? 'Sub-style', remove: { subStyle: null } });
  for (const id of filters.roomTypes) chips.push({ key: `r${id}`, label: nameIn(enums.roomTypes, id), remove: { roomTypes: filters.roomTypes.filter((v) => v !== id) } });
  for (const id of filters.colors) chips.push({ key: `c${id}`, label: nameIn(enums.colors, id), remove: { colors: filters.colors.filter((v) => v !== id) } });
  if (mode === 'products') {
    for (const [key, resource] of [
      ['itemClasses', enums.itemClasses],
      ['prices', enums.prices],
      ['materials', enums.materials],
      ['shapes', enums.shapes],
    ] as const) {
      for (const id of filters[key]) chips.push({ key: `${key}${id}`, label: nameIn(resource, id), remove: { [key]: filters[key].filter((v) => v !== id) } });
    }
  }

  return (
    <div className="gtl-filters">
      <div className="gtl-filters__row gtl-filters__row--top">
        <div role="search" className="gtl-filters__search">
          <Input.Search
            aria-label={mode === 'images' ? 'Search looks' : 'Search products'}
            placeholder={mode === 'images' ? 'Search rooms, moods, pieces…' : 'Search sofas, lamps, brands…'}
            allowClear
            size="large"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => onChange({ search: value.trim() })}
          />
        </div>
        <label className="gtl-filters__sort">
          <span className="gtl-filters__label">Sort by</span>
          {mode === 'images' ? (
            <Select<ImageSortKey>
              aria-label="Sort looks"
              value={filters.sort}
              options={IMAGE_SORT_OPTIONS.map((option) => ({ ...option }))}
              onChange={(sort) => onChange({ sort })}
              popupMatchSelectWidth={false}
            />
          ) : (
            <Select<ProductSortKey>
              aria-label="Sort products"
              value={filters.productSort}
              options={PRODUCT_SORT_OPTIONS.map((option) => ({ ...option }))}
              onChange={(productSort) => onChange({ productSort })}
              popupMatchSelectWidth={false}
            />
          )}
        </label>
      </div>
      <div className="gtl-filters__row">
        <Select<number>
          className="gtl-filters__select"
          aria-label="Style"
          placeholder="All styles"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.style ?? undefined}
          options={catalog.styles.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(value) => onChange({ style: value ?? null })}
        />
        <Select<number>
          className="gtl-filters__select"
          aria-label="Sub-style"
          placeholder="All sub-styles"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.subStyle ?? undefined}
          options={subStyles.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(value) => onChange({ subStyle: value ?? null })}
        />
        {mode === 'images' && (
          <>
            <Select<number[]>
              className="gtl-filters__select gtl-filters__select--wide"
              aria-label="Room type"
              placeholder="Any room"
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              value={filters.roomTypes}
              options={roomTypes.map((entry) => ({ value: entry.id, label: entry.name }))}
              onChange={(value) => onChange({ roomTypes: value })}
            />
            <div className="gtl-swatches" role="group" aria-label="Colour">
              {colors.map((entry) => {
                const on = filters.colors.includes(entry.id);
                return (
                  <button
                    key={entry.id}
                    type="button"
                    className={`gtl-swatch${on ? ' is-on' : ''}`}
                    style={swatchStyle(entry)}
                    aria-pressed={on}
                    aria-label={entry.name}
                    title={entry.name}
                    onClick={() => onChange({ colors: on ? filters.colors.filter((id) => id !== entry.id) : [...filters.colors, entry.id] })}
                  />
                );
              })}
            </div>
          </>
        )}
      </div>
      {chips.length > 0 && (
        <div className="gtl-chips" aria-label="Applied filters" role="group">
          {chips.map((chip) => (
            <button key={chip.key} type="button" className="gtl-chip" aria-label={`Remove filter ${chip.label}`} onClick={() => onChange(chip.remove)}>
              {chip.label}
              <span aria-hidden className="gtl-chip__x">
                ×
              </span>
            </button>
          ))}
          {activeFilterCount(filters) > 1 && (
            <Button type="link" size="small" onClick={onClear}>
              Clear all
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
