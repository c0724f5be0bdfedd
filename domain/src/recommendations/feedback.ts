import { z } from 'zod';
import { ValidationFailed } from '../shared/errors';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { FEEDBACK_CONTEXTS, type FeedbackContext, type FeedbackEvent } from './feedback.events';
import type { TasteChoice, TasteTraits, Verdict } from './taste';

/**
 * Keep or swap, the decider of a member's feedback stream: a choice is recorded when it changes
 * what the member said last about that product (keeping a kept product again records nothing),
 * and a swap may name the alternative taken in its place, which counts as kept.
 */
export type FeedbackCommand =
  | { type: 'KeepProduct'; userId: number; productId: number; traits: TasteTraits; where: FeedbackWhere; now: string }
  | { type: 'SwapProduct'; userId: number; productId: number; traits: TasteTraits; where: FeedbackWhere; chosen: { productId: number; traits: TasteTraits } | null; now: string };

export interface FeedbackWhere {
  context: FeedbackContext;
  requestId: number | null;
  imageId: number | null;
}

export interface FeedbackState {
  /** The member's latest verdict about each product. */
  verdicts: ReadonlyMap<number, Verdict>;
}

export const initialFeedbackState = (): FeedbackState => ({ verdicts: new Map() });

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  const verdicts = new Map(state.verdicts);
  switch (event.type) {
    case 'ProductKept':
      verdicts.set(event.data.productId, 'kept');
      break;
    case 'ProductSwapped':
      verdicts.set(event.data.productId, 'swapped');
      if (event.data.chosenId !== null) verdicts.set(event.data.chosenId, 'kept');
      break;
    default: {
      const never: never = event;
      return never;
    }
  }
  return { verdicts };
}

export const SAME_PRODUCT_CHOSEN = 'Choose another product than the one you swap';

export function decideFeedback(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  const { userId, productId, traits, where } = command;
  const base = { userId, productId, context: where.context, requestId: where.requestId, imageId: where.imageId, traits: plainTraits(traits) };
  switch (command.type) {
    case 'KeepProduct':
      if (state.verdicts.get(productId) === 'kept') return [];
      return [{ type: 'ProductKept', data: { ...base, keptAt: command.now } }];
    case 'SwapProduct': {
      const chosen = command.chosen;
      if (chosen && chosen.productId === productId) throw ValidationFailed.field('chosenId', SAME_PRODUCT_CHOSEN);
      if (state.verdicts.get(productId) === 'swapped' && (!chosen || state.verdicts.get(chosen.productId) === 'kept')) return [];
      return [
        {
          type: 'ProductSwapped',
          data: { ...base, chosenId: chosen?.productId ?? null, chosenTraits: chosen ? plainTraits(chosen.traits) : null, swappedAt: command.now },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

const plainTraits = (t: TasteTraits) => ({ itemClassId: t.itemClassId, styles: [...t.styles], colors: [...t.colors], materials: [...t.materials], price: Math.trunc(t.price) });

/** The taste's input: every choice a member's feedback events record, in order. */
export function choicesOf(events: readonly FeedbackEvent[]): TasteChoice[] {
  return events.flatMap((e): TasteChoice[] => {
    if (e.type === 'ProductKept') return [{ productId: e.data.productId, verdict: 'kept', traits: e.data.traits }];
    const swapped: TasteChoice = { productId: e.data.productId, verdict: 'swapped', traits: e.data.traits };
    return e.data.chosenId !== null && e.data.chosenTraits ? [swapped, { productId: e.data.chosenId, verdict: 'kept', traits: e.data.chosenTraits }] : [swapped];
  });
}

const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().int().positive().max(MAX_ID, 'Please choose from the list').optional());

/** Where a choice was made; a choice on the recommendations names the request. */
const where = {
  context: z.enum(FEEDBACK_CONTEXTS, { error: (issue) => (issue.input === undefined ? MESSAGES.required : 'Please choose recommendations or stream') }),
  requestId: optionalId,
  imageId: optionalId,
};
const needsRequest = <T extends { context: FeedbackContext; requestId?: number }>(s: z.ZodType<T>) =>
  s.superRefine((v, ctx) => {
    if (v.context === 'recommendations' && v.requestId === undefined) ctx.addIssue({ code: 'custom', path: ['requestId'], message: MESSAGES.required });
  });

export const keepProductInput = needsRequest(z.object(where));
export const swapProductInput = needsRequest(z.object({ ...where, chosenId: optionalId }));
export type KeepProductInput = z.output<typeof keepProductInput>;
export type SwapProductInput = z.output<typeof swapProductInput>;

/** What a keep or swap answers: the member's verdict now, and the alternative taken, if any. */
export const feedbackAnswer = z.object({
  productId: z.number().int().positive(),
  verdict: z.enum(['kept', 'swapped']),
  chosenId: z.number().int().positive().nullable(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;

/** At most this many products' verdicts in one read (a page of products). */
export const MAX_FEEDBACK_IDS = 100;
const UNKNOWN_PRODUCT = 'Please choose from the list';

/** The products whose verdicts a member asks for: `ids=1,2,3` (or `ids=1&ids=2`); duplicates dropped, order kept. */
export const productFeedbackQuery = z.object({
  ids: z
    .preprocess(
      (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))),
      z.array(z.union([z.string(), z.number()]), { error: (issue) => (issue.input === undefined ? MESSAGES.required : UNKNOWN_PRODUCT) }),
    )
    .transform((v, ctx) => {
      const ids = v.map((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x));
      if (!ids.every((n) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: UNKNOWN_PRODUCT });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    })
    .pipe(z.array(z.number()).min(1, MESSAGES.required).max(MAX_FEEDBACK_IDS, `Please ask for at most ${MAX_FEEDBACK_IDS} products`)),
});
export type ProductFeedbackQuery = z.output<typeof productFeedbackQuery>;

/** What the taste reads of a product, from its own stream's state (null before it was added). */
export function productTasteTraits(details: { itemClassId: number; styles: readonly number[]; colors: readonly number[]; materials: readonly number[]; price: number } | null): TasteTraits | null {
  return details ? { itemClassId: details.itemClassId, styles: [...details.styles], colors: [...details.colors], materials: [...details.materials], price: details.price } : null;
}
