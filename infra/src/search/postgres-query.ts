import { REFERENCE_ENUMS } from '@decorlook/domain';
import { PRODUCT_FACETS, type ImageQuery, type ImageSort, type ProductFacet, type ProductFacets, type ProductQuery, type ProductSort, type SearchStatus } from './types';
import { productMatchQueryVector } from './vectors';

/**
 * Query building for the Postgres search index: a query object in, one SQL statement and its
 * parameters out. Pure, so the unit tests read the SQL without a database.
 *
 * Multi-valued filters live in one int[] column per table (`keys`) with a GIN index: each value
 * is stored as `dimension * KEY_SPAN + id`, so "any of these styles" is `keys && {...}` and several
 * filters are several `&&` on the same index, which Postgres combines in one bitmap. The same
 * column gives every array facet's counts in one `unnest` pass.
 */
export const KEY_SPAN = 10_000;

export const IMAGE_KEY_DIMENSIONS = { styles: 1, subStyles: 2, roomTypes: 3, colorGroups: 4 } as const;
export const PRODUCT_KEY_DIMENSIONS = { styles: 1, subStyles: 2, colors: 3, itemClasses: 4, materials: 5, shapes: 6, countries: 7 } as const;
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
 * Every word as a prefix (`sofa:* & gre:*`), so results show while typing. The words hold only
 * letters and digits, so nothing the user types can reach tsquery syntax.
 */
export const prefixTsQuery = (words: readonly string[]) => words.map((w) => `${w}:*`).join(' & ');

interface TextMatch {
  where: string;
  /** Adds its parameters when called, so a statement that does not rank does not carry them. */
  rank: () => string;
}

/**
 * Every word must match, each either as a stemmed prefix in the text (title A, description B) or
 * as a near spelling of a title word (pg_trgm word similarity, so "scandinavain" finds
 * "Scandinavian"). Matching word by word keeps one shared word from pulling in a title that
 * misses the others. A stop word ("the") has no lexeme and constrains nothing.
 */
function textMatch(p: Params, alias: string, text: string | undefined): TextMatch | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const perWord = words.map((w) => {
    const wordParam = p.add(w, '::text');
    const tsq = `to_tsquery('english', f_unaccent(${wordParam} || ':*'))`;
    return `(numnode(${tsq}) = 0 OR ${alias}.search @@ ${tsq} OR ${wordParam} <% ${alias}.title_norm)`;
  });
  return {
    where: `(${perWord.join(' AND ')})`,
    rank: () => {
      const all = `to_tsquery('english', f_unaccent(${p.add(prefixTsQuery(words), '::text')}))`;
      return `(ts_rank(${alias}.search, ${all}) + word_similarity(${p.add(words.join(' '), '::text')}, ${alias}.title_norm))`;
    },
  };
}

const statuses = (s: readonly SearchStatus[] | undefined): SearchStatus[] => (s && s.length ? [...s] : ['approved']);

function anyOf(p: Params, alias: string, dimension: number, values: readonly number[] | undefined): string | null {
  return values && values.length ? `${alias}.keys && ${p.add(keys(dimension, values), '::int[]')}` : null;
}

const and = (parts: (string | null)[]) => parts.filter((x): x is string => !!x).join(' AND ') || 'true';

function pageOf(p: Params, q: { offset: number; limit: number }): string {
  if (!Number.isInteger(q.offset) || q.offset < 0 || !Number.isInteger(q.limit) || q.limit < 0) throw new Error('offset and limit must be non-negative integers');
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
const pageSelect = (table: string, where: string, order: string, page: string) => `ARRAY(SELECT t.id FROM ${table} t WHERE ${where} ORDER BY ${order} ${page})`;

export function imageSearchSql(table: string, q: ImageQuery): SqlStatement {
  const p = new Params();
  const text = textMatch(p, 't', q.text);
  const where = and([
    `t.status = ANY(${p.add(statuses(q.statuses), '::text[]')})`,
    text?.where ?? null,
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
    const text_ = `WITH hits AS MATERIALIZED (
  SELECT t.id, t.created_at, t.likes_count, t.request_count${ranked ? `, ${text.rank()} AS rank` : ''} FROM ${table} t WHERE ${where}
)
SELECT (SELECT count(*) FROM hits)::int AS total, ARRAY(SELECT t.id FROM hits t ORDER BY ${order} ${pageOf(p, q)}) AS ids`;
    return { text: text_, params: p.values };
  }
  const page = pageOf(p, q);
  const text_ = `SELECT (SELECT count(*) FROM ${table} t WHERE ${where})::int AS total,
  ${pageSelect(table, where, imageOrder(q.sort, text), page)} AS ids`;
  return { text: text_, params: p.values };
}

const ARRAY_FACETS = ['styles', 'subStyles', 'colors', 'itemClasses', 'materials', 'shapes'] as const;

export interface PriceRange {
  id: number;
  min: number;
  max: number | null;
}

export const PRICE_RANGES: PriceRange[] = REFERENCE_ENUMS.prices.map((e) => ({ id: e.id, min: Number(e.min), max: e.max == null ? null : Number(e.max) }));

/** A range holds min and excludes max, so a price on a boundary belongs to the higher range. */
function priceCondition(p: Params, column: string, range: PriceRange): string {
  const lower = `${column} >= ${p.add(range.min, '::int')}`;
  return range.max === null ? lower : `(${lower} AND ${column} < ${p.add(range.max, '::int')})`;
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

/**
 * The rows the counts need: a facet with its own filter set is counted over the rows every other
 * filter lets through, so those rows are read for each such facet still to count; the other
 * facets and the total need only the hits (every filter).
 */
function rowsToRead(filters: Partial<Record<ProductFacet, string>>, selected: readonly ProductFacet[], ownCounted: readonly ProductFacet[]): string {
  const allBut = (f: ProductFacet | null) => and(selected.filter((g) => g !== f).map((g) => filters[g]!));
  if (ownCounted.length === 0) return allBut(null);
  if (ownCounted.length === 1) return allBut(ownCounted[0]);
  return `(${ownCounted.map((f) => `(${allBut(f)})`).join(' OR ')})`;
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
      if (!q.matchFeatures?.length && !q.matchStyles?.length) return 't.created_at DESC, t.id DESC';
      // The product vector's item-class block is left at zero: on unit vectors the distance then
      // orders by the colour and style agreement alone. "+ 0" keeps the planner off the GiST
      // index here: in 78 dimensions a nearest-first walk that must also pass the filters reads
      // most of the index before its first row, while the filtered rows are cheap to sort.
      const v = p.add(productMatchQueryVector(q.matchFeatures ?? [], q.matchStyles ?? []), '::float8[]');
      return `(cube(t.vec) <-> cube(${v})) + 0, t.id ASC`;
    }
    case 'newest':
      return 't.created_at DESC, t.id DESC';
  }
}

const counted = (source: string) => `(SELECT coalesce(json_agg(json_build_array(k, n) ORDER BY k), '[]') FROM (${source}) c)`;

function commonConditions(p: Params, q: ProductQuery, text: TextMatch | null): string {
  return and([
    `t.status = ANY(${p.add(statuses(q.statuses), '::text[]')})`,
    text?.where ?? null,
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

/**
 * One statement, so the page, the total and every facet come from one snapshot.
 *
 * Facets are multi-select: a facet's counts apply every filter but its own. The rows any facet
 * needs (those failing at most one selected filter) are read once into `cand`, with one flag per
 * selected filter; each key is then counted where every flag but its own facet's holds. The
 * total is the rows with every flag; the page is its own index-friendly subquery.
 */
export function productSearchSql(table: string, q: ProductQuery, known: KnownCounts = { facets: [], total: false }): SqlStatement {
  const p = new Params();
  const text = textMatch(p, 't', q.text);
  const common = commonConditions(p, q, text);
  const selected = selectedFacets(q);
  const filter: Partial<Record<ProductFacet, string>> = {};
  for (const f of selected) {
    if (f === 'prices') {
      const ranges = PRICE_RANGES.filter((r) => q.prices!.includes(r.id));
      filter.prices = ranges.length ? `(${ranges.map((r) => priceCondition(p, 't.price', r)).join(' OR ')})` : 'false';
    } else {
      filter[f] = anyOf(p, 't', PRODUCT_KEY_DIMENSIONS[f], q[f])!;
    }
  }
  const flag = (f: ProductFacet) => `m_${f.toLowerCase()}`;
  const flagsOf = (fs: readonly ProductFacet[]) => and(fs.map(flag));
  const others = facetFilters(selected);
  const dims = ARRAY_FACETS.filter((f) => !known.facets.includes(f)).map((f) => PRODUCT_KEY_DIMENSIONS[f]);
  const needsCand = !known.total || dims.length > 0 || !known.facets.includes('prices');
  const hitsWhere = and([common, ...selected.map((f) => filter[f]!)]);
  const columns: string[] = [];
  const candColumns = ['t.keys', 't.price', ...selected.map((f) => `${filter[f]} AS ${flag(f)}`)];
  const matching = q.sort === 'bestMatch' && (q.matchFeatures?.length || q.matchStyles?.length);
  if (needsCand && !matching) {
    // The rows are at hand already: the page is sorted from them rather than found again.
    const ranked = q.sort === 'relevance' && text;
    candColumns.push('t.id', 't.created_at', 't.likes_count', ...(ranked ? [`${text.rank()} AS rank`] : []));
    const order = ranked ? 'rank DESC, t.id DESC' : productOrder(p, q, null);
    columns.push(`ARRAY(SELECT t.id FROM cand t WHERE ${flagsOf(selected)} ORDER BY ${order} ${pageOf(p, q)}) AS ids`);
  } else {
    columns.push(`${pageSelect(table, hitsWhere, productOrder(p, q, text), pageOf(p, q))} AS ids`);
  }
  if (!known.total) columns.push(`(SELECT count(*) FROM cand WHERE ${flagsOf(selected)})::int AS total`);
  if (dims.length) {
    const byDimension = ARRAY_FACETS.filter((f) => selected.includes(f)).map((f) => `WHEN ${PRODUCT_KEY_DIMENSIONS[f]} THEN ${flagsOf(others[f])}`);
    const keyCounted = byDimension.length ? `CASE k / ${KEY_SPAN} ${byDimension.join(' ')} ELSE ${flagsOf(selected)} END` : flagsOf(selected);
    const wanted = dims.length === ARRAY_FACETS.length ? `k < ${EVERYWHERE_KEY}` : `k / ${KEY_SPAN} IN (${dims.join(', ')})`;
    columns.push(`${counted(`SELECT k, count(*) AS n FROM cand, unnest(cand.keys) k WHERE ${wanted} AND ${keyCounted} GROUP BY k`)} AS key_counts`);
  }
  if (!known.facets.includes('prices')) {
    columns.push(`(SELECT ${priceCounts(p, flagsOf(others.prices))} FROM cand) AS price_counts`);
  }
  const text_ = `${
    needsCand
      ? `WITH cand AS MATERIALIZED (
  SELECT ${candColumns.join(', ')}
  FROM ${table} t WHERE ${common} AND ${rowsToRead(filter, selected, selected.filter((f) => !known.facets.includes(f)))}
)
`
      : ''
  }SELECT ${columns.join(',\n  ')}`;
  return { text: text_, params: p.values };
}

const priceCounts = (p: Params, where: string) =>
  `json_build_array(${PRICE_RANGES.map((r) => `${r.id}, count(*) FILTER (WHERE ${and([where, priceCondition(p, 'price', r)])})`).join(', ')})`;

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

/** The write version of a product table: the version row's counter and birth, so a new table never reuses an old version. */
export const versionSql = (table: string): SqlStatement => ({
  text: `SELECT position::text || '@' || extract(epoch FROM created_at)::text AS version FROM ${table} WHERE id = ${VERSION_ROW_ID}`,
  params: [],
});

/** Every facet and the total over the query's scope alone (no facet filter), with the version they were counted at. */
export function scopeCountsSql(table: string, q: ProductQuery): SqlStatement {
  const p = new Params();
  const common = commonConditions(p, { ...q, text: undefined }, null);
  const text = `WITH cand AS MATERIALIZED (SELECT t.keys, t.price FROM ${table} t WHERE ${common})
SELECT (SELECT count(*) FROM cand)::int AS total,
  ${counted(`SELECT k, count(*) AS n FROM cand, unnest(cand.keys) k WHERE k < ${EVERYWHERE_KEY} GROUP BY k`)} AS key_counts,
  (SELECT ${priceCounts(p, 'true')} FROM cand) AS price_counts,
  (${versionSql(table).text}) AS version`;
  return { text, params: p.values };
}

export interface FacetRow {
  key_counts?: [number, number | string][] | null;
  price_counts?: (number | string)[] | null;
}

/** The row a product statement answers, turned into facet lists (ids ascending, counts above zero). */
export function readProductFacets(row: FacetRow): ProductFacets {
  const facets = Object.fromEntries(PRODUCT_FACETS.map((f) => [f, []])) as unknown as ProductFacets;
  const byDim = new Map<number, ProductFacet>(ARRAY_FACETS.map((f) => [PRODUCT_KEY_DIMENSIONS[f], f]));
  for (const [k, n] of row.key_counts ?? []) {
    const facet = byDim.get(Math.floor(k / KEY_SPAN));
    if (facet && Number(n) > 0) facets[facet].push({ id: k % KEY_SPAN, count: Number(n) });
  }
  const flat = row.price_counts ?? [];
  for (let i = 0; i < flat.length; i += 2) if (Number(flat[i + 1]) > 0) facets.prices.push({ id: Number(flat[i]), count: Number(flat[i + 1]) });
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
