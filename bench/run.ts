import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { eventRegistry, notificationEmailInput } from '@decorlook/domain';
import { seedReferenceData } from '@decorlook/command-api';
import { loadSettings } from '@decorlook/infra/config';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { createPool } from '@decorlook/infra/db/pool';
import { PostgresEventStore } from '@decorlook/infra/event-store/postgres-event-store';
import type { EventStore } from '@decorlook/infra/event-store/types';
import { authenticate } from '@decorlook/infra/http/auth';
import { errorHandler } from '@decorlook/infra/http/errors';
import { idempotency } from '@decorlook/infra/http/idempotency';
import { parseInput } from '@decorlook/infra/http/validate';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform } from '@decorlook/infra/platform';
import { rebuild } from '@decorlook/infra/projections/rebuild';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { siteEnumsProjector } from '@decorlook/projectors';
import { startProjectorThread, type ProjectorThread } from '../scripts/projector-thread';
import { createServer } from '../scripts/server';
import { runFeedbackBench } from './feedback';
import { lookBoardsBench } from './look-boards';
import { runCompatibilityBench } from './compatibility';
import { matchingBench, runMatchingBench } from './matching';
import { realtimeBench, runRealtimeBench } from './realtime';
import { searchBench } from './search';

/**
 * npm run bench: figures for the record, no thresholds.
 *  1. appends/s and latency of single-event commands through the HTTP command path, with and
 *     without group commit, beside a CRUD baseline on the same HTTP stack, validation and
 *     database (UPDATE ... RETURNING), all with the projectors running in their own thread of the
 *     same process, as `npm start` runs them;
 *  2. projection lag p50/p99 from append to read-model visibility at half the command rate;
 *  3. replay rate over 1,000,000 generated events;
 *  4. search latency over a generated catalogue, at the search port and through the HTTP query
 *     routes (bench/search.ts; BENCH_SEARCH_* scale it, BENCH_SEARCH_MODE picks port or http);
 *  5. look boards: like, vote and rate commands on one hot board and on many, beside the CRUD
 *     baseline, and the lag until the board cards show the counts (bench/look-boards.ts);
 *  6. Request the Look's matching: latency over 10,000 ambassador profiles and precision@3 on
 *     demo-like ambassadors with held-out style labels (bench/matching.ts; `npm run bench --
 *     matching` runs it alone);
 *  7. realtime messaging: send → delivery on the other participant's sockets, p50/p99, with 1,000
 *     sockets connected (bench/realtime.ts; `npm run bench -- realtime` runs it alone).
 * `npm run bench -- compatibility` prints the compatibility model's fill-in-the-blank accuracy
 * on held-out demo boards beside chance, colour alone and the Polyvore Outfits record (bench/compatibility.ts).
 * BENCH_SECONDS (default 10), BENCH_EVENTS (default 1000000) and BENCH_CONCURRENCY (clients
 * keeping one request each in flight, default 48) scale it. `-- --profile` writes CPU profiles
 * of a turn of the command path and of the CRUD baseline (open them in Chrome DevTools or
 * speedscope) and prints their paths.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPLAY_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 48);
const PROFILE = process.argv.includes('--profile');
/** BENCH_STEPS=1,3 runs only those figures (default: all seven; figure 1 always runs, the others compare with it). */
const STEPS = new Set((process.env.BENCH_STEPS ?? '1,2,3,4,5,6,7').split(',').map((s) => Number(s.trim())));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

function post(port: number, p: string, body: unknown): Promise<{ status: number; position: string | undefined }> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, position: res.headers['x-event-position'] as string | undefined }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** One timed load: its requests' latencies and the CPU they took. */
interface Sample {
  seconds: number;
  /** Of those, the time the projectors took to catch up after the last answer. */
  settleSeconds: number;
  latencies: number[];
  nodeCpuMs: number;
  pgCpuMs: number;
}

interface LoadFigures {
  rate: number;
  p50: number;
  p99: number;
  /** CPU per request, this process (server, projectors and load generator) and PostgreSQL. */
  nodeCpuMs: number;
  pgCpuMs: number;
}

/** The PostgreSQL server's pid, set once it runs: its CPU and its children's is counted per request. */
let postmaster = 0;

/** CPU milliseconds used so far by the PostgreSQL server and its backends (Linux /proc; 0 elsewhere). */
function postgresCpuMs(): number {
  if (!postmaster) return 0;
  let ticks = 0;
  let dirs: string[] = [];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const d of dirs) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // The server's own time, its ended backends' (reaped into its children's time) and its live backends'.
      if (Number(d) === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while it was read
    }
  }
  return ticks * 10;
}

/**
 * CONCURRENCY clients, each sending its next request as soon as the last is answered. `settle`
 * (the projectors catching up) counts as part of the load's time and CPU.
 */
async function load(port: number, p: string, body: (i: number) => unknown, seconds: number, settle?: () => Promise<unknown>): Promise<Sample> {
  let n = 0;
  let failed = 0;
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuMs();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await post(port, p, body(n++));
        latencies.push(performance.now() - t0);
        if (r.status >= 300) failed++;
      }
    }),
  );
  if (failed) throw new Error(`${failed} requests to ${p} failed`);
  const settleStart = performance.now();
  await settle?.();
  const cpu = process.cpuUsage(cpu0);
  return { seconds: (performance.now() - start) / 1000, settleSeconds: (performance.now() - settleStart) / 1000, latencies, nodeCpuMs: (cpu.user + cpu.system) / 1000, pgCpuMs: postgresCpuMs() - pg0 };
}

function figures(samples: Sample[]): LoadFigures {
  const latencies = samples.flatMap((x) => x.latencies);
  const sum = (f: (x: Sample) => number) => samples.reduce((t, x) => t + f(x), 0);
  return {
    rate: latencies.length / sum((x) => x.seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    nodeCpuMs: sum((x) => x.nodeCpuMs) / latencies.length,
    pgCpuMs: sum((x) => x.pgCpuMs) / latencies.length,
  };
}

const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** Runs `fn` under the CPU profiler and writes a .cpuprofile (Chrome DevTools, speedscope). */
async function profiled<T>(name: string, fn: () => Promise<T>): Promise<{ result: T; file: string }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await fn();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  return { result, file };
}

const row = (label: string, f: LoadFigures, unit: string, note: string) =>
  `   ${label.padEnd(31)}${f.rate.toFixed(0).padStart(6)} ${unit}  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  cpu ${f.nodeCpuMs.toFixed(2)} + ${f.pgCpuMs.toFixed(2)} ms  ${note}`;

async function main() {
  // `npm run bench -- matching`: the matching figures alone, on a database of their own.
  if (process.argv.slice(2).includes('matching')) return runMatchingBench();
  // `npm run bench -- realtime`: the realtime figures alone, on a database of their own.
  if (process.argv.slice(2).includes('realtime')) return runRealtimeBench();
  // `npm run bench -- feedback`: keep or swap's NDCG@10 alone (no database: the domain rule over the demo catalog plan).
  if (process.argv.slice(2).includes('feedback')) return runFeedbackBench();
  // `npm run bench -- compatibility`: fill-in-the-blank accuracy alone (no database: the domain's model over the demo catalog plan).
  if (process.argv.slice(2).includes('compatibility')) return runCompatibilityBench();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-bench-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
  postmaster = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const admin = createPool(db.adminUrl, { max: 1 });
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = db.urlFor('bench');
  const env = { NODE_ENV: 'test', APP_ENV: 'test', HASH_KEY: 'bench', JWT_SECRET: 'bench-jwt-secret-of-at-least-32-characters' };
  const settings = loadSettings(env);
  const logger = createLogger('bench', 'silent');
  const platform = await createPlatform(settings, url, logger, { poolSize: 20 });
  // The projectors run as `npm start` runs them: in a thread of their own, woken by this thread's appends.
  const runnerFor = (store: EventStore) => {
    let thread: ProjectorThread | null = null;
    return {
      start: async () => void (thread = await startProjectorThread(url, store, env)),
      stop: async () => thread?.stop(),
    };
  };
  // platform.store groups concurrent appends into one commit (the default); this one writes
  // each append in its own transaction, for comparison. Each has its own runner, woken by it.
  const ungrouped = new PostgresEventStore({ pool: platform.pool, connectionString: url, registry: eventRegistry, groupCommit: false });
  let runner = runnerFor(platform.store);
  await runner.start();
  await seedReferenceData(platform);

  // The CRUD baseline: the same HTTP stack (the command side's middleware included) and
  // validation, then one plain UPDATE ... RETURNING.
  const crud = Router();
  crud.use(authenticate(platform.pool, platform.tokens));
  crud.use(idempotency(platform.pool));
  const crudInput = notificationEmailInput.extend({ id: z.number().int().min(1).max(1000) });
  crud.post('/crud-baseline', async (req, res) => {
    const input = parseInput(crudInput, req.body);
    const { rows } = await platform.pool.query('UPDATE crud_baseline SET name = $2, version = version + 1 WHERE id = $1 RETURNING version', [input.id, input.email]);
    res.json({ result: { version: rows[0].version } });
  });
  crud.use(errorHandler);
  const app = createServer(platform, { webDist: null, extraRoutes: (a) => a.use('/bench', crud) });
  await platform.pool.query(`INSERT INTO crud_baseline (id, name) SELECT g, 'x' FROM generate_series(1, 1000) g`);
  const listen = async (a: ReturnType<typeof createServer>) => {
    const s = a.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    return { server: s, port: (s.address() as AddressInfo).port };
  };
  const grouped = await listen(app);
  const single = await listen(createServer({ ...platform, store: ungrouped }, { webDist: null }));
  const port = grouped.port;
  const run = Date.now().toString(36);

  // The command path and the CRUD baseline take turns of a second, so a change in the machine's
  // other load during the run weighs on both alike.
  const ROUNDS = Math.max(1, Math.round(SECONDS));
  console.log(`DecorLook benchmarks (${os.cpus().length} cores, ${CONCURRENCY} concurrent clients, ${SECONDS} s per path, in turns of ${(SECONDS / ROUNDS).toFixed(1)} s)\n`);

  // Warm-up, then measure every path in the same run. A command-path turn lasts until the
  // projectors have applied all it wrote: its figures count the read models kept up to date.
  const caughtUp = async () => waitForPosition(platform.pool, await platform.store.headPosition(), 120_000);
  const subscribe = (p: number, tag: string, seconds: number, settle: (() => Promise<unknown>) | null = caughtUp) =>
    load(p, '/v1/notification-email', (i) => ({ email: `${tag}-${run}-${i}@example.com` }), seconds, settle ?? undefined);
  await subscribe(port, 'warm', 2);
  await subscribe(single.port, 'warm-single', 1);
  await load(port, '/bench/crud-baseline', (i) => ({ id: (i % 1000) + 1, email: `w${i}@example.com` }), 2);
  const slice = SECONDS / ROUNDS;
  const crudBody = (i: number) => ({ id: (i % 1000) + 1, email: `c${i}@example.com` });
  const samples = { grouped: [] as Sample[], crud: [] as Sample[], single: [] as Sample[] };
  const profiles: string[] = [];
  // With --profile, the first turn of the command path and of the CRUD baseline run under the profiler.
  const measure = async (name: string, r: number, fn: () => Promise<Sample>) => {
    if (!PROFILE || r > 0) return fn();
    const p = await profiled(name, fn);
    profiles.push(p.file);
    return p.result;
  };
  for (let r = 0; r < ROUNDS; r++) {
    samples.grouped.push(await measure('command-path', r, () => subscribe(port, `bench${r}`, slice)));
    samples.crud.push(await measure('crud-baseline', r, () => load(port, '/bench/crud-baseline', crudBody, slice)));
  }
  // Without group commit: the other store, with a runner of its own so the projectors are woken
  // by its appends the same way; in turns of its own.
  await runner.stop();
  runner = runnerFor(ungrouped);
  await runner.start();
  for (let r = 0; r < Math.max(1, Math.round(SECONDS / 2)); r++) samples.single.push(await subscribe(single.port, `single${r}`, 2));
  await runner.stop();
  runner = runnerFor(platform.store);
  await runner.start();
  const [commandRate, crudRate, singleRate] = [figures(samples.grouped), figures(samples.crud), figures(samples.single)];
  // The same command path with the projectors paused: what the write side alone costs.
  await runner.stop();
  const commandAlone = figures([await subscribe(port, 'alone', SECONDS / 2, null)]);
  runner = runnerFor(platform.store);
  await runner.start();
  // Let the projectors catch up with what the paused run appended before measuring lag.
  await waitForPosition(platform.pool, await platform.store.headPosition(), 120_000);
  console.log('1. Command path (POST /v1/notification-email: validate, decide, encrypt the address, append one event to a new stream)');
  console.log('   (cpu: milliseconds per request in this process, which also runs the projectors and the clients, + in PostgreSQL)');
  console.log(row('command path, group commit', commandRate, 'appends/s', '(projectors running in their own thread, and caught up)'));
  const settle = samples.grouped.map((x) => x.settleSeconds * 1000);
  console.log(`   (of each turn, the projectors' catch-up after the last answer: mean ${(settle.reduce((a, b) => a + b, 0) / settle.length).toFixed(0)} ms, max ${Math.max(...settle).toFixed(0)} ms)`);
  console.log(row('command path, no group commit', singleRate, 'appends/s', '(the same, one transaction per append)'));
  console.log(row('command path, write side', commandAlone, 'appends/s', '(group commit, projectors paused)'));
  console.log(row('CRUD baseline', crudRate, 'updates/s', '(same stack and validation, UPDATE ... RETURNING on 1,000 rows)'));
  console.log(
    `   ratio (command path / CRUD, projectors running)  ${(commandRate.rate / crudRate.rate).toFixed(2)} x with group commit, ${(singleRate.rate / crudRate.rate).toFixed(2)} x without  (target: >= 1.0 with group commit)`,
  );
  console.log(`   group commit speed-up                            ${(commandRate.rate / singleRate.rate).toFixed(2)} x`);
  for (const file of profiles) console.log(`   CPU profile: ${file}`);
  console.log('');

  if (STEPS.has(2)) await lagBench(commandRate.rate / 2);
  if (STEPS.has(5)) await lookBoardsBench({ port, platform, url, seconds: SECONDS, concurrency: CONCURRENCY, postgresCpuMs });
  if (STEPS.has(7)) await realtimeBench({ platform, server: grouped.server, port }, '7. Realtime messaging');
  await runner.stop();
  grouped.server.close();
  single.server.close();
  if (STEPS.has(3)) await replayBench();
  if (STEPS.has(4)) await searchBench(url, '4. Search');
  if (STEPS.has(6)) await matchingBench(url, '6. Matching');

  await platform.close();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
  agent.destroy();

  // Lag at half the maximum command rate: each write's time until the read model has it.
  async function lagBench(rate: number) {
  const lags: number[] = [];
  const pending: { position: bigint; at: number }[] = [];
  let watching = true;
  // The watcher polls on its own connection every 2 ms (its figures are at most that coarse).
  const watchPool = createPool(url, { max: 1 });
  const watcher = (async () => {
    while (watching || pending.length) {
      const { rows } = await watchPool.query<{ safe: string }>(`SELECT safe_tx::text AS safe FROM projections WHERE name = 'newsletter-subscriptions'`);
      const safe = BigInt(rows[0].safe);
      const now = performance.now();
      for (let i = pending.length - 1; i >= 0; i--) {
        if (pending[i].position <= safe) {
          lags.push(now - pending[i].at);
          pending.splice(i, 1);
        }
      }
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const total = Math.max(50, Math.round(rate * SECONDS));
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      post(port, '/v1/notification-email', { email: `lag-${run}-${i}@example.com` }).then((r) => {
        pending.push({ position: BigInt(r.position ?? '0'), at: performance.now() });
      }),
    );
  }
  await Promise.all(inflight);
  watching = false;
  await watcher;
  await watchPool.end();
  console.log(`2. Projection lag at ${rate.toFixed(0)} commands/s (half the command rate), ${lags.length} writes`);
  console.log(`   p50 ${percentile(lags, 0.5).toFixed(1)} ms   p90 ${percentile(lags, 0.9).toFixed(1)} ms   p99 ${percentile(lags, 0.99).toFixed(1)} ms   max ${Math.max(...lags).toFixed(1)} ms  (target for the record: p99 < 50 ms)\n`);
  }

  // Replay over generated events, written in batched transactions.
  async function replayBench() {
  const genStart = performance.now();
  const BATCH = 20_000;
  for (let done = 0; done < REPLAY_EVENTS; done += BATCH) {
    const n = Math.min(BATCH, REPLAY_EVENTS - done);
    await platform.pool.query(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata)
       SELECT 'siteEnum-bench-' || ((g - 1) / 1000), (g - 1) % 1000 + $3::bigint, gen_random_uuid(), 'EnumEntryChanged',
              jsonb_build_object('resource', 'materials', 'entry', jsonb_build_object('id', (g % 5000) + 1, 'name', 'Material ' || g)),
              jsonb_build_object('schemaVersion', 1, 'correlationId', 'bench')
       FROM generate_series($1::bigint, $2::bigint) g`,
      [done + 1, done + n, 0],
    );
  }
  await platform.pool.query('ANALYZE events');
  const genSeconds = (performance.now() - genStart) / 1000;
  const t0 = performance.now();
  const result = await rebuild({ pool: platform.pool, store: platform.store, projector: siteEnumsProjector, batchSize: 10_000 });
  const seconds = (performance.now() - t0) / 1000;
  console.log(`3. Replay of ${siteEnumsProjector.name} over ${result.applied.toLocaleString('en')} events (generated in ${genSeconds.toFixed(1)} s, batches of ${BATCH})`);
  console.log(`   ${(result.applied / seconds).toFixed(0)} events/s in ${seconds.toFixed(1)} s  (target for the record: >= 50,000 events/s)\n`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
