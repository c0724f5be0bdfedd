import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { searchIndexContract } from './contract';
import { SEARCH_TABLES, createSearchTables } from './search-tables.int';
import { PostgresSearchIndex, searchReader } from './postgres-search-index';
import type { ProductDocument, ProductQuery, ProductSort, SearchStatus } from './types';

let db: TestDatabase;
const tables = SEARCH_TABLES;

beforeAll(async () => {
  db = await createTestDatabase();
  await createSearchTables(db.pool);
});
afterAll(() => db.drop());

// The reader the query side uses, its bitmap awaited after every write so that every product
// query it can cover is answered from a bitmap: the same contract, unchanged.
let contractReader: PostgresSearchIndex;
searchIndexContract('Postgres reader, facet bitmap', () => (contractReader = searchReader(db.pool, { facetBitmap: { mode: 'await' } })));

describe('facet bitmap: the contract ran on it', () => {
  it('answered the contract queries it covers from bitmaps, loaded once per product version', () => {
    const stats = contractReader.facetBitmapStats()!;
    expect(stats.answered).toBeGreaterThan(30);
    expect(stats.fellBack).toBe(0);
    expect(stats.builds).toBeGreaterThan(5);
  });
});

/** A seeded generator, so a failing query can be found again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const some = (lo: number, hi: number, max: number) => [...new Set(Array.from({ length: int(0, max) }, () => int(lo, hi)))];
  const pick = <T,>(xs: readonly T[]) => xs[int(0, xs.length - 1)];
  return { next, int, some, pick };
}

describe('facet bitmap against SQL on a random catalogue', () => {
  const PRODUCTS = 3_000;
  const rnd = random(20261122);
  let withBitmap: PostgresSearchIndex;
  let sqlOnly: PostgresSearchIndex;

  beforeAll(async () => {
    sqlOnly = new PostgresSearchIndex(db.pool, tables);
    withBitmap = new PostgresSearchIndex(db.pool, tables, { facetBitmap: { mode: 'await' } });
    await sqlOnly.clear();
    const docs: ProductDocument[] = [];
    for (let id = 1; id <= PRODUCTS; id++) {
      // Few distinct dates, prices and like counts: plenty of ties for the id order to break.
      const status: SearchStatus = rnd.next() < 0.85 ? 'approved' : rnd.pick(['pending', 'rejected'] as const);
      docs.push({
        id,
        ownerId: rnd.int(1, 25),
        title: `Product ${id}`,
        description: '',
        brand: null,
        price: rnd.pick([0, 5_000, 9_999, 10_000, 25_000, 49_900, 100_000, 250_000, 999_999]) + rnd.int(0, 2) * 100,
        itemClassId: rnd.int(1, 20),
        styles: rnd.some(1, 12, 3),
        subStyles: rnd.some(1, 30, 2),
        colors: rnd.some(1, 12, 3),
        materials: rnd.some(1, 15, 2),
        shapes: rnd.some(1, 6, 1),
        countries: rnd.next() < 0.5 ? [] : rnd.some(1, 6, 2),
        affiliate: rnd.next() < 0.3,
        features: [],
        status,
        likesCount: rnd.int(0, 6),
        rating: null,
        ratingsCount: 0,
        createdAt: new Date(Date.UTC(2026, 0, rnd.int(1, 40), rnd.pick([0, 12]))).toISOString(),
        position: id,
      });
    }
    for (let i = 0; i < docs.length; i += 500) await sqlOnly.upsertProducts(docs.slice(i, i + 500));
    // Removed products leave the filter table too.
    for (let id = 1; id <= PRODUCTS; id += 97) await sqlOnly.removeProduct(id, 10_000 + id);
  });

  function query(): ProductQuery {
    const q: ProductQuery = { sort: rnd.pick(['newest', 'liked', 'priceAsc', 'priceDesc', 'bestMatch', 'relevance'] as ProductSort[]), offset: rnd.pick([0, 0, 0, 5, 20, 300]), limit: rnd.pick([0, 1, 10, 24, 24, 60]) };
    const maybe = (share: number) => rnd.next() < share;
    if (maybe(0.5)) q.styles = rnd.some(1, 13, 3);
    if (maybe(0.2)) q.subStyles = rnd.some(1, 31, 3);
    if (maybe(0.4)) q.colors = rnd.some(1, 13, 3);
    if (maybe(0.3)) q.itemClasses = rnd.some(1, 21, 3);
    if (maybe(0.3)) q.materials = rnd.some(1, 16, 2);
    if (maybe(0.2)) q.shapes = rnd.some(1, 7, 2);
    if (maybe(0.4)) q.prices = rnd.some(1, 8, 3).map((p) => (p === 8 ? 999 : p));
    if (maybe(0.2)) q.countries = rnd.some(1, 7, 2);
    if (maybe(0.2)) q.affiliate = maybe(0.5);
    if (maybe(0.1)) q.ownerId = rnd.int(1, 26);
    if (maybe(0.1)) q.ids = rnd.some(1, PRODUCTS + 5, 200);
    return q;
  }

  it('answers 200 random facet-browsing queries exactly as SQL does: ids, totals and facets', async () => {
    const before = withBitmap.facetBitmapStats()!.answered;
    let found = 0;
    let paged = 0;
    for (let i = 0; i < 200; i++) {
      const q = query();
      const expected = await sqlOnly.searchProducts(q);
      expect(await withBitmap.searchProducts(q), JSON.stringify(q)).toEqual(expected);
      if (expected.total > 0) found++;
      if (expected.ids.length > 1) paged++;
    }
    // The queries find things (not 200 empty answers agreeing).
    expect(found).toBeGreaterThan(120);
    expect(paged).toBeGreaterThan(60);
    const stats = withBitmap.facetBitmapStats()!;
    expect(stats.answered - before).toBe(200);
    expect(stats.builds).toBe(1);
    // 3,000 products: a bitset is 94 words; well under a megabyte in all.
    expect(stats.docs).toBeGreaterThan(2_000);
    expect(stats.bytes).toBeLessThan(1024 * 1024);
  });

  it('rejects what SQL rejects, and leaves text, vectors and other statuses to SQL', async () => {
    const base: ProductQuery = { sort: 'newest', offset: 0, limit: 10 };
    await expect(withBitmap.searchProducts({ ...base, styles: [0] })).rejects.toThrow(/search filter ids/);
    await expect(withBitmap.searchProducts({ ...base, countries: [10_000] })).rejects.toThrow(/search filter ids/);
    await expect(withBitmap.searchProducts({ ...base, offset: -1 })).rejects.toThrow(/offset and limit/);
    const answered = withBitmap.facetBitmapStats()!.answered;
    for (const q of [{ ...base, text: 'product 12' }, { ...base, statuses: ['pending'] as SearchStatus[] }, { ...base, sort: 'bestMatch' as const, matchStyles: [1] }]) {
      expect(await withBitmap.searchProducts(q)).toEqual(await sqlOnly.searchProducts(q));
    }
    expect(withBitmap.facetBitmapStats()!.answered).toBe(answered);
  });
});

describe('facet bitmap in the background', () => {
  it('answers from SQL until the bitmap of the new version is loaded, and likes move the liked order at once', async () => {
    const writer = new PostgresSearchIndex(db.pool, tables);
    const reader = new PostgresSearchIndex(db.pool, tables, { facetBitmap: { mode: 'background', rebuildGapMs: 0 } });
    const q: ProductQuery = { sort: 'newest', offset: 0, limit: 5, colors: [3] };
    const first = await reader.searchProducts(q);
    expect(reader.facetBitmapStats()!.fellBack).toBe(1);
    await reader.facetBitmapSettled();
    expect(await reader.searchProducts(q)).toEqual(first);
    expect(reader.facetBitmapStats()!.answered).toBe(1);

    // A new product: the next answer shows it (from SQL, the bitmap being a version behind).
    await writer.upsertProduct({
      id: 9_001,
      ownerId: 1,
      title: 'Grey lamp',
      description: '',
      brand: null,
      price: 12_000,
      itemClassId: 2,
      styles: [1],
      subStyles: [],
      colors: [3],
      materials: [],
      shapes: [],
      countries: [],
      affiliate: false,
      features: [],
      status: 'approved',
      likesCount: 0,
      rating: null,
      ratingsCount: 0,
      createdAt: '2030-01-01T00:00:00.000Z',
      position: 90_000,
    });
    const after = await reader.searchProducts(q);
    expect(after.ids[0]).toBe(9_001);
    expect(after.total).toBe(first.total + 1);
    expect(reader.facetBitmapStats()!.fellBack).toBe(2);
    await reader.facetBitmapSettled();
    expect(await reader.searchProducts(q)).toEqual(after);
    expect(reader.facetBitmapStats()!.answered).toBe(2);

    // Likes do not move the version; the liked page is read from SQL with the bitmap's counts.
    const liked: ProductQuery = { ...q, sort: 'liked' };
    await writer.setProductCounts(after.ids[4], { likesCount: 1_000 }, 95_000);
    const byLikes = await reader.searchProducts(liked);
    expect(byLikes.ids[0]).toBe(after.ids[4]);
    expect(byLikes).toEqual(await writer.searchProducts(liked));
    expect(reader.facetBitmapStats()!.answered).toBe(3);
  });
});
