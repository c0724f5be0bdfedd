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
    join: `JOIN follows fw ON fw.${theirs} = u.id AND fw.${mine} = $3`,
    params: [userId],
    search: q.search,
    orderBy: 'fw.followed_at DESC, u.id DESC',
    offset: q.offset,
    limit: q.limit,
    viewerId,
  });
}
