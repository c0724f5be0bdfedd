import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REFERENCE_ENUMS } from '@decorlook/domain';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { migrate } from '@decorlook/infra/db/migrations';
import { createPool, type Pool } from '@decorlook/infra/db/pool';
import { ident } from '@decorlook/infra/db/sql';
import { productSearchSql } from '@decorlook/infra/search/postgres-query';
import { PostgresSearchIndex, imageIndexIndexes, imageIndexTable, productIndexIndexes, productIndexTable } from '@decorlook/infra/search/postgres-search-index';
import type { ImageDocument, ImageQuery, ProductDocument, ProductQuery, SearchStatus } from '@decorlook/infra/search/types';
import { freePort } from '@decorlook/infra/testing/global-setup';

/**
 * Search benchmark: figures for the record, no thresholds.
 * Loads generated products and images (deterministic, in batches, each batch its own
 * transaction) into the search index tables, then measures searches with a few clients keeping
 * one query each in flight: p50, p99 and queries/s per kind of search.
 *
 * It measures at the port (SearchIndex) for now. A target is anything answering the four
 * searches, so an HTTP mode (the query routes, once they exist) is one more `Target` beside
 * `portTarget`, picked by BENCH_SEARCH_MODE.
 *
 * BENCH_SEARCH_PRODUCTS (100000), BENCH_SEARCH_IMAGES (20000), BENCH_SEARCH_SECONDS per search
 * kind (5), BENCH_SEARCH_CONCURRENCY (4), BENCH_SEARCH_BATCH (rows per insert, 5000) scale it;
 * `--explain` prints the plan of the filtered facet query.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = () => ({
  products: env('BENCH_SEARCH_PRODUCTS', 100_000),
  images: env('BENCH_SEARCH_IMAGES', 20_000),
  seconds: env('BENCH_SEARCH_SECONDS', 5),
  concurrency: env('BENCH_SEARCH_CONCURRENCY', 4),
  batch: env('BENCH_SEARCH_BATCH', 5_000),
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

/** What a benchmark drives: the port today, the HTTP query routes later. */
interface Target {
  name: string;
  searchProducts(q: ProductQuery): Promise<unknown>;
  searchImages(q: ImageQuery): Promise<unknown>;
  similarImages(id: number): Promise<unknown>;
}

const portTarget = (index: PostgresSearchIndex): Target => ({
  name: 'port (PostgresSearchIndex)',
  searchProducts: (q) => index.searchProducts(q),
  searchImages: (q) => index.searchImages(q),
  similarImages: (id) => index.similarImages({ id, offset: 0, limit: 20 }),
});

/** The kinds of search measured; `i` varies the filters from call to call, the same way each run. */
function scenarios(s: ReturnType<typeof settings>): { name: string; run: (t: Target, i: number) => Promise<unknown> }[] {
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
    { name: 'products: 3 filters + facets', run: (t, i) => t.searchProducts({ ...at(filtered, i), sort: 'newest', offset: 0, limit: 20 }) },
    { name: 'products: text + facets', run: (t, i) => t.searchProducts({ text: at(words, i), sort: 'relevance', offset: 0, limit: 20 }) },
    { name: 'products: no filter + facets', run: (t) => t.searchProducts({ sort: 'liked', offset: 0, limit: 20 }) },
    { name: 'images: 2 filters', run: (t, i) => t.searchImages({ ...at(imageFilters, i), sort: 'newest', offset: 0, limit: 20 }) },
    { name: 'images: text', run: (t, i) => t.searchImages({ text: at(words, i).split(' ')[0], sort: 'relevance', offset: 0, limit: 20 }) },
    { name: 'images: similar', run: (t, i) => t.similarImages(1 + ((i * 7_919) % s.images)) },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/**
 * CPU the database spent, summed over the backends serving `pool` (read from /proc: the embedded
 * server runs on this machine). With it, queries cost a figure that does not depend on how busy
 * the machine is, while latencies do.
 */
async function backendCpuMs(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [BENCH_APP]);
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  try {
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    }
  } catch {
    return null;
  }
  return total;
}
const BENCH_APP = 'decorlook-bench-search';

async function measure(pool: Pool, run: (i: number) => Promise<unknown>, seconds: number, concurrency: number) {
  const pgBefore = await backendCpuMs(pool);
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
  const pgAfter = await backendCpuMs(pool);
  const node = process.cpuUsage(nodeBefore);
  latencies.sort((a, b) => a - b);
  const n = latencies.length;
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rate: n / elapsed,
    pgCpu: pgBefore === null || pgAfter === null ? null : (pgAfter - pgBefore) / n,
    nodeCpu: (node.user + node.system) / 1000 / n,
  };
}

async function load<D>(what: string, count: number, batch: number, make: (id: number) => D, write: (docs: D[]) => Promise<void>) {
  const t0 = performance.now();
  for (let from = 1; from <= count; from += batch) {
    const docs = Array.from({ length: Math.min(batch, count - from + 1) }, (_, i) => make(from + i));
    await write(docs);
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`   loaded ${count.toLocaleString('en')} ${what} in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, batches of ${batch})`);
}

/** Runs the search benchmark on a migrated database (its URL); used alone and by `npm run bench`. */
export async function searchBench(url: string, title = 'Search'): Promise<void> {
  const s = settings();
  const pool = createPool(url, { max: s.concurrency + 1, applicationName: BENCH_APP });
  const tables = { images: ident('bench_image_search'), products: ident('bench_product_search') };
  for (const t of Object.values(tables)) await pool.query(`DROP TABLE IF EXISTS ${t}`);
  await pool.query(imageIndexTable(tables.images));
  await pool.query(productIndexTable(tables.products));
  // As the projection runner does: indexes first, then every write keeps them current.
  for (const ddl of [...imageIndexIndexes(tables.images), ...productIndexIndexes(tables.products)]) await pool.query(ddl);
  const index = new PostgresSearchIndex(pool, tables);
  console.log(`${title}: ${s.products.toLocaleString('en')} products, ${s.images.toLocaleString('en')} images, concurrency ${s.concurrency}, ${s.seconds} s per search`);
  await load('products', s.products, s.batch, generateProduct, (d) => index.upsertProducts(d));
  await load('images', s.images, s.batch, generateImage, (d) => index.upsertImages(d));
  await pool.query(`VACUUM ANALYZE ${tables.products}`);
  await pool.query(`VACUUM ANALYZE ${tables.images}`);

  if (s.explain) {
    const q = productSearchSql(tables.products, { styles: [1], colors: [1, 4], prices: [2, 3], sort: 'newest', offset: 0, limit: 20 });
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.params);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }

  const target = portTarget(index);
  const list = scenarios(s);
  // One short warm-up pass, so the first figures are not the cache filling.
  for (const sc of list) for (let i = 0; i < 10; i++) await sc.run(target, i);
  const results: string[][] = [];
  for (const sc of list) {
    const m = await measure(pool, (i) => sc.run(target, i), s.seconds, s.concurrency);
    results.push([sc.name, m.p50.toFixed(1), m.p99.toFixed(1), m.rate.toFixed(0), m.p99 < 50 ? 'yes' : 'NO', m.pgCpu === null ? 'n/a' : m.pgCpu.toFixed(1), m.nodeCpu.toFixed(1)]);
  }
  const head = ['search', 'p50 ms', 'p99 ms', 'queries/s', 'p99 < 50 ms', 'pg CPU ms/q', 'node CPU ms/q'];
  const widths = head.map((h, i) => Math.max(h.length, ...results.map((r) => r[i].length)));
  const line = (cells: string[]) => `   ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
  console.log(`   through the ${target.name}; target for the record: p99 < 50 ms; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log(line(head));
  for (const r of results) console.log(line(r));
  for (const t of Object.values(tables)) await pool.query(`DROP TABLE IF EXISTS ${t}`);
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
