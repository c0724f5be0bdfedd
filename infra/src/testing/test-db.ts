import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createPool, type Pool } from '../db/pool';

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

