/** Recommendations: the events of the same look at three budgets, and the exact items confirmed. */
export const budgetsEvents = [] as const;
