import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  clearedFilters,
  DEFAULT_GALLERY_FILTERS,
  filtersFromUrl,
  parseIdList,
  styleCatalog,
  subStylesOf,
  urlOfFilters,
  type GalleryFilters,
} from './gallery-filters';

const catalog = styleCatalog({
  styles: { '1': { id: 1, name: 'Scandinavian' }, '2': { id: 2, name: 'Mid-Century Modern' } },
  subStyles: {
    '1': { id: 1, name: 'Hygge', styleId: 1 },
    '2': { id: 2, name: 'Nordic Minimal', styleId: 1 },
    '4': { id: 4, name: 'Atomic Age', styleId: 2 },
  },
});

const parse = (url: string) => {
  const [path, query = ''] = url.split('?');
  const [, , first, second] = path.split('/');
  return filtersFromUrl({ first, second }, new URLSearchParams(query), catalog);
};

describe('Get the Look filters in the address', () => {
  it('reads the style and sub-style from the path slugs', () => {
    const { filters, unresolved } = parse('/get-the-look/mid-century-modern/atomic-age');
    expect(unresolved).toBe(false);
    expect(filters).toMatchObject({ style: 2, subStyle: 4, view: 'curated', sort: 'newest' });
  });

  it('reads ?style=&subStyle= ids, a sub-style alone implying its style', () => {
    expect(parse('/get-the-look?style=2').filters).toMatchObject({ style: 2, subStyle: null });
    expect(parse('/get-the-look?subStyle=2').filters).toMatchObject({ style: 1, subStyle: 2 });
  });

  it('says when the path names a style the catalog does not know', () => {
    const { filters, unresolved } = parse('/get-the-look/baroque');
    expect(unresolved).toBe(true);
    expect(filters.style).toBeNull();
  });

  it('reads every other filter from the query, ignoring values it does not know', () => {
    const { filters } = parse('/get-the-look?view=products&sort=liked&productSort=priceAsc&q=%20velvet%20&rooms=1,2&colors=4,x,4&prices=1&materials=9&shapes=3&itemClasses=2');
    expect(filters).toEqual({
      ...DEFAULT_GALLERY_FILTERS,
      view: 'products',
      sort: 'liked',
      productSort: 'priceAsc',
      search: 'velvet',
      roomTypes: [1, 2],
      colors: [4],
      prices: [1],
      materials: [9],
      shapes: [3],
      itemClasses: [2],
    });
    expect(parse('/get-the-look?view=gallery&sort=random').filters).toMatchObject({ view: 'curated', sort: 'newest' });
  });

  it('writes the style as path slugs and leaves defaults out', () => {
    expect(urlOfFilters(DEFAULT_GALLERY_FILTERS, catalog)).toBe('/get-the-look');
    expect(urlOfFilters({ ...DEFAULT_GALLERY_FILTERS, style: 1, subStyle: 2 }, catalog)).toBe('/get-the-look/scandinavian/nordic-minimal');
    expect(urlOfFilters({ ...DEFAULT_GALLERY_FILTERS, style: 2, colors: [4, 1], sort: 'liked' }, catalog)).toBe('/get-the-look/mid-century-modern?sort=liked&colors=4,1');
    // Unknown to the catalog (not loaded yet): kept as ids.
    expect(urlOfFilters({ ...DEFAULT_GALLERY_FILTERS, style: 9 }, catalog)).toBe('/get-the-look?style=9');
  });

  it('round-trips: the address of parsed filters parses to the same filters', () => {
    const filters: GalleryFilters = {
      ...DEFAULT_GALLERY_FILTERS,
      view: 'products',
      style: 1,
      subStyle: 1,
      search: 'oak & linen',
      productSort: 'priceDesc',
      itemClasses: [3, 1],
      prices: [2],
    };
    const url = urlOfFilters(filters, catalog);
    expect(parse(url).filters).toEqual(filters);
  });

  it('keeps query keys that are not filters (the auth modal) and drops stale filter keys', () => {
    const keep = new URLSearchParams('auth=sign-in&style=2');
    expect(urlOfFilters({ ...DEFAULT_GALLERY_FILTERS, style: 1 }, catalog, keep)).toBe('/get-the-look/scandinavian?auth=sign-in');
  });

  it('keeps the sub-style consistent with the style', () => {
    const hygge = { ...DEFAULT_GALLERY_FILTERS, style: 1, subStyle: 1 };
    expect(changeFilters(hygge, { style: 2 }, catalog)).toMatchObject({ style: 2, subStyle: null });
    expect(changeFilters(hygge, { style: null }, catalog)).toMatchObject({ style: null, subStyle: null });
    expect(changeFilters(DEFAULT_GALLERY_FILTERS, { subStyle: 4 }, catalog)).toMatchObject({ style: 2, subStyle: 4 });
    expect(subStylesOf(catalog, 1).map((option) => option.name)).toEqual(['Hygge', 'Nordic Minimal']);
  });

  it('clears the narrowing filters but keeps the view and sorts', () => {
    const busy = { ...DEFAULT_GALLERY_FILTERS, view: 'products' as const, productSort: 'liked' as const, style: 1, colors: [2], search: 'lamp' };
    expect(clearedFilters(busy)).toEqual({ ...DEFAULT_GALLERY_FILTERS, view: 'products', productSort: 'liked' });
  });

  it('parses id lists defensively', () => {
    expect(parseIdList('3, 1,3,0,-2,abc,7')).toEqual([3, 1, 7]);
    expect(parseIdList(null)).toEqual([]);
  });
});
