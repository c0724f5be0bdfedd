import { ident, type Sql } from '../db/sql';
import {
  EVERYWHERE_KEY,
  IMAGE_KEY_DIMENSIONS,
  PRODUCT_KEY_DIMENSIONS,
  VERSION_ROW_ID,
  VERSION_STATUS,
  countScope,
  imageSearchSql,
  key,
  needsDocuments,
  priceRangeOf,
  productSearchSql,
  readProductFacets,
  scopeCountsSql,
  scopeFacets,
  selectedFacets,
  similarSql,
  versionSql,
  type FacetRow,
  type SqlStatement,
} from './postgres-query';
import type {
  ImageCounts,
  ImageDocument,
  ImageQuery,
  Position,
  ProductCounts,
  ProductDocument,
  ProductFacets,
  ProductQuery,
  ProductSearchPage,
  SearchIndex,
  SearchPage,
  SimilarPage,
  SimilarQuery,
} from './types';
import { imageVector, productVector } from './vectors';
import { FacetBitmapIndex, type FacetBitmapOptions, type FacetBitmapStats } from './facet-bitmap';

/** The stable view names the query side reads (the projector's read models of these names). */
export const IMAGE_SEARCH_VIEW = 'image_search';
export const PRODUCT_SEARCH_VIEW = 'product_search';
/** The narrow product rows filtered and counted without text (the projector's read model of this name). */
export const PRODUCT_FILTER_VIEW = 'product_filters';

/** Removed documents stay as a row of this status, so an older write arriving later stays ignored. */
const REMOVED = 'removed';

/**
 * The index tables hold only what searching needs (the read models hold what pages show): the
 * filter values folded into `keys` (see postgres-query.ts), the sort columns, the text as a
 * tsvector and a normalised title for trigram matches, and the similarity vector as a float8[]
 * with a GiST index on cube(vec) for the nearest-first order.
 */
const textColumns = `
      title_norm text NOT NULL DEFAULT '',
      search tsvector NOT NULL DEFAULT ''`;

/** DDL of the image index table, for a projector's `tables` entry (`image_search: imageIndexTable`). */
export const imageIndexTable = (table: string) => `CREATE TABLE ${table} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL DEFAULT 0,
      type text NOT NULL DEFAULT 'room',
      status text NOT NULL,
      likes_count integer NOT NULL DEFAULT 0,
      request_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT 'epoch',
      position bigint NOT NULL,
      keys integer[] NOT NULL DEFAULT '{}',${textColumns},
      vec float8[])`;

/** DDL of the product index table (`product_search: productIndexTable`). */
export const productIndexTable = (table: string) => `CREATE TABLE ${table} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL DEFAULT 0,
      price integer NOT NULL DEFAULT 0,
      affiliate boolean NOT NULL DEFAULT false,
      status text NOT NULL,
      likes_count integer NOT NULL DEFAULT 0,
      rating real,
      ratings_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT 'epoch',
      position bigint NOT NULL,
      keys integer[] NOT NULL DEFAULT '{}',${textColumns},
      vec float8[])`;

/**
 * Title A, description B (and a product's brand B), English stems, accents folded (f_unaccent,
 * migration 41), so "cafe" finds "Café" and "chairs" finds "chair".
 */
const searchVector = (withBrand: boolean) => `setweight(to_tsvector('english', f_unaccent(title)), 'A') ||
         ${withBrand ? `setweight(to_tsvector('english', f_unaccent(coalesce(brand, ''))), 'B') || ` : ''}setweight(to_tsvector('english', f_unaccent(description)), 'B')`;

/**
 * GIN indexes without fastupdate: with it, writes queue in a pending list every search must read
 * through until a vacuum merges it, so search costs would creep up between vacuums under a
 * steady stream of catalogue events. Each projector write pays for its own index entries instead.
 */
const GIN = 'WITH (fastupdate = off)';

const commonIndexes = (t: string) => [
  `CREATE INDEX ON ${t} USING gin (keys) ${GIN}`,
  `CREATE INDEX ON ${t} USING gin (search) ${GIN}`,
  `CREATE INDEX ON ${t} USING gin (title_norm gin_trgm_ops) ${GIN}`,
  `CREATE INDEX ON ${t} USING gist (cube(vec))`,
  `CREATE INDEX ON ${t} (created_at)`,
  `CREATE INDEX ON ${t} (owner_id)`,
];
/**
 * DDL of the narrow product filter table (`product_filters: productFilterTable`): the approved
 * products (what visitors search) with what filters, facet counts and the plain sorts read,
 * about 130 bytes a row, so the rows a facet count reads are packed some 60 to a page and stay
 * in cache, where the document table holds under 10 (its tsvector and 78-number vector make a
 * row about 1 KB). The document table keeps these columns too: queries with text, a best-match
 * vector or other statuses are answered there.
 */
export const productFilterTable = (table: string) => `CREATE TABLE ${table} (
      id integer PRIMARY KEY,
      owner_id integer NOT NULL DEFAULT 0,
      price integer NOT NULL DEFAULT 0,
      affiliate boolean NOT NULL DEFAULT false,
      likes_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT 'epoch',
      keys integer[] NOT NULL DEFAULT '{}')`;

/** Index DDL for the (quoted) product filter table. */
export const productFilterIndexes = (table: string) => [
  `CREATE INDEX ON ${table} USING gin (keys) ${GIN}`,
  `CREATE INDEX ON ${table} (created_at)`,
  `CREATE INDEX ON ${table} (likes_count)`,
  `CREATE INDEX ON ${table} (price)`,
  `CREATE INDEX ON ${table} (owner_id)`,
];

/** Index DDL for the (quoted) image table. */
export const imageIndexIndexes = (table: string) => commonIndexes(table);
/** Index DDL for the (quoted) product table: price ranges and sorts on top of the common ones. */
export const productIndexIndexes = (table: string) => [
  ...commonIndexes(table),
  `CREATE INDEX ON ${table} (price)`,
  `CREATE INDEX ON ${table} (likes_count)`,
];

export interface SearchTables {
  /** Quoted table (or view) names. */
  images: string;
  products: string;
  /**
   * The narrow product filter table, written beside `products` in the same statements. Without
   * it every product query reads `products` (right, only slower on a large catalogue).
   */
  productFilters?: string;
}

const text = (value: Position) => String(value);

function imageKeys(d: ImageDocument): number[] {
  const dim = IMAGE_KEY_DIMENSIONS;
  return [
    ...d.styles.map((v) => key(dim.styles, v)),
    ...d.subStyles.map((v) => key(dim.subStyles, v)),
    ...(d.roomTypeId === null ? [] : [key(dim.roomTypes, d.roomTypeId)]),
    ...d.colorGroups.map((v) => key(dim.colorGroups, v)),
  ];
}

/** Ascending: a dimension's keys are one run of the array (see productSearchSql). */
const ascending = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

function productKeys(d: ProductDocument): number[] {
  const dim = PRODUCT_KEY_DIMENSIONS;
  return ascending([
    ...d.styles.map((v) => key(dim.styles, v)),
    ...d.subStyles.map((v) => key(dim.subStyles, v)),
    ...d.colors.map((v) => key(dim.colors, v)),
    key(dim.itemClasses, d.itemClassId),
    ...d.materials.map((v) => key(dim.materials, v)),
    ...d.shapes.map((v) => key(dim.shapes, v)),
    ...(d.countries.length ? d.countries.map((v) => key(dim.countries, v)) : [EVERYWHERE_KEY]),
    ...[priceRangeOf(Math.trunc(d.price))].filter((r) => r !== null).map((r) => key(dim.prices, r.id)),
  ]);
}

/** Within one batch an id is written once: its newest document wins. */
function newestPerId<D extends { id: number; position: Position }>(docs: readonly D[]): D[] {
  const byId = new Map<number, D>();
  for (const d of docs) {
    const seen = byId.get(d.id);
    if (!seen || BigInt(seen.position) <= BigInt(d.position)) byId.set(d.id, d);
  }
  return [...byId.values()];
}

const intOrNull = (n: number | null) => (n === null ? null : Math.trunc(n));

/** Scopes (statuses, countries, affiliate) whose broad counts are kept; a few are in use at a time. */
const SCOPE_CACHE_SIZE = 64;

function checkIds(docs: readonly { id: number }[]): void {
  for (const d of docs) if (!Number.isInteger(d.id) || d.id < 1) throw new Error(`search documents need positive integer ids, got ${d.id}`);
}

/**
 * The Postgres search index. Writers build it on the projector's transaction and physical tables
 * (so index and read models commit together); readers on the pool and the stable views.
 */
export class PostgresSearchIndex implements SearchIndex {
  /** The table product filters and counts read when no text or vector is involved. */
  private readonly filters: string;
  /** Facet browsing answered in process (facet-bitmap.ts); only over a narrow filter table. */
  private readonly bitmap: FacetBitmapIndex | null;

  constructor(
    private readonly sql: Sql,
    private readonly tables: SearchTables,
    options: { facetBitmap?: FacetBitmapOptions } = {},
  ) {
    this.filters = tables.productFilters ?? tables.products;
    this.bitmap = options.facetBitmap && this.narrow ? new FacetBitmapIndex(sql, { filters: this.filters, products: tables.products }, options.facetBitmap) : null;
  }

  /** The facet bitmap's figures (memory, version, answers), or null when it is off. */
  facetBitmapStats(): FacetBitmapStats | null {
    return this.bitmap?.stats() ?? null;
  }

  /** Resolves when no facet bitmap load is under way. */
  async facetBitmapSettled(): Promise<void> {
    await this.bitmap?.settled();
  }

  /** Whether a separate filter table is kept beside the document table. */
  private get narrow(): boolean {
    return this.filters !== this.tables.products;
  }

  upsertImage(doc: ImageDocument): Promise<void> {
    return this.upsertImages([doc]);
  }

  /** Many documents in one statement (rebuilds, bulk loads); the same rules as one by one. */
  async upsertImages(docs: readonly ImageDocument[]): Promise<void> {
    if (docs.length === 0) return;
    checkIds(docs);
    const rows = newestPerId(docs).map((d) => ({
      id: d.id,
      owner_id: d.ownerId,
      title: d.title,
      description: d.description,
      type: d.type,
      status: d.status,
      likes_count: d.likesCount,
      request_count: d.requestCount,
      created_at: d.createdAt,
      position: text(d.position),
      keys: imageKeys(d),
      vec: imageVector(d),
    }));
    await this.sql.query(
      `INSERT INTO ${this.tables.images} AS t (id, owner_id, type, status, likes_count, request_count, created_at, position, keys, title_norm, search, vec)
       SELECT id, owner_id, type, status, likes_count, request_count, created_at, position, keys, lower(f_unaccent(title)), ${searchVector(false)}, vec
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, owner_id integer, title text, description text, type text, status text,
         likes_count integer, request_count integer, created_at timestamptz, position bigint, keys integer[], vec float8[])
       ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, type = EXCLUDED.type, status = EXCLUDED.status, likes_count = EXCLUDED.likes_count,
         request_count = EXCLUDED.request_count, created_at = EXCLUDED.created_at, position = EXCLUDED.position, keys = EXCLUDED.keys,
         title_norm = EXCLUDED.title_norm, search = EXCLUDED.search, vec = EXCLUDED.vec
       WHERE t.position <= EXCLUDED.position`,
      [JSON.stringify(rows)],
    );
  }

  removeImage(id: number, position: Position): Promise<void> {
    return this.remove(this.tables.images, id, position);
  }

  setImageCounts(id: number, counts: ImageCounts, position: Position): Promise<void> {
    return this.setCounts(this.tables.images, id, position, { likes_count: counts.likesCount, request_count: counts.requestCount });
  }

  upsertProduct(doc: ProductDocument): Promise<void> {
    return this.upsertProducts([doc]);
  }

  async upsertProducts(docs: readonly ProductDocument[]): Promise<void> {
    if (docs.length === 0) return;
    checkIds(docs);
    const rows = newestPerId(docs).map((d) => ({
      id: d.id,
      owner_id: d.ownerId,
      title: d.title,
      description: d.description,
      brand: d.brand,
      price: Math.trunc(d.price),
      affiliate: d.affiliate,
      status: d.status,
      likes_count: d.likesCount,
      rating: d.rating,
      ratings_count: d.ratingsCount,
      created_at: d.createdAt,
      position: text(d.position),
      keys: productKeys(d),
      vec: productVector(d),
    }));
    const written = `INSERT INTO ${this.tables.products} AS t (id, owner_id, price, affiliate, status, likes_count, rating, ratings_count, created_at, position, keys,
         title_norm, search, vec)
       SELECT id, owner_id, price, affiliate, status, likes_count, rating, ratings_count, created_at, position, keys,
         lower(f_unaccent(title)), ${searchVector(true)}, vec
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, owner_id integer, title text, description text, brand text, price integer,
         affiliate boolean, status text, likes_count integer, rating real, ratings_count integer, created_at timestamptz, position bigint,
         keys integer[], vec float8[])
       ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, price = EXCLUDED.price, affiliate = EXCLUDED.affiliate, status = EXCLUDED.status,
         likes_count = EXCLUDED.likes_count, rating = EXCLUDED.rating, ratings_count = EXCLUDED.ratings_count, created_at = EXCLUDED.created_at,
         position = EXCLUDED.position, keys = EXCLUDED.keys, title_norm = EXCLUDED.title_norm, search = EXCLUDED.search, vec = EXCLUDED.vec
       WHERE t.position <= EXCLUDED.position`;
    // The filter rows follow what the document table took (an older document is ignored there, so
    // here too): an approved product's row is written, any other's taken away.
    await this.sql.query(
      this.narrow
        ? `WITH w AS (${written} RETURNING t.id, t.owner_id, t.price, t.affiliate, t.status, t.likes_count, t.created_at, t.keys),
       gone AS (DELETE FROM ${this.filters} f USING w WHERE f.id = w.id AND w.status <> 'approved')
       INSERT INTO ${this.filters} AS f (id, owner_id, price, affiliate, likes_count, created_at, keys)
       SELECT id, owner_id, price, affiliate, likes_count, created_at, keys FROM w WHERE w.status = 'approved'
       ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, price = EXCLUDED.price, affiliate = EXCLUDED.affiliate,
         likes_count = EXCLUDED.likes_count, created_at = EXCLUDED.created_at, keys = EXCLUDED.keys`
        : written,
      [JSON.stringify(rows)],
    );
    await this.bumpProductVersion();
  }

  async removeProduct(id: number, position: Position): Promise<void> {
    await this.remove(this.tables.products, id, position, this.narrow ? this.filters : null);
    await this.bumpProductVersion();
  }

  setProductCounts(id: number, counts: ProductCounts, position: Position): Promise<void> {
    return this.setCounts(
      this.tables.products,
      id,
      position,
      { likes_count: counts.likesCount, rating: counts.rating, ratings_count: counts.ratingsCount },
      this.narrow ? { table: this.filters, columns: ['likes_count'] } : null,
    );
  }

  async searchImages(query: ImageQuery): Promise<SearchPage> {
    const { rows } = await this.run<{ total: number; ids: number[] }>(imageSearchSql(this.tables.images, query));
    return { ids: rows[0].ids, total: rows[0].total };
  }

  /**
   * Counting every facet over all approved products reads the whole table, so those counts (and
   * the selected facet's own when exactly one filter is set) are kept per scope and reused
   * while the table's write version stays the same; every other count is made afresh.
   */
  async searchProducts(query: ProductQuery): Promise<ProductSearchPage> {
    const fromBitmap = this.bitmap ? await this.bitmap.search(query) : null;
    if (fromBitmap) return fromBitmap;
    const broad = scopeFacets(query);
    const scope = countScope(query);
    const known = broad.length && scope !== null ? await this.scopeCounts(query, scope) : null;
    const noFilter = selectedFacets(query).length === 0;
    const onFilters = this.narrow && !needsDocuments(query);
    const statement = productSearchSql(onFilters ? this.filters : this.tables.products, query, known ? { facets: broad, total: noFilter } : undefined, onFilters);
    const { rows } = await this.run<FacetRow & { total?: number; ids: number[] }>(statement);
    const facets = readProductFacets(rows[0]);
    if (known) for (const f of broad) facets[f] = known.facets[f];
    return { ids: rows[0].ids, total: known && noFilter ? known.total : rows[0].total!, facets };
  }

  similarImages(query: SimilarQuery): Promise<SimilarPage> {
    return this.similar(this.tables.images, query);
  }

  similarProducts(query: SimilarQuery): Promise<SimilarPage> {
    return this.similar(this.tables.products, query);
  }

  async clear(): Promise<void> {
    await this.sql.query(`DELETE FROM ${this.tables.images}`);
    await this.sql.query(`DELETE FROM ${this.tables.products} WHERE id <> ${VERSION_ROW_ID}`);
    if (this.narrow) await this.sql.query(`DELETE FROM ${this.filters}`);
    await this.bumpProductVersion();
  }

  private readonly scopeCache = new Map<string, { total: number; facets: ProductFacets }>();

  private async scopeCounts(query: ProductQuery, scope: string): Promise<{ total: number; facets: ProductFacets }> {
    const table = this.tables.products;
    const { rows } = await this.run<{ version: string }>(versionSql(table));
    const cached = this.scopeCache.get(`${table} ${rows[0]?.version ?? ''} ${scope}`);
    if (cached) return cached;
    const onFilters = this.narrow && !needsDocuments(query);
    const counted = await this.run<FacetRow & { total: number; version: string | null }>(scopeCountsSql(onFilters ? this.filters : table, query, table, onFilters));
    const row = counted.rows[0];
    const entry = { total: row.total, facets: readProductFacets(row) };
    // Stored under the version read in the counting statement's own snapshot.
    if (this.scopeCache.size >= SCOPE_CACHE_SIZE) this.scopeCache.delete(this.scopeCache.keys().next().value!);
    this.scopeCache.set(`${table} ${row.version ?? ''} ${scope}`, entry);
    return entry;
  }

  /**
   * Every product write moves the version row (id 0, a status no query asks for) in the same
   * transaction, so kept counts are never read past a change (versionSql tells generations
   * apart). Counts-only writes (likes, ratings) leave it alone.
   */
  private async bumpProductVersion(): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${this.tables.products} AS t (id, status, position) VALUES (${VERSION_ROW_ID}, '${VERSION_STATUS}', 1)
       ON CONFLICT (id) DO UPDATE SET position = t.position + 1`,
    );
  }

  private run<R extends object>(statement: SqlStatement) {
    return this.sql.query<R>(statement.text, statement.params);
  }

  private async similar(table: string, query: SimilarQuery): Promise<SimilarPage> {
    const { rows } = await this.run<{ id: number }>(similarSql(table, query));
    return { ids: rows.map((r) => r.id) };
  }

  /** `filters`: the narrow table whose row goes with the document's (a removed document has none). */
  private async remove(table: string, id: number, position: Position, filters: string | null = null): Promise<void> {
    const removed = `INSERT INTO ${table} AS t (id, status, position) VALUES ($1, '${REMOVED}', $2)
       ON CONFLICT (id) DO UPDATE SET status = '${REMOVED}', position = EXCLUDED.position WHERE t.position <= EXCLUDED.position`;
    await this.sql.query(filters ? `WITH w AS (${removed} RETURNING t.id) DELETE FROM ${filters} f USING w WHERE f.id = w.id` : removed, [id, text(position)]);
  }

  /**
   * Only the counts given move; the position moves too, so an older whole document cannot undo
   * them. `copy`: the narrow table and the columns of these it keeps (moved in the same statement).
   */
  private async setCounts(
    table: string,
    id: number,
    position: Position,
    counts: Record<string, number | null | undefined>,
    copy: { table: string; columns: string[] } | null = null,
  ): Promise<void> {
    const given = Object.entries(counts).filter(([, v]) => v !== undefined);
    if (given.length === 0) return;
    const sets = given.map(([column], i) => `${column} = $${i + 3}`).join(', ');
    const update = `UPDATE ${table} SET ${sets}, position = $2 WHERE id = $1 AND position <= $2 AND status <> '${REMOVED}'`;
    const copied = copy ? given.map(([column]) => column).filter((c) => copy.columns.includes(c)) : [];
    const statement = copy && copied.length
      ? `WITH w AS (${update} RETURNING id, ${copied.join(', ')}) UPDATE ${copy.table} f SET ${copied.map((c) => `${c} = w.${c}`).join(', ')} FROM w WHERE f.id = w.id`
      : update;
    await this.sql.query(statement, [id, text(position), ...given.map(([column, v]) => (column === 'rating' ? v : intOrNull(v as number)))]);
  }
}

/**
 * The query side's index: the pool and the stable view names every generation swaps behind. It is
 * the one long-lived reader, so it keeps the facet bitmap (loaded in the background; pass
 * `facetBitmap: undefined` to answer every query from SQL).
 */
export function searchReader(sql: Sql, options: { facetBitmap?: FacetBitmapOptions } = { facetBitmap: { mode: 'background' } }): PostgresSearchIndex {
  return new PostgresSearchIndex(sql, { images: ident(IMAGE_SEARCH_VIEW), products: ident(PRODUCT_SEARCH_VIEW), productFilters: ident(PRODUCT_FILTER_VIEW) }, options);
}
