import type { InspirationImageEvent } from '../catalog/inspiration-image';
import type { UserEvent } from '../identity/identity.events';
import type { AmbassadorEvent } from '../ambassadors/ambassador.events';
import type { LookBoardEvent } from '../lookboards/look-board';
import type { RequestEvent } from '../requests/request.events';
import { HIGH_RATING_MIN, POINT_KINDS, POINT_RULES, type PointKind } from './rewards.rules';

/**
 * Which domain event earns what (the rules table's `sourceEvent` and `once`), and which event
 * takes an earning back, as pure mappings: the event and the facts its handler read from the
 * streams it concerns (never a read model) → who earns or loses, which kind, and the key that
 * makes each earn once.
 */

type Of<E, T> = Extract<E, { type: T }>;
export type EarningSourceEvent =
  | Of<InspirationImageEvent, 'InspirationImageApproved'>
  | Of<LookBoardEvent, 'LookBoardApproved'>
  | Of<LookBoardEvent, 'LookBoardRated'>
  | Of<RequestEvent, 'RecommendationAdded'>
  | Of<UserEvent, 'PreferencesFinished'>
  | Of<AmbassadorEvent, 'UserFollowed'>;

/** The events that undo a contribution: a rating lowered is LookBoardRated, also a source. */
export type WithdrawalSourceEvent = Of<LookBoardEvent, 'LookBoardDeleted'> | Of<LookBoardEvent, 'LookBoardTakenDown'> | Of<AmbassadorEvent, 'UserUnfollowed'> | Of<LookBoardEvent, 'LookBoardRated'>;

export type PointsSourceEvent = EarningSourceEvent | WithdrawalSourceEvent;

/** Every event type the points earner reads: the rules table's sources, the answers' recommendations, and what undoes them. */
export const EARNING_SOURCE_TYPES: readonly string[] = [
  ...new Set([...POINT_KINDS.map((k) => POINT_RULES[k].sourceEvent), 'RecommendationAdded', 'LookBoardDeleted', 'LookBoardTakenDown', 'UserUnfollowed']),
];

/** The board an event is about, as its own stream had it at that event. */
export interface EarningBoard {
  ownerId: number;
  public: boolean;
  /** Approved by an admin (and not since taken down or deleted). */
  approved: boolean;
  /** The request the board answers, if any. */
  requestId: number | null;
}

/** What the handler read from the streams an event concerns. */
export interface EarningFacts {
  /** The board of an approval, a rating or a recommendation (null: no such board). */
  board: EarningBoard | null;
  /** The follower's or rater's own user stream says their address is verified. */
  actorHasVerifiedEmail: boolean;
  /** The request's stream recommends this board by its owner (an ambassador matched to it). */
  recommended: boolean;
}

export const NO_FACTS: EarningFacts = { board: null, actorHasVerifiedEmail: false, recommended: false };

export interface Earning {
  userId: number;
  kind: PointKind;
  sourceKey: string;
  /** The source event's time: the daily cap counts in its UTC day. */
  at: string;
}

/** The board whose stream the mappings need to see, if any. */
export function boardNeededFor(event: PointsSourceEvent): number | null {
  switch (event.type) {
    case 'LookBoardApproved':
    case 'LookBoardRated':
    case 'RecommendationAdded':
      return event.data.lookBoardId;
    default:
      return null;
  }
}

/** The member whose own stream must show a verified address for the event to earn anyone points. */
export function actorNeededFor(event: PointsSourceEvent): number | null {
  if (event.type === 'UserFollowed') return event.data.followerId;
  if (event.type === 'LookBoardRated') return event.data.userId;
  return null;
}

/** The request whose stream must recommend the board for an answer to earn, if any. */
export function requestNeededFor(event: PointsSourceEvent, board: EarningBoard | null): number | null {
  if (event.type === 'LookBoardApproved') return event.data.requestId ?? board?.requestId ?? null;
  if (event.type === 'RecommendationAdded') return event.data.requestId;
  return null;
}

const requestAnswered = (requestId: number, lookBoardId: number, ambassadorId: number, at: string): Earning => ({
  userId: ambassadorId,
  kind: 'requestAnswered',
  sourceKey: `requestAnswered:${requestId}:${lookBoardId}`,
  at,
});

/** What an event earns (none, one or, for an approval answering a request, two earnings). */
export function earningsFor(event: PointsSourceEvent, facts: EarningFacts = NO_FACTS): Earning[] {
  const { board } = facts;
  switch (event.type) {
    case 'InspirationImageApproved': {
      const d = event.data;
      return [{ userId: d.ownerId, kind: 'approvedImage', sourceKey: `approvedImage:${d.imageId}`, at: d.approvedAt }];
    }
    case 'LookBoardApproved': {
      const d = event.data;
      const out: Earning[] = [];
      // Published means public: a private board's approval earns nothing for publishing.
      if (board?.public) out.push({ userId: d.ownerId, kind: 'publishedLookBoard', sourceKey: `publishedLookBoard:${d.lookBoardId}`, at: d.approvedAt });
      // An answer earns once approved, and only if it was recommended to the request by its owner.
      const requestId = d.requestId ?? board?.requestId ?? null;
      if (requestId !== null && facts.recommended) out.push(requestAnswered(requestId, d.lookBoardId, d.ownerId, d.approvedAt));
      return out;
    }
    case 'RecommendationAdded': {
      // Recommended after its approval (the rare order): it earns now. Before it, the approval earns.
      const d = event.data;
      if (!board?.approved || board.ownerId !== d.ambassadorId) return [];
      return [requestAnswered(d.requestId, d.lookBoardId, d.ambassadorId, d.addedAt)];
    }
    case 'LookBoardRated': {
      const d = event.data;
      if (!board || !facts.actorHasVerifiedEmail || d.rate < HIGH_RATING_MIN || d.userId === board.ownerId) return [];
      return [{ userId: board.ownerId, kind: 'highRatingReceived', sourceKey: `highRatingReceived:${d.lookBoardId}:${d.userId}`, at: d.ratedAt }];
    }
    case 'PreferencesFinished': {
      const d = event.data;
      return [{ userId: d.userId, kind: 'profileCompleted', sourceKey: `profileCompleted:${d.userId}`, at: d.finishedAt }];
    }
    case 'UserFollowed': {
      const d = event.data;
      if (d.followerId === d.userId || !facts.actorHasVerifiedEmail) return [];
      return [{ userId: d.userId, kind: 'followerGained', sourceKey: `followerGained:${d.followerId}:${d.userId}`, at: d.followedAt }];
    }
    case 'LookBoardDeleted':
    case 'LookBoardTakenDown':
    case 'UserUnfollowed':
      return [];
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** One earlier earning, as a withdrawal sees it. */
export interface EarnedSource {
  kind: PointKind;
  sourceKey: string;
}

/** Whose earnings an undoing event takes back, which of them, and when it happened. */
export interface Withdrawal {
  userId: number;
  /** Whether an earning of that person is one this event undoes. */
  undoes: (earned: EarnedSource) => boolean;
  at: string;
}

/** Every earning a board brought its owner: its publication, its answers to requests, its high ratings. */
const earnedByBoard = (lookBoardId: number) => (e: EarnedSource) =>
  (e.kind === 'publishedLookBoard' && e.sourceKey === `publishedLookBoard:${lookBoardId}`) ||
  (e.kind === 'requestAnswered' && e.sourceKey.endsWith(`:${lookBoardId}`)) ||
  (e.kind === 'highRatingReceived' && e.sourceKey.startsWith(`highRatingReceived:${lookBoardId}:`));

/** What an event takes back, or null. The ledger decides which earnings are still inside the window. */
export function withdrawalFor(event: PointsSourceEvent, facts: EarningFacts = NO_FACTS): Withdrawal | null {
  switch (event.type) {
    case 'LookBoardDeleted':
      return { userId: event.data.ownerId, undoes: earnedByBoard(event.data.lookBoardId), at: event.data.deletedAt };
    case 'LookBoardTakenDown':
      return { userId: event.data.ownerId, undoes: earnedByBoard(event.data.lookBoardId), at: event.data.takenDownAt };
    case 'UserUnfollowed': {
      const key = `followerGained:${event.data.followerId}:${event.data.userId}`;
      return { userId: event.data.userId, undoes: (e) => e.kind === 'followerGained' && e.sourceKey === key, at: event.data.unfollowedAt };
    }
    case 'LookBoardRated': {
      // A high rating lowered below the mark undoes what it earned.
      const d = event.data;
      if (!facts.board || d.rate >= HIGH_RATING_MIN) return null;
      const key = `highRatingReceived:${d.lookBoardId}:${d.userId}`;
      return { userId: facts.board.ownerId, undoes: (e) => e.kind === 'highRatingReceived' && e.sourceKey === key, at: d.ratedAt };
    }
    default:
      return null;
  }
}
