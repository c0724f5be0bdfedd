import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const pgPort = Number(process.env.E2E_PG_PORT ?? 55_432);
/** The browser tests' server keeps its data here, wiped at each run (tests that run a script against it read the same variable). */
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const chromium = process.env.CHROMIUM_PATH ?? (process.env.CI || process.platform === 'linux' ? '/usr/bin/chromium' : undefined);

/**
 * Browser tests drive the real server (embedded PostgreSQL on a throwaway data folder) in
 * Chromium. Debian's Chromium is used where it is installed; no browser is downloaded. The server
 * loads the small demo catalog; the global setup records the run's admin and waits until the
 * catalog is in, once, before the first test.
 */
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time (the accessibility file spreads its groups over both): each test makes the
  // people and things it needs, so none depends on another's order, and much of a test is waiting
  // on the page or the server.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  globalSetup: './web/e2e/support/global-setup.ts',
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // Each tool's overview modal opens on a first visit (spec 2.3); tests start with them seen, so none covers the page under test.
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${port}`, localStorage: [{ name: 'introModalStatus', value: JSON.stringify({ getTheLook: true, requestTheLook: true, curateTheLook: true, shopTheLook: true }) }] }] },
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf '${dataDir}' && node --import tsx scripts/start.ts`,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      // The server builds the web client only when its sources are newer than the last build
      // (npm test builds it just before and sets SKIP_WEB_BUILD=1).
      SKIP_WEB_BUILD: process.env.SKIP_WEB_BUILD ?? '0',
      // The small demo catalog (scripts/demo-catalog/plan.ts SMALL_CATALOG): loaded in seconds.
      DEMO_CATALOG: 'small',
      // Development: the browser tests read the dev mailbox, and analytics stay off.
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Short-lived access tokens, so the browser tests see expiry and silent refresh.
      ACCESS_TOKEN_TTL_SECONDS: '8',
    },
  },
});
