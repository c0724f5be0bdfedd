import { execFileSync } from 'node:child_process';

/**
 * Admins are never made by sign-up: the operator's script (`npm run admin:create`) records one in
 * the browser tests' server database, as an operator would.
 */
export function createAdmin(email: string, password: string, firstName = 'Morgan'): void {
  execFileSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', email, '--password', password, '--first-name', firstName], {
    env: { ...process.env, PG_PORT: process.env.E2E_PG_PORT ?? '55432', DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', APP_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}
