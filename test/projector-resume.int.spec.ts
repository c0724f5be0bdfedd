import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionStatuses } from '@decorlook/infra/projections/runner';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';

/**
 * `npm run projector:resume -- NAME`, as an operator runs it against the database (README: "When
 * a projector has stopped"): its exit status says whether every name was resumed or running.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function resume(args: string[], databaseUrl: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['scripts/projector-resume.ts', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(
    `INSERT INTO projections (name, version, generation, status, error, failed_event_id, handles)
     VALUES ('stopped-one', 1, 1, 'failed', 'invalid byte sequence for encoding "UTF8": 0x00', gen_random_uuid(), '{ProfileUpdated}'),
            ('stopped-two', 1, 1, 'failed', 'boom', NULL, '{ProfileUpdated}'),
            ('running-one', 1, 1, 'running', NULL, NULL, '{ProfileUpdated}')`,
  );
});
afterAll(() => db.drop());

describe('npm run projector:resume', () => {
  it('exits 2 with the usage when no projector is named', async () => {
    const r = await resume([], db.url);
    expect(r.out).toContain('Usage: npm run projector:resume -- NAME');
    expect(r.code).toBe(2);
  }, 60_000);

  it('resumes a stopped projector and exits 0; one that runs is left as it is', async () => {
    const r = await resume(['stopped-one', 'running-one'], db.url);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('stopped-one resumed');
    expect(r.out).toContain('running-one was not stopped');
    expect(await projectionStatuses(db.pool, ['stopped-one'])).toMatchObject([{ status: 'running', error: null, failedEventId: null }]);
  }, 60_000);

  it('exits 2 for a name no projector has, naming the projectors there are', async () => {
    const r = await resume(['no-such-projector'], db.url);
    expect(r.out).toContain('No projector named "no-such-projector"');
    expect(r.out).toContain('running-one');
    expect(r.code).toBe(2);
  }, 60_000);

  it('resumes every stopped projector with --all', async () => {
    const r = await resume(['--all'], db.url);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('stopped-two resumed');
    expect((await projectionStatuses(db.pool)).filter((s) => s.status === 'failed')).toEqual([]);
  }, 60_000);

  it('exits 1 when the database cannot be reached', async () => {
    const r = await resume(['stopped-one'], 'postgres://postgres:wrong@127.0.0.1:1/none');
    expect(r.out).toContain('projector:resume failed');
    expect(r.code).toBe(1);
  }, 60_000);
});
