import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { choicesOf, decideFeedback, evolveFeedback, initialFeedbackState, keepProductInput, swapProductInput, type FeedbackCommand } from './feedback';
import type { FeedbackEvent } from './feedback.events';
import { learnTaste, tasteAffinity } from './taste';

const feedback = specFor({ initialState: initialFeedbackState, evolve: evolveFeedback, decide: decideFeedback });
const now = '2026-11-27T20:00:00.000Z';
const MEMBER = 7;
const sofa = { itemClassId: 1, styles: [1], colors: [4], materials: [2], price: 40_000 };
const other = { itemClassId: 1, styles: [2], colors: [5], materials: [3], price: 45_000 };
const stream = { context: 'stream' as const, requestId: null, imageId: null };
const keep = (productId: number): FeedbackCommand => ({ type: 'KeepProduct', userId: MEMBER, productId, traits: sofa, where: stream, now });
const swap = (productId: number, chosenId?: number): FeedbackCommand => ({
  type: 'SwapProduct',
  userId: MEMBER,
  productId,
  traits: other,
  where: stream,
  chosen: chosenId ? { productId: chosenId, traits: sofa } : null,
  now,
});
const keptEvent = (productId: number): FeedbackEvent => ({ type: 'ProductKept', data: { userId: MEMBER, productId, ...stream, traits: sofa, keptAt: now } });

describe('keep or swap', () => {
  it('records a keep with what the taste reads of the product', () => {
    expect(feedback([]).when(keep(5)).events()).toEqual([keptEvent(5)]);
  });

  it('records nothing when the member says again what they said last', () => {
    expect(feedback([keptEvent(5)]).when(keep(5)).events()).toEqual([]);
    const swapped = feedback([]).when(swap(5)).events();
    expect(feedback(swapped).when(swap(5)).events()).toEqual([]);
  });

  it('records a change of mind, and a swap for a chosen alternative, which counts as kept', () => {
    const [e] = feedback([keptEvent(5)]).when(swap(5, 9)).events();
    expect(e).toEqual({
      type: 'ProductSwapped',
      data: { userId: MEMBER, productId: 5, ...stream, traits: other, chosenId: 9, chosenTraits: sofa, swappedAt: now },
    });
    expect(choicesOf([keptEvent(5), e]).map((c) => [c.productId, c.verdict])).toEqual([
      [5, 'kept'],
      [5, 'swapped'],
      [9, 'kept'],
    ]);
    // The swap then the choice of the alternative: the choice is recorded.
    const first = feedback([]).when(swap(5)).events();
    expect(feedback(first).when(swap(5, 9)).events()).toHaveLength(1);
    expect(feedback([...first, e]).when(keep(9)).events()).toEqual([]);
  });

  it('refuses the swapped product as its own alternative', () => {
    expect(feedback([]).when(swap(5, 5)).error()).toBeInstanceOf(ValidationFailed);
  });

  it('feeds the taste: a kept product raises its kind, a swapped one lowers its own', () => {
    const taste = learnTaste(choicesOf([keptEvent(5), ...feedback([]).when(swap(6)).events()]));
    expect(tasteAffinity(taste, sofa)).toBeGreaterThan(0);
    expect(tasteAffinity(taste, other)).toBeLessThan(0);
  });

  it('asks a choice on the recommendations for its request', () => {
    expect(keepProductInput.safeParse({ context: 'recommendations' }).success).toBe(false);
    expect(keepProductInput.parse({ context: 'recommendations', requestId: 3 })).toEqual({ context: 'recommendations', requestId: 3 });
    expect(swapProductInput.parse({ context: 'stream', chosenId: '12', imageId: null })).toEqual({ context: 'stream', chosenId: 12 });
    expect(keepProductInput.safeParse({}).error?.issues[0].message).toBe('This field is required');
  });
});
