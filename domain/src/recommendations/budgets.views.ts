import { z } from 'zod';
import { productView } from '../catalog/catalog.views';
import { BUDGET_TIERS, MATCH_LABELS } from './budgets';

/**
 * The look at three budgets as the board page and the image page show it. `ranking` says how the
 * pieces were chosen: by the trained compatibility model (`trainedAt` says when it was trained),
 * or, before any is trained, by price (the closest to the middle of the band) then style.
 */
export const budgetItemView = z.object({
  /** The position on the board, from 0. */
  slot: z.number().int().min(0),
  product: productView,
  match: z.enum(MATCH_LABELS),
  /** The board's own product, in the tier of its price (the only kind that can be the exact item). */
  onBoard: z.boolean(),
});

export const budgetTierView = z.object({
  tier: z.enum(BUDGET_TIERS),
  /** Integer cents: the sum of the tier's items. */
  total: z.number().int().min(0),
  items: z.array(budgetItemView),
  /** The slots nothing of their item class fits at this budget. */
  unfilled: z.array(z.number().int().min(0)),
});

export const budgetsView = z.object({
  /** The board the budgets are made from (for an image: its best published board); null when it has none. */
  lookBoardId: z.number().int().positive().nullable(),
  tiers: z.array(budgetTierView),
  ranking: z.enum(['compatibility', 'price']),
  trainedAt: z.string().nullable(),
  /** Whether the caller is the board's curator or its picture's credited owner, who say which items are exact. */
  mayConfirmExactItems: z.boolean(),
});
export type BudgetsView = z.infer<typeof budgetsView>;
export type BudgetTierView = z.infer<typeof budgetTierView>;
