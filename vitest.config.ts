import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { POLLING_BOUND_MS } from './test/support/polling-bound-ms';

const SERVER = ['domain', 'infra', 'command-api', 'query-api', 'projectors', 'scripts'];

/**
 * Test files run side by side, one per core and at least two. Vitest's own default leaves one
 * core free, which on two cores ran the whole suite one file at a time; an integration file
 * spends much of its time waiting on Postgres, so both cores stay busy. At most four: each
 * integration file's server holds some forty connections of the test Postgres's 200.
 */
const WORKERS = Math.min(4, Math.max(2, os.availableParallelism()));

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: [...SERVER.map((w) => `${w}/src/**/*.unit.spec.ts`), 'scripts/demo-catalog/**/*.unit.spec.ts', 'test/**/*.unit.spec.ts'],
          environment: 'node',
          // Pure functions over values, no mocks, globals or environment changes: the files share
          // their modules instead of importing the domain afresh each (the tier took 133 s
          // isolated, 18 s shared, on the same busy machine).
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          // Each file starts its own server on its own database; the files share the modules they
          // import (the server, pg, sharp) instead of importing them afresh each: import time
          // fell from 82 s to 13 s of the workers' time.
          isolate: false,
          include: [...SERVER.map((w) => `${w}/src/**/*.int.spec.ts`), 'test/**/*.int.spec.ts'],
          environment: 'node',
          // The migrated template first, then the test server's projected one made from it.
          globalSetup: ['infra/src/testing/global-setup.ts', 'test/support/server-template.ts'],
          setupFiles: ['test/support/polling-bound.ts'],
          // expect.poll's own default is 1 s, which a projector on busy cores overruns.
          expect: { poll: { timeout: POLLING_BOUND_MS } },
          // Bounds on a hang, not timings: a replay test that takes 3 s on an idle machine took
          // over 30 s on two cores shared with other suites.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.unit.spec.{ts,tsx}'],
          environment: 'jsdom',
          // The files share one window and one copy of each module: importing antd afresh for each
          // file was most of the tier's time (157 s isolated, 42 s shared, on two cores). What a
          // test leaves on the page is cleared after it (src/test/setup.ts).
          isolate: false,
          setupFiles: ['src/test/setup.ts', '../test/support/polling-bound.ts'],
          expect: { poll: { timeout: POLLING_BOUND_MS } },
          // A page test renders antd and the router in jsdom: seconds on an idle machine, up to a
          // minute on two cores shared with other suites. The bound only ends a test that hangs;
          // polling expectations inside are bounded by the setup files.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
