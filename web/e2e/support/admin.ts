import { execFileSync } from 'node:child_process';

/**
 * The browser tests' admin. Admins are never made by sign-up: the operator's script
 * (`npm run admin:create`) records this one in the test server's database once per run, before
 * the tests (global-setup.ts); every test that needs an admin signs in as it.
 */
export const ADMIN = { email: 'e2e-admin@example.com', password: 'a long passphrase for review 1', firstName: 'Morgan' } as const;

/** Records the run's admin through the operator's script, against the browser tests' server database. */
export function createRunAdmin(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', ADMIN.firstName], {
    env: { ...process.env, PG_PORT: process.env.E2E_PG_PORT ?? '55432', DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', APP_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}
