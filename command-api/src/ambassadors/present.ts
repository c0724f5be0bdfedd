import type { FollowState } from '@decorlook/domain';
import { readEvents } from '@decorlook/infra/event-store/read-events';
import type { Platform } from '@decorlook/infra/platform';

/**
 * The members who follow `userId` in the log, the caller left out, and none who closed their
 * account (deactivated or erased). Follows live in each follower's own stream
 * (`follows-<followerId>`), so no stream lists a member's followers: they are found by the follow
 * events.
 */
async function othersFollowing(p: Pick<Platform, 'store'>, userId: number, callerId: number): Promise<number> {
  const followers = new Set<number>();
  const departed = new Set<number>();
  for await (const batch of readEvents(p.store, { types: ['UserFollowed', 'UserUnfollowed', 'UserDeactivated', 'UserErased'] })) {
    for (const e of batch) {
      if (e.type === 'UserDeactivated' || e.type === 'UserErased') {
        departed.add((e.data as { userId: number }).userId);
        continue;
      }
      const d = e.data as { followerId: number; userId: number };
      if (d.userId !== userId || d.followerId === callerId) continue;
      if (e.type === 'UserFollowed') followers.add(d.followerId);
      else followers.delete(d.followerId);
    }
  }
  return departed.has(userId) ? 0 : [...followers].filter((id) => !departed.has(id)).length;
}

/** How many members follow `userId`, from their follow events (nobody follows themselves). */
export const followersCountOf = (p: Pick<Platform, 'store'>, userId: number): Promise<number> => othersFollowing(p, userId, userId);

/**
 * A follow's answer, from events: whether the caller follows is the state the command decided on,
 * and the others who follow the member are counted from their follow events, so the caller's own
 * follow is counted from the decision, never twice.
 */
export async function presentFollow(p: Pick<Platform, 'store'>, followerId: number, userId: number, r: { state: FollowState }) {
  const isFollowed = r.state.following.has(userId);
  return { userId, isFollowed, followersCount: (await othersFollowing(p, userId, followerId)) + (isFollowed ? 1 : 0) };
}
