import type { FollowEvent } from './ambassador.events';

/** Whom one person follows (stream `follows-<followerId>`). */
export interface FollowState {
  followerId: number;
  following: ReadonlySet<number>;
}

export const initialFollowState = (): FollowState => ({ followerId: 0, following: new Set() });

export function evolveFollow(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'UserFollowed':
      return { followerId: event.data.followerId, following: new Set(state.following).add(event.data.userId) };
    case 'UserUnfollowed': {
      const following = new Set(state.following);
      following.delete(event.data.userId);
      return { followerId: event.data.followerId, following };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
