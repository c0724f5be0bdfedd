import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SERVER = ['domain', 'infra', 'command-api', 'query-api', 'projectors', 'scripts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [...SERVER.map((w) => `${w}/src/**/*.unit.spec.ts`), 'scripts/demo-catalog/**/*.unit.spec.ts', 'test/**/*.unit.spec.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: [...SERVER.map((w) => `${w}/src/**/*.int.spec.ts`), 'test/**/*.int.spec.ts'],
          environment: 'node',
          // The migrated template first, then the test server's projected one made from it.
          globalSetup: ['infra/src/testing/global-setup.ts', 'test/support/server-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.unit.spec.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A page test renders antd and the router in jsdom: seconds on a busy machine. The bound
          // only ends a test that hangs; polling expectations inside are bounded by the setup.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
