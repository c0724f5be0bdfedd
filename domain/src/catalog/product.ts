import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, colourAnalysis, ids, mediaRef, positiveId, type MediaRef } from './catalog.shared';
import { RATE_MAX, RATE_MIN, type ModerationStatus } from './catalog.rules';

export const productStream = (productId: number) => `product-${productId}`;

const text = (max: number) => z.string().max(max);
const productId = positiveId;
const rate = z.number().int().min(RATE_MIN).max(RATE_MAX);

export const productAdded = defineEvent({
  type: 'ProductAdded',
  version: 1,
  schema: z.object({
    productId,
    ownerId: positiveId,
    mediaId: positiveId,
    media: mediaRef,
    title: text(200),
    description: text(2000).nullable(),
    price: z.number().int().min(0),
    brand: text(120).nullable(),
    retailerUrl: text(1000).nullable(),
    itemClassId: positiveId,
    styles: ids,
    subStyles: ids,
    colors: ids,
    materials: ids,
    shapes: ids,
    countries: ids,
    dimensions: z.object({ width: z.number().positive().optional(), height: z.number().positive().optional(), depth: z.number().positive().optional() }).nullable(),
    ...colourAnalysis,
    addedAt: at,
  }),
});

export const productRemoved = defineEvent({ type: 'ProductRemoved', version: 1, schema: z.object({ productId, ownerId: positiveId, removedAt: at }) });
export const productApproved = defineEvent({ type: 'ProductApproved', version: 1, schema: z.object({ productId, ownerId: positiveId, adminId: positiveId, approvedAt: at }) });
export const productRejected = defineEvent({
  type: 'ProductRejected',
  version: 1,
  schema: z.object({ productId, ownerId: positiveId, adminId: positiveId, reason: text(500), rejectedAt: at }),
});
export const productLiked = defineEvent({ type: 'ProductLiked', version: 1, schema: z.object({ productId, userId: positiveId, likedAt: at }) });
export const productUnliked = defineEvent({ type: 'ProductUnliked', version: 1, schema: z.object({ productId, userId: positiveId, unlikedAt: at }) });
/** A person's rating; `previous` is the rating it replaces, so averages fold without re-reading. */
export const productRated = defineEvent({ type: 'ProductRated', version: 1, schema: z.object({ productId, userId: positiveId, rate, previous: rate.nullable(), ratedAt: at }) });

/** An admin took the product down: it leaves every read model at once; the events stay for audit. */
export const productTakenDown = defineEvent({
  type: 'ProductTakenDown',
  version: 1,
  schema: z.object({ productId, ownerId: positiveId, adminId: positiveId, reason: text(500), takenDownAt: at }),
});
/** Restored as it was before the take-down (its approval status kept). */
export const productRestored = defineEvent({ type: 'ProductRestored', version: 1, schema: z.object({ productId, ownerId: positiveId, adminId: positiveId, restoredAt: at }) });

export const productEvents = [productAdded, productRemoved, productApproved, productRejected, productLiked, productUnliked, productRated, productTakenDown, productRestored] as const;
export type ProductEvent = EventOf<(typeof productEvents)[number]>;

/** What the product shows (what a command's answer presents). */
export type ProductDetails = Omit<EventOf<typeof productAdded>['data'], 'features'>;

export interface ProductState {
  exists: boolean;
  details: ProductDetails | null;
  removed: boolean;
  productId: number;
  ownerId: number;
  media: MediaRef | null;
  status: ModerationStatus;
  rejectionReason: string | null;
  likedBy: ReadonlySet<number>;
  rates: ReadonlyMap<number, number>;
  /** Taken down by an admin (hidden everywhere until restored). */
  takenDown: boolean;
}

export const initialProductState = (): ProductState => ({
  exists: false,
  details: null,
  removed: false,
  productId: 0,
  ownerId: 0,
  media: null,
  status: 'pending',
  rejectionReason: null,
  likedBy: new Set(),
  rates: new Map(),
  takenDown: false,
});

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductAdded': {
      const { features: _features, ...details } = event.data;
      return { ...state, details, exists: true, productId: event.data.productId, ownerId: event.data.ownerId, media: event.data.media, status: 'pending' };
    }
    case 'ProductRemoved':
      return { ...state, removed: true };
    case 'ProductApproved':
      return { ...state, status: 'approved', rejectionReason: null };
    case 'ProductRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'ProductLiked':
      return { ...state, likedBy: new Set(state.likedBy).add(event.data.userId) };
    case 'ProductUnliked': {
      const likedBy = new Set(state.likedBy);
      likedBy.delete(event.data.userId);
      return { ...state, likedBy };
    }
    case 'ProductRated':
      return { ...state, rates: new Map(state.rates).set(event.data.userId, event.data.rate) };
    case 'ProductTakenDown':
      return { ...state, takenDown: true };
    case 'ProductRestored':
      return { ...state, takenDown: false };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The average and count a product's ratings give, exact from its own history. */
export function ratingOf(state: Pick<ProductState, 'rates'>): { rating: number | null; ratingsCount: number } {
  const values = [...state.rates.values()];
  if (values.length === 0) return { rating: null, ratingsCount: 0 };
  return { rating: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100, ratingsCount: values.length };
}
