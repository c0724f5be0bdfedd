import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { seedReferenceData } from '@decorlook/command-api';
import { assertDeployable, devMailboxStatus, loadSettings } from '@decorlook/infra/config';
import { startOperationalPurge } from '@decorlook/infra/http/idempotency';
import { listenOps } from '@decorlook/infra/http/ops';
import { startMailDispatcher } from '@decorlook/infra/mail/mailer';
import { startNotificationDigest } from '@decorlook/projectors/notifications/notifications/digest';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createPlatform, openDatabase } from '@decorlook/infra/platform';
import { attachRealtime, type Realtime } from '@decorlook/query-api/realtime/index';
import { loadDemoCatalog } from './demo-catalog-load';
import { FULL_CATALOG, SMALL_CATALOG } from './demo-catalog/plan';
import { startProjectorThread } from './projector-thread';
import { WEB_DIST, createServer } from './server';

const WEB = path.resolve(import.meta.dirname, '../web');
const say = (part: string, text: string) => console.log(`${part.padEnd(14)} ${text}`);

/** How long a part may take to stop before the stop goes on without it. */
const PART_STOP_MS = 5000;

/**
 * Stops a part, and answers the line that says so. Ctrl-C in a terminal reaches the embedded
 * database too, which then ends every connection at once: a part whose stop waits on one it lost
 * must not hold the whole stop, so after PART_STOP_MS the stop goes on (and the process exits).
 */
async function within(stop: () => Promise<unknown>, line = 'stopped'): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`${line} (cut off after ${PART_STOP_MS / 1000} s)`), PART_STOP_MS)));
  try {
    return await Promise.race([stop().then(() => line, () => line), late]);
  } finally {
    clearTimeout(timer);
  }
}

function newestMtime(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => (f === 'node_modules' || f === 'dist' || f === 'e2e' ? m : Math.max(m, newestMtime(path.join(p, f)))), s.mtimeMs);
}

/** Builds the web client when its sources are newer than the last build. */
function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  // The build step itself (pre-rendering, compression) counts as a source too.
  const sources = Math.max(
    ...['src', 'build', 'index.html', 'vite.config.ts', 'public'].map((part) => newestMtime(path.join(WEB, part))),
    newestMtime(path.resolve(WEB, '../domain/src')),
  );
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
  // Production without DATABASE_URL, long enough secrets or a bot check stops here, before anything starts.
  assertDeployable(settings);
  const logger = createLogger('decorlook', process.env.LOG_LEVEL ?? 'warn');
  console.log(`DecorLook ${process.env.npm_package_version ? `v${process.env.npm_package_version}` : ''} starting (${settings.appEnv})`);

  // Take the port first: a second start fails at once, and /healthz answers while the rest starts.
  let app: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = http.createServer((req, res) => {
    if (app) return app(req, res);
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/healthz') res.end(JSON.stringify({ status: 'ok' }));
    else {
      res.statusCode = 503;
      res.setHeader('Retry-After', '1');
      res.end(JSON.stringify({ message: 'DecorLook is starting. Please retry in a moment.' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new Error(`port ${settings.port} is already in use (is DecorLook already running? PORT chooses another)`) : err),
    );
    server.listen(settings.port, () => resolve());
  });

  /** What is running, in start order; a stop ends each in reverse and says so, one line per part. */
  const parts: { part: string | null; line: string; stop: () => Promise<unknown> }[] = [];
  const onStop = (stop: () => Promise<unknown>, part: string | null = null, line = 'stopped') => void parts.push({ part, line, stop });
  let realtime: Realtime | null = null;
  let stopping = false;
  const stop = async (why: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (why) console.log(`\n${why}: stopping`);
    // Connections lost while stopping (Ctrl-C stops the embedded database too) are expected, not
    // news: only errors are still logged.
    if (logger.levelVal < logger.levels.values.error) logger.level = 'error';
    // Sockets first: the server's close waits for every connection, websockets included.
    if (realtime) {
      const r = realtime;
      say('realtime', await within(() => r.close()));
    }
    // Requests under way finish (a read may wait up to 2 s for its position) before the database
    // they use closes; idle connections close now, and any still open after a few seconds are cut.
    const closed = new Promise((r) => server.close(r));
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), 5000);
    await closed;
    clearTimeout(cut);
    if (app) {
      say('command-api', 'stopped');
      say('query-api', 'stopped');
    }
    for (const { part, line, stop: end } of parts.reverse()) {
      const outcome = await within(end, line);
      if (part) say(part, outcome);
    }
    console.log('DecorLook stopped');
    process.exit(code);
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

  try {
    if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();

    const db = await openDatabase(settings, logger);
    onStop(() => db.stop(), 'postgres', db.embedded ? 'stopped' : 'disconnected (DATABASE_URL)');
    say('postgres', db.embedded ? `embedded PostgreSQL on 127.0.0.1:${settings.pgPort}, data in ${path.relative(process.cwd(), settings.dataDir) || '.'}/pg` : 'using DATABASE_URL');
    const platform = await createPlatform(settings, db.url, logger);
    onStop(() => platform.close());
    say('migrations', 'schema up to date');

    const projectors = await startProjectorThread(db.url, platform.store);
    onStop(() => projectors.stop(), 'projectors');
    say('projectors', `${projectors.names.join(', ')} running (in their own thread)`);

    const stopMail = startMailDispatcher(platform.pool, platform.mailer, logger);
    const stopDigest = startNotificationDigest(platform.pool, { publicUrl: settings.publicUrl, logger });
    onStop(() => Promise.all([stopMail(), stopDigest()]), 'mail');
    onStop(startOperationalPurge(platform.pool));
    say('mail', devMailboxStatus(settings));

    const seeded = await seedReferenceData(platform);
    say('reference data', seeded.loaded ? `loaded (${seeded.events} events)` : 'already loaded');
    // The site answers while the demo catalog loads; the gallery fills as images are approved.
    // DEMO_CATALOG=small loads the browser tests' small catalog instead of the full one.
    if (settings.demoCatalog) {
      const size = process.env.DEMO_CATALOG?.trim().toLowerCase() === 'small' ? SMALL_CATALOG : FULL_CATALOG;
      // A stop lets the writes under way finish, and starts no other: the next start resumes it.
      const demo = new AbortController();
      let loading = true;
      const loaded = loadDemoCatalog(platform, (text) => say('demo catalog', text), demo.signal, size).finally(() => (loading = false));
      onStop(async () => {
        const stillLoading = loading;
        demo.abort();
        await loaded;
        if (stillLoading) say('demo catalog', 'stopped; the next start resumes it');
      });
    }

    const site = createServer(platform);
    const ops = await listenOps(site, settings.opsPort);
    if (ops) {
      onStop(() => new Promise((r) => (ops.closeAllConnections(), ops.close(r))), 'ops');
      say('ops', `/healthz, /readyz and /metrics on :${settings.opsPort}`);
    }
    // Messages and notifications pushed live at the site's own origin (socket.io answers
    // /socket.io itself and hands every other request to the site).
    realtime = await attachRealtime(server, platform);
    app = site;
    say('command-api', 'writes on /v1 (route table)');
    say('query-api', 'reads on /v1 (route table)');
    say('realtime', 'socket.io on /socket.io');
    console.log(`\nDecorLook is running at ${settings.publicUrl}  (Ctrl-C stops it)`);
  } catch (err) {
    console.error(`DecorLook could not start: ${err instanceof Error ? err.message : String(err)}`);
    await stop('', 1);
  }
}

main().catch((err) => {
  console.error(`DecorLook could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
