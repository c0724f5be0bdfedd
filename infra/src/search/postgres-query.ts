import { REFERENCE_ENUMS } from '@decorlook/domain';
import { bestMatchTiers } from '@decorlook/domain/catalog/room-fit';
import { hasTaste, TASTE_STRENGTH, type TasteFeature, type TasteProfile } from '@decorlook/domain/recommendations/taste';
import { PRODUCT_FACETS, type ImageQuery, type ImageSort, type ProductFacet, type ProductFacets, type ProductQuery, type ProductSort, type SearchStatus } from './types';
import { productMatchQueryVector } from './vectors';

/**
 * Query building for the Postgres search index: a query object in, one SQL statement and its
 * parameters out. Pure, so the unit tests read the SQL without a database.
 *
 * Multi-valued filters live in one int[] column per table (`keys`) with a GIN index: each value
 * is stored as `dimension * KEY_SPAN + id`, so "any of these styles" is `keys && {...}` and several
 * filters are several `&&` on the same index, which Postgres combines in one bitmap. A product's
 * price range is one more key (dimension 8), so the price filter is on that index too, and the
 * same column gives every facet's counts in one `unnest` pass.
 */
export const KEY_SPAN = 10_000;

export const IMAGE_KEY_DIMENSIONS = { styles: 1, subStyles: 2, roomTypes: 3, colorGroups: 4 } as const;
export const PRODUCT_KEY_DIMENSIONS = { styles: 1, subStyles: 2, colors: 3, itemClasses: 4, materials: 5, shapes: 6, countries: 7, prices: 8 } as const;
/** Stored in a product's keys when it lists no countries: it ships everywhere. */
export const EVERYWHERE_KEY = PRODUCT_KEY_DIMENSIONS.countries * KEY_SPAN;

export function key(dimension: number, id: number): number {
  if (!Number.isInteger(id) || id < 1 || id >= KEY_SPAN) throw new Error(`search filter ids must be integers in 1..${KEY_SPAN - 1}, got ${id}`);
  return dimension * KEY_SPAN + id;
}
const keys = (dimension: number, values: readonly number[]) => values.map((v) => key(dimension, v));

export interface SqlStatement {
  text: string;
  params: unknown[];
}

/** Collects parameters and hands back their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** Words of the typed text: letters and digits, accents folded, at most 10 of at most 40 characters. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10).map((w) => w.slice(0, 40));
}

/**
 * The words as typed: every word whole (stemmed) and the last one also as a prefix (`sofa & gre:*`),
 * so results show while typing. A whole word is one GIN entry whose posting list is merged
 * lazily, where a prefix gathers every entry it starts; one prefix per query keeps that cost to
 * one word. The words hold only letters and digits, so nothing the user types can reach tsquery syntax.
 */
export const prefixTsQuery = (words: readonly string[]) => words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');

/** Below this many exact (stemmed prefix) matches, near spellings of title words are looked for too. */
export const FUZZY_BELOW = 10;

interface TextMatch {
  /** The CTE deciding once whether near spellings are looked for (one of the statement's `WITH`). */
  cte: (table: string) => string;
  /** The table's rows the text matches, as a FROM item (aliased by the caller). */
  source: (table: string) => string;
  /** Adds its parameters when called, so a statement that does not rank does not carry them. */
  rank: () => string;
}

/**
 * Every word must match in the text (title A, description B), stemmed, the last also as a prefix
 * (prefixTsQuery); a stop word ("the") has no lexeme and constrains nothing. Only when that finds
 * fewer than FUZZY_BELOW documents (in the statuses asked for) may each word match as a prefix or
 * as a near spelling of a title word (pg_trgm word similarity, so "scandinavain" finds
 * "Scandinavian"), word by word, so one shared word does not pull in a title that misses the others.
 *
 * The two matches are two branches of a UNION ALL gated by the decision: the planner turns the
 * gate into a one-time filter, so the trigram index is not read at all when the exact match is
 * enough, and each branch keeps an index condition (`@@` on the tsvector GIN index).
 */
function textMatch(p: Params, text: string | undefined, statusParam: string): TextMatch | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const all = `to_tsquery('english', f_unaccent(${p.add(prefixTsQuery(words), '::text')}))`;
  const exact = (a: string) => `(numnode(${all}) = 0 OR ${a}.search @@ ${all})`;
  const perWord = words.map((w) => {
    const wordParam = p.add(w, '::text');
    const tsq = `to_tsquery('english', f_unaccent(${wordParam} || ':*'))`;
    return (a: string) => `(numnode(${tsq}) = 0 OR ${a}.search @@ ${tsq} OR ${wordParam} <% ${a}.title_norm)`;
  });
  const fuzzyOn = '(SELECT on_ FROM fuzzy)';
  return {
    cte: (table: string) => `fuzzy AS MATERIALIZED (
  SELECT count(*) < ${FUZZY_BELOW} AS on_ FROM (SELECT 1 FROM ${table} g WHERE g.status = ANY(${statusParam}) AND ${exact('g')} LIMIT ${FUZZY_BELOW}) g
)`,
    source: (table: string) =>
      `(SELECT * FROM ${table} x WHERE NOT ${fuzzyOn} AND ${exact('x')} UNION ALL SELECT * FROM ${table} x WHERE ${fuzzyOn} AND ${perWord.map((m) => m('x')).join(' AND ')})`,
    rank: () =>
      `(ts_rank(t.search, ${all}) + CASE WHEN ${fuzzyOn} THEN word_similarity(${p.add(words.join(' '), '::text')}, t.title_norm) ELSE 0 END)`,
  };
}

const statuses = (s: readonly SearchStatus[] | undefined): SearchStatus[] => (s && s.length ? [...s] : ['approved']);

function anyOf(p: Params, alias: string, dimension: number, values: readonly number[] | undefined): string | null {
  return values && values.length ? `${alias}.keys && ${p.add(keys(dimension, values), '::int[]')}` : null;
}

const and = (parts: (string | null)[]) => parts.filter((x): x is string => !!x && x !== 'true').join(' AND ') || 'true';

/** Throws on a page no statement could read (shared with the in-process facet bitmap). */
export function checkPage(q: { offset: number; limit: number }): void {
  if (!Number.isInteger(q.offset) || q.offset < 0 || !Number.isInteger(q.limit) || q.limit < 0) throw new Error('offset and limit must be non-negative integers');
}

function pageOf(p: Params, q: { offset: number; limit: number }): string {
  checkPage(q);
  return `LIMIT ${p.add(q.limit, '::int')} OFFSET ${p.add(q.offset, '::int')}`;
}

function imageOrder(sort: ImageSort, text: TextMatch | null): string {
  switch (sort) {
    case 'oldest':
      return 't.created_at ASC, t.id ASC';
    case 'highest':
      return 't.request_count DESC, t.likes_count DESC, t.id DESC';
    case 'liked':
      return 't.likes_count DESC, t.id DESC';
    case 'relevance':
      return text ? `${text.rank()} DESC, t.id DESC` : 't.created_at DESC, t.id DESC';
    case 'newest':
      return 't.created_at DESC, t.id DESC';
  }
}

/**
 * The page is its own subquery over the table (not over a materialised set of hits), so the
 * planner may walk an index in the sort's order when the filters let most rows through.
 * ARRAY(subquery) keeps the subquery's order.
 */
const pageSelect = (from: string, where: string, order: string, page: string) => `ARRAY(SELECT t.id FROM ${from} t WHERE ${where} ORDER BY ${order} ${page})`;

export function imageSearchSql(table: string, q: ImageQuery): SqlStatement {
  const p = new Params();
  const statusParam = p.add(statuses(q.statuses), '::text[]');
  const text = textMatch(p, q.text, statusParam);
  const where = and([
    `t.status = ANY(${statusParam})`,
    anyOf(p, 't', IMAGE_KEY_DIMENSIONS.styles, q.styles),
    anyOf(p, 't', IMAGE_KEY_DIMENSIONS.subStyles, q.subStyles),
    anyOf(p, 't', IMAGE_KEY_DIMENSIONS.roomTypes, q.roomTypes),
    anyOf(p, 't', IMAGE_KEY_DIMENSIONS.colorGroups, q.colorGroups),
    q.type ? `t.type = ${p.add(q.type, '::text')}` : null,
    q.ownerId !== undefined ? `t.owner_id = ${p.add(q.ownerId, '::int')}` : null,
    q.ids ? `t.id = ANY(${p.add(q.ids, '::int[]')})` : null,
  ]);
  if (text) {
    // Text matches are the costly part: found once, then counted and sorted.
    const ranked = q.sort === 'relevance';
    const order = ranked ? 'rank DESC, t.id DESC' : imageOrder(q.sort, null);
    const text_ = `WITH ${text.cte(table)},
hits AS MATERIALIZED (
  SELECT t.id, t.created_at, t.likes_count, t.request_count${ranked ? `, ${text.rank()} AS rank` : ''} FROM ${text.source(table)} t WHERE ${where}
)
SELECT (SELECT count(*) FROM hits)::int AS total, ARRAY(SELECT t.id FROM hits t ORDER BY ${order} ${pageOf(p, q)}) AS ids`;
    return { text: text_, params: p.values };
  }
  const page = pageOf(p, q);
  const text_ = `SELECT (SELECT count(*) FROM ${table} t WHERE ${where})::int AS total,
  ${pageSelect(table, where, imageOrder(q.sort, text), page)} AS ids`;
  return { text: text_, params: p.values };
}

/** The key dimension each product facet is counted from. */
export const FACET_DIMENSION: Record<ProductFacet, number> = {
  styles: PRODUCT_KEY_DIMENSIONS.styles,
  subStyles: PRODUCT_KEY_DIMENSIONS.subStyles,
  colors: PRODUCT_KEY_DIMENSIONS.colors,
  itemClasses: PRODUCT_KEY_DIMENSIONS.itemClasses,
  materials: PRODUCT_KEY_DIMENSIONS.materials,
  shapes: PRODUCT_KEY_DIMENSIONS.shapes,
  prices: PRODUCT_KEY_DIMENSIONS.prices,
};

export interface PriceRange {
  id: number;
  min: number;
  max: number | null;
}

export const PRICE_RANGES: PriceRange[] = REFERENCE_ENUMS.prices.map((e) => ({ id: e.id, min: Number(e.min), max: e.max == null ? null : Number(e.max) }));

/** The range a price is in: a range holds min and excludes max, so a price on a boundary belongs to the higher range. */
export function priceRangeOf(price: number): PriceRange | null {
  return PRICE_RANGES.find((r) => price >= r.min && (r.max === null || price < r.max)) ?? null;
}

/** The facets whose own filter is set: each is counted with every other filter but its own. */
export function selectedFacets(q: ProductQuery): ProductFacet[] {
  return PRODUCT_FACETS.filter((f) => (q[f]?.length ?? 0) > 0);
}

/**
 * The rows a facet is counted over: every selected filter but the facet's own. Returns, per
 * facet, the selected facets whose filters apply to its counts.
 */
export function facetFilters(selected: readonly ProductFacet[]): Record<ProductFacet, ProductFacet[]> {
  return Object.fromEntries(PRODUCT_FACETS.map((f) => [f, selected.filter((g) => g !== f)])) as Record<ProductFacet, ProductFacet[]>;
}

function productOrder(p: Params, q: ProductQuery, text: TextMatch | null): string {
  const sort: ProductSort = q.sort;
  switch (sort) {
    case 'liked':
      return 't.likes_count DESC, t.id DESC';
    case 'priceAsc':
      return 't.price ASC, t.id ASC';
    case 'priceDesc':
      return 't.price DESC, t.id DESC';
    case 'relevance':
      return text ? `${text.rank()} DESC, t.id DESC` : 't.created_at DESC, t.id DESC';
    case 'bestMatch': {
      const tiers = bestMatchTiers({ roomTypeId: q.matchRoomType, wanted: q.matchItemClasses });
      // First what the room needs (the domain's tiers of item classes, read from the keys).
      const fit = tiers.length
        ? `CASE ${tiers.map((tier, i) => `WHEN t.keys && ${p.add(keys(PRODUCT_KEY_DIMENSIONS.itemClasses, tier), '::int[]')} THEN ${i}`).join(' ')} ELSE ${tiers.length} END, `
        : '';
      const taste = hasTaste(q.taste) ? tasteAffinitySql(p, q.taste) : null;
      if (!hasMatchVector(q)) return `${fit}${taste ? `${taste} DESC, ` : ''}t.created_at DESC, t.id DESC`;
      // The product vector's item-class block is left at zero: on unit vectors the distance then
      // orders by the colour and style agreement alone. "+ 0" keeps the planner off the GiST
      // index here: in 78 dimensions a nearest-first walk that must also pass the filters reads
      // most of the index before its first row, while the filtered rows are cheap to sort.
      const v = p.add(productMatchQueryVector(q.matchFeatures ?? [], q.matchStyles ?? []), '::float8[]');
      return `${fit}(cube(t.vec) <-> cube(${v})) + 0${taste ? ` - ${TASTE_STRENGTH} * ${taste}` : ''}, t.id ASC`;
    }
    case 'newest':
      return 't.created_at DESC, t.id DESC';
  }
}

/** The key dimension each taste feature is read from. */
export const TASTE_DIMENSION: Record<TasteFeature, number> = {
  styles: PRODUCT_KEY_DIMENSIONS.styles,
  colors: PRODUCT_KEY_DIMENSIONS.colors,
  itemClasses: PRODUCT_KEY_DIMENSIONS.itemClasses,
  materials: PRODUCT_KEY_DIMENSIONS.materials,
  prices: PRODUCT_KEY_DIMENSIONS.prices,
};

/**
 * A row's taste affinity (domain's tasteAffinity) from its keys: per taste dimension, the mean
 * weight of the product's keys in it (a key without a weight weighs 0), summed over dimensions.
 */
function tasteAffinitySql(p: Params, taste: TasteProfile): string {
  const weighted = taste.weights.filter((w) => Number.isInteger(w.id) && w.id >= 1 && w.id < KEY_SPAN && Number.isFinite(w.weight));
  const ws = p.add(weighted.map((w) => w.weight), '::float8[]');
  // A plain expression per row (no subquery): per dimension, the weights of the keys the row has,
  // over how many keys of that dimension it has (keys are stored ascending, so that count is two
  // binary searches, as in productSearchSql); a row with none of a dimension's keys adds 0.
  const terms = (Object.entries(TASTE_DIMENSION) as [TasteFeature, number][]).flatMap(([feature, d]) => {
    const mine = weighted.map((w, i) => ({ w, i })).filter(({ w }) => w.feature === feature);
    if (mine.length === 0) return [];
    const sum = mine.map(({ w, i }) => `CASE WHEN t.keys @> '{${key(d, w.id)}}'::int[] THEN (${ws})[${i + 1}] ELSE 0 END`).join(' + ');
    const count = `(width_bucket(${(d + 1) * KEY_SPAN - 1}, t.keys) - width_bucket(${d * KEY_SPAN - 1}, t.keys))`;
    return [`(${sum}) / greatest(${count}, 1)`];
  });
  return terms.length ? `(${terms.join(' + ')})` : '0';
}

const hasMatchVector = (q: ProductQuery) => !!(q.matchFeatures?.length || q.matchStyles?.length);

/**
 * Whether the query sorts by likeness to a vector (which only the document table holds), by
 * what a room needs or by the caller's taste: each is read from the document table, sorted from
 * the filtered rows.
 */
export const bestMatchVector = (q: ProductQuery) =>
  q.sort === 'bestMatch' && (hasMatchVector(q) || hasTaste(q.taste) || bestMatchTiers({ roomTypeId: q.matchRoomType, wanted: q.matchItemClasses }).length > 0);

/** Whether a query asks for approved products alone (the default), all the narrow filter table holds. */
export const approvedOnly = (q: { statuses?: SearchStatus[] }) => statuses(q.statuses).every((s) => s === 'approved');

/**
 * Whether a product query needs the document table rather than the narrow filter table: text,
 * a best-match vector, or products in other moderation states (an owner's, a moderator's).
 */
export const needsDocuments = (q: ProductQuery) => searchWords(q.text).length > 0 || bestMatchVector(q) || !approvedOnly(q);

const counted = (source: string) => `(SELECT coalesce(json_agg(json_build_array(k, n) ORDER BY k), '[]') FROM (${source}) c)`;

/** `statusParam` null: the table holds approved products alone, and the query asks for nothing else. */
function commonConditions(p: Params, q: ProductQuery, statusParam: string | null): string {
  return and([
    statusParam === null ? null : `t.status = ANY(${statusParam})`,
    q.countries && q.countries.length ? `t.keys && ${p.add([EVERYWHERE_KEY, ...keys(PRODUCT_KEY_DIMENSIONS.countries, q.countries)], '::int[]')}` : null,
    q.affiliate !== undefined ? `t.affiliate = ${p.add(q.affiliate, '::boolean')}` : null,
    q.ownerId !== undefined ? `t.owner_id = ${p.add(q.ownerId, '::int')}` : null,
    q.ids ? `t.id = ANY(${p.add(q.ids, '::int[]')})` : null,
  ]);
}

/** What the caller already holds (the scope's counts, see scopeCountsSql) and the statement may leave out. */
export interface KnownCounts {
  facets: readonly ProductFacet[];
  total: boolean;
}

/** Keys of the facets that are counted (every facet dimension; countries are a filter only). */
const facetKeys = (dims: readonly number[], k = 'k') =>
  dims.length === PRODUCT_FACETS.length ? `${k} / ${KEY_SPAN} <> ${PRODUCT_KEY_DIMENSIONS.countries}` : `${k} / ${KEY_SPAN} IN (${dims.join(', ')})`;

/**
 * One statement, so the page, the total and every facet come from one snapshot.
 *
 * Facets are multi-select: a facet's counts apply every filter but its own. The hits (every
 * filter) are read once and give the total, the page and the counts of every facet without a
 * filter of its own; a facet with its own filter set is counted over the rows every other
 * filter lets through, unnesting only that facet's keys. Every read is an index condition (the
 * filters are `&&` on the keys' GIN index), with no per-row flags to compute.
 *
 * `table` is the narrow filter table of approved products (`filterTable`), or the document table
 * (needsDocuments: text, a best-match vector, other statuses); both have every column the
 * filters, counts and plain sorts read.
 */
export function productSearchSql(table: string, q: ProductQuery, known: KnownCounts = { facets: [], total: false }, filterTable = false): SqlStatement {
  if (filterTable && needsDocuments(q)) throw new Error('the filter table holds approved products without text or vectors');
  const p = new Params();
  const statusParam = filterTable ? null : p.add(statuses(q.statuses), '::text[]');
  const text = statusParam === null ? null : textMatch(p, q.text, statusParam);
  const from = text ? text.source(table) : table;
  const common = commonConditions(p, q, statusParam);
  const selected = selectedFacets(q);
  const filter: Partial<Record<ProductFacet, string>> = {};
  for (const f of selected) {
    // A price range id the catalogue does not know matches nothing.
    const values = f === 'prices' ? q.prices!.filter((id) => PRICE_RANGES.some((r) => r.id === id)) : q[f]!;
    filter[f] = anyOf(p, 't', FACET_DIMENSION[f], values) ?? 'false';
  }
  const others = facetFilters(selected);
  const toCount = PRODUCT_FACETS.filter((f) => !known.facets.includes(f));
  const hitsWhere = and([common, ...selected.map((f) => filter[f]!)]);
  const ctes = text ? [text.cte(table)] : [];
  const columns: string[] = [];
  const needsHits = !known.total || toCount.length > 0;
  if (needsHits && !bestMatchVector(q)) {
    // The hits are at hand already: the page is sorted from them rather than found again.
    const ranked = q.sort === 'relevance' && text;
    ctes.push(`hits AS MATERIALIZED (
  SELECT t.id, t.keys, t.created_at, t.likes_count, t.price${ranked ? `, ${text.rank()} AS rank` : ''} FROM ${from} t WHERE ${hitsWhere}
)`);
    const order = ranked ? 'rank DESC, t.id DESC' : productOrder(p, q, null);
    columns.push(`ARRAY(SELECT t.id FROM hits t ORDER BY ${order} ${pageOf(p, q)}) AS ids`);
  } else {
    if (needsHits) ctes.push(`hits AS MATERIALIZED (SELECT t.id, t.keys FROM ${from} t WHERE ${hitsWhere})`);
    columns.push(`${pageSelect(from, hitsWhere, productOrder(p, q, text), pageOf(p, q))} AS ids`);
  }
  if (!known.total) columns.push('(SELECT count(*) FROM hits)::int AS total');
  if (toCount.length) {
    const ownCounted = selected.filter((g) => toCount.includes(g));
    // The hits give the counts of every facet but those counted over their own rows below.
    const fromHits = toCount.filter((f) => !ownCounted.includes(f)).map((f) => FACET_DIMENSION[f]);
    const sources = fromHits.length ? [`SELECT h.k FROM (SELECT unnest(h.keys) AS k FROM hits h) h WHERE ${facetKeys(fromHits, 'h.k')}`] : [];
    for (const f of ownCounted) {
      const d = FACET_DIMENSION[f];
      const failsOwnOnly = and([common, ...others[f].map((g) => filter[g]!)]);
      // Keys are stored in ascending order, so the facet's own keys are one run of the array,
      // found by two binary searches (width_bucket) and sliced out: only they are unnested.
      sources.push(`SELECT unnest(t.keys[width_bucket(${d * KEY_SPAN - 1}, t.keys) + 1 : width_bucket(${(d + 1) * KEY_SPAN - 1}, t.keys)]) AS k FROM ${from} t WHERE ${failsOwnOnly}`);
    }
    columns.push(`${counted(`SELECT k, count(*) AS n FROM (${sources.join('\n    UNION ALL ')}) u GROUP BY k`)} AS key_counts`);
  }
  const text_ = `${ctes.length ? `WITH ${ctes.join(',\n')}\n` : ''}SELECT ${columns.join(',\n  ')}`;
  return { text: text_, params: p.values };
}

/**
 * The facets counted with no facet filter at all: every facet when none is selected, the selected
 * one's own when exactly one is. Those counts depend only on the query's scope (statuses,
 * countries, affiliate), not on what the visitor picked, so they can be kept between queries.
 */
export function scopeFacets(q: ProductQuery): ProductFacet[] {
  const selected = selectedFacets(q);
  return selected.length === 0 ? [...PRODUCT_FACETS] : selected.length === 1 ? selected : [];
}

/** The scope a query's broad counts belong to, or null when it narrows by text, owner or ids (cheap to count afresh). */
export function countScope(q: ProductQuery): string | null {
  if (searchWords(q.text).length || q.ownerId !== undefined || q.ids) return null;
  const sortedIds = (xs: readonly unknown[] | undefined) => [...(xs ?? [])].map(String).sort();
  return JSON.stringify([sortedIds(statuses(q.statuses)), sortedIds(q.countries), q.affiliate ?? null]);
}

/** Removed rows and the version row carry statuses no query asks for. */
export const VERSION_ROW_ID = 0;
export const VERSION_STATUS = '~version';

/**
 * The write version of a product table: the version row's counter and the oid of the relation
 * read. The query side reads the stable view, which is made anew (a new oid) whenever a rebuilt
 * generation is swapped in, so a new table never reuses an old version, while the rows stay the
 * same whichever generation wrote them.
 */
export const versionSql = (table: string): SqlStatement => ({
  text: `SELECT position::text || '@' || '${table}'::regclass::oid::text AS version FROM ${table} WHERE id = ${VERSION_ROW_ID}`,
  params: [],
});

/**
 * Every facet and the total over the query's scope alone (no facet filter), with the version they
 * were counted at (read from `versionTable`, the document table holding the version row).
 */
export function scopeCountsSql(table: string, q: ProductQuery, versionTable: string = table, filterTable = false): SqlStatement {
  const p = new Params();
  const common = commonConditions(p, q, filterTable ? null : p.add(statuses(q.statuses), '::text[]'));
  const text = `WITH cand AS MATERIALIZED (SELECT t.keys FROM ${table} t WHERE ${common})
SELECT (SELECT count(*) FROM cand)::int AS total,
  ${counted(`SELECT k, count(*) AS n FROM (SELECT unnest(cand.keys) AS k FROM cand) u WHERE ${facetKeys(PRODUCT_FACETS.map((f) => FACET_DIMENSION[f]))} GROUP BY k`)} AS key_counts,
  (${versionSql(versionTable).text}) AS version`;
  return { text, params: p.values };
}

export interface FacetRow {
  key_counts?: [number, number | string][] | null;
}

/** The row a product statement answers, turned into facet lists (ids ascending, counts above zero). */
export function readProductFacets(row: FacetRow): ProductFacets {
  const facets = Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as ProductFacets;
  const byDim = new Map<number, ProductFacet>(PRODUCT_FACETS.map((f) => [FACET_DIMENSION[f], f]));
  for (const [k, n] of row.key_counts ?? []) {
    const facet = byDim.get(Math.floor(k / KEY_SPAN));
    if (facet && Number(n) > 0) facets[facet].push({ id: k % KEY_SPAN, count: Number(n) });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => a.id - b.id);
  return facets;
}

/** Nearest by the stored vector, the item itself left out; nothing when it is not indexed. */
export function similarSql(table: string, q: { id: number; statuses?: SearchStatus[]; offset: number; limit: number }): SqlStatement {
  const p = new Params();
  const id = p.add(q.id, '::int');
  // The source's vector as a scalar subquery is a constant to the planner, so the GiST index
  // can hand rows over nearest first.
  const source = `FROM ${table} s WHERE s.id = ${id} AND s.status <> 'removed'`;
  const text = `SELECT t.id FROM ${table} t
WHERE EXISTS (SELECT 1 ${source}) AND t.status = ANY(${p.add(statuses(q.statuses), '::text[]')}) AND t.id <> ${id}
ORDER BY cube(t.vec) <-> (SELECT cube(s.vec) ${source}), t.id ${pageOf(p, q)}`;
  return { text, params: p.values };
}
