import { describe, expect, it } from 'vitest';
import { FacetBitmap, bitmapCovers, type BitmapRow } from './facet-bitmap';
import { EVERYWHERE_KEY, PRODUCT_KEY_DIMENSIONS as DIM, key } from './postgres-query';
import type { ProductQuery } from './types';

const q = (fields: Partial<ProductQuery>): ProductQuery => ({ sort: 'newest', offset: 0, limit: 10, ...fields });

describe('facet bitmap', () => {
  it('holds 100k products with every style, sub-style, colour, class, material, shape and price, and 60 countries in a few MB', () => {
    const n = 100_000;
    // Price ranks: a permutation (what the load statement's row_number gives).
    const rows: BitmapRow[] = Array.from({ length: n }, (_, d) => ({
      id: d + 1,
      owner_id: (d % 500) + 1,
      affiliate: d % 3 === 0,
      keys: [key(DIM.styles, (d % 16) + 1), key(DIM.subStyles, (d % 41) + 1), key(DIM.colors, (d % 19) + 1), key(DIM.colors, ((d + 7) % 19) + 1), key(DIM.itemClasses, (d % 31) + 1),
        key(DIM.materials, (d % 22) + 1), key(DIM.shapes, (d % 9) + 1), key(DIM.prices, (d % 6) + 1), d % 2 ? EVERYWHERE_KEY : key(DIM.countries, (d % 60) + 1)],
      price_rank: (d * 7_919) % n,
    }));
    const bitmap = FacetBitmap.build('1@1', rows)!;
    expect(bitmap.keys).toBe(16 + 41 + 19 + 31 + 22 + 9 + 6 + 31);
    // 3,125 words a bitset: 175 bitsets 2.2 MB, the per-product arrays 1.6 MB.
    expect(bitmap.bytes).toBe(FacetBitmap.bytesFor(n, bitmap.keys));
    expect(bitmap.bytes).toBeLessThan(4 * 1024 * 1024);
    const { total, facets } = bitmap.count(q({ styles: [1, 2], colors: [8] }));
    // Styles 1 and 2 are d % 16 in {0, 1}; colour 8 is d % 19 in {7, 0}.
    let expected = 0;
    for (let d = 0; d < n; d++) if (d % 16 <= 1 && (d % 19 === 7 || d % 19 === 0)) expected++;
    expect(total).toBe(expected);
    expect(facets.styles).toHaveLength(16);
    expect(FacetBitmap.build('1@1', rows, 1024 * 1024)).toBeNull();
  });

  it('pages the newest order and both price orders, ties by id as the SQL orders them', () => {
    // Documents in the newest order; ids 5 and 3 share a price, so priceAsc takes 3 first and priceDesc 5.
    const rows: BitmapRow[] = [
      { id: 9, owner_id: 1, affiliate: false, keys: [key(DIM.styles, 1)], price_rank: 3 },
      { id: 5, owner_id: 1, affiliate: true, keys: [key(DIM.styles, 1)], price_rank: 2 },
      { id: 3, owner_id: 2, affiliate: false, keys: [key(DIM.styles, 2)], price_rank: 1 },
      { id: 7, owner_id: 2, affiliate: false, keys: [key(DIM.styles, 1)], price_rank: 0 },
    ];
    const bitmap = FacetBitmap.build('1@1', rows)!;
    const page = (fields: Partial<ProductQuery>) => bitmap.page(q(fields), bitmap.count(q(fields)).hits);
    expect(page({})).toEqual([9, 5, 3, 7]);
    expect(page({ sort: 'priceAsc' })).toEqual([7, 3, 5, 9]);
    expect(page({ sort: 'priceDesc', offset: 1, limit: 2 })).toEqual([5, 3]);
    expect(page({ styles: [1], offset: 1 })).toEqual([5, 7]);
    expect(page({ ownerId: 2, ids: [3, 9, 42] })).toEqual([3]);
    expect(page({ affiliate: false, limit: 0 })).toEqual([]);
    expect(bitmap.count(q({ styles: [2], affiliate: false })).facets.styles).toEqual([{ id: 1, count: 2 }, { id: 2, count: 1 }]);
  });

  it('covers approved facet browsing only: text, best-match vectors, other statuses and odd ids go to SQL', () => {
    expect(bitmapCovers(q({ styles: [1], prices: [2], sort: 'liked', countries: [3], affiliate: true, ownerId: 4, ids: [1] }))).toBe(true);
    expect(bitmapCovers(q({ sort: 'bestMatch' }))).toBe(true);
    expect(bitmapCovers(q({ text: ' ?! ' }))).toBe(true);
    expect(bitmapCovers(q({ text: 'oak' }))).toBe(false);
    expect(bitmapCovers(q({ sort: 'bestMatch', matchStyles: [1] }))).toBe(false);
    expect(bitmapCovers(q({ statuses: ['approved', 'pending'] }))).toBe(false);
    expect(bitmapCovers(q({ ownerId: 1.5 }))).toBe(false);
    expect(bitmapCovers(q({ ids: [2 ** 31] }))).toBe(false);
  });
});
