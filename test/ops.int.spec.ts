import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOps } from '@decorlook/infra/http/ops';
import { call, startTestServer, type TestServer } from './support/test-server';

/** What a production deployment sets: long secrets, a database URL (the harness adds it), a bot-check decision. */
const PRODUCTION = {
  NODE_ENV: 'production',
  HASH_KEY: 'production-hash-key-of-at-least-32-chars',
  JWT_SECRET: 'production-jwt-secret-of-at-least-32-chars',
  LEDGER_KEY: 'production-ledger-key-of-at-least-32-chars',
  CAPTCHA: 'off',
};
const OPS_TOKEN = 'ops-token-for-the-scraper';

describe('in production', () => {
  let s: TestServer;
  let ops: Server;
  let opsUrl: string;
  beforeAll(async () => {
    s = await startTestServer({ ...PRODUCTION, OPS_TOKEN });
    ops = (await listenOps(s.app, 0, '127.0.0.1'))!;
    opsUrl = `http://127.0.0.1:${(ops.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => ops.close(r));
    await s.close();
  });

  it('has no dev mailbox', async () => {
    const r = await call(s.url, 'GET', '/dev/mailbox?to=someone%40example.com');
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain('result');
  });

  it('keeps /healthz open', async () => {
    const r = await call(s.url, 'GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with the status alone to anyone without the ops token', async () => {
    const r = await call(s.url, 'GET', '/readyz');
    expect([200, 503]).toContain(r.status);
    expect(Object.keys(r.body)).toEqual(['status']);
    expect(r.body.status).toBe(r.status === 200 ? 'ready' : 'not ready');
  });

  it('shows the detailed /readyz and /metrics with the OPS_TOKEN bearer only', async () => {
    expect((await call(s.url, 'GET', '/metrics')).status).toBe(401);
    expect((await call(s.url, 'GET', '/metrics', undefined, { Authorization: 'Bearer wrong-token' })).status).toBe(401);
    const metrics = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds');
    const ready = await call(s.url, 'GET', '/readyz', undefined, { Authorization: `Bearer ${OPS_TOKEN}` });
    expect(ready.body).toMatchObject({ database: true, projectors: expect.any(Array) });
  });

  it('serves every ops detail, and nothing else, on the ops listener', async () => {
    const metrics = await fetch(`${opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('projector_lag_events');
    const ready = await call(opsUrl, 'GET', '/readyz');
    expect(ready.body).toMatchObject({ database: true, referenceData: expect.any(Boolean), projectors: expect.any(Array) });
    expect((await call(opsUrl, 'GET', '/v1/config')).status).toBe(404);
  });
});

describe('in production without an OPS_TOKEN', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(PRODUCTION, { startProjectors: false });
  });
  afterAll(() => s.close());

  it('serves no /metrics on the public port at all', async () => {
    expect((await call(s.url, 'GET', '/metrics')).status).toBe(404);
    expect((await call(s.url, 'GET', '/metrics', undefined, { Authorization: 'Bearer anything' })).status).toBe(404);
  });

  it('says 503 with the status alone while the projectors are not running', async () => {
    const r = await call(s.url, 'GET', '/readyz');
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ status: 'not ready' });
  });
});

describe('in development', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('keeps the dev mailbox and the open ops endpoints', async () => {
    expect((await call(s.url, 'GET', '/dev/mailbox')).status).toBe(200);
    expect((await fetch(`${s.url}/metrics`)).status).toBe(200);
    expect((await call(s.url, 'GET', '/readyz')).body).toMatchObject({ database: true, projectors: expect.any(Array) });
  });

  describe('X-Min-Position', () => {
    it.each(['', '-1', '1.5', 'abc', '18446744073709551616', '99999999999999999999999'])('answers %j with 400 in the error format', async (value) => {
      for (const path of ['/v1/config', '/dev/mailbox']) {
        const r = await call(s.url, 'GET', path, undefined, { 'X-Min-Position': value });
        expect(r.status, path).toBe(400);
        expect(r.body).toEqual({ message: expect.any(String), errors: { 'X-Min-Position': [expect.any(String)] } });
      }
    });

    it('answers 0 at once, fresh', async () => {
      const r = await call(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': '0' });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-stale')).toBeNull();
    });

    it('waits at most about 2 s for a position no write has reached, then answers stale', async () => {
      const started = Date.now();
      const r = await call(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': '18446744073709551615' });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-stale')).toBe('true');
      // Two seconds and the answer, with room for a busy machine: the bound tells "gave up" from "waited on".
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  });
});
