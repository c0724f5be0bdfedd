/**
 * Images and products share one moderation lifecycle (pending, approved or rejected; removed by
 * their owner; taken down by an admin), so their reads share one visibility rule. `alias` names
 * the row of `inspiration_images` or `products` in the statement.
 */

/** An image or product still in the catalog: not removed by its owner, not taken down by an admin. */
export const LIVE_ITEM = (alias: string) => `NOT ${alias}.removed AND NOT ${alias}.taken_down`;

/**
 * SQL visibility of an item to the viewer (`userParam`, `adminParam`: the viewer's parameters):
 * approved, or theirs, or they are an admin. Content an admin took down is in no list, for
 * anybody; `withTakenDown` keeps it for its own page, which answers 410 to all but admins.
 */
export const visibleTo = (alias: string, userParam: string, adminParam: string, withTakenDown = false) =>
  `NOT ${alias}.removed${withTakenDown ? '' : ` AND NOT ${alias}.taken_down`} AND (${alias}.status = 'approved' OR ${alias}.owner_id = ${userParam} OR ${adminParam})`;

/** Reads of one item's own page: taken-down content comes back flagged (the page route answers 410 to all but admins). */
export interface PageRead {
  withTakenDown?: boolean;
}

/** An item waiting for an admin's decision, as the moderation queue lists it. */
export interface PendingItem {
  id: number;
  title: string;
  slug: string;
  media_user_id: number;
  media_hash: string;
  owner_id: number;
  created_at: Date;
}
