import { describe, expect, it } from 'vitest';
import { actorNeededFor, boardNeededFor, EARNING_SOURCE_TYPES, earningsFor, requestNeededFor, withdrawalFor, type EarningFacts, type PointsSourceEvent } from './points';
import { DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES } from './rewards.rules';

const at = '2026-11-23T10:00:00.000Z';
const OWNER = 7;
const RATER = 9;
const board = (over: Partial<NonNullable<EarningFacts['board']>> = {}) => ({ ownerId: OWNER, public: true, approved: true, requestId: null, ...over });
const facts = (over: Partial<EarningFacts> = {}): EarningFacts => ({ board: board(), actorHasVerifiedEmail: true, recommended: false, ...over });

describe('points rules', () => {
  it('pays what the issue sets out, per kind, capped at 500 a day, and nothing for likes or votes', () => {
    expect(Object.fromEntries(POINT_KINDS.map((k) => [k, POINT_RULES[k].points]))).toEqual({
      approvedImage: 50,
      publishedLookBoard: 100,
      requestAnswered: 150,
      highRatingReceived: 25,
      profileCompleted: 20,
      followerGained: 10,
    });
    expect(DAILY_CAP_PER_KIND).toBe(500);
    expect([...EARNING_SOURCE_TYPES].sort()).toEqual([
      'InspirationImageApproved',
      'LookBoardApproved',
      'LookBoardDeleted',
      'LookBoardRated',
      'LookBoardTakenDown',
      'PreferencesFinished',
      'RecommendationAdded',
      'UserFollowed',
      'UserUnfollowed',
    ]);
    expect(EARNING_SOURCE_TYPES.some((t) => /Liked|Voted/.test(t))).toBe(false);
  });
});

describe('which event earns what', () => {
  it('an approved image earns its owner, once per image', () => {
    const e: PointsSourceEvent = { type: 'InspirationImageApproved', data: { imageId: 42, ownerId: OWNER, adminId: 1, approvedAt: at } };
    expect(earningsFor(e)).toEqual([{ userId: OWNER, kind: 'approvedImage', sourceKey: 'approvedImage:42', at }]);
    expect(boardNeededFor(e)).toBeNull();
  });

  it('an approved board earns its owner when it is public, and nothing when private', () => {
    const e: PointsSourceEvent = { type: 'LookBoardApproved', data: { lookBoardId: 3, ownerId: OWNER, adminId: 1, inspirationImageId: null, requestId: null, approvedAt: at } };
    expect(boardNeededFor(e)).toBe(3);
    expect(earningsFor(e, facts())).toEqual([{ userId: OWNER, kind: 'publishedLookBoard', sourceKey: 'publishedLookBoard:3', at }]);
    expect(earningsFor(e, facts({ board: board({ public: false }) }))).toEqual([]);
    expect(earningsFor(e, facts({ board: null }))).toEqual([]);
  });

  it('a rating of 4 or 5 by someone with a verified address earns the board’s owner, once per board and rater', () => {
    const rated = (rate: number, userId = RATER): PointsSourceEvent => ({ type: 'LookBoardRated', data: { lookBoardId: 3, userId, rate, previous: null, ratedAt: at } });
    expect(actorNeededFor(rated(4))).toBe(RATER);
    expect(earningsFor(rated(4), facts())).toEqual([{ userId: OWNER, kind: 'highRatingReceived', sourceKey: `highRatingReceived:3:${RATER}`, at }]);
    expect(earningsFor(rated(5), facts())[0]?.sourceKey).toBe(`highRatingReceived:3:${RATER}`);
    expect(earningsFor(rated(3), facts())).toEqual([]);
    expect(earningsFor(rated(5, OWNER), facts())).toEqual([]);
    expect(earningsFor(rated(5), facts({ board: null }))).toEqual([]);
    expect(earningsFor(rated(5), facts({ actorHasVerifiedEmail: false }))).toEqual([]);
  });

  it('a board answering a request earns the ambassador when it is approved, not when it is recommended', () => {
    const recommended: PointsSourceEvent = { type: 'RecommendationAdded', data: { requestId: 12, requesterId: 3, lookBoardId: 40, ambassadorId: OWNER, addedAt: at } };
    expect(requestNeededFor(recommended, null)).toBe(12);
    expect(earningsFor(recommended, facts({ board: board({ approved: false, public: false, requestId: 12 }) }))).toEqual([]);
    const approved: PointsSourceEvent = { type: 'LookBoardApproved', data: { lookBoardId: 40, ownerId: OWNER, adminId: 1, inspirationImageId: null, requestId: 12, approvedAt: at } };
    const answer = { userId: OWNER, kind: 'requestAnswered', sourceKey: 'requestAnswered:12:40', at };
    expect(earningsFor(approved, facts({ board: board({ public: false, requestId: 12 }), recommended: true }))).toEqual([answer]);
    // Linked to a request it was never recommended to: nothing.
    expect(earningsFor(approved, facts({ board: board({ public: false, requestId: 12 }), recommended: false }))).toEqual([]);
    // Recommended only after its approval: the recommendation earns.
    expect(earningsFor(recommended, facts({ board: board({ approved: true, requestId: 12 }) }))).toEqual([answer]);
    expect(earningsFor(recommended, facts({ board: board({ approved: true, ownerId: 99 }) }))).toEqual([]);
  });

  it('finishing the preferences earns once per person', () => {
    expect(earningsFor({ type: 'PreferencesFinished', data: { userId: OWNER, finishedAt: at } })).toEqual([{ userId: OWNER, kind: 'profileCompleted', sourceKey: `profileCompleted:${OWNER}`, at }]);
  });

  it('a follower with a verified address earns the followed member, once per follower', () => {
    const followed: PointsSourceEvent = { type: 'UserFollowed', data: { followerId: RATER, userId: OWNER, followedAt: at } };
    expect(actorNeededFor(followed)).toBe(RATER);
    expect(earningsFor(followed, facts())).toEqual([{ userId: OWNER, kind: 'followerGained', sourceKey: `followerGained:${RATER}:${OWNER}`, at }]);
    expect(earningsFor(followed, facts({ actorHasVerifiedEmail: false }))).toEqual([]);
  });
});

describe('which event takes points back', () => {
  const earned = (kind: (typeof POINT_KINDS)[number], sourceKey: string) => ({ kind, sourceKey });

  it('a deleted or taken-down board undoes its publication, its answers and its high ratings, and nothing of other boards', () => {
    for (const e of [
      { type: 'LookBoardDeleted', data: { lookBoardId: 4, ownerId: OWNER, deletedAt: at } },
      { type: 'LookBoardTakenDown', data: { lookBoardId: 4, ownerId: OWNER, adminId: 1, reason: 'Spam', takenDownAt: at } },
    ] as PointsSourceEvent[]) {
      const w = withdrawalFor(e)!;
      expect(w).toMatchObject({ userId: OWNER, at });
      expect(w.undoes(earned('publishedLookBoard', 'publishedLookBoard:4'))).toBe(true);
      expect(w.undoes(earned('requestAnswered', 'requestAnswered:12:4'))).toBe(true);
      expect(w.undoes(earned('highRatingReceived', `highRatingReceived:4:${RATER}`))).toBe(true);
      expect(w.undoes(earned('publishedLookBoard', 'publishedLookBoard:44'))).toBe(false);
      expect(w.undoes(earned('requestAnswered', 'requestAnswered:4:14'))).toBe(false);
      expect(w.undoes(earned('highRatingReceived', `highRatingReceived:14:${RATER}`))).toBe(false);
    }
  });

  it('an unfollow undoes that follow; a rating lowered below 4 undoes that rating', () => {
    const unfollow = withdrawalFor({ type: 'UserUnfollowed', data: { followerId: RATER, userId: OWNER, unfollowedAt: at } })!;
    expect(unfollow.userId).toBe(OWNER);
    expect(unfollow.undoes(earned('followerGained', `followerGained:${RATER}:${OWNER}`))).toBe(true);
    expect(unfollow.undoes(earned('followerGained', `followerGained:99:${OWNER}`))).toBe(false);
    const lowered = withdrawalFor({ type: 'LookBoardRated', data: { lookBoardId: 3, userId: RATER, rate: 2, previous: 5, ratedAt: at } }, facts())!;
    expect(lowered.userId).toBe(OWNER);
    expect(lowered.undoes(earned('highRatingReceived', `highRatingReceived:3:${RATER}`))).toBe(true);
    expect(withdrawalFor({ type: 'LookBoardRated', data: { lookBoardId: 3, userId: RATER, rate: 4, previous: 5, ratedAt: at } }, facts())).toBeNull();
  });
});
