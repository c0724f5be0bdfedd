import type { Express } from 'express';
import { loadSettings } from './config';
import { createLogger } from './observability/logger';
import { attachDatabase, createPlatform, type Platform } from './platform';

/**
 * Runs one service on its own process against the shared database (DATABASE_URL, or the
 * embedded server `npm start` / `npm run db` keeps). `build` returns the HTTP app, if any, and a
 * stop function.
 */
export async function runStandalone(
  name: string,
  defaultPort: number,
  build: (platform: Platform) => Promise<{ app?: Express; stop?: () => Promise<void> }>,
): Promise<void> {
  const settings = loadSettings({ ...process.env, PORT: process.env.PORT ?? String(defaultPort) });
  const logger = createLogger(name);
  const db = await attachDatabase(settings, logger);
  const platform = await createPlatform(settings, db.url, logger);
  const { app, stop } = await build(platform);
  const server = app ? app.listen(settings.port) : null;
  console.log(`${name} running${server ? ` on http://localhost:${settings.port}` : ''} (database ${db.embedded ? 'embedded, started here' : 'attached'})`);
  const shutdown = async () => {
    server?.closeAllConnections();
    server?.close();
    await stop?.();
    await platform.close();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
