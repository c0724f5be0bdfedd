import type { FollowState } from '@decorlook/domain';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import type { Platform } from '@decorlook/infra/platform';

/** The read model that counts followers (projectors/src/ambassadors/follows). */
const FOLLOWS = ['follows'];
/** How long an answer waits for the follows read model before counting what it holds. */
const COUNT_WAIT_MS = 1000;

/**
 * A follow's answer. Whether the caller follows is the state the command decided on; the others
 * who follow the member are counted in the follows read model once it has applied every write up
 * to this one, so the caller's own follow is counted from the decision, never twice, and the
 * others' as they stood when it was written.
 */
export async function presentFollow(p: Pick<Platform, 'pool'>, followerId: number, userId: number, r: { state: FollowState; position: bigint }) {
  await waitForPosition(p.pool, r.position, COUNT_WAIT_MS, FOLLOWS);
  const { rows } = await p.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM follows WHERE user_id = $1 AND follower_id <> $2', [userId, followerId]);
  const isFollowed = r.state.following.has(userId);
  return { userId, isFollowed, followersCount: rows[0].n + (isFollowed ? 1 : 0) };
}
