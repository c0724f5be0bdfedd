import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { seedReferenceData } from '@decorlook/command-api';
import { loadSettings } from '@decorlook/infra/config';
import { createPool } from '@decorlook/infra/db/pool';
import { startMailDispatcher } from '@decorlook/infra/mail/mailer';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, openDatabase } from '@decorlook/infra/platform';
import { ProjectionRunner } from '@decorlook/infra/projections/runner';
import { createProjectors } from '@decorlook/projectors';
import { WEB_DIST, createServer } from './server';

const WEB = path.resolve(import.meta.dirname, '../web');
const say = (part: string, text: string) => console.log(`${part.padEnd(14)} ${text}`);

function newestMtime(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => (f === 'node_modules' || f === 'dist' || f === 'e2e' ? m : Math.max(m, newestMtime(path.join(p, f)))), s.mtimeMs);
}

/** Builds the web client when its sources are newer than the last build. */
function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const sources = Math.max(newestMtime(path.join(WEB, 'src')), newestMtime(path.join(WEB, 'index.html')), newestMtime(path.resolve(WEB, '../domain/src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) {
    say('web', 'client build is up to date');
    return;
  }
  const t = Date.now();
  const r = spawnSync(process.execPath, [path.resolve(WEB, '../node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: WEB, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the web client failed to build');
  say('web', `client built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

async function main() {
  const settings = loadSettings();
  const logger = createLogger('decorlook', process.env.LOG_LEVEL ?? 'warn');
  console.log(`DecorLook ${process.env.npm_package_version ? `v${process.env.npm_package_version}` : ''} starting (${settings.appEnv})`);
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();

  const db = await openDatabase(settings, logger);
  say('postgres', db.embedded ? `embedded PostgreSQL on 127.0.0.1:${settings.pgPort}, data in ${path.relative(process.cwd(), settings.dataDir) || '.'}/pg` : 'using DATABASE_URL');
  const platform = await createPlatform(settings, db.url, logger);
  say('migrations', 'schema up to date');

  const projectors = createProjectors({ tokens: platform.tokens, publicUrl: platform.settings.publicUrl });
  const projectionPool = createPool(db.url, { max: projectors.length + 2, applicationName: 'decorlook-projectors' });
  const runner = new ProjectionRunner({ pool: projectionPool, connectionString: db.url, store: platform.store, projectors, logger });
  await runner.start();
  say('projectors', `${projectors.map((p) => p.name).join(', ')} running`);

  const stopMail = startMailDispatcher(platform.pool, platform.mailer, logger);
  say('mail', platform.mailer.kind === 'smtp' ? 'sending through SMTP_URL' : settings.production ? 'no SMTP_URL: mails are only stored' : 'dev mailbox at /dev/mailbox');

  const seeded = await seedReferenceData(platform);
  say('reference data', seeded.loaded ? `loaded (${seeded.events} events)` : 'already loaded');

  const app = createServer(platform);
  say('command-api', 'writes on /v1 (route table)');
  say('query-api', 'reads on /v1 (route table)');
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(settings.port, () => resolve(s));
    s.once('error', reject);
  });
  console.log(`\nDecorLook is running at ${settings.publicUrl}  (Ctrl-C stops it)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await runner.stop();
    await projectionPool.end();
    await stopMail();
    await platform.close();
    await db.stop();
    console.log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // If whatever started us goes away without a signal (killed outright), do not linger holding
  // the port and the database.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent process ended');
  }, 2000).unref();
}

main().catch((err) => {
  console.error(`DecorLook could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
