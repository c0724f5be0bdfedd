import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool } from '@decorlook/infra/db/pool';
import { startEmbeddedPostgres } from '@decorlook/infra/db/embedded';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';

/**
 * Every command of the project that can start the embedded database exits non-zero when it fails,
 * whether it started the database itself or was pointed at one, and leaves no server behind. Each
 * case runs in a fresh process, as an operator or CI would run it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface Exit {
  code: number | null;
  out: string;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [script, ...args],
      // Only what the case names: no database, secret or mode leaks in from the shell running the tests.
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', SKIP_WEB_BUILD: '1', DEMO_CATALOG: 'off', ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('with the embedded database the command starts itself', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const secretsFile = () => path.join(dataDir, 'secrets.json');
  const postmasters: number[] = [];

  /** Runs a case, noting the postmaster it started so the test can see it stopped again. */
  const runEmbedded = async (script: string, args: string[], extra: Record<string, string> = {}) => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const exit = await run(script, args, { ...env, ...extra });
    try {
      postmasters.push(Number(readFileSync(pidFile, 'utf8').split('\n')[0]));
    } catch {
      // No pid file: the server has stopped already.
    }
    return exit;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-exit-'));
    env = { DATA_DIR: dataDir, PG_PORT: String(await freePort()) };
    const made = await runEmbedded('scripts/admin-create.ts', ['--email', 'first.admin@example.com', '--password', 'a long passphrase 1']);
    expect(made.code, made.out).toBe(0);
  }, 120_000);

  afterAll(async () => {
    // What the exit hook was for: no server outlives the process that started it.
    await vi.waitFor(() => expect(postmasters.filter(isAlive)).toEqual([]), { timeout: 20_000, interval: 100 });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('admin:create with an address already registered exits 1', async () => {
    const again = await runEmbedded('scripts/admin-create.ts', ['--email', 'first.admin@example.com', '--password', 'a long passphrase 1']);
    expect(again.out).toContain('Cannot create the admin');
    expect(again.code).toBe(1);
  }, 60_000);

  it('ledger:verify on a tampered ledger exits 1', async () => {
    const password = (JSON.parse(readFileSync(secretsFile(), 'utf8')) as { PG_PASSWORD: string }).PG_PASSWORD;
    const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: Number(env.PG_PORT), password });
    const pool = createPool(db.urlFor('decorlook'), { max: 1 });
    // A ledger whose only entry was taken out of the log: the stream still records it.
    await pool.query(`INSERT INTO streams (stream_id, version) VALUES ('ledger-999', 0)`);
    await pool.end();
    await db.stop();
    const verify = await runEmbedded('scripts/ledger-verify.ts', []);
    expect(verify.out).toContain('ledger-999  DIVERGES at entry 1 (events)');
    expect(verify.code).toBe(1);
  }, 60_000);

  it('events export to a folder that does not exist exits 1', async () => {
    const exported = await runEmbedded('scripts/events.ts', ['export', '--out', path.join(dataDir, 'no-such-folder', 'events.ndjson')]);
    expect(exported.out).toContain('events export: cannot write');
    expect(exported.code).toBe(1);
  }, 60_000);

  it('replay, events, admin:create and npm start exit 1 when the database they start refuses them', async () => {
    const kept = readFileSync(secretsFile(), 'utf8');
    writeFileSync(secretsFile(), JSON.stringify({ ...JSON.parse(kept), PG_PASSWORD: 'f'.repeat(48) }), { mode: 0o600 });
    try {
      const cases = [
        ['scripts/replay.ts', [], 'replay failed'],
        ['scripts/events.ts', ['stats'], 'events failed'],
        ['scripts/admin-create.ts', ['--email', 'second.admin@example.com', '--password', 'a long passphrase 1'], 'accepts neither the password'],
        ['scripts/start.ts', [], 'DecorLook could not start'],
      ] as const;
      for (const [script, args, says] of cases) {
        const exit = await runEmbedded(script, [...args], { PORT: String(await freePort()) });
        expect(exit.out, script).toContain(says);
        expect(exit.code, `${script}\n${exit.out}`).toBe(1);
      }
    } finally {
      writeFileSync(secretsFile(), kept, { mode: 0o600 });
    }
  }, 120_000);
});

describe('pointed at a database (DATABASE_URL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('admin:create exits 2 on bad input and 1 on an address already registered', async () => {
    const env = { DATABASE_URL: db.url };
    const bad = await run('scripts/admin-create.ts', ['--email', 'not-an-address', '--password', 'short'], env);
    expect(bad.out).toContain('Email must be a valid email address');
    expect(bad.code).toBe(2);
    const made = await run('scripts/admin-create.ts', ['--email', 'url.admin@example.com', '--password', 'a long passphrase 1'], env);
    expect(made.code, made.out).toBe(0);
    const again = await run('scripts/admin-create.ts', ['--email', 'url.admin@example.com', '--password', 'a long passphrase 1'], env);
    expect(again.code, again.out).toBe(1);
  }, 90_000);

  it('replay and events exit 1 when the database cannot be reached, and replay 2 on a bad batch size', async () => {
    const env = { DATABASE_URL: `postgres://postgres:wrong@127.0.0.1:${await freePort()}/decorlook` };
    const replay = await run('scripts/replay.ts', [], env);
    expect(replay.out).toContain('replay failed');
    expect(replay.code).toBe(1);
    const events = await run('scripts/events.ts', ['stats'], env);
    expect(events.out).toContain('events failed');
    expect(events.code).toBe(1);
    const usage = await run('scripts/replay.ts', ['--batch-size', '0'], { DATABASE_URL: db.url });
    expect(usage.out).toContain('--batch-size N');
    expect(usage.code).toBe(2);
  }, 90_000);
});

describe('npm start when it cannot start', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, resolve));
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('exits 1 when its port is taken', async () => {
    const exit = await run('scripts/start.ts', [], { PORT: String(port), DATABASE_URL: 'postgres://postgres:x@127.0.0.1:1/none' });
    expect(exit.out).toContain(`port ${port} is already in use`);
    expect(exit.code).toBe(1);
  }, 60_000);
});
