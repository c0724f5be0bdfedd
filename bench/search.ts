import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REFERENCE_ENUMS, slugOf } from '@decorlook/domain';
import { loadSettings } from '@decorlook/infra/config';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { migrate } from '@decorlook/infra/db/migrations';
import { createPool, withTransaction, type Pool } from '@decorlook/infra/db/pool';
import type { Sql } from '@decorlook/infra/db/sql';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform } from '@decorlook/infra/platform';
import { contextFor, createTables, pointViews } from '@decorlook/infra/projections/tables';
import type { Projector } from '@decorlook/infra/projections/types';
import { productSearchSql } from '@decorlook/infra/search/postgres-query';
import { IMAGE_SEARCH_VIEW, PRODUCT_FILTER_VIEW, PRODUCT_SEARCH_VIEW, PostgresSearchIndex, searchReader } from '@decorlook/infra/search/postgres-search-index';
import type { ImageDocument, ImageQuery, ProductDocument, ProductQuery, SearchStatus } from '@decorlook/infra/search/types';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { affiliateCodesProjector } from '@decorlook/projectors/catalog/affiliate-codes/projector';
import { catalogImagesProjector } from '@decorlook/projectors/catalog/images/projector';
import { catalogProductsProjector } from '@decorlook/projectors/catalog/products/projector';
import { createUsersProjector } from '@decorlook/projectors';
import { createServer } from '../scripts/server';

/**
 * Search benchmark: figures for the record, no thresholds.
 * Loads generated products and images (deterministic, in batches, each batch its own
 * transaction) into the catalog projectors' tables, as the projectors would: the site's read
 * models (`products`, `inspiration_images`) by plain inserts, the search index through the port's
 * writer. Then measures searches with a few clients keeping one query each in flight (p50, p99,
 * queries/s and the CPU each query costs):
 *  - at the port: `searchReader(pool)`, the index the query side reads through;
 *  - over HTTP: the single-process server (scripts/server.ts) started in this process, its
 *    POST /v1/product/search and POST /v1/inspiration-image/search (index, then the read-model
 *    page joined with owners, likes and affiliate codes, then JSON).
 *
 * BENCH_SEARCH_MODE (both | port | http), BENCH_SEARCH_PRODUCTS (100000), BENCH_SEARCH_IMAGES
 * (20000), BENCH_SEARCH_SECONDS per search kind (5), BENCH_SEARCH_CONCURRENCY (4),
 * BENCH_SEARCH_BATCH (rows per insert, 5000) scale it; `--explain` prints the plan of the
 * filtered facet query.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = () => ({
  products: env('BENCH_SEARCH_PRODUCTS', 100_000),
  images: env('BENCH_SEARCH_IMAGES', 20_000),
  seconds: env('BENCH_SEARCH_SECONDS', 5),
  concurrency: env('BENCH_SEARCH_CONCURRENCY', 4),
  batch: env('BENCH_SEARCH_BATCH', 5_000),
  mode: (process.env.BENCH_SEARCH_MODE ?? 'both') as 'both' | 'port' | 'http',
  explain: process.argv.includes('--explain'),
});

/** A small seeded generator, so every run loads the same catalogue. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const some = <T>(xs: readonly T[], max: number) => [...new Set(Array.from({ length: int(1, max) }, () => pick(xs)))];
  return { next, int, pick, some };
}

const idsOf = (resource: keyof typeof REFERENCE_ENUMS) => REFERENCE_ENUMS[resource].filter((e) => e.name !== 'NONE').map((e) => e.id);
const STYLES = idsOf('styles');
const SUB_STYLES = idsOf('subStyles');
const COLORS = idsOf('colors');
const ITEM_CLASSES = idsOf('itemClasses');
const MATERIALS = idsOf('materials');
const SHAPES = idsOf('shapes');
const ROOM_TYPES = idsOf('roomTypes');
const PRICES = idsOf('prices');
const ADJECTIVES = ['oak', 'velvet', 'rattan', 'marble', 'linen', 'walnut', 'brass', 'woven', 'curved', 'vintage', 'scandinavian', 'industrial', 'coastal', 'boucle', 'cozy', 'minimal'];
const NOUNS = ['sofa', 'armchair', 'table', 'lamp', 'rug', 'mirror', 'shelf', 'bench', 'bed', 'chair', 'vase', 'pendant', 'sideboard', 'ottoman', 'desk', 'planter'];
const ROOMS = ['living room', 'bedroom', 'kitchen', 'dining room', 'reading nook', 'bathroom', 'home office', 'patio'];
const STATUSES: SearchStatus[] = ['approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'pending', 'rejected'];

function features(r: ReturnType<typeof random>): number[] {
  const raw = Array.from({ length: 32 }, () => (r.next() < 0.3 ? r.next() : 0));
  const sum = raw.reduce((a, b) => a + b, 0) || 1;
  return raw.map((x) => Math.round((x / sum) * 1e4) / 1e4);
}

const createdAt = (r: ReturnType<typeof random>) => new Date(Date.UTC(2024, 0, 1) + r.int(0, 700 * 86_400) * 1000).toISOString();

export function generateProduct(id: number): ProductDocument {
  const r = random(id * 7919);
  const title = `${r.pick(ADJECTIVES)} ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
  return {
    id,
    ownerId: r.int(1, 2_000),
    title,
    description: `A ${title} for the ${r.pick(ROOMS)}, in ${r.pick(ADJECTIVES)} tones with ${r.pick(ADJECTIVES)} details.`,
    brand: r.next() < 0.7 ? `Brand ${r.int(1, 300)}` : null,
    price: Math.round(Math.exp(r.next() * Math.log(500_000))) + 500,
    itemClassId: r.pick(ITEM_CLASSES),
    styles: r.some(STYLES, 3),
    subStyles: r.some(SUB_STYLES, 2),
    colors: r.some(COLORS, 3),
    materials: r.some(MATERIALS, 2),
    shapes: r.some(SHAPES, 1),
    countries: r.next() < 0.6 ? [] : r.some([1, 2, 3, 4, 5, 6], 3),
    affiliate: r.next() < 0.3,
    features: features(r),
    status: r.pick(STATUSES),
    likesCount: r.int(0, 500),
    rating: r.next() < 0.5 ? null : Math.round(r.next() * 40 + 10) / 10,
    ratingsCount: r.int(0, 50),
    createdAt: createdAt(r),
    position: id,
  };
}

export function generateImage(id: number): ImageDocument {
  const r = random(id * 104_729 + 1);
  const title = `${r.pick(ADJECTIVES)} ${r.pick(ROOMS)}`;
  return {
    id,
    ownerId: r.int(1, 2_000),
    title,
    description: `A ${r.pick(ADJECTIVES)} ${r.pick(ROOMS)} with a ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}.`,
    styles: r.some(STYLES, 2),
    subStyles: r.some(SUB_STYLES, 2),
    roomTypeId: r.pick(ROOM_TYPES),
    type: r.pick(['room', 'room', 'single', 'makeOver'] as const),
    colorGroups: r.some(COLORS, 3),
    features: features(r),
    status: r.pick(STATUSES),
    likesCount: r.int(0, 500),
    requestCount: r.int(0, 40),
    createdAt: createdAt(r),
    position: id,
  };
}

/** What a benchmark drives: the port, or the HTTP query routes. */
interface Target {
  name: string;
  searchProducts(q: ProductQuery): Promise<unknown>;
  searchImages(q: ImageQuery): Promise<unknown>;
  similarImages(id: number): Promise<unknown>;
}

const portTarget = (index: PostgresSearchIndex): Target => ({
  name: 'port (searchReader: the views the query side reads)',
  searchProducts: (q) => index.searchProducts(q),
  searchImages: (q) => index.searchImages(q),
  similarImages: (id) => index.similarImages({ id, offset: 0, limit: 20 }),
});

function post(agent: http.Agent, port: number, p: string, body: unknown): Promise<unknown> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode !== 200) reject(new Error(`POST ${p} answered ${res.statusCode}: ${text.slice(0, 300)}`));
        else resolve(JSON.parse(text));
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * The same searches as a visitor sends them. The routes know no 'relevance' sort: a product
 * search without a sort and without an image orders by text rank; images with text sort newest.
 */
const httpTarget = (port: number, agent: http.Agent): Target => ({
  name: 'HTTP (POST /v1/product/search, /v1/inspiration-image/search, /v1/inspiration-image/similar)',
  searchProducts: (q) =>
    post(agent, port, '/v1/product/search', {
      search: q.text,
      styles: q.styles,
      colors: q.colors,
      prices: q.prices,
      offset: q.offset,
      limit: q.limit,
      ...(q.sort === 'relevance' ? {} : { sort: q.sort }),
    }),
  searchImages: (q) =>
    post(agent, port, '/v1/inspiration-image/search', {
      search: q.text,
      styles: q.styles,
      roomTypes: q.roomTypes,
      offset: q.offset,
      limit: q.limit,
      sort: q.sort === 'relevance' ? 'newest' : q.sort,
    }),
  similarImages: (id) => post(agent, port, '/v1/inspiration-image/similar', { imageId: id, offset: 0, limit: 20 }),
});

interface Scenario {
  name: string;
  run: (t: Target, i: number) => Promise<unknown>;
  /** Measured over HTTP too (the figures); the others at the port only. */
  http: boolean;
}

/** The kinds of search measured; `i` varies the filters from call to call, the same way each run. */
function scenarios(s: ReturnType<typeof settings>): Scenario[] {
  const r = random(42);
  const filtered = Array.from({ length: 256 }, () => ({
    styles: [r.pick(STYLES)],
    colors: r.some(COLORS, 2),
    prices: r.some(PRICES, 2),
  }));
  const words = Array.from({ length: 256 }, () => `${r.pick(ADJECTIVES)} ${r.pick(NOUNS).slice(0, r.int(3, 6))}`);
  const imageFilters = Array.from({ length: 256 }, () => ({ styles: r.some(STYLES, 2), roomTypes: [r.pick(ROOM_TYPES)] }));
  const at = <T>(xs: T[], i: number) => xs[i % xs.length];
  return [
    { name: 'products: 3 filters + facets', http: true, run: (t, i) => t.searchProducts({ ...at(filtered, i), sort: 'newest', offset: 0, limit: 20 }) },
    { name: 'products: text + facets', http: true, run: (t, i) => t.searchProducts({ text: at(words, i), sort: 'relevance', offset: 0, limit: 20 }) },
    { name: 'products: no filter + facets', http: false, run: (t) => t.searchProducts({ sort: 'liked', offset: 0, limit: 20 }) },
    { name: 'images: 2 filters', http: true, run: (t, i) => t.searchImages({ ...at(imageFilters, i), sort: 'newest', offset: 0, limit: 20 }) },
    { name: 'images: text', http: true, run: (t, i) => t.searchImages({ text: at(words, i).split(' ')[0], sort: 'relevance', offset: 0, limit: 20 }) },
    { name: 'images: similar', http: false, run: (t, i) => t.similarImages(1 + ((i * 7_919) % s.images)) },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** CPU milliseconds of a process so far (Linux /proc; the embedded server runs on this machine). */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * CPU the database spent on this database's connections (the bench's and the server's), read
 * from /proc. With it, queries cost a figure that does not depend on how busy the machine is,
 * while latencies do. Connections opened during the run count whole; the one asking counts too
 * (which pooled connection asks differs from call to call).
 */
async function databaseCpu(pool: Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    out.set(pid, ms);
  }
  return out;
}

async function measure(pool: Pool, run: (i: number) => Promise<unknown>, seconds: number, concurrency: number) {
  const pgBefore = await databaseCpu(pool);
  const nodeBefore = process.cpuUsage();
  const latencies: number[] = [];
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await run(next++);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const pgAfter = await databaseCpu(pool);
  const node = process.cpuUsage(nodeBefore);
  latencies.sort((a, b) => a - b);
  const n = latencies.length;
  let pgCpu: number | null = null;
  if (pgBefore && pgAfter) {
    let spent = 0;
    for (const [pid, ms] of pgAfter) spent += ms - (pgBefore.get(pid) ?? 0);
    pgCpu = spent / n;
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), rate: n / elapsed, pgCpu, nodeCpu: (node.user + node.system) / 1000 / n };
}

async function load<D>(what: string, count: number, batch: number, make: (id: number) => D, write: (docs: D[]) => Promise<void>) {
  const t0 = performance.now();
  for (let from = 1; from <= count; from += batch) {
    const docs = Array.from({ length: Math.min(batch, count - from + 1) }, (_, i) => make(from + i));
    await write(docs);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`   loaded ${count.toLocaleString('en')} ${what} in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, batches of ${batch}: read model and search index in one transaction)`);
}

const HASH = '0'.repeat(32);

/** The `products` read-model rows of a batch, as the projector keeps them (media and retailer left plain). */
async function insertProductRows(sql: Sql, table: string, docs: ProductDocument[]): Promise<void> {
  const rows = docs.map((d) => ({ ...d, slug: slugOf(d.title), rating: d.rating, ratingsSum: Math.round((d.rating ?? 0) * d.ratingsCount) }));
  await sql.query(
    `INSERT INTO ${table} (id, owner_id, media_id, media_user_id, media_hash, title, slug, description, price, brand, item_class_id, styles, sub_styles, colors,
       materials, shapes, countries, features, status, likes_count, ratings_count, ratings_sum, rating, created_at, updated_at, position)
     SELECT id, "ownerId", id, "ownerId", '${HASH}', title, slug, description, price, brand, "itemClassId", "styles", "subStyles", colors,
       materials, shapes, countries, features, status, "likesCount", "ratingsCount", "ratingsSum", rating, "createdAt", "createdAt", position
     FROM jsonb_to_recordset($1::jsonb) AS r(id int, "ownerId" int, title text, slug text, description text, price int, brand text, "itemClassId" int,
       styles int[], "subStyles" int[], colors int[], materials int[], shapes int[], countries int[], features float8[], status text, "likesCount" int,
       "ratingsCount" int, "ratingsSum" int, rating float8, "createdAt" timestamptz, position bigint)`,
    [JSON.stringify(rows)],
  );
}

async function insertImageRows(sql: Sql, table: string, docs: ImageDocument[]): Promise<void> {
  const rows = docs.map((d) => ({ ...d, slug: slugOf(d.title) }));
  await sql.query(
    `INSERT INTO ${table} (id, owner_id, media_id, media_user_id, media_hash, width, height, title, slug, description, styles, sub_styles, room_type_id, type,
       color_groups, features, permissions, status, likes_count, request_count, created_at, updated_at, position)
     SELECT id, "ownerId", id, "ownerId", '${HASH}', 1400, 933, title, slug, description, styles, "subStyles", "roomTypeId", type,
       "colorGroups", features, 'open', status, "likesCount", "requestCount", "createdAt", "createdAt", position
     FROM jsonb_to_recordset($1::jsonb) AS r(id int, "ownerId" int, title text, slug text, description text, styles int[], "subStyles" int[], "roomTypeId" int,
       type text, "colorGroups" int[], features float8[], status text, "likesCount" int, "requestCount" int, "createdAt" timestamptz, position bigint)`,
    [JSON.stringify(rows)],
  );
}

/** The generation the bench's tables are made at (the views point to it, as after a swap). */
const BENCH_GENERATION = 900;
const CATALOG_PROJECTORS: Projector[] = [catalogImagesProjector, catalogProductsProjector, affiliateCodesProjector];

function table(rows: string[][], head: string[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `   ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  return [line(head), ...rows.map(line)];
}

/** Runs the search benchmark on a migrated database (its URL); used alone and by `npm run bench`. */
export async function searchBench(url: string, title = 'Search'): Promise<void> {
  const s = settings();
  const pool = createPool(url, { max: s.concurrency + 1, applicationName: 'decorlook-bench-search' });
  // The catalog projectors' tables and views, as a rebuild makes them (no runner: nothing else writes).
  // The pages join the owners: the users read model is made too when no runner made it before.
  const { rows: usersView } = await pool.query<{ found: string | null }>(`SELECT to_regclass('users')::text AS found`);
  for (const p of [...CATALOG_PROJECTORS, ...(usersView[0].found ? [] : [createUsersProjector({ publicUrl: 'http://localhost' })])]) {
    await createTables(pool, p, BENCH_GENERATION);
    await pointViews(pool, p, BENCH_GENERATION);
  }
  const images = contextFor(pool, catalogImagesProjector, BENCH_GENERATION).table;
  const products = contextFor(pool, catalogProductsProjector, BENCH_GENERATION).table;
  console.log(`${title}: ${s.products.toLocaleString('en')} products, ${s.images.toLocaleString('en')} images, concurrency ${s.concurrency}, ${s.seconds} s per search`);
  const writer = (tx: Sql) => new PostgresSearchIndex(tx, { images: images(IMAGE_SEARCH_VIEW), products: products(PRODUCT_SEARCH_VIEW), productFilters: products(PRODUCT_FILTER_VIEW) });
  await load('products', s.products, s.batch, generateProduct, (d) =>
    withTransaction(pool, async (tx) => {
      await insertProductRows(tx, products('products'), d);
      await writer(tx).upsertProducts(d);
    }),
  );
  await load('images', s.images, s.batch, generateImage, (d) =>
    withTransaction(pool, async (tx) => {
      await insertImageRows(tx, images('inspiration_images'), d);
      await writer(tx).upsertImages(d);
    }),
  );
  for (const t of [products('products'), products(PRODUCT_SEARCH_VIEW), products(PRODUCT_FILTER_VIEW), images('inspiration_images'), images(IMAGE_SEARCH_VIEW)]) {
    await pool.query(`VACUUM ANALYZE ${t}`);
  }
  // Autovacuum may still be at the loaded tables: measured beside it, latencies would be its.
  for (let waited = 0; waited < 60_000; waited += 500) {
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`);
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }

  if (s.explain) {
    const q = productSearchSql(products(PRODUCT_FILTER_VIEW), { styles: [1], colors: [1, 4], prices: [2, 3], sort: 'newest', offset: 0, limit: 20 });
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }

  const list = scenarios(s);
  const head = ['search', 'p50 ms', 'p99 ms', 'queries/s', 'p99 < 50 ms', 'pg CPU ms/q', 'node CPU ms/q'];
  const runAll = async (target: Target, only: Scenario[]) => {
    // One short warm-up pass, so the first figures are not the cache filling.
    for (const sc of only) for (let i = 0; i < 10; i++) await sc.run(target, i);
    const results: string[][] = [];
    for (const sc of only) {
      const m = await measure(pool, (i) => sc.run(target, i), s.seconds, s.concurrency);
      results.push([sc.name, m.p50.toFixed(1), m.p99.toFixed(1), m.rate.toFixed(0), m.p99 < 50 ? 'yes' : 'NO', m.pgCpu === null ? 'n/a' : m.pgCpu.toFixed(1), m.nodeCpu.toFixed(1)]);
    }
    console.log(`   through the ${target.name}; target for the record: p99 < 50 ms at concurrency ${s.concurrency}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    for (const l of table(results, head)) console.log(l);
  };

  if (s.mode !== 'http') await runAll(portTarget(searchReader(pool)), list);
  if (s.mode !== 'port') {
    const appSettings = loadSettings({ NODE_ENV: 'test', APP_ENV: 'test', HASH_KEY: 'bench', JWT_SECRET: 'bench-jwt-secret-of-at-least-32-characters' });
    const platform = await createPlatform(appSettings, url, createLogger('bench-search', (process.env.BENCH_SEARCH_LOG ?? 'silent') as 'silent'), { poolSize: s.concurrency * 2, migrate: false });
    const server = createServer(platform, { webDist: null }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const agent = new http.Agent({ keepAlive: true, maxSockets: s.concurrency });
    try {
      const target = httpTarget((server.address() as AddressInfo).port, agent);
      // The routes answer the page the index found: a wrong setup shows here, not as fast empty answers.
      const first = (await target.searchProducts({ styles: [STYLES[0]], sort: 'newest', offset: 0, limit: 20 })) as { result: unknown[]; total: number };
      if (first.result.length !== 20 || first.total < 20) throw new Error(`the HTTP product search found ${first.total} products: the bench's read models are not in place`);
      console.log('   (node CPU over HTTP: the server and the clients, both in this process)');
      await runAll(target, list.filter((sc) => sc.http));
    } finally {
      agent.destroy();
      await new Promise((r) => server.close(r));
      await platform.close();
    }
  }
  await pool.end();
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-bench-search-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort() });
  try {
    const admin = createPool(db.adminUrl, { max: 1 });
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const pool = createPool(db.urlFor('bench'), { max: 1 });
    await migrate(pool);
    await pool.end();
    await searchBench(db.urlFor('bench'));
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
