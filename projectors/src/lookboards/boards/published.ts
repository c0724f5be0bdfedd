/** A look board everyone may see: approved, public, not deleted and not taken down by an admin (domain's isPublished). */
export const PUBLISHED_BOARD = (alias: string) => `${alias}.status = 'approved' AND ${alias}.public AND NOT ${alias}.deleted AND NOT ${alias}.taken_down`;

/** "Best first" for look boards: the best rated, then the most rated, voted and liked; the newest of equals. */
export const BEST_BOARDS_FIRST = (alias: string) =>
  `${alias}.rating DESC NULLS LAST, ${alias}.ratings_count DESC, ${alias}.votes_count DESC, ${alias}.likes_count DESC, ${alias}.id DESC`;
