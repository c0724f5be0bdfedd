import type { Server } from 'node:http';
import type { Express } from 'express';
import { seedReferenceData } from '@decorlook/command-api';
import { createPool } from '@decorlook/infra/db/pool';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, type Platform } from '@decorlook/infra/platform';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';
import { createProjectors } from '@decorlook/projectors';
import { attachRealtime, type Realtime } from '@decorlook/query-api/realtime/index';
import { createServer } from '../../scripts/server';
import { SERVER_TEMPLATE_DB, testSettings } from './test-settings';

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

export interface TestServerOptions {
  /**
   * Whether the projectors run (default true). A server without them starts on the migrated
   * database alone, seeded, with no checkpoint yet: as a first start before any projector ran.
   */
  startProjectors?: boolean;
  /**
   * The projectors and reactors the file reads (names from `@decorlook/projectors`; default all).
   * The others neither run nor are waited for: their checkpoints are removed, as if the product
   * had none.
   */
  projectors?: readonly string[];
  /** The realtime service on the same server. */
  realtime?: boolean;
}

/**
 * The real single-process server on a throwaway database, seeded, on a free port. Its projectors
 * start from the projected template (server-template.ts), so a file pays neither for creating
 * every read model nor for projecting the reference data.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const running = opts.startProjectors !== false;
  const db = await createTestDatabase(running ? { template: SERVER_TEMPLATE_DB } : {});
  const settings = testSettings(db.url, env);
  const platform = await createPlatform(settings, db.url, createLogger('test', 'silent'), { migrate: false });
  const all = createProjectors({ tokens: platform.tokens, publicUrl: settings.publicUrl, teamEmail: settings.teamEmail, ledgerHash: platform.ledgerHash });
  const unknown = (opts.projectors ?? []).filter((name) => !all.some((p) => p.name === name));
  if (unknown.length) throw new Error(`no projector named ${unknown.join(', ')}`);
  const projectors = opts.projectors ? all.filter((p) => opts.projectors!.includes(p.name)) : all;
  if (running && opts.projectors) await db.pool.query('DELETE FROM projections WHERE NOT (name = ANY($1))', [projectors.map((p) => p.name)]);
  const projectionPool = createPool(db.url, { max: projectors.length + 2 });
  const runner = new ProjectionRunner({ pool: projectionPool, connectionString: db.url, store: platform.store, projectors, logger: platform.logger, idlePollMs: 200 });
  if (running) await runner.start();
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
