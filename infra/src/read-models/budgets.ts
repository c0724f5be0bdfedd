import type { ProductView } from '@decorlook/domain';
import { BUDGET_TIERS, bandOf, classPricesOf, planBudgets, type BudgetSlot, type BudgetTier, type ClassPrices, type RankCandidates } from '@decorlook/domain/recommendations/budgets';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { rankCandidates, type ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import type { Sql } from '../db/sql';
import { LIVE_ITEM, productsByIds, type Viewer } from './catalog';
import { candidateTraits, traitsOf, type TrainedModel } from './compatibility';
import { imageLookBoardIds, visibleLookBoard } from './look-boards';

/**
 * The same look at three budgets, read from the catalog's `products`, the look boards'
 * `look_boards`, the exact items' `exact_items` and the compatibility read side's traits: the
 * board's slots, each slot's item class's approved prices (cut in three by domain's
 * classPricesOf) and the approved products of each band, then domain's planBudgets chooses
 * (ranked by the trained model when there is one) and the products come back as the board page
 * shows them.
 * A product not approved, removed or taken down is never offered.
 */

/** The compatibility model to rank by, and when it was trained; null before any is. */
export type BudgetsModel = Pick<TrainedModel, 'model' | 'trainedAt'>;

/** How many products of a band are weighed for a slot (the compatibility read side's, by id). */
const CANDIDATES_PER_BAND = 500;
const APPROVED = (alias: string) => `${alias}.status = 'approved' AND ${LIVE_ITEM(alias)}`;

async function classPrices(sql: Sql, classIds: readonly number[]): Promise<Map<number, ClassPrices>> {
  const { rows } = await sql.query<{ item_class_id: number; prices: number[] }>(
    `SELECT p.item_class_id, array_agg(p.price) AS prices FROM products p WHERE p.item_class_id = ANY($1::int[]) AND ${APPROVED('p')} GROUP BY p.item_class_id`,
    [classIds],
  );
  const out = new Map<number, ClassPrices>();
  for (const r of rows) {
    const prices = classPricesOf(r.item_class_id, r.prices);
    if (prices) out.set(r.item_class_id, prices);
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
  const [{ rows: boardRows }, { rows: classRows }, offeredTraits, { rows: exactRows }] = await Promise.all([
    // Who may say which items are exact, for the page to offer it (the command decides on events).
    sql.query<{ room_type_id: number | null; style_id: number; owner_id: number; credited_user_id: number | null }>(
      `SELECT b.room_type_id, b.style_id, b.owner_id, i.credited_user_id FROM look_boards b LEFT JOIN inspiration_images i ON i.id = b.inspiration_image_id WHERE b.id = $1`,
      [lookBoardId],
    ),
    // Every slot's item class, its product gone or not: a slot whose product went is filled by its class.
    sql.query<{ id: number; item_class_id: number }>(`SELECT p.id, p.item_class_id FROM products p WHERE p.id = ANY($1::int[])`, [board.products]),
    traitsOf(sql, board.products),
    sql.query<{ product_id: number }>(`SELECT product_id FROM exact_items WHERE look_board_id = $1`, [lookBoardId]),
  ]);
  const classOf = new Map(classRows.map((r) => [r.id, r.item_class_id]));
  const offered = new Map(offeredTraits.map((t) => [t.productId, t]));
  const slots: BudgetSlot<ProductTraits>[] = board.products.flatMap((productId, slot) => {
    const itemClassId = classOf.get(productId);
    return itemClassId === undefined ? [] : [{ slot, productId, itemClassId, offered: offered.get(productId) ?? null }];
  });
  const prices = await classPrices(sql, [...new Set(slots.map((s) => s.itemClassId))]);
  const candidates = await bandCandidates(sql, prices, board.products);
  const roomTypeId = boardRows[0]?.room_type_id ?? null;
  const rank: RankCandidates<ProductTraits> | null = m
    ? (look, pool, replaceIndex) => rankCandidates(m.model, { roomTypeId, products: look }, pool, replaceIndex === null ? {} : { replaceIndex }).map((r) => r.product)
    : null;
  const plans = planBudgets({
    slots,
    styles: boardRows[0] ? [boardRows[0].style_id] : [],
    prices,
    candidates: (itemClassId: number, tier: BudgetTier) => candidates.get(`${itemClassId}:${tier}`) ?? [],
    exact: new Set(exactRows.map((r) => r.product_id)),
    rank,
  });
  const chosen = [...new Set(plans.flatMap((t) => t.items.map((i) => i.product.productId)))];
  const views = new Map<number, ProductView>((await productsByIds(sql, chosen, viewer)).map((p) => [p.id, p]));
  const confirmers = boardRows[0] ? [boardRows[0].owner_id, boardRows[0].credited_user_id] : [];
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

/** An image's look at three budgets, from its best published board (no tiers when it has none). */
export async function imageBudgets(sql: Sql, imageId: number, viewer: Viewer, m: BudgetsModel | null): Promise<BudgetsView> {
  const [best] = await imageLookBoardIds(sql, imageId, 0, 1);
  if (best === undefined) return NO_BUDGETS(null, m);
  return (await boardBudgets(sql, best, viewer, m)) ?? NO_BUDGETS(null, m);
}
