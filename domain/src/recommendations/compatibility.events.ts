/** Recommendations: the events of compatibility (the board editor's meter and its model). */
export const compatibilityEvents = [] as const;
