import { vi } from 'vitest';
import { POLLING_BOUND_MS } from './polling-bound-ms';

/**
 * One bound for every polling expectation of a tier: `vi.waitFor` gives up after 1 s by default,
 * which busy cores overrun while a page renders or a projector catches up (a page test that takes
 * 2 s on an idle machine took 20 s beside other suites and stress-ng). The bound only ends an
 * expectation that would never hold; a test that passes waits no longer for it. A bound a test
 * passes itself is kept.
 */
export { POLLING_BOUND_MS };

const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options = {}) => waitFor(callback, { timeout: POLLING_BOUND_MS, ...(typeof options === 'number' ? { timeout: options } : options) })) as typeof vi.waitFor;
