import { defineConfig } from 'vitest/config';

/**
 * Runs the demo catalog's tests on their own (`npx vitest run --config scripts/demo-catalog/demo.vitest.config.ts`):
 * the root config's unit project includes scripts/src/** only, and these files live in scripts/demo-catalog.
 */
export default defineConfig({
  test: {
    name: 'demo-catalog',
    root: import.meta.dirname,
    include: ['*.unit.spec.ts'],
    environment: 'node',
  },
});
