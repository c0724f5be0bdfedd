import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import { notificationEmailInput } from '@decorlook/domain';
import { seedReferenceData } from '@decorlook/command-api';
import { loadSettings } from '@decorlook/infra/config';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { createPool } from '@decorlook/infra/db/pool';
import { authenticate } from '@decorlook/infra/http/auth';
import { errorHandler } from '@decorlook/infra/http/errors';
import { idempotency } from '@decorlook/infra/http/idempotency';
import { parseInput } from '@decorlook/infra/http/validate';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform } from '@decorlook/infra/platform';
import { rebuild } from '@decorlook/infra/projections/rebuild';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { createProjectors, siteEnumsProjector } from '@decorlook/projectors';
import { createServer } from '../scripts/server';

/**
 * npm run bench: figures for the record, no thresholds.
 *  1. appends/s of single-event commands through the HTTP command path, beside a CRUD baseline
 *     on the same HTTP stack, validation and database (UPDATE ... RETURNING);
 *  2. projection lag p50/p99 from append to read-model visibility at half the command rate;
 *  3. replay rate over 1,000,000 generated events.
 * BENCH_SECONDS (default 10) and BENCH_EVENTS (default 1000000) scale it down for a quick look.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPLAY_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

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

async function load(port: number, p: string, body: (i: number) => unknown, seconds: number): Promise<number> {
  let n = 0;
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const r = await post(port, p, body(n++));
        if (r.status >= 300) failed++;
      }
    }),
  );
  if (failed) throw new Error(`${failed} requests to ${p} failed`);
  return n / seconds;
}

const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-bench-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
  const admin = createPool(db.adminUrl, { max: 1 });
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = db.urlFor('bench');
  const settings = loadSettings({ NODE_ENV: 'test', APP_ENV: 'test', HASH_KEY: 'bench', JWT_SECRET: 'bench-jwt-secret-of-at-least-32-characters' });
  const logger = createLogger('bench', 'silent');
  const platform = await createPlatform(settings, url, logger, { poolSize: 20 });
  const runner = new ProjectionRunner({ pool: createPool(url, { max: 8 }), connectionString: url, store: platform.store, projectors: createProjectors({ tokens: platform.tokens, publicUrl: settings.publicUrl }), logger });
  await runner.start();
  await seedReferenceData(platform);

  const app = createServer(platform, { webDist: null });
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
  app.use('/bench', crud);
  await platform.pool.query(`INSERT INTO crud_baseline (id, name) SELECT g, 'x' FROM generate_series(1, 1000) g`);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const run = Date.now().toString(36);

  console.log(`DecorLook benchmarks (${os.cpus().length} cores, concurrency ${CONCURRENCY}, ${SECONDS} s per load)\n`);

  // Warm-up, then measure both paths in the same run.
  await load(port, '/v1/notification-email', (i) => ({ email: `warm-${run}-${i}@example.com` }), 2);
  await load(port, '/bench/crud-baseline', (i) => ({ id: (i % 1000) + 1, email: `w${i}@example.com` }), 2);
  const commandRate = await load(port, '/v1/notification-email', (i) => ({ email: `bench-${run}-${i}@example.com` }), SECONDS);
  const crudRate = await load(port, '/bench/crud-baseline', (i) => ({ id: (i % 1000) + 1, email: `c${i}@example.com` }), SECONDS);
  // The same command path with the projectors paused: what the write side alone costs.
  await runner.stop();
  const commandAlone = await load(port, '/v1/notification-email', (i) => ({ email: `alone-${run}-${i}@example.com` }), SECONDS);
  await runner.start();
  // Let the projectors catch up with what the paused run appended before measuring lag.
  await waitForPosition(platform.pool, await platform.store.headPosition(), 120_000);
  console.log('1. Command path (POST /v1/notification-email: validate, decide, encrypt the address, append one event to a new stream)');
  console.log(`   command path              ${commandRate.toFixed(0).padStart(8)} appends/s  (projectors running in the same process)`);
  console.log(`   command path, write side  ${commandAlone.toFixed(0).padStart(8)} appends/s  (projectors paused)`);
  console.log(`   CRUD baseline             ${crudRate.toFixed(0).padStart(8)} updates/s  (same stack and validation, UPDATE ... RETURNING on 1,000 rows)`);
  console.log(`   ratio                     ${(commandRate / crudRate).toFixed(2).padStart(8)} x  with projectors, ${(commandAlone / crudRate).toFixed(2)} x write side alone (target for the record: >= 0.8)\n`);

  // Lag at half the maximum command rate: each write's time until the read model has it.
  const rate = commandRate / 2;
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

  await runner.stop();
  server.close();

  // Replay over generated events, written in batched transactions.
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
  console.log(`   ${(result.applied / seconds).toFixed(0)} events/s in ${seconds.toFixed(1)} s  (target for the record: >= 50,000 events/s)`);

  await platform.close();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
  agent.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
