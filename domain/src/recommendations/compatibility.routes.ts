import type { Operation } from '../http/route-table';

/** Recommendations: compatibility (the board editor's meter and its model). */
export const COMPATIBILITY_ROUTES = [] as const satisfies readonly Operation[];
