import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The exit status of `vitest run` is what CI trusts: a failing test beside an integration test must fail the run. */
const ROOT = path.resolve(import.meta.dirname, '..');

it('a run with a failing test and an integration test exits non-zero', async () => {
  const exit = await new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/vitest'),
      ['run', '--config', 'test/fixtures/suite-can-fail/vitest.config.ts', '--reporter', 'dot'],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CI: '1' }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });
  // Both ran: the database test passed and the deliberate failure was reported.
  expect(exit.out).toMatch(/1 failed.*1 passed/);
  expect(exit.code, exit.out).toBe(1);
}, 120_000);
