import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { createPool } from '../db/pool';
import { migrate } from '../db/migrations';

export const TEMPLATE_DB = 'decorlook_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * One real PostgreSQL for the whole integration run. Migrations are applied once to a template
 * database; each test file copies it into a throwaway database of its own.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-test-'));
  const external = process.env.TEST_DATABASE_URL;
  let stop = async () => undefined as void;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
    adminUrl = db.adminUrl;
    stop = db.stop;
  }
  const admin = createPool(adminUrl, { max: 1 });
  if (!external) {
    // A throwaway server in a temporary folder: nothing in it must outlive a crash of the
    // machine, so no write waits for the disk (each test file's CREATE DATABASE and DDL would).
    // synchronous_commit keeps the product's default: the runner relies on it for its reactors,
    // and with fsync off a commit's flush costs no disk wait anyway.
    for (const setting of ['fsync = off', 'full_page_writes = off']) await admin.query(`ALTER SYSTEM SET ${setting}`);
    await admin.query('SELECT pg_reload_conf()');
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = createPool(adminUrl.replace(/\/[^/?]+(\?|$)/, `/${TEMPLATE_DB}$1`), { max: 1 });
  await migrate(template);
  await template.end();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
