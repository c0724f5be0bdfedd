import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '@decorlook/infra/config';
import { LEGACY_PASSWORD, startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { createLogger } from '@decorlook/infra/observability/logger';
import { openDatabase } from '@decorlook/infra/platform';
import { freePort } from '@decorlook/infra/testing/global-setup';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const logger = createLogger('test', 'silent');
const freshDataDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'decorlook-pw-'));
  dirs.push(d);
  return d;
};

async function connects(port: number, password: string): Promise<true | string> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

const secretsOf = (dataDir: string) => {
  const file = path.join(dataDir, 'secrets.json');
  return { secrets: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, mode: statSync(file).mode & 0o777 };
};

describe('the embedded PostgreSQL password', () => {
  it('is generated once for a new data folder, kept in secrets.json (0600), and the old default does not open it', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const settings = loadSettings({ DATA_DIR: dataDir, PG_PORT: String(port) });
    const db = await openDatabase(settings, logger);
    const first = secretsOf(dataDir).secrets.PG_PASSWORD;
    try {
      const { secrets, mode } = secretsOf(dataDir);
      expect(secrets.PG_PASSWORD).toMatch(/^[0-9a-f]{48}$/);
      expect(mode).toBe(0o600);
      expect(db.url).toContain(`:${secrets.PG_PASSWORD}@`);
      expect(await connects(port, secrets.PG_PASSWORD)).toBe(true);
      expect(await connects(port, LEGACY_PASSWORD)).toBe('28P01');
    } finally {
      await db.stop();
    }
    // A restart opens the folder with the same password.
    const again = await openDatabase(settings, logger);
    try {
      expect(secretsOf(dataDir).secrets.PG_PASSWORD).toBe(first);
      expect(await connects(port, first)).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it('moves a data folder made with the old fixed password to a generated one on its first start', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    // A folder as earlier versions left it: initialised with postgres/postgres, no PG_PASSWORD kept.
    const old = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, password: LEGACY_PASSWORD });
    const client = new pg.Client({ connectionString: old.adminUrl });
    await client.connect();
    await client.query('CREATE DATABASE decorlook');
    await client.query('CREATE TABLE kept (note text)');
    await client.query(`INSERT INTO kept VALUES ('still here')`);
    await client.end();
    await old.stop();

    const settings = loadSettings({ DATA_DIR: dataDir, PG_PORT: String(port) });
    const db = await openDatabase(settings, logger);
    try {
      const { secrets } = secretsOf(dataDir);
      expect(await connects(port, secrets.PG_PASSWORD)).toBe(true);
      expect(await connects(port, LEGACY_PASSWORD)).toBe('28P01');
      const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: secrets.PG_PASSWORD, database: 'postgres' });
      await admin.connect();
      expect((await admin.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
      await admin.end();
    } finally {
      await db.stop();
    }
  });
});
