import path from 'node:path';
import { loadSettings } from '@decorlook/infra/config';
import { createLogger } from '@decorlook/infra/observability/logger';
import { openDatabase } from '@decorlook/infra/platform';
import { migrate } from '@decorlook/infra/db/migrations';
import { createPool } from '@decorlook/infra/db/pool';

/** npm run db: the embedded PostgreSQL alone, for running each service on its own. */
async function main() {
  const settings = loadSettings();
  const db = await openDatabase({ ...settings, databaseUrl: null }, createLogger('db', 'warn'));
  const pool = createPool(db.url, { max: 1 });
  await migrate(pool);
  await pool.end();
  // The URL holds the generated password: it is not printed; services started alone find it in DATA_DIR.
  console.log(
    `PostgreSQL is running on 127.0.0.1:${settings.pgPort} (database decorlook, user postgres, password PG_PASSWORD in ${path.relative(process.cwd(), settings.dataDir) || '.'}/secrets.json). ` +
      'Services started alone attach to it by themselves.  (Ctrl-C stops it)',
  );
  const stop = async () => {
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(`the database could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
