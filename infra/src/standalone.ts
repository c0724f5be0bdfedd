import type { Server } from 'node:http';
import type { Express } from 'express';
import { loadSettings } from './config';
import { listenOps } from './http/ops';
import { createLogger } from './observability/logger';
import { attachDatabase, createPlatform, type Platform } from './platform';

/** Listens on `port`; rejects with a sentence (not a stack) when the port is taken. */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = host ? app.listen(port, host) : app.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use (PORT chooses another)`) : err));
  });
}

/**
 * Runs one service on its own process against the shared database (DATABASE_URL, or the
 * embedded server `npm start` / `npm run db` keeps). `build` returns the HTTP app, if any, and a
 * stop function, and may hook into the listening server (`attach`: query-api's realtime sockets),
 * closed before `stop`. Settings that cannot work (an engine not built, production without its
 * secrets) stop it before anything starts; OPS_PORT adds a listener with only the ops endpoints.
 */
export async function runStandalone(
  name: string,
  defaultPort: number,
  build: (platform: Platform) => Promise<{ app?: Express; stop?: () => Promise<void>; attach?: (server: Server) => Promise<{ close(): Promise<void> }> }>,
): Promise<void> {
  const settings = loadSettings({ ...process.env, PORT: process.env.PORT ?? String(defaultPort) });
  const logger = createLogger(name);
  const db = await attachDatabase(settings, logger);
  let platform: Platform | null = null;
  let started: Awaited<ReturnType<typeof build>> = {};
  let server: Server | null = null;
  let ops: Server | null = null;
  let attached: { close(): Promise<void> } | null = null;
  try {
    platform = await createPlatform(settings, db.url, logger);
    started = await build(platform);
    server = started.app ? await listen(started.app, settings.port) : null;
    ops = started.app ? await listenOps(started.app, settings.opsPort) : null;
    attached = server && started.attach ? await started.attach(server) : null;
  } catch (err) {
    // Whatever started before the failure stops again, the embedded database included.
    await attached?.close().catch(() => undefined);
    server?.close();
    await started.stop?.().catch(() => undefined);
    await platform?.close().catch(() => undefined);
    await db.stop().catch(() => undefined);
    throw err;
  }
  const { stop } = started;
  console.log(
    `${name} running${server ? ` on http://localhost:${settings.port}` : ''}${ops ? `, ops on :${settings.opsPort}` : ''} ` +
      `(${settings.appEnv}, database ${db.embedded ? 'embedded, started here' : 'attached'})`,
  );
  const shutdown = async () => {
    await attached?.close().catch(() => undefined);
    for (const s of [server, ops]) {
      s?.closeAllConnections();
      s?.close();
    }
    await stop?.();
    await platform?.close();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
