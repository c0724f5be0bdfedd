import type { Logger } from '../observability/logger';
import type { Sql } from '../db/sql';
import {
  EVERYWHERE_KEY,
  FACET_DIMENSION,
  KEY_SPAN,
  PRICE_RANGES,
  PRODUCT_KEY_DIMENSIONS,
  checkPage,
  countScope,
  key,
  needsDocuments,
  productSearchSql,
  selectedFacets,
  versionSql,
} from './postgres-query';
import { PRODUCT_FACETS, type FacetCount, type ProductFacet, type ProductFacets, type ProductQuery, type ProductSearchPage } from './types';

/**
 * Facet browsing (filters, no text, no best-match vector) answered in process from bitsets, the
 * way search engines count facets: Postgres spends some 10 ms of CPU per such query at 100k
 * products (every facet is a GIN read plus an unnest of the matching rows' keys), while a few
 * thousand 32-bit ANDs and popcounts per facet value cost well under that here, and exactly.
 *
 * One bitmap holds the approved products of `product_filters` (what that table holds) as of one
 * version of the product table: the version row every product write moves in the projector's
 * transaction (versionSql), the same the kept counts of PostgresSearchIndex go by. Each query
 * reads that version (one index lookup); the bitmap answers only when it was loaded at exactly
 * that version, so it is never read past a write. Otherwise the query goes to SQL as before and a
 * new bitmap is loaded in the background.
 *
 * Documents are numbered in the newest order (created_at DESC, id DESC, as Postgres sorts them
 * when loading), so the newest page is the hits' set bits in ascending order; the price sorts
 * walk one price-ascending permutation (price ASC, id ASC, also ranked by Postgres), backwards
 * for priceDesc (price DESC, id DESC is its exact reverse, ids being unique).
 *
 * Like counts move without the version (setProductCounts leaves it alone, so that a stream of
 * likes does not throw kept counts and bitmaps away), so the bitmap holds none: for sort=liked
 * the total and facets come from the bitmap and the page alone from SQL, read in the same
 * statement as the version (so it is the page of the bitmap's version, with current likes).
 */

/** Above this the bitmap is not built and every query stays on SQL (100k products take ~5 MB). */
export const DEFAULT_MAX_BITMAP_BYTES = 64 * 1024 * 1024;
/**
 * A busy catalogue moves the version with every product write; loading the table after each one
 * would cost more than the queries it saves. After a load, the next waits at least this long (or
 * four times the last load's duration, so loading takes at most a fifth of the time), the
 * queries meanwhile answered by SQL.
 */
export const DEFAULT_MIN_REBUILD_GAP_MS = 1_000;

/** Scopes whose broad counts a bitmap keeps (a few are in use at a time). */
const BROAD_SCOPES = 64;

const isInt32 = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= -(2 ** 31) && (x as number) < 2 ** 31;

/**
 * Whether the bitmap can answer a query the way productSearchSql would: approved products,
 * no text or vector (needsDocuments), and owner/ids values Postgres would take as int (anything
 * else goes to SQL, so its errors stay the same).
 */
export function bitmapCovers(q: ProductQuery): boolean {
  if (needsDocuments(q)) return false;
  if (!['newest', 'liked', 'priceAsc', 'priceDesc', 'bestMatch', 'relevance'].includes(q.sort)) return false;
  if (q.ownerId !== undefined && !isInt32(q.ownerId)) return false;
  if (q.ids !== undefined && !(Array.isArray(q.ids) && q.ids.every(isInt32))) return false;
  return true;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** One product row as the load statement hands it over (in the newest order). */
export interface BitmapRow {
  id: number;
  owner_id: number;
  affiliate: boolean;
  keys: number[];
  /** 0-based rank in price ASC, id ASC. */
  price_rank: number;
}

export interface BitmapAnswer {
  total: number;
  facets: ProductFacets;
  hits: Uint32Array;
}

/** The bitsets of one version of the filter table. Immutable once built. */
export class FacetBitmap {
  private constructor(
    readonly version: string,
    /** Product id per document (documents in the newest order). */
    private readonly ids: Int32Array,
    private readonly owners: Int32Array,
    /** Documents in price ASC, id ASC order. */
    private readonly byPrice: Uint32Array,
    /** Documents in id order, for the ids filter (binary search on their ids). */
    private readonly byId: Uint32Array,
    private readonly affiliate: Uint32Array,
    private readonly all: Uint32Array,
    /** One bitset per key value present (filter values, price ranges, countries). */
    private readonly bits: Map<number, Uint32Array>,
    /** Per facet, its keys present, ascending (so counts come out ordered by id). */
    private readonly facetKeys: Map<ProductFacet, number[]>,
  ) {}

  /** The bytes the bitmap needs for n documents and k distinct keys. */
  static bytesFor(docs: number, keys: number): number {
    const words = (docs + 31) >>> 5;
    return (keys + 2) * words * 4 + docs * 4 * 4;
  }

  /** Null when it would take more than maxBytes. */
  static build(version: string, rows: readonly BitmapRow[], maxBytes = DEFAULT_MAX_BITMAP_BYTES): FacetBitmap | null {
    const n = rows.length;
    const words = (n + 31) >>> 5;
    const distinct = new Set<number>();
    for (const r of rows) for (const k of r.keys) distinct.add(k);
    if (FacetBitmap.bytesFor(n, distinct.size) > maxBytes) return null;

    const bits = new Map<number, Uint32Array>();
    for (const k of [...distinct].sort((a, b) => a - b)) bits.set(k, new Uint32Array(words));
    const ids = new Int32Array(n);
    const owners = new Int32Array(n);
    const byPrice = new Uint32Array(n);
    const affiliate = new Uint32Array(words);
    for (let d = 0; d < n; d++) {
      const r = rows[d];
      ids[d] = r.id;
      owners[d] = r.owner_id;
      byPrice[r.price_rank] = d;
      const bit = 1 << (d & 31);
      if (r.affiliate) affiliate[d >>> 5] |= bit;
      for (const k of r.keys) bits.get(k)![d >>> 5] |= bit;
    }
    const byId = new Uint32Array(n);
    for (let d = 0; d < n; d++) byId[d] = d;
    byId.sort((a, b) => ids[a] - ids[b]);
    const all = new Uint32Array(words).fill(0xffffffff);
    if (n & 31) all[words - 1] = (2 ** (n & 31) - 1) >>> 0;

    const facetKeys = new Map<ProductFacet, number[]>();
    for (const f of PRODUCT_FACETS) facetKeys.set(f, []);
    const byDimension = new Map(PRODUCT_FACETS.map((f) => [FACET_DIMENSION[f], f]));
    for (const k of bits.keys()) {
      const facet = byDimension.get(Math.floor(k / KEY_SPAN));
      if (facet) facetKeys.get(facet)!.push(k);
    }
    return new FacetBitmap(version, ids, owners, byPrice, byId, affiliate, all, bits, facetKeys);
  }

  get docs(): number {
    return this.ids.length;
  }

  get keys(): number {
    return this.bits.size;
  }

  /** Bytes held in typed arrays (the maps and key lists add a few kilobytes). */
  get bytes(): number {
    let total = this.ids.byteLength + this.owners.byteLength + this.byPrice.byteLength + this.byId.byteLength + this.affiliate.byteLength + this.all.byteLength;
    for (const b of this.bits.values()) total += b.byteLength;
    return total;
  }

  /**
   * The total and every facet, as productSearchSql counts them: the hits pass every filter; a
   * facet with a filter of its own is counted over the documents every other filter lets through.
   */
  count(q: ProductQuery): BitmapAnswer {
    const common = this.commonMask(q);
    const selected = selectedFacets(q);
    const own = new Map<ProductFacet, Uint32Array>();
    for (const f of selected) {
      // As in SQL: a price range id the catalogue does not know matches nothing (and is not checked).
      const values = f === 'prices' ? q.prices!.filter((id) => PRICE_RANGES.some((r) => r.id === id)) : q[f]!;
      own.set(f, this.anyOf(FACET_DIMENSION[f], values));
    }
    const hits = and(common, [...own.values()]);
    const facets = {} as ProductFacets;
    const hitWords = nonZeroWords(hits);
    const broad = this.broadCounts(q, common);
    for (const f of PRODUCT_FACETS) {
      const others = selected.filter((g) => g !== f);
      if (others.length === 0 && broad) {
        facets[f] = broad[f];
        continue;
      }
      const mask = own.has(f) ? and(common, others.map((g) => own.get(g)!)) : hits;
      facets[f] = this.counts(f, mask, own.has(f) ? nonZeroWords(mask) : hitWords);
    }
    let total = 0;
    for (const w of hitWords) total += popcount(hits[w]);
    return { total, facets, hits };
  }

  private readonly broad = new Map<string, ProductFacets>();

  /**
   * A facet no other filter narrows is counted over the whole scope (countries, affiliate): every
   * facet when none is selected, the selected one's own when one is. Those counts read every
   * word of every value's bitset, so they are kept per scope for the bitmap's life, as the kept
   * counts of PostgresSearchIndex are per version. Null for owner or ids queries (cheap anyway).
   */
  private broadCounts(q: ProductQuery, common: Uint32Array): ProductFacets | null {
    const scope = countScope(q);
    if (scope === null) return null;
    let kept = this.broad.get(scope);
    if (!kept) {
      const words = nonZeroWords(common);
      kept = Object.fromEntries(PRODUCT_FACETS.map((f) => [f, this.counts(f, common, words)])) as unknown as ProductFacets;
      if (this.broad.size >= BROAD_SCOPES) this.broad.delete(this.broad.keys().next().value!);
      this.broad.set(scope, kept);
    }
    return kept;
  }

  /** The page of the hits in a sort the bitmap holds (every one but liked). */
  page(q: ProductQuery, hits: Uint32Array): number[] {
    checkPage(q);
    const out: number[] = [];
    if (q.limit === 0) return out;
    let skip = q.offset;
    if (q.sort === 'priceAsc' || q.sort === 'priceDesc') {
      const n = this.byPrice.length;
      const asc = q.sort === 'priceAsc';
      for (let i = 0; i < n; i++) {
        const d = this.byPrice[asc ? i : n - 1 - i];
        if (!((hits[d >>> 5] >>> (d & 31)) & 1)) continue;
        if (skip > 0) skip--;
        else if (out.push(this.ids[d]) === q.limit) break;
      }
      return out;
    }
    // Newest (also relevance and bestMatch without text or vector): document order.
    for (let w = 0; w < hits.length; w++) {
      let word = hits[w];
      if (word === 0) continue;
      const c = popcount(word);
      if (skip >= c) {
        skip -= c;
        continue;
      }
      while (word !== 0) {
        const low = word & -word;
        word = (word ^ low) >>> 0;
        if (skip > 0) {
          skip--;
          continue;
        }
        if (out.push(this.ids[(w << 5) + 31 - Math.clz32(low)]) === q.limit) return out;
      }
    }
    return out;
  }

  /** Countries, affiliate, owner and ids: the filters every facet's counts apply. */
  private commonMask(q: ProductQuery): Uint32Array {
    const mask = this.all.slice();
    if (q.countries && q.countries.length) {
      // Products listing no countries ship everywhere: they carry EVERYWHERE_KEY.
      const ships = this.anyOfKeys([EVERYWHERE_KEY, ...q.countries.map((c) => key(PRODUCT_KEY_DIMENSIONS.countries, c))]);
      andInto(mask, ships);
    }
    if (q.affiliate !== undefined) {
      for (let w = 0; w < mask.length; w++) mask[w] &= q.affiliate ? this.affiliate[w] : ~this.affiliate[w];
    }
    if (q.ownerId !== undefined) {
      const owned = new Uint32Array(mask.length);
      for (let d = 0; d < this.owners.length; d++) if (this.owners[d] === q.ownerId) owned[d >>> 5] |= 1 << (d & 31);
      andInto(mask, owned);
    }
    if (q.ids !== undefined) {
      const listed = new Uint32Array(mask.length);
      for (const id of q.ids) {
        const d = this.docOf(id);
        if (d >= 0) listed[d >>> 5] |= 1 << (d & 31);
      }
      andInto(mask, listed);
    }
    return mask;
  }

  private docOf(id: number): number {
    let lo = 0;
    let hi = this.byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const found = this.ids[this.byId[mid]];
      if (found === id) return this.byId[mid];
      if (found < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private anyOf(dimension: number, values: readonly number[]): Uint32Array {
    return this.anyOfKeys(values.map((v) => key(dimension, v)));
  }

  /** The documents holding any of the keys (a key nobody holds adds nothing). */
  private anyOfKeys(keys: readonly number[]): Uint32Array {
    const out = new Uint32Array(this.all.length);
    for (const k of keys) {
      const b = this.bits.get(k);
      if (b) for (let w = 0; w < out.length; w++) out[w] |= b[w];
    }
    return out;
  }

  private counts(facet: ProductFacet, mask: Uint32Array, words: Int32Array): FacetCount[] {
    const out: FacetCount[] = [];
    for (const k of this.facetKeys.get(facet)!) {
      const b = this.bits.get(k)!;
      let n = 0;
      for (let i = 0; i < words.length; i++) n += popcount(b[words[i]] & mask[words[i]]);
      if (n > 0) out.push({ id: k % KEY_SPAN, count: n });
    }
    return out;
  }
}

function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < target.length; w++) target[w] &= other[w];
}

function and(first: Uint32Array, rest: readonly Uint32Array[]): Uint32Array {
  const out = first.slice();
  for (const r of rest) andInto(out, r);
  return out;
}

/** The words of a mask holding a bit: narrow filters leave most empty, and counts skip them. */
function nonZeroWords(mask: Uint32Array): Int32Array {
  const out = new Int32Array(mask.length);
  let n = 0;
  for (let w = 0; w < mask.length; w++) if (mask[w] !== 0) out[n++] = w;
  return out.subarray(0, n);
}

/**
 * The filter table's approved products in the newest order, with their price rank, and the
 * version read in the same statement (one snapshot); a lone row of nulls and the version when
 * the table is empty.
 */
export function bitmapLoadSql(filters: string, products: string): string {
  return `SELECT v.version, f.id, f.owner_id, f.affiliate, f.keys, f.price_rank
FROM (SELECT 1) one
LEFT JOIN (${versionSql(products).text}) v ON true
LEFT JOIN (SELECT id, owner_id, affiliate, keys, created_at, (row_number() OVER (ORDER BY price ASC, id ASC))::int - 1 AS price_rank FROM ${filters}) f ON true
ORDER BY f.created_at DESC, f.id DESC`;
}

export interface FacetBitmapOptions {
  /**
   * 'background' (the query side): a version change is answered by SQL while the next bitmap
   * loads. 'await' (tests): the query waits for the load, so every covered query is answered
   * from a bitmap.
   */
  mode: 'background' | 'await';
  maxBytes?: number;
  /** The wait between loads; by default the longer of DEFAULT_MIN_REBUILD_GAP_MS and four loads' time. */
  rebuildGapMs?: number;
  logger?: Logger;
}

export interface FacetBitmapStats {
  /** The version the bitmap in use was loaded at (null before the first load). */
  version: string | null;
  docs: number;
  keys: number;
  bytes: number;
  builds: number;
  lastBuildMs: number;
  /** Queries answered from the bitmap (the liked page from SQL included). */
  answered: number;
  /** Covered queries sent to SQL because no bitmap of their version was ready. */
  fellBack: number;
  /** Set when the bitmap was turned off (too big): every query is on SQL. */
  disabled: string | null;
}

/** Holds the current bitmap, checks its version per query and loads the next. */
export class FacetBitmapIndex {
  private current: FacetBitmap | null = null;
  private building: Promise<void> | null = null;
  private nextBuildAt = 0;
  private disabled: string | null = null;
  private readonly counters = { builds: 0, lastBuildMs: 0, answered: 0, fellBack: 0 };

  constructor(
    private readonly sql: Sql,
    private readonly tables: { filters: string; products: string },
    private readonly options: FacetBitmapOptions,
  ) {}

  /** The answer, or null when SQL must answer (not covered, no bitmap of the current version). */
  async search(q: ProductQuery): Promise<ProductSearchPage | null> {
    if (this.disabled || !bitmapCovers(q)) return null;
    checkPage(q);
    // Twice at most: a bitmap awaited may have been loaded at a version newer than the one read.
    for (let attempt = 0; attempt < 2; attempt++) {
      const read = await this.readVersion(q);
      const bitmap = this.current?.version === read.version ? this.current : null;
      if (!bitmap) {
        const loading = this.startBuild();
        if (this.options.mode === 'background' || !loading) break;
        await loading;
        if (this.disabled) break;
        continue;
      }
      const { total, facets, hits } = bitmap.count(q);
      this.counters.answered++;
      return { ids: read.ids ?? bitmap.page(q, hits), total, facets };
    }
    this.counters.fellBack++;
    return null;
  }

  stats(): FacetBitmapStats {
    const b = this.current;
    return { version: b?.version ?? null, docs: b?.docs ?? 0, keys: b?.keys ?? 0, bytes: b?.bytes ?? 0, ...this.counters, disabled: this.disabled };
  }

  /** Resolves when no load is under way (tests, operators). */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  /** The version now; for sort=liked also the page, from SQL in the same statement. */
  private async readVersion(q: ProductQuery): Promise<{ version: string; ids: number[] | null }> {
    const versionText = versionSql(this.tables.products).text;
    if (q.sort !== 'liked') {
      const { rows } = await this.sql.query<{ version: string }>(versionText);
      return { version: rows[0]?.version ?? '', ids: null };
    }
    // The total and facets are the bitmap's: the statement sorts the page alone.
    const page = productSearchSql(this.tables.filters, q, { facets: [...PRODUCT_FACETS], total: true }, true);
    const { rows } = await this.sql.query<{ ids: number[]; version: string | null }>(`SELECT s.ids, (${versionText}) AS version FROM (${page.text}) s`, page.params);
    return { version: rows[0].version ?? '', ids: rows[0].ids };
  }

  /** The load under way or just started; null while the gap after the last load runs. */
  private startBuild(): Promise<void> | null {
    if (this.building) return this.building;
    if (this.options.mode === 'background' && Date.now() < this.nextBuildAt) return null;
    this.building = this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(): Promise<void> {
    const started = Date.now();
    try {
      const { rows } = await this.sql.query<{ version: string | null } & BitmapRow>(bitmapLoadSql(this.tables.filters, this.tables.products));
      const version = rows[0]?.version ?? '';
      const docs = rows.filter((r) => r.id !== null);
      const maxBytes = this.options.maxBytes ?? DEFAULT_MAX_BITMAP_BYTES;
      const bitmap = FacetBitmap.build(version, docs, maxBytes);
      this.counters.lastBuildMs = Date.now() - started;
      if (!bitmap) {
        this.current = null;
        this.disabled = `${docs.length} products would take more than ${maxBytes} bytes`;
        this.options.logger?.warn({ docs: docs.length, maxBytes }, 'search facet bitmap: too big; facets stay on SQL');
        return;
      }
      this.current = bitmap;
      this.counters.builds++;
      this.options.logger?.info({ version, docs: bitmap.docs, keys: bitmap.keys, bytes: bitmap.bytes, ms: this.counters.lastBuildMs }, 'search facet bitmap loaded');
    } catch (err) {
      // SQL keeps answering; the next load is tried after the gap.
      this.options.logger?.warn({ err }, 'search facet bitmap: load failed; facets stay on SQL');
    } finally {
      const took = Date.now() - started;
      this.nextBuildAt = Date.now() + (this.options.rebuildGapMs ?? Math.max(DEFAULT_MIN_REBUILD_GAP_MS, 4 * took));
    }
  }
}
