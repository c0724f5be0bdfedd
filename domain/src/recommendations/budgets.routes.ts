import type { Operation } from '../http/route-table';

/** Recommendations: the same look at three budgets, and the exact items confirmed. */
export const BUDGETS_ROUTES = [] as const satisfies readonly Operation[];
