import type { Operation } from '../http/route-table';

/** Recommendations: keep or swap. */
export const FEEDBACK_ROUTES = [] as const satisfies readonly Operation[];
