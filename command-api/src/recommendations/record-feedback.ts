import { imageVisibleTo, NoSuchRequest, productVisibleTo, requestExists } from '@decorlook/domain';
import {
  decideFeedback,
  evolveFeedback,
  initialFeedbackState,
  productTasteTraits,
  type FeedbackState,
  type FeedbackWhere,
  type KeepProductInput,
  type SwapProductInput,
} from '@decorlook/domain/recommendations/feedback';
import { productFeedbackStream, type FeedbackEvent } from '@decorlook/domain/recommendations/feedback.events';
import type { TasteTraits } from '@decorlook/domain/recommendations/taste';
import { handleCommand, permitOn, type Aggregate } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate, productAggregate } from '../catalog/catalog';
import { requestAggregate } from '../requests/requests';

/** Keep or swap: the handlers of a member's feedback stream. */
export const feedbackAggregate = (userId: number): Aggregate<FeedbackState, FeedbackEvent> => ({
  streamId: productFeedbackStream(userId),
  initialState: initialFeedbackState,
  evolve: evolveFeedback,
});

type P = Pick<Platform, 'store' | 'clock'>;

/**
 * A product the caller may see (404 otherwise), with what the taste reads of it, from the
 * product's own stream.
 */
export async function visibleProductTraits(p: P, productId: number, userId: number): Promise<TasteTraits> {
  let traits: TasteTraits | null = null;
  await permitOn(p.store, productAggregate(productId), (s) => {
    productVisibleTo(s, userId);
    traits = productTasteTraits(s.details);
  });
  return traits!;
}

/** Where the choice was made: a request only its requester sees (404 to anyone else), an image the caller may see. */
async function whereOf(p: P, userId: number, input: KeepProductInput): Promise<FeedbackWhere> {
  const requestId = input.requestId ?? null;
  const imageId = input.imageId ?? null;
  if (requestId !== null) {
    await permitOn(p.store, requestAggregate(requestId), (s) => {
      requestExists(s);
      if (s.requesterId !== userId) throw new NoSuchRequest();
    });
  }
  if (imageId !== null) await permitOn(p.store, imageAggregate(imageId), (s) => imageVisibleTo(s, userId));
  return { context: input.context, requestId, imageId };
}

export async function keepProduct(p: P, userId: number, productId: number, input: KeepProductInput, meta: EventMetadata) {
  const traits = await visibleProductTraits(p, productId, userId);
  const where = await whereOf(p, userId, input);
  const now = p.clock().toISOString();
  return handleCommand(p.store, feedbackAggregate(userId), (s) => decideFeedback({ type: 'KeepProduct', userId, productId, traits, where, now }, s), meta);
}

export async function swapProduct(p: P, userId: number, productId: number, input: SwapProductInput, meta: EventMetadata) {
  const traits = await visibleProductTraits(p, productId, userId);
  const chosen = input.chosenId === undefined ? null : { productId: input.chosenId, traits: await visibleProductTraits(p, input.chosenId, userId) };
  const where = await whereOf(p, userId, input);
  const now = p.clock().toISOString();
  return handleCommand(p.store, feedbackAggregate(userId), (s) => decideFeedback({ type: 'SwapProduct', userId, productId, traits, where, chosen, now }, s), meta);
}
