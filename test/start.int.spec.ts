import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@decorlook/infra/testing/global-setup';
import { createTestDatabase, type TestDatabase } from '@decorlook/infra/testing/test-db';

/** `npm start` as an operator runs it: its own process, its own output, its exit code. */
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>, opts: { asNpmStart?: boolean } = {}): Run {
  // Only what the test names: no secret or mode leaks in from the shell running the tests.
  // As `npm start` runs it (node with tsx's loader), in a process group of its own, as a terminal's
  // foreground job is: Ctrl-C there signals every process of the group, the embedded database too.
  const [command, args] = opts.asNpmStart ? [process.execPath, ['--import', 'tsx', 'scripts/start.ts']] : [TSX, ['scripts/start.ts']];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_WEB_BUILD: '1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.asNpmStart,
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  // 'close' comes after the output's last bytes, 'exit' may come before them.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Resolves once `text` has been printed; rejects if the process ends first. */
async function printed(run: Run, text: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (run.output().includes(text)) {
        run.child.stdout!.off('data', check);
        resolve();
      }
    };
    run.child.stdout!.on('data', check);
    run.exited.then(() => reject(new Error(`exited before printing "${text}":\n${run.output()}`)));
    check();
  });
}

const SECRETS = { HASH_KEY: 'a-production-hash-key-of-32-chars!', JWT_SECRET: 'a-production-jwt-secret-of-32-chars', LEDGER_KEY: 'a-production-ledger-key-of-32-chars' };

describe('npm start outside development', () => {
  it('refuses to start in production without DATABASE_URL, long secrets or a bot-check decision, saying each', async () => {
    const run = start({ NODE_ENV: 'production', PORT: String(await freePort()), HASH_KEY: 'short' });
    expect(await run.exited).toBe(1);
    const out = run.output();
    expect(out).toContain('DecorLook could not start');
    expect(out).toContain('DATABASE_URL must be set in production');
    expect(out).toContain('HASH_KEY must be at least 32 characters in production');
    expect(out).toContain('JWT_SECRET must be set in production');
    expect(out).toContain('RECAPTCHA_SECRET must be set in production, or CAPTCHA=off');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('refuses an engine this version does not carry', async () => {
    const run = start({ EVENT_STORE: 'kurrentdb', PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('EVENT_STORE=kurrentdb is not built into this version; use postgres');
  });

  it('stops on Ctrl-C with its embedded database: exit code 0, one line per part stopped, no stack trace', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'decorlook-start-'));
    try {
      const run = start({ DATA_DIR: dataDir, PORT: String(await freePort()), PG_PORT: String(await freePort()), DEMO_CATALOG: 'off', LOG_LEVEL: 'warn' }, { asNpmStart: true });
      await printed(run, 'DecorLook is running');
      const before = run.output();
      process.kill(-run.child.pid!, 'SIGINT');
      expect(await run.exited).toBe(0);
      const out = run.output().slice(before.length);
      for (const part of ['realtime', 'command-api', 'query-api', 'mail', 'projectors', 'postgres']) expect(out).toMatch(new RegExp(`^${part}\\s+stopped$`, 'm'));
      expect(out).toContain('DecorLook stopped');
      expect(out).not.toMatch(/\n\s+at /);
      expect(out).not.toMatch(/error/i);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  describe('with everything production needs', () => {
    let db: TestDatabase;
    let run: Run;
    let url: string;
    beforeAll(async () => {
      db = await createTestDatabase();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      run = start({ NODE_ENV: 'production', PORT: String(port), DATABASE_URL: db.url, CAPTCHA: 'off', ...SECRETS });
      await printed(run, 'DecorLook is running');
    }, 120_000);
    afterAll(async () => {
      if (run.child.exitCode === null) run.child.kill('SIGTERM');
      await run.exited;
      await db.drop();
    });

    it('says at start-up that the dev mailbox is off, and why', () => {
      expect(run.output()).toMatch(/mail\s+dev mailbox off \(NODE_ENV=production\)/);
    });

    it('answers 404 for the dev mailbox', async () => {
      const res = await fetch(`${url}/dev/mailbox?to=someone%40example.com`, { headers: { accept: 'application/json' } });
      expect(res.status).toBe(404);
    });

    // Last: it stops the server the tests above use.
    it('stops on SIGTERM with exit code 0, one line per part stopped and no stack trace', async () => {
      const write = await fetch(`${url}/v1/notification-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'stop@example.com' }) });
      expect(write.status).toBe(201);
      const before = run.output();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      const out = run.output().slice(before.length);
      for (const part of ['realtime', 'command-api', 'query-api', 'projectors', 'mail']) expect(out).toMatch(new RegExp(`^${part}\\s+stopped$`, 'm'));
      expect(out).toMatch(/^postgres\s+disconnected \(DATABASE_URL\)$/m);
      expect(out).toContain('DecorLook stopped');
      expect(out).not.toContain('\n    at ');
      expect(out).not.toMatch(/error/i);
    });
  });
});
