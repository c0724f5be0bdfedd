import { MATCHES_PER_REQUEST, MAX_OPEN_MATCHES } from './request.rules';

/**
 * Request the Look's scoring rule: which ambassadors a request goes to. Written once, here; the
 * matching projector ranks with it over the profiles it keeps, so the same events always give the
 * same matches. Pure: no clock, no randomness, and ties fall to the lower user id.
 */

/** What the rule reads of a request: its picks, and the sub-styles of the image it was made from. */
export interface MatchCriteria {
  requesterId: number;
  style: number;
  color: number | null;
  roomType: number | null;
  /** Item classes wanted. */
  itemClasses: readonly number[];
  /** The request image's sub-styles. */
  subStyles: readonly number[];
}

/** An ambassador as the matching projection knows them. */
export interface AmbassadorProfile {
  userId: number;
  /** Styles from their application and showcase. */
  declaredStyles: readonly number[];
  /** From here on: what their published boards show. */
  subStyles: readonly number[];
  colors: readonly number[];
  roomTypes: readonly number[];
  itemClasses: readonly number[];
  /** Published boards per style id. */
  boardStyles: Readonly<Record<number, number>>;
  /** Ratings received on their boards and recommendations. */
  ratingAverage: number | null;
  ratingsCount: number;
  /** Requests matched to them, still open and not answered by them. */
  openMatches: number;
  /** False once deactivated, erased or no longer an ambassador. */
  live: boolean;
}

export interface AmbassadorMatch {
  userId: number;
  score: number;
}

/** Declaring the request's style puts an ambassador in the upper tier: above everyone without it, whatever else they show. */
export const DECLARED_STYLE_TIER = 100;
/** Per sub-style their boards share with the request's image, for at most SUB_STYLE_CAP of them. */
export const SUB_STYLE_WEIGHT = 3;
export const SUB_STYLE_CAP = 3;
/** Their boards use the request's colour group. */
export const COLOR_WEIGHT = 4;
/** Their boards furnish the request's room type. */
export const ROOM_TYPE_WEIGHT = 4;
/** Per wanted item class their boards have used, for at most ITEM_CLASS_CAP of them. */
export const ITEM_CLASS_WEIGHT = 2;
export const ITEM_CLASS_CAP = 5;
/** Per published board in the request's style, for at most BOARD_STYLE_CAP boards: a long record should not drown every other signal. */
export const BOARD_STYLE_WEIGHT = 1.5;
export const BOARD_STYLE_CAP = 4;
/** Per star their average rating is above (or below) the middle of the scale. */
export const RATING_WEIGHT = 2;
export const NEUTRAL_RATING = 3;
/** An average is counted as if this many middle ratings came first, so one early 5 does not outrank a long record of 4.8s. */
export const RATING_PRIOR_COUNT = 2;
/** Per request already waiting on them: work is spread, and busy ambassadors are asked less. */
export const OPEN_MATCH_PENALTY = 1;

/** The bounds of the within-tier score, which the tier must exceed for the tier rule to hold. */
export const WITHIN_TIER_MAX = SUB_STYLE_WEIGHT * SUB_STYLE_CAP + COLOR_WEIGHT + ROOM_TYPE_WEIGHT + ITEM_CLASS_WEIGHT * ITEM_CLASS_CAP + BOARD_STYLE_WEIGHT * BOARD_STYLE_CAP + RATING_WEIGHT * 2;
export const WITHIN_TIER_MIN = -RATING_WEIGHT * 2 - OPEN_MATCH_PENALTY * (MAX_OPEN_MATCHES - 1);

/** How many of the (distinct) wanted ids they have: the wanted lists are short, so no sets are built per ambassador. */
const sharedCount = (wanted: readonly number[], theirs: readonly number[]) => {
  let n = 0;
  for (const id of wanted) if (theirs.includes(id)) n++;
  return n;
};
const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** The rating as the rule counts it: the average pulled toward the middle while ratings are few. */
export function smoothedRating(average: number | null, count: number): number {
  if (average === null || count <= 0) return NEUTRAL_RATING;
  return (average * count + NEUTRAL_RATING * RATING_PRIOR_COUNT) / (count + RATING_PRIOR_COUNT);
}

/** Whether a request may go to this ambassador at all. */
export function canBeMatched(c: Pick<MatchCriteria, 'requesterId'>, p: Pick<AmbassadorProfile, 'userId' | 'live' | 'openMatches'>): boolean {
  return p.live && p.userId !== c.requesterId && p.openMatches < MAX_OPEN_MATCHES;
}

/** One ambassador's score for a request: the tier plus the signals within it. */
export function scoreAmbassador(c: MatchCriteria, p: AmbassadorProfile): number {
  return scoreOf({ ...c, subStyles: distinct(c.subStyles), itemClasses: distinct(c.itemClasses) }, p);
}

function scoreOf(c: MatchCriteria, p: AmbassadorProfile): number {
  const upper = p.declaredStyles.includes(c.style);
  const subStyles = Math.min(sharedCount(c.subStyles, p.subStyles), SUB_STYLE_CAP);
  const items = Math.min(sharedCount(c.itemClasses, p.itemClasses), ITEM_CLASS_CAP);
  const boards = Math.min(p.boardStyles[c.style] ?? 0, BOARD_STYLE_CAP);
  const within =
    SUB_STYLE_WEIGHT * subStyles +
    (c.color !== null && p.colors.includes(c.color) ? COLOR_WEIGHT : 0) +
    (c.roomType !== null && p.roomTypes.includes(c.roomType) ? ROOM_TYPE_WEIGHT : 0) +
    ITEM_CLASS_WEIGHT * items +
    BOARD_STYLE_WEIGHT * boards +
    RATING_WEIGHT * (smoothedRating(p.ratingAverage, p.ratingsCount) - NEUTRAL_RATING) -
    OPEN_MATCH_PENALTY * Math.max(0, p.openMatches);
  // Rounded before ranking, so the order never rests on floating-point noise and equal scores
  // shown are equal scores ranked (then by user id).
  return Math.round(((upper ? DECLARED_STYLE_TIER : 0) + within) * 1000) / 1000;
}

/** The best `limit` ambassadors for a request, best first. */
export function rankAmbassadors(c: MatchCriteria, profiles: readonly AmbassadorProfile[], limit = MATCHES_PER_REQUEST): AmbassadorMatch[] {
  type Scored = { userId: number; score: number; upper: boolean };
  const before = (a: Scored, b: Scored) => (a.upper !== b.upper ? a.upper : a.score !== b.score ? a.score > b.score : a.userId < b.userId);
  const criteria = { ...c, subStyles: distinct(c.subStyles), itemClasses: distinct(c.itemClasses) };
  // The best `limit` kept in order as the profiles go by: N is a handful, the profiles thousands.
  const best: Scored[] = [];
  const n = Math.max(0, limit);
  for (const p of profiles) {
    if (n === 0 || !canBeMatched(c, p)) continue;
    const s = { userId: p.userId, score: scoreOf(criteria, p), upper: p.declaredStyles.includes(c.style) };
    if (best.length === n && !before(s, best[n - 1])) continue;
    let i = best.length;
    while (i > 0 && before(s, best[i - 1])) i--;
    best.splice(i, 0, s);
    if (best.length > n) best.pop();
  }
  return best.map(({ userId, score }) => ({ userId, score }));
}

/** What a match score says, in the terms an ambassador understands (the match page shows this, not the raw number). */
export interface MatchScoreParts {
  /** They declared the request's style: what put them in the upper tier. */
  declaredStyle: boolean;
  /** How much of what the request asks for their boards show, 0 to 100 (the within-tier signals over their most). */
  fit: number;
}

export function matchScoreParts(score: number): MatchScoreParts {
  const declaredStyle = score >= DECLARED_STYLE_TIER + WITHIN_TIER_MIN;
  const within = declaredStyle ? score - DECLARED_STYLE_TIER : score;
  return { declaredStyle, fit: Math.round(Math.min(1, Math.max(0, within / WITHIN_TIER_MAX)) * 100) };
}

/** The fit in a word: how a person would say it. */
export const matchFitWord = (fit: number): string => (fit >= 60 ? 'Strong fit' : fit >= 30 ? 'Good fit' : fit > 0 ? 'Some fit' : 'A new match');
