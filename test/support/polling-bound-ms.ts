/**
 * How long a polling expectation may wait before it fails: how long a busy machine (two cores,
 * other suites and stress-ng running) may take to render a page or project an event, not a timing
 * any test asserts. vitest.config.ts gives it to `expect.poll`; polling-bound.ts to `vi.waitFor`.
 */
export const POLLING_BOUND_MS = 60_000;
