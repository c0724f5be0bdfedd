import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, ids, positiveId } from '../catalog/catalog.shared';
import { RATE_MAX, RATE_MIN } from '../catalog/catalog.rules';
import { LOOK_BOARD_TEXT_MAX, LOOK_BOARD_TITLE_MAX, LOOK_BOARD_TYPES, type LookBoardStatus } from './look-board.rules';

export const lookBoardStream = (lookBoardId: number) => `lookBoard-${lookBoardId}`;

const lookBoardId = positiveId;
const rate = z.number().int().min(RATE_MIN).max(RATE_MAX);
const colour = z.string().regex(/^#[0-9a-f]{6}$/);

/** What a board is made of: replaced whole by an edit. */
const details = {
  title: z.string().max(LOOK_BOARD_TITLE_MAX),
  description: z.string().max(LOOK_BOARD_TEXT_MAX),
  message: z.string().max(LOOK_BOARD_TEXT_MAX),
  type: z.enum(LOOK_BOARD_TYPES),
  roomTypeId: positiveId.nullable(),
  itemClassId: positiveId.nullable(),
  styleId: positiveId,
  color: colour,
  columns: z.number().int().min(1).max(3),
  products: ids,
  inspirationImageId: positiveId.nullable(),
  requestId: positiveId.nullable(),
  public: z.boolean(),
};
export const lookBoardDetailsSchema = z.object(details);
export type LookBoardDetails = z.infer<typeof lookBoardDetailsSchema>;

export const lookBoardCreated = defineEvent({ type: 'LookBoardCreated', version: 1, schema: z.object({ lookBoardId, ownerId: positiveId, ...details, createdAt: at }) });
/** `resubmitted`: the edit of a board already submitted, which sends it back for review. */
export const lookBoardEdited = defineEvent({
  type: 'LookBoardEdited',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, ...details, resubmitted: z.boolean(), editedAt: at }),
});
export const lookBoardBannerColorChanged = defineEvent({ type: 'LookBoardBannerColorChanged', version: 1, schema: z.object({ lookBoardId, color: colour, changedAt: at }) });
export const lookBoardRequestLinked = defineEvent({ type: 'LookBoardRequestLinked', version: 1, schema: z.object({ lookBoardId, requestId: positiveId.nullable(), linkedAt: at }) });
export const lookBoardSubmitted = defineEvent({ type: 'LookBoardSubmitted', version: 1, schema: z.object({ lookBoardId, ownerId: positiveId, submittedAt: at }) });
/** The `approvedLookBoard` notification event. */
export const lookBoardApproved = defineEvent({
  type: 'LookBoardApproved',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, adminId: positiveId, inspirationImageId: positiveId.nullable(), requestId: positiveId.nullable(), approvedAt: at }),
});
/** The `rejectedLookBoard` notification event. */
export const lookBoardRejected = defineEvent({
  type: 'LookBoardRejected',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, adminId: positiveId, reason: z.string().max(500), rejectedAt: at }),
});
export const lookBoardDeleted = defineEvent({ type: 'LookBoardDeleted', version: 1, schema: z.object({ lookBoardId, ownerId: positiveId, deletedAt: at }) });
export const lookBoardLiked = defineEvent({ type: 'LookBoardLiked', version: 1, schema: z.object({ lookBoardId, userId: positiveId, likedAt: at }) });
export const lookBoardUnliked = defineEvent({ type: 'LookBoardUnliked', version: 1, schema: z.object({ lookBoardId, userId: positiveId, unlikedAt: at }) });
export const lookBoardVoted = defineEvent({ type: 'LookBoardVoted', version: 1, schema: z.object({ lookBoardId, userId: positiveId, votedAt: at }) });
/** A person's rating; `previous` is the one it replaces, so averages fold without re-reading. */
export const lookBoardRated = defineEvent({ type: 'LookBoardRated', version: 1, schema: z.object({ lookBoardId, userId: positiveId, rate, previous: rate.nullable(), ratedAt: at }) });

/** An admin took the board down: it leaves every read model at once; the events stay for audit. */
export const lookBoardTakenDown = defineEvent({
  type: 'LookBoardTakenDown',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, adminId: positiveId, reason: z.string().max(500), takenDownAt: at }),
});
/** Restored as it was before the take-down (its review status kept). */
export const lookBoardRestored = defineEvent({ type: 'LookBoardRestored', version: 1, schema: z.object({ lookBoardId, ownerId: positiveId, adminId: positiveId, restoredAt: at }) });

/** Why a product left the catalog's shelves: rejected by an admin, taken down by one, or deleted by its owner. */
export const PRODUCT_GONE_REASONS = ['rejected', 'takenDown', 'removed'] as const;
export type ProductGoneReason = (typeof PRODUCT_GONE_REASONS)[number];
/** The event of the catalog that made or unmade an offer (its id): an offer is acted on once per cause. */
const causeId = z.string().min(1).max(100);

/**
 * A product on the board went (rejected, taken down or deleted): the slot keeps its place and shows
 * `substituteId` (null when nothing fits) labelled "Similar item" until the owner accepts it or
 * picks another. `productId` is the slot's product, the one on the board; nothing on the board
 * changes by this event.
 */
export const lookBoardSubstituteOffered = defineEvent({
  type: 'LookBoardSubstituteOffered',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, productId: positiveId, substituteId: positiveId.nullable(), reason: z.enum(PRODUCT_GONE_REASONS), causeId, offeredAt: at }),
});
/** The product came back (approved again, or restored): the offer lapses and the original shows again. */
export const lookBoardSubstituteLapsed = defineEvent({
  type: 'LookBoardSubstituteLapsed',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, productId: positiveId, causeId, lapsedAt: at }),
});
/** The owner took the suggestion (`accepted`) or chose another of the same item class (`picked`): the slot holds `to` from now on. */
export const lookBoardProductReplaced = defineEvent({
  type: 'LookBoardProductReplaced',
  version: 1,
  schema: z.object({ lookBoardId, ownerId: positiveId, from: positiveId, to: positiveId, by: z.enum(['accepted', 'picked']), replacedAt: at }),
});

export const lookBoardEvents = [
  lookBoardCreated,
  lookBoardEdited,
  lookBoardBannerColorChanged,
  lookBoardRequestLinked,
  lookBoardSubmitted,
  lookBoardApproved,
  lookBoardRejected,
  lookBoardDeleted,
  lookBoardLiked,
  lookBoardUnliked,
  lookBoardVoted,
  lookBoardRated,
  lookBoardTakenDown,
  lookBoardRestored,
  lookBoardSubstituteOffered,
  lookBoardSubstituteLapsed,
  lookBoardProductReplaced,
] as const;
export type LookBoardEvent = EventOf<(typeof lookBoardEvents)[number]>;

export interface LookBoardState {
  exists: boolean;
  deleted: boolean;
  lookBoardId: number;
  ownerId: number;
  details: LookBoardDetails | null;
  status: LookBoardStatus;
  rejectionReason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  publishedAt: string | null;
  likedBy: ReadonlySet<number>;
  votedBy: ReadonlySet<number>;
  rates: ReadonlyMap<number, number>;
  /** Taken down by an admin (hidden everywhere until restored). */
  takenDown: boolean;
  /** Open offers by the slot's product (the one on the board that went). */
  substitutes: ReadonlyMap<number, SubstituteOffer>;
  /** The catalog events an offer was made or lapsed for: each is acted on once. */
  repairCauses: ReadonlySet<string>;
}

export interface SubstituteOffer {
  substituteId: number | null;
  reason: ProductGoneReason;
  offeredAt: string;
}

export const initialLookBoardState = (): LookBoardState => ({
  exists: false,
  deleted: false,
  lookBoardId: 0,
  ownerId: 0,
  details: null,
  status: 'draft',
  rejectionReason: null,
  createdAt: null,
  updatedAt: null,
  publishedAt: null,
  likedBy: new Set(),
  votedBy: new Set(),
  rates: new Map(),
  takenDown: false,
  substitutes: new Map(),
  repairCauses: new Set(),
});

/** Offers stand only for products still on the board: an edit that drops one drops its offer. */
const offersOn = (offers: ReadonlyMap<number, SubstituteOffer>, products: readonly number[]) =>
  offers.size === 0 ? offers : new Map([...offers].filter(([id]) => products.includes(id)));

const detailsOf = (d: LookBoardDetails): LookBoardDetails => ({
  title: d.title,
  description: d.description,
  message: d.message,
  type: d.type,
  roomTypeId: d.roomTypeId,
  itemClassId: d.itemClassId,
  styleId: d.styleId,
  color: d.color,
  columns: d.columns,
  products: d.products,
  inspirationImageId: d.inspirationImageId,
  requestId: d.requestId,
  public: d.public,
});

export function evolveLookBoard(state: LookBoardState, event: LookBoardEvent): LookBoardState {
  switch (event.type) {
    case 'LookBoardCreated': {
      const d = event.data;
      return { ...state, exists: true, lookBoardId: d.lookBoardId, ownerId: d.ownerId, details: detailsOf(d), status: 'draft', createdAt: d.createdAt, updatedAt: d.createdAt };
    }
    case 'LookBoardEdited':
      return {
        ...state,
        details: detailsOf(event.data),
        substitutes: offersOn(state.substitutes, event.data.products),
        status: event.data.resubmitted ? 'submitted' : state.status,
        rejectionReason: event.data.resubmitted ? null : state.rejectionReason,
        updatedAt: event.data.editedAt,
      };
    case 'LookBoardBannerColorChanged':
      return state.details ? { ...state, details: { ...state.details, color: event.data.color }, updatedAt: event.data.changedAt } : state;
    case 'LookBoardRequestLinked':
      return state.details ? { ...state, details: { ...state.details, requestId: event.data.requestId }, updatedAt: event.data.linkedAt } : state;
    case 'LookBoardSubmitted':
      return { ...state, status: 'submitted', rejectionReason: null, updatedAt: event.data.submittedAt };
    case 'LookBoardApproved':
      return { ...state, status: 'approved', rejectionReason: null, publishedAt: state.publishedAt ?? event.data.approvedAt };
    case 'LookBoardRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'LookBoardDeleted':
      return { ...state, deleted: true };
    case 'LookBoardLiked':
      return { ...state, likedBy: new Set(state.likedBy).add(event.data.userId) };
    case 'LookBoardUnliked': {
      const likedBy = new Set(state.likedBy);
      likedBy.delete(event.data.userId);
      return { ...state, likedBy };
    }
    case 'LookBoardVoted':
      return { ...state, votedBy: new Set(state.votedBy).add(event.data.userId) };
    case 'LookBoardRated':
      return { ...state, rates: new Map(state.rates).set(event.data.userId, event.data.rate) };
    case 'LookBoardTakenDown':
      return { ...state, takenDown: true };
    case 'LookBoardRestored':
      return { ...state, takenDown: false };
    case 'LookBoardSubstituteOffered': {
      const { productId, substituteId, reason, offeredAt } = event.data;
      return { ...state, substitutes: new Map(state.substitutes).set(productId, { substituteId, reason, offeredAt }), repairCauses: new Set(state.repairCauses).add(event.data.causeId) };
    }
    case 'LookBoardSubstituteLapsed': {
      const substitutes = new Map(state.substitutes);
      substitutes.delete(event.data.productId);
      return { ...state, substitutes, repairCauses: new Set(state.repairCauses).add(event.data.causeId) };
    }
    case 'LookBoardProductReplaced': {
      if (!state.details) return state;
      const { from, to } = event.data;
      const products = state.details.products.map((id) => (id === from ? to : id));
      const substitutes = new Map(state.substitutes);
      substitutes.delete(from);
      return { ...state, details: { ...state.details, products }, substitutes, updatedAt: event.data.replacedAt };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A board everyone may see: approved and public. */
export const isPublished = (s: Pick<LookBoardState, 'status' | 'details'>) => s.status === 'approved' && s.details?.public === true;

/**
 * Its owner and admins see a board at every stage; everyone else once it is published. A board
 * sent in answer to a request is the requester's to see from its submission on, approved or
 * not, public or not: `requesterId` is the requester of the board's request, where the caller
 * read it (null when the board answers none or the caller did not need to know).
 */
export function canSeeLookBoard(
  s: Pick<LookBoardState, 'exists' | 'deleted' | 'status' | 'details' | 'ownerId'> & { takenDown?: boolean },
  viewerId: number | null,
  isAdmin = false,
  requesterId: number | null = null,
): boolean {
  if (!s.exists || s.deleted) return false;
  // A board an admin took down is gone for everyone else, its owner included, until restored.
  if (s.takenDown && !isAdmin) return false;
  if (isPublished(s) || s.ownerId === viewerId || isAdmin) return true;
  return viewerId !== null && viewerId === requesterId && s.details?.requestId != null && s.status !== 'draft';
}

/** The average and count of a board's ratings, exact from its own history. */
export function lookBoardRatingOf(state: Pick<LookBoardState, 'rates'>): { rating: number | null; ratingsCount: number } {
  const values = [...state.rates.values()];
  if (values.length === 0) return { rating: null, ratingsCount: 0 };
  return { rating: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100, ratingsCount: values.length };
}
