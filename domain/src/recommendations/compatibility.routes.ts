import { z } from 'zod';
import type { Operation } from '../http/route-table';
import { resultOf } from '../http/responses';
import { mediaRefView } from '../catalog/catalog.views';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';

/** The most products the meter weighs at once (a template holds at most 12; twice that for headroom). */
export const COMPATIBILITY_MAX_PRODUCTS = 24;

const productId = z.number('Please choose from the list').int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, MESSAGES.unknownId);

/** The board being filled: its room type (null for none) and the products on it, in slot order. */
export const compatibilityInput = z.object({
  roomTypeId: z.number(MESSAGES.required).int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, MESSAGES.unknownId).nullable(),
  products: z.array(productId, MESSAGES.required).max(COMPATIBILITY_MAX_PRODUCTS, `Please select at most ${COMPATIBILITY_MAX_PRODUCTS}`),
});
export type CompatibilityInput = z.infer<typeof compatibilityInput>;

export const compatibilityReasonView = z.object({
  code: z.string().describe('What the reason is about: palette, style, room-fit, room-needs, pairing, materials, shapes, statements, prices; no-model or too-few when there is no score'),
  text: z.string().describe('In words a person understands'),
  effect: z.enum(['raises', 'lowers']),
});

export const compatibilitySuggestionView = z.object({
  productId: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  itemClassId: z.number().int().positive(),
  price: z.number().int().min(0).describe('Cents; shown divided by 100'),
  media: mediaRefView,
  score: z.number().int().min(0).max(100).describe('The score the board would have with it'),
});

export const compatibilityView = z.object({
  score: z.number().int().min(0).max(100).nullable().describe('How well the pieces go together, 0-100; null while no model is trained or fewer than two of the products are known'),
  reasons: z.array(compatibilityReasonView).describe("Why: the model's largest contributions, largest first"),
  suggestion: compatibilitySuggestionView.nullable().describe('The approved product not on the board that would raise the score most, first of the pieces the room usually has that the board lacks'),
  trainedAt: z.string().nullable().describe('When the model was trained; null before any'),
});
export type CompatibilityView = z.infer<typeof compatibilityView>;

/** Recommendations: compatibility (the board editor's meter and its model). */
export const COMPATIBILITY_ROUTES = [
  {
    method: 'post',
    path: '/look-board/compatibility',
    service: 'query',
    operationId: 'lookBoardCompatibility',
    summary: 'How well the products of a board being filled go together (0-100), why, and the product that would raise it most (anyone; unknown or withdrawn products are left out)',
    tag: 'recommendations',
    auth: 'optional',
    status: 200,
    body: compatibilityInput,
    answer: resultOf(compatibilityView),
    errors: [],
  },
] as const satisfies readonly Operation[];
