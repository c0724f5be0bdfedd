import { AlreadyTakenDown, NotTakenDown } from '../moderation/moderation.errors';
import type { CatalogChoices } from '../catalog/catalog.shared';
import { NotInList } from '../catalog/catalog.errors';
import { isMatchedTo, type RequestState } from '../requests/request';
import { NotMatchedToRequest, RequestClosedAlready } from '../requests/request.errors';
import {
  ImageNotUsable,
  LookBoardNotSubmitted,
  NoSuchLookBoard,
  NoSuchSubstitute,
  ProductNotPlaceable,
  SubstituteNotAvailable,
  SubstituteNotLikeForLike,
  TooFewProducts,
} from './look-board.errors';
import { evolveLookBoard, initialLookBoardState, type LookBoardDetails, type LookBoardEvent, type LookBoardState, type ProductGoneReason } from './look-board';
import { lookBoardExists, lookBoardJudgeableBy, lookBoardOwnedBy, lookBoardVisibleTo } from './look-board.policy';
import { templateRange, type LookBoardInput } from './look-board.rules';
import { byAnAdmin } from '../shared/access.policy';

/** A product as a board decision sees it (read from the product's stream by the handler). */
export interface ProductForBoard {
  exists: boolean;
  removed: boolean;
  ownerId: number;
  status: 'pending' | 'approved' | 'rejected';
}

/** A product to fill a slot with, as the handler read it from the product's own stream. */
export interface SubstituteForBoard extends ProductForBoard {
  takenDown: boolean;
  itemClassId: number | null;
}

/** The request a board is to answer, as the handler read it from the request's own stream. */
export type RequestForBoard = Pick<RequestState, 'exists' | 'requestId' | 'status' | 'matches'>;

/** What the handler read for a create or edit: the image and every product the board names. */
export interface BoardMaterials {
  /** The image, if the board names one, can be seen by the curator (approved, or their own). */
  imageUsable: boolean;
  products: ReadonlyMap<number, ProductForBoard>;
  known: Pick<CatalogChoices, 'styles' | 'roomTypes' | 'itemClasses'>;
  /** The request the board names, if it names one. */
  request?: RequestForBoard | null;
}

export type LookBoardCommand =
  | { type: 'CreateLookBoard'; lookBoardId: number; userId: number; input: LookBoardInput; materials: BoardMaterials; now: string }
  /** The owner's edit: a draft changes in place, a submitted board goes back for review. */
  | { type: 'EditLookBoard'; userId: number; input: LookBoardInput; materials: BoardMaterials; now: string }
  | { type: 'EditSubmittedLookBoard'; userId: number; input: LookBoardInput; materials: BoardMaterials; now: string }
  | { type: 'ChangeBannerColor'; userId: number; color: string; now: string }
  | { type: 'LinkRequest'; userId: number; requestId: number | null; request: RequestForBoard | null; now: string }
  | { type: 'SubmitLookBoard'; userId: number; now: string }
  | { type: 'DeleteLookBoard'; userId: number; now: string }
  | { type: 'ApproveLookBoard'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectLookBoard'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'LikeLookBoard'; userId: number; like?: boolean; now: string }
  | { type: 'VoteLookBoard'; userId: number; vote: boolean; now: string }
  | { type: 'RateLookBoard'; userId: number; rate: number; now: string }
  | { type: 'TakeDownLookBoard'; adminId: number; isAdmin: boolean; reason: string; now: string }
  | { type: 'RestoreLookBoard'; adminId: number; isAdmin: boolean; now: string }
  /**
   * The repair of a board (a process reacting to the catalog): `productId` went for `reason`, by the
   * catalog event `causeId`; `substituteId` is the best fit found (null when nothing fits).
   */
  | { type: 'OfferSubstitute'; productId: number; substituteId: number | null; reason: ProductGoneReason; causeId: string; now: string }
  /** `productId` came back (approved again, restored) by the catalog event `causeId`. */
  | { type: 'LapseSubstitute'; productId: number; causeId: string; now: string }
  /** The owner takes the suggestion for the slot of `productId`; `substitute` as read from its stream. */
  | { type: 'AcceptSubstitute'; userId: number; productId: number; substitute: SubstituteForBoard | null; now: string }
  /** The owner fills the slot of `productId` with `pickedId` instead; `itemClassId` is the gone product's. */
  | { type: 'PickSubstitute'; userId: number; productId: number; pickedId: number; picked: SubstituteForBoard | null; itemClassId: number | null; now: string };

function detailsFrom(input: LookBoardInput): LookBoardDetails {
  return {
    title: input.title,
    description: input.description,
    message: input.message,
    type: input.type,
    // A room board names its room type, a single-item board its item class; the other is dropped.
    roomTypeId: input.type === 'room' ? (input.roomTypeId ?? null) : null,
    itemClassId: input.type === 'single' ? (input.itemClassId ?? null) : null,
    styleId: input.styleId,
    color: input.color,
    columns: input.columns,
    products: input.products,
    inspirationImageId: input.inspirationImageId ?? null,
    requestId: input.requestId ?? null,
    public: input.public,
  };
}

/**
 * What a curator may put on a board: products that exist, approved or their own; a product
 * already on the board stays even if it was rejected since (the board shows it flagged).
 */
function checkMaterials(d: LookBoardDetails, userId: number, m: BoardMaterials, already: readonly number[]): void {
  if (!m.known.styles.has(d.styleId)) throw new NotInList('styleId');
  if (d.roomTypeId !== null && !m.known.roomTypes.has(d.roomTypeId)) throw new NotInList('roomTypeId');
  if (d.itemClassId !== null && !m.known.itemClasses.has(d.itemClassId)) throw new NotInList('itemClassId');
  if (!m.imageUsable) throw new ImageNotUsable();
  for (const id of d.products) {
    const p = m.products.get(id);
    if (!p || !p.exists || p.removed) throw new ProductNotPlaceable();
    if (p.status !== 'approved' && p.ownerId !== userId && !already.includes(id)) throw new ProductNotPlaceable();
  }
}

/**
 * A board answers a request only from an ambassador the request went to, while it is open;
 * anyone else learns only that it was not matched to them, not whether it exists.
 */
function checkRequest(requestId: number, request: RequestForBoard | null | undefined, userId: number): void {
  if (!request?.exists || request.requestId !== requestId || !isMatchedTo(request, userId)) throw new NotMatchedToRequest();
  if (request.status === 'closed') throw new RequestClosedAlready();
}

/** A link made or changed is checked; one the board already had stays, even if the request closed since. */
function checkLink(requestId: number | null, before: number | null, request: RequestForBoard | null | undefined, userId: number): void {
  if (requestId !== null && requestId !== before) checkRequest(requestId, request, userId);
}

const sameDetails = (a: LookBoardDetails, b: LookBoardDetails) => JSON.stringify(a) === JSON.stringify(b);

/** What may fill a slot: an approved product in the catalog, not on the board already. */
function checkSubstitute(p: SubstituteForBoard | null, id: number, products: readonly number[]): asserts p is SubstituteForBoard {
  if (!p || !p.exists || p.removed || p.takenDown || p.status !== 'approved' || products.includes(id)) throw new SubstituteNotAvailable();
}

/**
 * Where a gone product sits on the board: its own slot, or the slot it was offered for (a
 * substitute that went in turn); undefined when the board does not hold it.
 */
function slotOf(state: LookBoardState, productId: number): number | undefined {
  if (state.details?.products.includes(productId)) return productId;
  return [...state.substitutes].find(([, o]) => o.substituteId === productId)?.[0];
}

/**
 * A board repairs itself by offers only: nothing on it changes until its owner answers. An
 * offer is made once per catalog event (a redelivery decides nothing), and a second cause
 * with the same suggestion (rejected, then deleted) tells the owner nothing new.
 */
function offerSubstitute(command: Extract<LookBoardCommand, { type: 'OfferSubstitute' }>, state: LookBoardState): LookBoardEvent[] {
  if (!state.exists || state.deleted || !state.details || state.repairCauses.has(command.causeId)) return [];
  const slot = slotOf(state, command.productId);
  if (slot === undefined) return [];
  const products = state.details.products;
  const substituteId = command.substituteId !== null && command.substituteId !== command.productId && !products.includes(command.substituteId) ? command.substituteId : null;
  const open = state.substitutes.get(slot);
  if (open && slot === command.productId && open.substituteId === substituteId) return [];
  return [
    {
      type: 'LookBoardSubstituteOffered',
      data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, productId: slot, substituteId, reason: command.reason, causeId: command.causeId, offeredAt: command.now },
    },
  ];
}

export function decideLookBoard(command: LookBoardCommand, state: LookBoardState): LookBoardEvent[] {
  switch (command.type) {
    case 'CreateLookBoard': {
      if (state.exists) return [];
      const d = detailsFrom(command.input);
      checkMaterials(d, command.userId, command.materials, []);
      checkLink(d.requestId, null, command.materials.request, command.userId);
      return [{ type: 'LookBoardCreated', data: { lookBoardId: command.lookBoardId, ownerId: command.userId, ...d, createdAt: command.now } }];
    }
    case 'EditLookBoard':
    case 'EditSubmittedLookBoard': {
      lookBoardOwnedBy(state, command.userId);
      const submitted = state.status !== 'draft';
      // The submitted-board path is for boards already submitted; the plain edit takes either.
      if (command.type === 'EditSubmittedLookBoard' && !submitted) throw new LookBoardNotSubmitted();
      const d = detailsFrom(command.input);
      const before = state.details as LookBoardDetails;
      if (sameDetails(d, before)) return [];
      checkMaterials(d, command.userId, command.materials, before.products);
      checkLink(d.requestId, before.requestId, command.materials.request, command.userId);
      if (submitted) {
        const { min } = templateRange(d.columns);
        if (d.products.length < min) throw new TooFewProducts(min);
      }
      return [{ type: 'LookBoardEdited', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, ...d, resubmitted: submitted, editedAt: command.now } }];
    }
    case 'ChangeBannerColor':
      lookBoardOwnedBy(state, command.userId);
      if (state.details?.color === command.color) return [];
      return [{ type: 'LookBoardBannerColorChanged', data: { lookBoardId: state.lookBoardId, color: command.color, changedAt: command.now } }];
    case 'LinkRequest':
      lookBoardOwnedBy(state, command.userId);
      if (state.details?.requestId === command.requestId) return [];
      checkLink(command.requestId, null, command.request, command.userId);
      return [{ type: 'LookBoardRequestLinked', data: { lookBoardId: state.lookBoardId, requestId: command.requestId, linkedAt: command.now } }];
    case 'SubmitLookBoard': {
      lookBoardOwnedBy(state, command.userId);
      if (state.status !== 'draft') return [];
      const d = state.details as LookBoardDetails;
      const { min } = templateRange(d.columns);
      if (d.products.length < min) throw new TooFewProducts(min);
      return [{ type: 'LookBoardSubmitted', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, submittedAt: command.now } }];
    }
    case 'DeleteLookBoard':
      lookBoardOwnedBy(state, command.userId);
      return [{ type: 'LookBoardDeleted', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, deletedAt: command.now } }];
    case 'ApproveLookBoard': {
      byAnAdmin(command.isAdmin);
      lookBoardExists(state);
      // Drafts are their owner's business; admins decide on what was submitted.
      if (state.status === 'draft') throw new NoSuchLookBoard();
      if (state.status === 'approved') return [];
      const d = state.details as LookBoardDetails;
      return [
        {
          type: 'LookBoardApproved',
          data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, adminId: command.adminId, inspirationImageId: d.inspirationImageId, requestId: d.requestId, approvedAt: command.now },
        },
      ];
    }
    case 'RejectLookBoard':
      byAnAdmin(command.isAdmin);
      lookBoardExists(state);
      if (state.status === 'draft') throw new NoSuchLookBoard();
      if (state.status === 'rejected' && state.rejectionReason === command.reason) return [];
      return [{ type: 'LookBoardRejected', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
    case 'LikeLookBoard': {
      lookBoardVisibleTo(state, command.userId);
      const likes = state.likedBy.has(command.userId);
      const want = command.like ?? !likes;
      if (want === likes) return [];
      return want
        ? [{ type: 'LookBoardLiked', data: { lookBoardId: state.lookBoardId, userId: command.userId, likedAt: command.now } }]
        : [{ type: 'LookBoardUnliked', data: { lookBoardId: state.lookBoardId, userId: command.userId, unlikedAt: command.now } }];
    }
    case 'VoteLookBoard':
      lookBoardJudgeableBy(state, command.userId, 'vote for');
      // A vote only ever sets isVoted: one per person, never withdrawn.
      if (!command.vote || state.votedBy.has(command.userId)) return [];
      return [{ type: 'LookBoardVoted', data: { lookBoardId: state.lookBoardId, userId: command.userId, votedAt: command.now } }];
    case 'RateLookBoard': {
      lookBoardJudgeableBy(state, command.userId, 'rate');
      const previous = state.rates.get(command.userId) ?? null;
      if (previous === command.rate) return [];
      return [{ type: 'LookBoardRated', data: { lookBoardId: state.lookBoardId, userId: command.userId, rate: command.rate, previous, ratedAt: command.now } }];
    }
    case 'TakeDownLookBoard':
      byAnAdmin(command.isAdmin);
      lookBoardExists(state);
      if (state.takenDown) throw new AlreadyTakenDown();
      return [{ type: 'LookBoardTakenDown', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, adminId: command.adminId, reason: command.reason, takenDownAt: command.now } }];
    case 'RestoreLookBoard':
      byAnAdmin(command.isAdmin);
      lookBoardExists(state);
      if (!state.takenDown) throw new NotTakenDown();
      return [{ type: 'LookBoardRestored', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, adminId: command.adminId, restoredAt: command.now } }];
    case 'OfferSubstitute':
      return offerSubstitute(command, state);
    case 'LapseSubstitute':
      if (!state.exists || state.deleted || state.repairCauses.has(command.causeId) || !state.substitutes.has(command.productId)) return [];
      return [{ type: 'LookBoardSubstituteLapsed', data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, productId: command.productId, causeId: command.causeId, lapsedAt: command.now } }];
    case 'AcceptSubstitute': {
      lookBoardOwnedBy(state, command.userId);
      const offer = state.substitutes.get(command.productId);
      if (!offer || offer.substituteId === null) throw new NoSuchSubstitute();
      checkSubstitute(command.substitute, offer.substituteId, (state.details as LookBoardDetails).products);
      return [
        {
          type: 'LookBoardProductReplaced',
          data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, from: command.productId, to: offer.substituteId, by: 'accepted', replacedAt: command.now },
        },
      ];
    }
    case 'PickSubstitute': {
      lookBoardOwnedBy(state, command.userId);
      if (!state.substitutes.has(command.productId)) throw new NoSuchSubstitute();
      checkSubstitute(command.picked, command.pickedId, (state.details as LookBoardDetails).products);
      if (command.itemClassId === null || command.picked.itemClassId !== command.itemClassId) throw new SubstituteNotLikeForLike();
      return [
        {
          type: 'LookBoardProductReplaced',
          data: { lookBoardId: state.lookBoardId, ownerId: state.ownerId, from: command.productId, to: command.pickedId, by: 'picked', replacedAt: command.now },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const lookBoardDecider = { initialState: initialLookBoardState, evolve: evolveLookBoard, decide: decideLookBoard };
