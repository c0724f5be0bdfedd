/** Recommendations: the events of keep or swap. */
export const feedbackEvents = [] as const;
