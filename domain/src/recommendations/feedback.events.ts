import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, ids, positiveId } from '../catalog/catalog.shared';

/**
 * Keep or swap: a member's choices about the products they are shown, each an event in their own
 * stream (`productFeedback-<userId>`). An event carries what the taste reads of the product as it
 * was (its traits), so a member's taste is a fold of their own stream alone and a rebuild gives
 * the same profile whatever the catalogue has become since.
 */
export const productFeedbackStream = (userId: number) => `productFeedback-${userId}`;

/** Where the choice was made: the recommendations a requester received, or Get the Look's Product View stream. */
export const FEEDBACK_CONTEXTS = ['recommendations', 'stream'] as const;
export type FeedbackContext = (typeof FEEDBACK_CONTEXTS)[number];

export const tasteTraitsSchema = z.object({ itemClassId: positiveId, styles: ids, colors: ids, materials: ids, price: z.number().int().min(0) });

const choice = {
  userId: positiveId,
  productId: positiveId,
  context: z.enum(FEEDBACK_CONTEXTS),
  requestId: positiveId.nullable(),
  imageId: positiveId.nullable(),
  traits: tasteTraitsSchema,
};

export const productKept = defineEvent({ type: 'ProductKept', version: 1, schema: z.object({ ...choice, keptAt: at }) });

/** `chosenId`: the alternative the member took in its place (kept), when they took one. */
export const productSwapped = defineEvent({
  type: 'ProductSwapped',
  version: 1,
  schema: z.object({ ...choice, chosenId: positiveId.nullable(), chosenTraits: tasteTraitsSchema.nullable(), swappedAt: at }),
});

/** Recommendations: the events of keep or swap. */
export const feedbackEvents = [productKept, productSwapped] as const;
export type FeedbackEvent = EventOf<(typeof feedbackEvents)[number]>;
