import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandApiApp } from '@decorlook/command-api/app';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, type Platform } from '@decorlook/infra/platform';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { queryApiApp } from '@decorlook/query-api/app';
import { createGateway } from '../scripts/gateway';
import { deadPort, serve, type Served } from './support/serve';
import { call } from './support/test-server';

/**
 * Each service as `npm run start -w ...` runs it, built in-process: whatever goes wrong, the
 * answer is api.md's JSON error, never Express's HTML page or a stack trace.
 */
let db: TestDatabase;
const opened: { close(): Promise<unknown> }[] = [];

async function platformOn(url: string): Promise<Platform> {
  const settings = loadSettings({ NODE_ENV: 'test', APP_ENV: 'development', HASH_KEY: 'standalone-hash-key', JWT_SECRET: 'standalone-jwt-secret-of-32-characters', DATABASE_URL: url });
  const platform = await createPlatform(settings, url, createLogger('standalone', 'silent'), { migrate: false });
  opened.push({ close: () => platform.close().catch(() => undefined) });
  return platform;
}

async function served(app: Express): Promise<Served> {
  const s = await serve(app);
  opened.unshift(s);
  return s;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const o of opened) await o.close();
  await db.drop();
});

const NO_STACK = /\bat \S+ \(|node_modules|\.ts:\d+/;

/** The conventions every standalone app keeps; `fault` is a call that meets the broken database. */
function conventions(name: string, start: () => Promise<{ url: string; breakDatabase: () => Promise<void> }>, calls: { json: [string, string]; fault: [string, string, unknown] }) {
  describe(name, () => {
    let url: string;
    let breakDatabase: () => Promise<void>;
    beforeAll(async () => {
      ({ url, breakDatabase } = await start());
    });

    it('answers a body that is not JSON with 400 { message }', async () => {
      const r = await call(url, calls.json[0], calls.json[1], '{"email":');
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: expect.any(String) });
    });

    it('answers unknown paths, under /v1 and elsewhere, with 404 JSON', async () => {
      for (const [method, path] of [
        ['GET', '/v1/no-such-thing'],
        ['POST', '/v1/no-such-thing'],
        ['GET', '/no-such-page'],
      ]) {
        const r = await call(url, method, path, method === 'POST' ? {} : undefined);
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.headers.get('content-type'), `${method} ${path}`).toMatch(/application\/json/);
        expect(r.body).toEqual({ message: expect.any(String) });
      }
    });

    it('answers a fault with 500, a request id and no stack', async () => {
      await breakDatabase();
      const r = await call(url, ...calls.fault);
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ message: 'An unknown error occurred', requestId: expect.any(String) });
      expect(JSON.stringify(r.body)).not.toMatch(NO_STACK);
    });
  });
}

conventions(
  'command-api alone',
  async () => {
    const platform = await platformOn(db.url);
    const s = await served(commandApiApp(platform));
    return { url: s.url, breakDatabase: () => platform.pool.end() };
  },
  { json: ['POST', '/v1/notification-email'], fault: ['POST', '/v1/notification-email', { email: 'fault@example.com' }] },
);

conventions(
  'query-api alone',
  async () => {
    const platform = await platformOn(db.url);
    const s = await served(queryApiApp(platform));
    return { url: s.url, breakDatabase: () => platform.pool.end() };
  },
  { json: ['POST', '/v1/users'], fault: ['POST', '/v1/users', { users: [1] }] },
);

conventions(
  'the gateway in front of both',
  async () => {
    const platform = await platformOn(db.url);
    const command = await served(commandApiApp(platform));
    const query = await served(queryApiApp(platform));
    const gateway = createGateway({ commandUrl: command.url, queryUrl: query.url, settings: platform.settings, logger: platform.logger, webDist: null });
    const s = await served(gateway.app);
    return { url: s.url, breakDatabase: () => platform.pool.end() };
  },
  { json: ['POST', '/v1/notification-email'], fault: ['POST', '/v1/users', { users: [1] }] },
);

describe('the gateway with its services down', () => {
  it('answers 502 { message } for reads and writes alike', async () => {
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const gateway = createGateway({ commandUrl: dead, queryUrl: dead, settings: loadSettings({}), logger: createLogger('gateway', 'silent'), webDist: null });
    const s = await served(gateway.app);
    for (const [method, path] of [
      ['GET', '/v1/config'],
      ['POST', '/v1/notification-email'],
    ]) {
      const r = await call(s.url, method, path, method === 'POST' ? { email: 'a@example.com' } : undefined);
      expect(r.status, `${method} ${path}`).toBe(502);
      expect(r.body).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    }
  });
});
