import { NoSuchUser } from '../identity/errors';
import type { FollowEvent } from './ambassador.events';
import { CannotFollowSelf } from './ambassador.errors';
import { evolveFollow, initialFollowState, type FollowState } from './follow';

/** The member to follow, read from their own stream by the handler: only a live account can be followed. */
export interface FollowTarget {
  exists: boolean;
  erased: boolean;
  deactivated: boolean;
}

export type FollowCommand =
  | { type: 'Follow'; followerId: number; userId: number; target: FollowTarget; now: string }
  | { type: 'Unfollow'; followerId: number; userId: number; target: FollowTarget; now: string };

const live = (t: FollowTarget) => t.exists && !t.erased && !t.deactivated;

/** Following twice is one follow and unfollowing someone not followed is nothing: no event either way. */
export function decideFollow(command: FollowCommand, state: FollowState): FollowEvent[] {
  const { followerId, userId, now } = command;
  if (followerId === userId) throw new CannotFollowSelf();
  const follows = state.following.has(userId);
  switch (command.type) {
    case 'Follow':
      if (!live(command.target)) throw new NoSuchUser();
      if (follows) return [];
      return [{ type: 'UserFollowed', data: { followerId, userId, followedAt: now } }];
    case 'Unfollow':
      // Someone followed before they closed their account can still be let go.
      if (follows) return [{ type: 'UserUnfollowed', data: { followerId, userId, unfollowedAt: now } }];
      if (!live(command.target)) throw new NoSuchUser();
      return [];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const followDecider = { initialState: initialFollowState, evolve: evolveFollow, decide: decideFollow };
