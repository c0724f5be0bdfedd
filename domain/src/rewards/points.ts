import type { InspirationImageEvent } from '../catalog/inspiration-image';
import type { UserEvent } from '../identity/identity.events';
import type { AmbassadorEvent } from '../ambassadors/ambassador.events';
import type { LookBoardEvent } from '../lookboards/look-board';
import type { RequestEvent } from '../requests/request.events';
import { HIGH_RATING_MIN, POINT_KINDS, POINT_RULES, type PointKind } from './rewards.rules';

/**
 * Which domain event earns what (the rules table's `sourceEvent` and `once`), as a pure mapping:
 * the source event and what its handler read about the board it concerns → who earns, which
 * kind, and the key that makes it earn once.
 */

type Of<E, T> = Extract<E, { type: T }>;
export type EarningSourceEvent =
  | Of<InspirationImageEvent, 'InspirationImageApproved'>
  | Of<LookBoardEvent, 'LookBoardApproved'>
  | Of<LookBoardEvent, 'LookBoardRated'>
  | Of<RequestEvent, 'RecommendationAdded'>
  | Of<UserEvent, 'PreferencesFinished'>
  | Of<AmbassadorEvent, 'UserFollowed'>;

/** Every event type that can earn points, from the rules table. */
export const EARNING_SOURCE_TYPES: readonly string[] = [...new Set(POINT_KINDS.map((k) => POINT_RULES[k].sourceEvent))];

/** The board an approval or a rating is about, as its own stream had it at that event. */
export interface EarningBoard {
  ownerId: number;
  public: boolean;
}

export interface Earning {
  userId: number;
  kind: PointKind;
  sourceKey: string;
  /** The source event's time: the daily cap counts in its UTC day. */
  at: string;
}

/** The board whose stream the mapping needs to see, if any. */
export function boardNeededFor(event: EarningSourceEvent): number | null {
  return event.type === 'LookBoardApproved' || event.type === 'LookBoardRated' ? event.data.lookBoardId : null;
}

/**
 * What a source event earns, or null. `board` is what the handler read of the board for an
 * approval or a rating (null: no such board).
 */
export function earningFor(event: EarningSourceEvent, board: EarningBoard | null = null): Earning | null {
  switch (event.type) {
    case 'InspirationImageApproved': {
      const d = event.data;
      return { userId: d.ownerId, kind: 'approvedImage', sourceKey: `approvedImage:${d.imageId}`, at: d.approvedAt };
    }
    case 'LookBoardApproved': {
      const d = event.data;
      // Published means public: a private board's approval earns nothing.
      if (!board?.public) return null;
      return { userId: d.ownerId, kind: 'publishedLookBoard', sourceKey: `publishedLookBoard:${d.lookBoardId}`, at: d.approvedAt };
    }
    case 'LookBoardRated': {
      const d = event.data;
      if (!board || d.rate < HIGH_RATING_MIN || d.userId === board.ownerId) return null;
      return { userId: board.ownerId, kind: 'highRatingReceived', sourceKey: `highRatingReceived:${d.lookBoardId}:${d.userId}`, at: d.ratedAt };
    }
    case 'RecommendationAdded': {
      const d = event.data;
      return { userId: d.ambassadorId, kind: 'requestAnswered', sourceKey: `requestAnswered:${d.requestId}:${d.lookBoardId}`, at: d.addedAt };
    }
    case 'PreferencesFinished': {
      const d = event.data;
      return { userId: d.userId, kind: 'profileCompleted', sourceKey: `profileCompleted:${d.userId}`, at: d.finishedAt };
    }
    case 'UserFollowed': {
      const d = event.data;
      if (d.followerId === d.userId) return null;
      return { userId: d.userId, kind: 'followerGained', sourceKey: `followerGained:${d.followerId}:${d.userId}`, at: d.followedAt };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
