import { slugOf } from '@decorlook/domain/catalog/catalog.rules';
import type { EnumEntry } from '@decorlook/domain/site/enums';
import { paths } from '../../config/paths';

/**
 * Get the Look's filters and the address that carries them, both ways: the style and sub-style
 * ride in the path as slugs (/get-the-look/{style}/{subStyle}) and are also taken as ids
 * (?style=&subStyle=); every other filter is a query key. Defaults never appear in the address.
 */

export const GALLERY_VIEWS = [
  { key: 'curated', label: 'Curated Looks' },
  { key: 'mix-match', label: 'Mix & Match Looks' },
  { key: 'look-boards', label: 'Look Boards View' },
  { key: 'products', label: 'Product View' },
] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number]['key'];

export const IMAGE_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Most requested' },
  { value: 'liked', label: 'Most liked' },
] as const;
export type ImageSortKey = (typeof IMAGE_SORT_OPTIONS)[number]['value'];

/** Product View's sorts (spec 2.3). */
export const PRODUCT_SORT_OPTIONS = [
  { value: 'bestMatch', label: 'Best image match' },
  { value: 'liked', label: 'Most user likes' },
  { value: 'priceAsc', label: 'Lowest price' },
  { value: 'priceDesc', label: 'Highest price' },
] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_OPTIONS)[number]['value'];

/** The product facets a shopper picks several of at once. */
export const PRODUCT_FACET_KEYS = ['itemClasses', 'prices', 'colors', 'materials', 'shapes'] as const;
export type ProductFacetKey = (typeof PRODUCT_FACET_KEYS)[number];

export interface GalleryFilters {
  view: GalleryView;
  style: number | null;
  subStyle: number | null;
  roomTypes: number[];
  colors: number[];
  sort: ImageSortKey;
  productSort: ProductSortKey;
  search: string;
  itemClasses: number[];
  materials: number[];
  shapes: number[];
  prices: number[];
}

export const DEFAULT_GALLERY_FILTERS: GalleryFilters = {
  view: 'curated',
  style: null,
  subStyle: null,
  roomTypes: [],
  colors: [],
  sort: 'newest',
  productSort: 'bestMatch',
  search: '',
  itemClasses: [],
  materials: [],
  shapes: [],
  prices: [],
};

export interface StyleOption {
  id: number;
  name: string;
  slug: string;
  /** A sub-style's parent style. */
  styleId?: number;
}

export interface StyleCatalog {
  styles: StyleOption[];
  subStyles: StyleOption[];
}

/**
 * Styles and sub-styles as the filters use them. Styles are keyed by position from 1 (spec 3), and
 * that position is the id images carry; other resources are keyed by id.
 */
export function styleCatalog(lookups: { styles?: Record<string, EnumEntry>; subStyles?: Record<string, EnumEntry> }): StyleCatalog {
  const styles = Object.entries(lookups.styles ?? {}).map(([key, entry]) => ({ id: Number(key), name: entry.name, slug: slugOf(entry.name) }));
  const subStyles = Object.entries(lookups.subStyles ?? {}).map(([key, entry]) => ({
    id: Number(key),
    name: entry.name,
    slug: slugOf(entry.name),
    styleId: typeof entry.styleId === 'number' ? entry.styleId : undefined,
  }));
  return { styles, subStyles };
}

const QUERY = {
  view: 'view',
  style: 'style',
  subStyle: 'subStyle',
  roomTypes: 'rooms',
  colors: 'colors',
  sort: 'sort',
  productSort: 'productSort',
  search: 'q',
  itemClasses: 'itemClasses',
  materials: 'materials',
  shapes: 'shapes',
  prices: 'prices',
} as const;

/** "3,1,3,x" → [3, 1]: positive whole ids, each once, order kept. */
export function parseIdList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

function parseId(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly { value: T }[] | readonly { key: T }[], fallback: T): T {
  const keys = (allowed as readonly ({ value?: T; key?: T })[]).map((option) => option.value ?? option.key);
  return keys.includes(value as T) ? (value as T) : fallback;
}

export interface ParsedFilters {
  filters: GalleryFilters;
  /** A style or sub-style slug of the path that the catalog (maybe not loaded yet) does not name. */
  unresolved: boolean;
}

/** The filters an address asks for. `first`/`second` are the path's style and sub-style slugs. */
export function filtersFromUrl(segments: { first?: string; second?: string }, search: URLSearchParams, catalog: StyleCatalog): ParsedFilters {
  let unresolved = false;
  let style = parseId(search.get(QUERY.style));
  let subStyle = parseId(search.get(QUERY.subStyle));
  const { first, second } = segments;
  if (first) {
    const found = catalog.styles.find((option) => option.slug === first.toLowerCase());
    if (found) style = found.id;
    else unresolved = true;
  }
  if (second) {
    const found = catalog.subStyles.find((option) => option.slug === second.toLowerCase() && (style === null || option.styleId === undefined || option.styleId === style));
    if (found) subStyle = found.id;
    else unresolved = true;
  }
  // A sub-style alone implies its style.
  if (style === null && subStyle !== null) style = catalog.subStyles.find((option) => option.id === subStyle)?.styleId ?? null;

  const d = DEFAULT_GALLERY_FILTERS;
  return {
    unresolved,
    filters: {
      view: oneOf(search.get(QUERY.view), GALLERY_VIEWS, d.view),
      style,
      subStyle,
      roomTypes: parseIdList(search.get(QUERY.roomTypes)),
      colors: parseIdList(search.get(QUERY.colors)),
      sort: oneOf(search.get(QUERY.sort), IMAGE_SORT_OPTIONS, d.sort),
      productSort: oneOf(search.get(QUERY.productSort), PRODUCT_SORT_OPTIONS, d.productSort),
      search: (search.get(QUERY.search) ?? '').trim().slice(0, 200),
      itemClasses: parseIdList(search.get(QUERY.itemClasses)),
      materials: parseIdList(search.get(QUERY.materials)),
      shapes: parseIdList(search.get(QUERY.shapes)),
      prices: parseIdList(search.get(QUERY.prices)),
    },
  };
}

/**
 * The address of a set of filters: the style and sub-style as path slugs when the catalog names
 * them (else as ids in the query), the rest as query keys in a fixed order. `keep` carries
 * query keys that are not filters (the auth modal's) across.
 */
export function urlOfFilters(filters: GalleryFilters, catalog: StyleCatalog, keep?: URLSearchParams): string {
  const params = new URLSearchParams();
  const style = catalog.styles.find((option) => option.id === filters.style);
  const subStyle = catalog.subStyles.find((option) => option.id === filters.subStyle);
  let pathname: string = paths.getTheLook;
  if (style) {
    pathname += `/${style.slug}`;
    if (subStyle) pathname += `/${subStyle.slug}`;
    else if (filters.subStyle !== null) params.set(QUERY.subStyle, String(filters.subStyle));
  } else {
    if (filters.style !== null) params.set(QUERY.style, String(filters.style));
    if (filters.subStyle !== null) params.set(QUERY.subStyle, String(filters.subStyle));
  }
  const d = DEFAULT_GALLERY_FILTERS;
  if (filters.view !== d.view) params.set(QUERY.view, filters.view);
  if (filters.search) params.set(QUERY.search, filters.search);
  if (filters.sort !== d.sort) params.set(QUERY.sort, filters.sort);
  if (filters.productSort !== d.productSort) params.set(QUERY.productSort, filters.productSort);
  for (const key of ['roomTypes', 'colors', 'itemClasses', 'materials', 'shapes', 'prices'] as const) {
    if (filters[key].length > 0) params.set(QUERY[key], filters[key].join(','));
  }
  for (const [key, value] of keep ?? []) {
    if (!Object.values(QUERY).includes(key as (typeof QUERY)[keyof typeof QUERY])) params.set(key, value);
  }
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${pathname}?${query}` : pathname;
}

/** A change of filters, keeping them consistent: a new style drops a sub-style of another style. */
export function changeFilters(filters: GalleryFilters, change: Partial<GalleryFilters>, catalog: StyleCatalog): GalleryFilters {
  const next = { ...filters, ...change };
  if (change.subStyle != null) {
    const parent = catalog.subStyles.find((option) => option.id === change.subStyle)?.styleId;
    if (parent !== undefined && change.style === undefined) next.style = parent;
  }
  if (change.style !== undefined && next.subStyle !== null) {
    const parent = catalog.subStyles.find((option) => option.id === next.subStyle)?.styleId;
    if (next.style === null || (parent !== undefined && parent !== next.style)) next.subStyle = null;
  }
  return next;
}

/** Sub-styles a style offers (all of them when no style is chosen). */
export function subStylesOf(catalog: StyleCatalog, style: number | null): StyleOption[] {
  return style === null ? catalog.subStyles : catalog.subStyles.filter((option) => option.styleId === style);
}

/** How many filters narrow the results (for the "Clear all" affordance). */
export function activeFilterCount(filters: GalleryFilters): number {
  return (
    (filters.style !== null ? 1 : 0) +
    (filters.subStyle !== null ? 1 : 0) +
    (filters.search ? 1 : 0) +
    filters.roomTypes.length +
    filters.colors.length +
    filters.itemClasses.length +
    filters.materials.length +
    filters.shapes.length +
    filters.prices.length
  );
}

/** The same view and sorts with every narrowing filter removed. */
export function clearedFilters(filters: GalleryFilters): GalleryFilters {
  return { ...DEFAULT_GALLERY_FILTERS, view: filters.view, sort: filters.sort, productSort: filters.productSort };
}
