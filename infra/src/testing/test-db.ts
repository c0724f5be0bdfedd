import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrations';
import { createPool, type Pool } from '../db/pool';
import { freePort } from './global-setup';

const TEMPLATE_DB = 'decorlook_template';
const dbUrl = (adminUrl: string, db: string) => adminUrl.replace(/\/[^/?]+(\?|$)/, `/${db}$1`);

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/**
 * A throwaway database for one test file, copied from a template: by default the migrated one
 * (global-setup.ts); the test server passes its own, whose projections are already built.
 */
export async function createTestDatabase(opts: { template?: string } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, { max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${opts.template ?? TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = dbUrl(adminUrl, name);
  const pool = createPool(url, { max: 20 });
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      const a = createPool(adminUrl, { max: 1 });
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.end();
    },
  };
}


/**
 * A database in a PostgreSQL cluster of its own, migrated, for tests that read the global log at
 * once after writing. A snapshot's horizon is the whole cluster's: while test files run side by
 * side in the shared cluster, another file's open transaction hides every later write from a
 * global read (the store waits for it, as it must), which such a test would take for a lost write.
 */
export async function createPrivateDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-private-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
  const admin = createPool(server.adminUrl, { max: 1 });
  try {
    await admin.query('CREATE DATABASE store');
  } finally {
    await admin.end();
  }
  const url = server.urlFor('store');
  const pool = createPool(url, { max: 20 });
  await migrate(pool);
  return {
    url,
    pool,
    async drop() {
      await pool.end();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
