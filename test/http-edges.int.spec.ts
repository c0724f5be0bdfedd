import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool } from '@decorlook/infra/db/pool';
import { minPosition } from '@decorlook/infra/http/min-position';
import { waitForPosition, waitingCount } from '@decorlook/infra/projections/wait';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'catalog-products', 'newsletter-subscriptions'] });
});
afterAll(() => s.close());

const eventCount = async () => Number((await s.platform.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0].n);

describe('a JSON body nested deeper than any call needs', () => {
  it.each([
    ['100,000 unclosed [', '['.repeat(100_000)],
    ['100,000 closed [', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['nested objects', `{"email":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`],
    ['33 levels', `{"email":"x@example.com","extra":${'['.repeat(32)}${']'.repeat(32)}}`],
  ])('is refused with 400 in the error format before anything reads it (%s, with an Idempotency-Key)', async (_what, body) => {
    const before = await eventCount();
    const r = await call(s.url, 'POST', '/v1/notification-email', body, { 'Idempotency-Key': randomUUID() });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'The request body is nested too deeply.' });
    expect(await eventCount()).toBe(before);
    const { rows } = await s.platform.pool.query('SELECT 1 FROM idempotency_keys');
    expect(rows).toHaveLength(0);
  });

  it('is refused on reads too', async () => {
    const r = await call(s.url, 'POST', '/v1/product/search', `{"q":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('leaves brackets inside strings and bodies of ordinary depth alone', async () => {
    const r = await call(s.url, 'POST', '/v1/notification-email', { email: `brackets-${randomUUID()}@example.com`, note: '['.repeat(1000), extra: [[[[[{ a: [1] }]]]]] });
    expect(r.status).toBe(201);
  });
});

describe('X-Min-Position', () => {
  /** A server whose projectors are not running until a test starts them. */
  let cold: TestServer;
  let pool: pg.Pool;
  beforeAll(async () => {
    cold = await startTestServer({}, { startProjectors: false });
    // The projectors are known (their checkpoints exist) but stand still until a test starts them.
    await cold.runner.start();
    await cold.runner.stop();
    pool = createPool(cold.db.url, { max: 4 });
  });
  afterAll(async () => {
    await pool.end();
    await cold.close();
  });

  const write = async () => {
    const r = await call(cold.url, 'POST', '/v1/notification-email', { email: `w-${randomUUID()}@example.com` });
    expect(r.status).toBe(201);
    return BigInt(r.headers.get('x-event-position')!);
  };
  const head = async () => BigInt((await pool.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x')).rows[0].x);

  it('answers a position beyond the store\'s head at once, stale, however long it may wait', async () => {
    const beyond = (await head()) + 1000n;
    // A minute's wait would outlast the test's own time limit: only an answer at once passes.
    expect(await waitForPosition(pool, beyond, 60_000)).toBe(false);
    const r = await call(cold.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(beyond) });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-stale')).toBe('true');
  });

  it('queries nothing while it waits for projectors that do not move', async () => {
    const position = await write();
    const query = vi.spyOn(pool, 'query');
    try {
      expect(await waitForPosition(pool, position, 300)).toBe(false);
      // The first look, and at most one more once the LISTEN connection is open: no polling.
      expect(query.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
    }
  });

  it('bounds the reads waiting in one process: one more answers stale at once', async () => {
    const position = await write();
    const first = waitForPosition(pool, position, 60_000, { maxWaiting: 2 });
    const second = waitForPosition(pool, position, 60_000, { maxWaiting: 2 });
    expect(waitingCount(pool)).toBe(2);
    expect(await waitForPosition(pool, position, 60_000, { maxWaiting: 2 })).toBe(false);

    // The same through the HTTP middleware: two reads wait, a third answers stale at once.
    const app = express().get('/read', minPosition(pool, { maxWaiting: 2 }), (_req, res) => void res.json({ result: true }));
    const server: Server = await new Promise((resolve) => {
      const srv = app.listen(0, '127.0.0.1', () => resolve(srv));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/read`;
      const third = await fetch(url, { headers: { 'X-Min-Position': String(position) } });
      expect(third.status).toBe(200);
      expect(third.headers.get('x-stale')).toBe('true');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }

    // The waiting ones are answered by the projectors' progress, not by their time limit.
    await cold.runner.start();
    expect(await first).toBe(true);
    expect(await second).toBe(true);

    // With the bound reached again, a read for a position already reached is still answered fresh.
    await cold.runner.stop();
    const later = await write();
    const waiting = [waitForPosition(pool, later, 60_000, { maxWaiting: 2 }), waitForPosition(pool, later, 60_000, { maxWaiting: 2 })];
    expect(waitingCount(pool)).toBe(2);
    expect(await waitForPosition(pool, position, 60_000, { maxWaiting: 2 })).toBe(true);
    expect(await waitForPosition(pool, later, 60_000, { maxWaiting: 2 })).toBe(false);
    await cold.runner.start();
    expect(await Promise.all(waiting)).toEqual([true, true]);
  });

  it('wakes a waiting read when the projectors commit, and answers it fresh', async () => {
    await cold.runner.stop();
    const position = await write();
    const read = call(cold.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(position) });
    const waited = waitForPosition(pool, position, 60_000);
    await vi.waitFor(() => expect(waitingCount(pool)).toBe(1));
    await cold.runner.start();
    expect(await waited).toBe(true);
    const r = await read;
    expect(r.status).toBe(200);
    expect(r.headers.get('x-stale')).toBeNull();
  });
});
