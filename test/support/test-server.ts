import type { Server } from 'node:http';
import type { Express } from 'express';
import { seedReferenceData } from '@decorlook/command-api';
import { loadSettings } from '@decorlook/infra/config';
import { createPool } from '@decorlook/infra/db/pool';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, type Platform } from '@decorlook/infra/platform';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { createProjectors } from '@decorlook/projectors';
import { attachRealtime, type Realtime } from '@decorlook/query-api/realtime/index';
import { createServer } from '../../scripts/server';

export interface TestServer {
  url: string;
  app: Express;
  platform: Platform;
  db: TestDatabase;
  runner: ProjectionRunner;
  server: Server;
  /** The realtime service on the same server, when asked for (`realtime: true`). */
  realtime: Realtime | null;
  close(): Promise<void>;
}

/** The real single-process server on a throwaway database, seeded, on a free port. */
export async function startTestServer(env: Record<string, string> = {}, opts: { startProjectors?: boolean; realtime?: boolean } = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  // Development by default, so the dev mailbox is served; a test passes NODE_ENV=production to see the guarded server.
  const settings = loadSettings({ NODE_ENV: 'test', APP_ENV: 'development', HASH_KEY: 'test-hash-key', JWT_SECRET: 'test-jwt-secret-of-at-least-32-characters', LEDGER_KEY: 'test-ledger-key', DATABASE_URL: db.url, ...env });
  const platform = await createPlatform(settings, db.url, createLogger('test', 'silent'), { migrate: false });
  const projectors = createProjectors({ tokens: platform.tokens, publicUrl: settings.publicUrl, teamEmail: settings.teamEmail, ledgerHash: platform.ledgerHash });
  const projectionPool = createPool(db.url, { max: projectors.length + 2 });
  const runner = new ProjectionRunner({ pool: projectionPool, connectionString: db.url, store: platform.store, projectors, logger: platform.logger, idlePollMs: 200 });
  if (opts.startProjectors !== false) await runner.start();
  await seedReferenceData(platform);
  const app = createServer(platform, { webDist: null });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  const realtime = opts.realtime ? await attachRealtime(server, platform) : null;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    platform,
    db,
    runner,
    server,
    realtime,
    async close() {
      await realtime?.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await runner.stop();
      await projectionPool.end();
      await db.drop();
    },
  };
}

export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, body: json as Record<string, unknown> & { result?: unknown; message?: string; errors?: Record<string, string[]> } };
}
