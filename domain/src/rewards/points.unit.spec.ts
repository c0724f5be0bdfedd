import { describe, expect, it } from 'vitest';
import { boardNeededFor, EARNING_SOURCE_TYPES, earningFor, type EarningSourceEvent } from './points';
import { DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES } from './rewards.rules';

const at = '2026-11-23T10:00:00.000Z';
const OWNER = 7;
const RATER = 9;
const publicBoard = { ownerId: OWNER, public: true };

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
    expect([...EARNING_SOURCE_TYPES].sort()).toEqual(['InspirationImageApproved', 'LookBoardApproved', 'LookBoardRated', 'PreferencesFinished', 'RecommendationAdded', 'UserFollowed']);
    expect(EARNING_SOURCE_TYPES.some((t) => /Liked|Voted/.test(t))).toBe(false);
  });
});

describe('which event earns what', () => {
  it('an approved image earns its owner, once per image', () => {
    const e: EarningSourceEvent = { type: 'InspirationImageApproved', data: { imageId: 42, ownerId: OWNER, adminId: 1, approvedAt: at } };
    expect(earningFor(e)).toEqual({ userId: OWNER, kind: 'approvedImage', sourceKey: 'approvedImage:42', at });
    expect(boardNeededFor(e)).toBeNull();
  });

  it('an approved board earns its owner when it is public, and nothing when private', () => {
    const e: EarningSourceEvent = { type: 'LookBoardApproved', data: { lookBoardId: 3, ownerId: OWNER, adminId: 1, inspirationImageId: null, requestId: null, approvedAt: at } };
    expect(boardNeededFor(e)).toBe(3);
    expect(earningFor(e, publicBoard)).toEqual({ userId: OWNER, kind: 'publishedLookBoard', sourceKey: 'publishedLookBoard:3', at });
    expect(earningFor(e, { ownerId: OWNER, public: false })).toBeNull();
    expect(earningFor(e, null)).toBeNull();
  });

  it('a rating of 4 or 5 by someone else earns the board’s owner, once per board and rater', () => {
    const rated = (rate: number, userId = RATER): EarningSourceEvent => ({ type: 'LookBoardRated', data: { lookBoardId: 3, userId, rate, previous: null, ratedAt: at } });
    expect(earningFor(rated(4), publicBoard)).toEqual({ userId: OWNER, kind: 'highRatingReceived', sourceKey: `highRatingReceived:3:${RATER}`, at });
    expect(earningFor(rated(5), publicBoard)?.sourceKey).toBe(`highRatingReceived:3:${RATER}`);
    expect(earningFor(rated(3), publicBoard)).toBeNull();
    expect(earningFor(rated(5, OWNER), publicBoard)).toBeNull();
    expect(earningFor(rated(5), null)).toBeNull();
  });

  it('a board answering a request earns the ambassador, once per request and board', () => {
    const e: EarningSourceEvent = { type: 'RecommendationAdded', data: { requestId: 12, requesterId: 3, lookBoardId: 40, ambassadorId: 20, addedAt: at } };
    expect(earningFor(e)).toEqual({ userId: 20, kind: 'requestAnswered', sourceKey: 'requestAnswered:12:40', at });
  });

  it('finishing the preferences earns once per person', () => {
    expect(earningFor({ type: 'PreferencesFinished', data: { userId: OWNER, finishedAt: at } })).toEqual({ userId: OWNER, kind: 'profileCompleted', sourceKey: `profileCompleted:${OWNER}`, at });
  });

  it('a follower earns the followed member, once per follower', () => {
    expect(earningFor({ type: 'UserFollowed', data: { followerId: RATER, userId: OWNER, followedAt: at } })).toEqual({
      userId: OWNER,
      kind: 'followerGained',
      sourceKey: `followerGained:${RATER}:${OWNER}`,
      at,
    });
  });
});
