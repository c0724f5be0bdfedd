import type { Sql } from '@decorlook/infra/db/sql';
import type { PublicUserView } from '@decorlook/domain/identity/user.views';
import { publicUsersWhere } from '../../identity/users/queries';

/**
 * Follows as the site lists them, read from the `follows` view (live follows only: a member who
 * left took theirs along) joined with `users`. Each member comes as others see them, with whether
 * the caller follows them and their follower count.
 */

/** Whether `followerId` follows `userId` now. */
export async function isFollowing(sql: Sql, followerId: number, userId: number): Promise<boolean> {
  const { rowCount } = await sql.query(`SELECT 1 FROM follows WHERE follower_id = $1 AND user_id = $2`, [followerId, userId]);
  return (rowCount ?? 0) > 0;
}

/** How many follow a member, and whether the viewer does. */
export interface FollowFacts {
  followers_count: number;
  is_followed: boolean;
}

/**
 * The follow facts of the members among `userIds` as `viewerId` (null: a visitor) sees them, one
 * statement for a whole list. The follows read model keeps live follows only (a member who left
 * takes theirs along), so a count is a count of rows.
 */
export async function followFactsOf(sql: Sql, userIds: readonly number[], viewerId: number | null): Promise<(userId: number) => FollowFacts> {
  const ids = [...new Set(userIds)];
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await sql.query<FollowFacts & { user_id: number }>(
          `SELECT f.user_id, count(*)::int AS followers_count, coalesce(bool_or(f.follower_id = $2::int), false) AS is_followed
           FROM follows f WHERE f.user_id = ANY($1::int[]) GROUP BY f.user_id`,
          [ids, viewerId],
        );
  const byId = new Map(rows.map((r) => [r.user_id, { followers_count: r.followers_count, is_followed: r.is_followed }]));
  return (userId) => byId.get(userId) ?? { followers_count: 0, is_followed: false };
}

export interface FollowListQuery {
  search?: string;
  offset: number;
  limit: number;
}

/**
 * A member's followers (`direction` 'followers') or the members they follow ('followed'), newest
 * follow first, as `viewerId` (null: a visitor) sees them; only members the public lists may show.
 */
export async function followList(sql: Sql, userId: number, direction: 'followers' | 'followed', q: FollowListQuery, viewerId: number | null): Promise<PublicUserView[]> {
  // followers: the rows naming the member as followed, listing their followers; followed: the reverse.
  const [mine, theirs] = direction === 'followers' ? ['user_id', 'follower_id'] : ['follower_id', 'user_id'];
  return publicUsersWhere(sql, {
    join: `JOIN follows fw ON fw.${theirs} = u.id AND fw.${mine} = $2`,
    params: [userId],
    search: q.search,
    orderBy: 'fw.followed_at DESC, u.id DESC',
    offset: q.offset,
    limit: q.limit,
    viewerId,
  });
}
