import { describe, expect, it } from 'vitest';
import {
  BOARD_STYLE_CAP,
  BOARD_STYLE_WEIGHT,
  COLOR_WEIGHT,
  DECLARED_STYLE_TIER,
  ITEM_CLASS_CAP,
  ITEM_CLASS_WEIGHT,
  OPEN_MATCH_PENALTY,
  RATING_WEIGHT,
  ROOM_TYPE_WEIGHT,
  SUB_STYLE_CAP,
  SUB_STYLE_WEIGHT,
  WITHIN_TIER_MAX,
  WITHIN_TIER_MIN,
  matchFitWord,
  matchScoreParts,
  rankAmbassadors,
  scoreAmbassador,
  smoothedRating,
  type AmbassadorProfile,
  type MatchCriteria,
} from './matching';
import { MATCHES_PER_REQUEST, MAX_OPEN_MATCHES } from './request.rules';

const STYLE = 6;
const request: MatchCriteria = { requesterId: 1, style: STYLE, color: 2, roomType: 3, itemClasses: [10, 11, 12, 13, 14, 15, 16], subStyles: [30, 31, 32, 33] };
/** A live ambassador who shows nothing the request asks for. */
const blank = (userId: number, over: Partial<AmbassadorProfile> = {}): AmbassadorProfile => ({
  userId,
  declaredStyles: [],
  subStyles: [],
  colors: [],
  roomTypes: [],
  itemClasses: [],
  boardStyles: {},
  ratingAverage: null,
  ratingsCount: 0,
  openMatches: 0,
  live: true,
  ...over,
});
const score = (over: Partial<AmbassadorProfile>, criteria: MatchCriteria = request) => scoreAmbassador(criteria, blank(5, over));
const order = (profiles: AmbassadorProfile[], criteria: MatchCriteria = request, limit?: number) => rankAmbassadors(criteria, profiles, limit).map((m) => m.userId);

describe('the scoring rule, one signal at a time (each with and without)', () => {
  it('a declared style equal to the request’s lifts the ambassador by the tier', () => {
    expect(score({ declaredStyles: [STYLE] }) - score({ declaredStyles: [STYLE + 1] })).toBe(DECLARED_STYLE_TIER);
  });

  it('each sub-style shared with the image counts, up to the cap', () => {
    expect(score({ subStyles: [30, 99] }) - score({ subStyles: [99] })).toBe(SUB_STYLE_WEIGHT);
    expect(score({ subStyles: [30, 31, 32, 33] }) - score({ subStyles: [30, 31, 32] })).toBe(0);
    expect(score({ subStyles: [30, 31, 32] })).toBe(SUB_STYLE_WEIGHT * SUB_STYLE_CAP);
  });

  it('the request’s colour group among theirs counts; no colour asked counts for nobody', () => {
    expect(score({ colors: [2] }) - score({ colors: [4] })).toBe(COLOR_WEIGHT);
    expect(score({ colors: [2] }, { ...request, color: null })).toBe(0);
  });

  it('the request’s room type among theirs counts', () => {
    expect(score({ roomTypes: [3] }) - score({ roomTypes: [4] })).toBe(ROOM_TYPE_WEIGHT);
    expect(score({ roomTypes: [3] }, { ...request, roomType: null })).toBe(0);
  });

  it('each wanted item class they have used counts, up to the cap', () => {
    expect(score({ itemClasses: [10, 11] }) - score({ itemClasses: [10] })).toBe(ITEM_CLASS_WEIGHT);
    expect(score({ itemClasses: [10, 11, 12, 13, 14, 15] }) - score({ itemClasses: [10, 11, 12, 13, 14] })).toBe(0);
    expect(score({ itemClasses: [10, 11, 12, 13, 14] })).toBe(ITEM_CLASS_WEIGHT * ITEM_CLASS_CAP);
  });

  it('each published board in the request’s style counts, up to the cap; boards in other styles do not', () => {
    expect(score({ boardStyles: { [STYLE]: 2 } }) - score({ boardStyles: { [STYLE]: 1 } })).toBe(BOARD_STYLE_WEIGHT);
    expect(score({ boardStyles: { [STYLE]: 40 } })).toBe(BOARD_STYLE_WEIGHT * BOARD_STYLE_CAP);
    expect(score({ boardStyles: { [STYLE + 1]: 9 } })).toBe(0);
  });

  it('a better average rating received counts; no ratings is the middle of the scale', () => {
    expect(score({ ratingAverage: 5, ratingsCount: 10 })).toBeGreaterThan(score({ ratingAverage: 4, ratingsCount: 10 }));
    expect(score({ ratingAverage: 2, ratingsCount: 10 })).toBeLessThan(score({}));
    expect(score({})).toBe(0);
    expect(score({ ratingAverage: 5, ratingsCount: 1_000_000 })).toBeCloseTo(RATING_WEIGHT * 2, 2);
  });

  it('a few ratings weigh less than many of the same average, so one early 5 does not beat a long record of 4.8', () => {
    expect(smoothedRating(5, 1)).toBeLessThan(smoothedRating(5, 20));
    expect(score({ ratingAverage: 5, ratingsCount: 1 })).toBeLessThan(score({ ratingAverage: 4.8, ratingsCount: 40 }));
  });

  it('each request already waiting on them takes the penalty', () => {
    expect(score({ openMatches: 2 }) - score({ openMatches: 3 })).toBe(OPEN_MATCH_PENALTY);
  });
});

describe('ranking', () => {
  it('puts everyone who declared the style above everyone who did not, however strong the rest', () => {
    const strongest = blank(2, {
      subStyles: [30, 31, 32, 33],
      colors: [2],
      roomTypes: [3],
      itemClasses: [10, 11, 12, 13, 14, 15, 16],
      boardStyles: { [STYLE]: 50 },
      ratingAverage: 5,
      ratingsCount: 500,
    });
    const weakest = blank(3, { declaredStyles: [STYLE], ratingAverage: 1, ratingsCount: 500, openMatches: MAX_OPEN_MATCHES - 1 });
    expect(order([strongest, weakest])).toEqual([3, 2]);
    // and the bounds say it holds for any profiles, not only these two
    expect(DECLARED_STYLE_TIER + WITHIN_TIER_MIN).toBeGreaterThan(WITHIN_TIER_MAX);
    const [upper, lower] = rankAmbassadors(request, [strongest, weakest]);
    expect(upper.score).toBeGreaterThan(lower.score);
  });

  it('orders within a tier by the signals, answering each with its score', () => {
    const matches = rankAmbassadors(request, [blank(2, { declaredStyles: [STYLE] }), blank(3, { declaredStyles: [STYLE], colors: [2] }), blank(4, { roomTypes: [3], colors: [2] }), blank(5)]);
    expect(matches).toEqual([
      { userId: 3, score: DECLARED_STYLE_TIER + COLOR_WEIGHT },
      { userId: 2, score: DECLARED_STYLE_TIER },
      { userId: 4, score: COLOR_WEIGHT + ROOM_TYPE_WEIGHT },
      { userId: 5, score: 0 },
    ]);
  });

  it('breaks ties by the lower user id', () => {
    expect(order([blank(9, { colors: [2] }), blank(4, { colors: [2] }), blank(6, { roomTypes: [3] })])).toEqual([4, 6, 9]);
  });

  it('keeps the best N (five by default)', () => {
    const many = Array.from({ length: 9 }, (_, i) => blank(10 + i, { boardStyles: { [STYLE]: i % 5 } }));
    expect(MATCHES_PER_REQUEST).toBe(5);
    expect(order(many)).toEqual([14, 13, 18, 12, 17]);
    expect(order(many, request, 2)).toEqual([14, 13]);
  });

  it('never picks the requester, a closed or deactivated account, or an ambassador at the open-match limit', () => {
    const profiles = [
      blank(1, { declaredStyles: [STYLE] }),
      blank(2, { declaredStyles: [STYLE], live: false }),
      blank(3, { declaredStyles: [STYLE], openMatches: MAX_OPEN_MATCHES }),
      blank(4, { declaredStyles: [STYLE], openMatches: MAX_OPEN_MATCHES - 1 }),
      blank(5),
    ];
    expect(order(profiles)).toEqual([4, 5]);
  });

  it('gives the same answer for the same profiles in any order', () => {
    const profiles = Array.from({ length: 40 }, (_, i) =>
      blank(100 + ((i * 17) % 40), {
        declaredStyles: i % 3 === 0 ? [STYLE] : [1],
        subStyles: i % 2 ? [30] : [],
        colors: i % 4 ? [2] : [],
        ratingAverage: (i % 5) + 1,
        ratingsCount: i % 7,
        openMatches: i % 6,
      }),
    );
    const first = rankAmbassadors(request, profiles, 10);
    expect(rankAmbassadors(request, [...profiles].reverse(), 10)).toEqual(first);
    expect(rankAmbassadors(request, [...profiles].sort((a, b) => (a.userId % 7) - (b.userId % 7)), 10)).toEqual(first);
    expect(first.every((m, i) => i === 0 || first[i - 1].score >= m.score)).toBe(true);
    // the best few are the head of the whole ranking
    expect(rankAmbassadors(request, profiles, profiles.length).slice(0, 10)).toEqual(first);
    expect(rankAmbassadors(request, profiles, 0)).toEqual([]);
  });
});

describe('what a score says to the ambassador', () => {
  it('tells whether they declared the style and how much of the request their boards show', () => {
    const everything = { declaredStyles: [STYLE], subStyles: [30, 31, 32], colors: [2], roomTypes: [3], itemClasses: [10, 11, 12, 13, 14], boardStyles: { [STYLE]: 9 }, ratingAverage: 5, ratingsCount: 50 };
    expect(matchScoreParts(score(everything))).toEqual({ declaredStyle: true, fit: 100 });
    expect(matchScoreParts(score({ ...everything, declaredStyles: [] }))).toEqual({ declaredStyle: false, fit: 100 });
    expect(matchScoreParts(score({ declaredStyles: [STYLE] }))).toEqual({ declaredStyle: true, fit: 0 });
    // A busy ambassador who declared the style is still in the upper tier.
    expect(matchScoreParts(score({ declaredStyles: [STYLE], openMatches: MAX_OPEN_MATCHES - 1, ratingAverage: 1, ratingsCount: 50 })).declaredStyle).toBe(true);
    const half = matchScoreParts(score({ colors: [2], roomTypes: [3], subStyles: [30, 31, 32] }));
    expect(half.declaredStyle).toBe(false);
    expect(half.fit).toBe(Math.round(((COLOR_WEIGHT + ROOM_TYPE_WEIGHT + SUB_STYLE_WEIGHT * SUB_STYLE_CAP) / WITHIN_TIER_MAX) * 100));
  });

  it('puts the fit in a word', () => {
    expect([80, 45, 10, 0].map(matchFitWord)).toEqual(['Strong fit', 'Good fit', 'Some fit', 'A new match']);
  });
});
