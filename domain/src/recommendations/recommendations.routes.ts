import type { Operation } from '../http/route-table';
import { BUDGETS_ROUTES } from './budgets.routes';
import { COMPATIBILITY_ROUTES } from './compatibility.routes';
import { FEEDBACK_ROUTES } from './feedback.routes';

/** Recommendations: whether a board's pieces go together, the look at three budgets, keep or swap. */
export const RECOMMENDATION_ROUTES = [...COMPATIBILITY_ROUTES, ...BUDGETS_ROUTES, ...FEEDBACK_ROUTES] as const satisfies readonly Operation[];
