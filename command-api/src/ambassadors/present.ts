import type { FollowState } from '@decorlook/domain';
import type { Platform } from '@decorlook/infra/platform';

/**
 * A follow's answer. Whether the caller follows is the state the command decided on; the others
 * who follow the member come from the follows read model, which holds one row per live follow,
 * so the caller's own follow is counted from the decision, never twice and never stale.
 */
export async function presentFollow(p: Pick<Platform, 'pool'>, followerId: number, userId: number, state: FollowState) {
  const { rows } = await p.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE user_id = $1 AND follower_id <> $2', [userId, followerId]);
  const isFollowed = state.following.has(userId);
  return { userId, isFollowed, followersCount: rows[0].n + (isFollowed ? 1 : 0) };
}
