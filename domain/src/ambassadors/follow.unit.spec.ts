import { describe, expect, it } from 'vitest';
import { NotFound, type ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import type { FollowEvent } from './ambassador.events';
import { CannotFollowSelf } from './ambassador.errors';
import { evolveFollow, initialFollowState, type FollowState } from './follow';
import { followDecider, type FollowCommand, type FollowTarget } from './follow.decide';

const now = '2026-11-23T10:00:00.000Z';
const ME = 4;
const AMBASSADOR = 9;
const live: FollowTarget = { exists: true, erased: false, deactivated: false };
const follows = specFor<FollowState, FollowCommand, FollowEvent>(followDecider);
const follow: FollowCommand = { type: 'Follow', followerId: ME, userId: AMBASSADOR, target: live, now };
const unfollow: FollowCommand = { type: 'Unfollow', followerId: ME, userId: AMBASSADOR, target: live, now };
const followed = follows([]).when(follow).events();
const stateOf = (events: FollowEvent[]) => events.reduce(evolveFollow, initialFollowState());

describe('follow decider', () => {
  it('follows a member; following again is the same one follow', () => {
    expect(followed).toEqual([{ type: 'UserFollowed', data: { followerId: ME, userId: AMBASSADOR, followedAt: now } }]);
    expect([...stateOf(followed).following]).toEqual([AMBASSADOR]);
    expect(follows(followed).when(follow).events()).toEqual([]);
  });

  it('unfollows someone followed; unfollowing someone not followed records nothing', () => {
    const unfollowed = [...followed, ...follows(followed).when(unfollow).events()];
    expect(unfollowed.at(-1)).toEqual({ type: 'UserUnfollowed', data: { followerId: ME, userId: AMBASSADOR, unfollowedAt: now } });
    expect(stateOf(unfollowed).following.size).toBe(0);
    expect(follows(unfollowed).when(unfollow).events()).toEqual([]);
    expect(follows([]).when(unfollow).events()).toEqual([]);
    // following again after unfollowing is a new follow
    expect(follows(unfollowed).when(follow).events()).toHaveLength(1);
  });

  it('refuses following yourself', () => {
    const err = follows([]).when({ ...follow, userId: ME }).error();
    expect(err).toBeInstanceOf(CannotFollowSelf);
    expect((err as ValidationFailed).errors).toEqual({ userId: ['You cannot follow yourself'] });
  });

  it('follows only live members, but lets go of someone who closed their account since', () => {
    for (const target of [{ ...live, exists: false }, { ...live, erased: true }, { ...live, deactivated: true }]) {
      expect(follows([]).when({ ...follow, target }).error()).toBeInstanceOf(NotFound);
      expect(follows([]).when({ ...unfollow, target }).error()).toBeInstanceOf(NotFound);
      expect(follows(followed).when({ ...unfollow, target }).events().map((e) => e.type)).toEqual(['UserUnfollowed']);
    }
  });
});
