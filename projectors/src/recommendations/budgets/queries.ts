import type { ProductView, Viewer } from '@decorlook/domain';
import { BUDGET_TIERS, bandOf, classPricesOf, planBudgets, type BudgetSlot, type BudgetTier, type ClassPrices, type RankCandidates } from '@decorlook/domain/recommendations/budgets';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { rankCandidates, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import type { Sql } from '@decorlook/infra/db/sql';
import { creditedUserOf, imageFeatures } from '../../catalog/images/queries';
import { approvedPricesByClass, itemClassesOf, productsByIds } from '../../catalog/products/queries';
import { boardBudgetFacts, imageLookBoardIds, visibleLookBoard } from '../../lookboards/boards/queries';
import { candidateTraits, currentTraining, traitsOf, type TrainedModel } from '../compatibility/queries';
import { exactItemIdsOf } from '../exact-items/queries';

/**
 * The same look at three budgets. This read model keeps no table of its own: it combines the look
 * boards', products', exact items' and compatibility read models' queries: the board's slots,
 * each slot's item class's approved prices (cut in three by domain's classPricesOf) and the
 * approved products of each band, then domain's planBudgets chooses
 * (ranked by the trained model when there is one) and the products come back as the board page
 * shows them.
 * A product not approved, removed or taken down is never offered.
 */

/** The compatibility model to rank by, and when it was trained; null before any is. */
export type BudgetsModel = Pick<TrainedModel, 'model' | 'trainedAt'>;

/** How many products of a band are weighed for a slot (the compatibility read side's, by id). */
const CANDIDATES_PER_BAND = 500;

/** Each item class's approved prices (the products read model's), cut in three by domain's classPricesOf. */
async function classPrices(sql: Sql, classIds: readonly number[]): Promise<Map<number, ClassPrices>> {
  const out = new Map<number, ClassPrices>();
  for (const [itemClassId, all] of await approvedPricesByClass(sql, classIds)) {
    const prices = classPricesOf(itemClassId, all);
    if (prices) out.set(itemClassId, prices);
  }
  return out;
}

/** The approved products of each (item class, tier) band, keyed `class:tier`. */
async function bandCandidates(sql: Sql, prices: ReadonlyMap<number, ClassPrices>, exclude: readonly number[]): Promise<Map<string, ProductTraits[]>> {
  const bands = [...prices.values()].flatMap((c) => BUDGET_TIERS.map((tier) => ({ key: `${c.itemClassId}:${tier}`, classId: c.itemClassId, band: bandOf(c, tier) })));
  const found = await Promise.all(
    bands.map((b) =>
      b.band ? candidateTraits(sql, { itemClassIds: [b.classId], priceMin: b.band.min, priceMax: b.band.max, exclude: [...exclude], limit: CANDIDATES_PER_BAND }) : Promise.resolve([]),
    ),
  );
  return new Map(bands.map((b, i) => [b.key, found[i]]));
}

const NO_BUDGETS = (lookBoardId: number | null, m: BudgetsModel | null): BudgetsView => ({
  lookBoardId,
  tiers: [],
  ranking: m ? 'compatibility' : 'price',
  trainedAt: m?.trainedAt ?? null,
  mayConfirmExactItems: false,
});

/** A board's look at three budgets, for a viewer who may see the board; null otherwise. */
export async function boardBudgets(sql: Sql, lookBoardId: number, viewer: Viewer, m: BudgetsModel | null): Promise<BudgetsView | null> {
  const board = await visibleLookBoard(sql, lookBoardId, viewer);
  if (!board) return null;
  const [facts, classOf, offeredTraits, exact] = await Promise.all([
    // Who may say which items are exact, for the page to offer it (the command decides on events).
    boardBudgetFacts(sql, lookBoardId),
    // Every slot's item class, its product gone or not: a slot whose product went is filled by its class.
    itemClassesOf(sql, board.products),
    traitsOf(sql, board.products),
    exactItemIdsOf(sql, lookBoardId),
  ]);
  const offered = new Map(offeredTraits.map((t) => [t.productId, t]));
  const slots: BudgetSlot<ProductTraits>[] = board.products.flatMap((productId, slot) => {
    const itemClassId = classOf.get(productId);
    return itemClassId === undefined ? [] : [{ slot, productId, itemClassId, offered: offered.get(productId) ?? null }];
  });
  const prices = await classPrices(sql, [...new Set(slots.map((s) => s.itemClassId))]);
  const candidates = await bandCandidates(sql, prices, board.products);
  const roomTypeId = facts?.room_type_id ?? null;
  const rank: RankCandidates<ProductTraits> | null = m
    ? (look, pool, replaceIndex) => rankCandidates(m.model, { roomTypeId, products: look }, pool, replaceIndex === null ? {} : { replaceIndex }).map((r) => r.product)
    : null;
  const plans = planBudgets({
    slots,
    styles: facts ? [facts.style_id] : [],
    prices,
    candidates: (itemClassId: number, tier: BudgetTier) => candidates.get(`${itemClassId}:${tier}`) ?? [],
    exact,
    rank,
  });
  const chosen = [...new Set(plans.flatMap((t) => t.items.map((i) => i.product.productId)))];
  const views = new Map<number, ProductView>((await productsByIds(sql, chosen, viewer)).map((p) => [p.id, p]));
  const imageId = facts?.inspiration_image_id ?? null;
  const credited = imageId === null ? null : await creditedUserOf(sql, imageId);
  const confirmers = facts ? [facts.owner_id, credited] : [];
  return {
    ...NO_BUDGETS(lookBoardId, m),
    mayConfirmExactItems: viewer.userId !== null && confirmers.includes(viewer.userId),
    tiers: plans.map((t) => {
      // A product that left the catalog between the two reads is not offered, nor counted.
      const shown = (i: (typeof t.items)[number]) => views.get(i.product.productId)?.approval === 'approved';
      const items = t.items.filter(shown).map((i) => ({ slot: i.slot, product: views.get(i.product.productId)!, match: i.match, onBoard: i.onBoard }));
      const unfilled = [...t.unfilled, ...t.items.filter((i) => !shown(i)).map((i) => i.slot)].sort((a, b) => a - b);
      return { tier: t.tier, total: items.reduce((sum, i) => sum + i.product.price, 0), items, unfilled };
    }),
  };
}

/** An image's look at three budgets, from its best published board (no tiers when it has none); null when the viewer may not see the image. */
export async function imageBudgets(sql: Sql, imageId: number, viewer: Viewer, m: BudgetsModel | null): Promise<BudgetsView | null> {
  if (!(await imageFeatures(sql, imageId, viewer))) return null;
  const [best] = await imageLookBoardIds(sql, imageId, 0, 1);
  if (best === undefined) return NO_BUDGETS(null, m);
  return (await boardBudgets(sql, best, viewer, m)) ?? NO_BUDGETS(null, m);
}

/** The compatibility model budgets are ranked by; before one is trained they are filled by price, then style, and say so. */
export const budgetsModel = async (sql: Sql): Promise<BudgetsModel | null> => currentTraining(sql);
