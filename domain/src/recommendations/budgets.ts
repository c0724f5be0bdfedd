/**
 * The same look at three budgets (Save, Mid, Splurge). Pure and deterministic: the read side
 * brings the board's slots, each item class's approved prices and the candidates of each band,
 * and gets back each tier's pieces, labels and total.
 *
 * Tier bands: per item class, the terciles of its approved products' prices. `low` is the price a
 * third of them are at or under and `high` the price two thirds are at or under (the lower
 * nearest rank, as SQL's percentile_disc): Save is up to `low`, Mid above `low` up to `high`,
 * Splurge above `high`. A class whose prices are all alike has an empty Mid or Splurge band.
 *
 * Fill: a slot keeps the board's own product in the tier whose band holds its price (when that
 * product may still be offered: approved and live). Every other tier fills the slot, in the
 * board's order, with the best approved product of the slot's item class in that tier's band:
 * with a compatibility model, the one the model ranks first when it takes the slot's place in the
 * tier's look so far (the pieces already chosen for the tier, the board's own for the rest);
 * without one, the plainer rule: the price closest to the middle of the band, then the most
 * styles shared with the slot's own product (the board's styles when it is gone), then the lower
 * id. No product of another slot of the board, and none twice in a tier. A slot nothing fits is
 * left unfilled, and said so.
 *
 * Labels: the board's own product is the exact item when its curator or the picture's credited
 * owner confirmed it; anything else is similar.
 */
export const BUDGET_TIERS = ['save', 'mid', 'splurge'] as const;
export type BudgetTier = (typeof BUDGET_TIERS)[number];

export const MATCH_LABELS = ['exact', 'similar'] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];

/** What the budgets read of a product (a subset of the compatibility model's ProductTraits). */
export interface BudgetProduct {
  productId: number;
  itemClassId: number;
  styles: readonly number[];
  /** Integer cents. */
  price: number;
}

/** An item class's approved prices, cut in three. */
export interface ClassPrices {
  itemClassId: number;
  min: number;
  low: number;
  high: number;
  max: number;
}

/** The bands of an item class from its approved products' prices (any order); null when it has none. */
export function classPricesOf(itemClassId: number, prices: readonly number[]): ClassPrices | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].map(Math.trunc).sort((a, b) => a - b);
  const rank = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
  return { itemClassId, min: sorted[0], low: rank(1 / 3), high: rank(2 / 3), max: sorted[sorted.length - 1] };
}

export function tierOfPrice(prices: ClassPrices, price: number): BudgetTier {
  if (price <= prices.low) return 'save';
  if (price <= prices.high) return 'mid';
  return 'splurge';
}

/** A tier's band of an item class, in whole cents, both ends included; null when it holds no price. */
export function bandOf(prices: ClassPrices, tier: BudgetTier): { min: number; max: number } | null {
  const band = tier === 'save' ? { min: prices.min, max: prices.low } : tier === 'mid' ? { min: prices.low + 1, max: prices.high } : { min: prices.high + 1, max: prices.max };
  return band.min <= band.max ? band : null;
}

/** One place on the board: its product (offered when it may still be sold through the board). */
export interface BudgetSlot<P extends BudgetProduct> {
  /** The position on the board, from 0. */
  slot: number;
  productId: number;
  itemClassId: number;
  /** The board's product as the budgets may offer it; null when it is not approved and live. */
  offered: P | null;
}

/**
 * A compatibility ranking: the candidates best first, each in the `replaceIndex` place of
 * `board` (added to it when null). The read side binds it to the trained model.
 */
export type RankCandidates<P extends BudgetProduct> = (board: readonly P[], candidates: readonly P[], replaceIndex: number | null) => readonly P[];

export interface BudgetInput<P extends BudgetProduct> {
  slots: readonly BudgetSlot<P>[];
  /** The board's styles, for the plainer rule when a slot's own product is gone. */
  styles: readonly number[];
  /** By item class. */
  prices: ReadonlyMap<number, ClassPrices>;
  /** The approved products of an item class in a tier's band (more may come: they are filtered again). */
  candidates: (itemClassId: number, tier: BudgetTier) => readonly P[];
  /** The board's products confirmed as the exact item. */
  exact: ReadonlySet<number>;
  /** The trained model's ranking; null when none is trained yet. */
  rank: RankCandidates<P> | null;
}

export interface BudgetItem<P extends BudgetProduct> {
  slot: number;
  product: P;
  match: MatchLabel;
  /** The board's own product (the only kind that can be the exact item). */
  onBoard: boolean;
}

export interface BudgetTierPlan<P extends BudgetProduct> {
  tier: BudgetTier;
  /** Integer cents: the sum of the tier's items. */
  total: number;
  items: BudgetItem<P>[];
  /** The slots no product of their class fits at this budget. */
  unfilled: number[];
}

const sharedStyles = (a: readonly number[], b: readonly number[]) => a.filter((s) => b.includes(s)).length;

/** The plainer rule: the price closest to the band's middle, then the most shared styles, then the lower id. */
function plainBest<P extends BudgetProduct>(pool: readonly P[], band: { min: number; max: number }, styles: readonly number[]): P {
  const middle = (band.min + band.max) / 2;
  return [...pool].sort(
    (a, b) => Math.abs(a.price - middle) - Math.abs(b.price - middle) || sharedStyles(b.styles, styles) - sharedStyles(a.styles, styles) || a.productId - b.productId,
  )[0];
}

function planTier<P extends BudgetProduct>(input: BudgetInput<P>, tier: BudgetTier): BudgetTierPlan<P> {
  const onBoard = new Set(input.slots.map((s) => s.productId));
  // The tier's look so far: the board's offered pieces, each replaced as its slot is filled.
  const look: P[] = [];
  const place = new Map<number, number>();
  for (const s of input.slots) {
    if (s.offered) {
      place.set(s.slot, look.length);
      look.push(s.offered);
    }
  }
  const used = new Set<number>();
  const items: BudgetItem<P>[] = [];
  const unfilled: number[] = [];
  for (const s of input.slots) {
    const prices = input.prices.get(s.itemClassId);
    if (s.offered && (!prices || tierOfPrice(prices, s.offered.price) === tier)) {
      // Without prices of its class (nothing else approved), the board's own piece is every tier's.
      items.push({ slot: s.slot, product: s.offered, match: input.exact.has(s.productId) ? 'exact' : 'similar', onBoard: true });
      used.add(s.productId);
      continue;
    }
    const band = prices ? bandOf(prices, tier) : null;
    const pool = band
      ? input.candidates(s.itemClassId, tier).filter((c) => c.itemClassId === s.itemClassId && c.price >= band.min && c.price <= band.max && !onBoard.has(c.productId) && !used.has(c.productId))
      : [];
    if (!band || pool.length === 0) {
      unfilled.push(s.slot);
      continue;
    }
    const index = place.get(s.slot) ?? null;
    const ranked = input.rank ? input.rank(look, pool, index) : [];
    const chosen = ranked.find((c) => pool.some((p) => p.productId === c.productId)) ?? plainBest(pool, band, s.offered?.styles ?? input.styles);
    if (index === null) {
      place.set(s.slot, look.length);
      look.push(chosen);
    } else {
      look[index] = chosen;
    }
    used.add(chosen.productId);
    items.push({ slot: s.slot, product: chosen, match: 'similar', onBoard: false });
  }
  return { tier, total: items.reduce((sum, i) => sum + i.product.price, 0), items, unfilled };
}

/** The look at each budget, Save, Mid and Splurge in that order. */
export function planBudgets<P extends BudgetProduct>(input: BudgetInput<P>): BudgetTierPlan<P>[] {
  return BUDGET_TIERS.map((tier) => planTier(input, tier));
}
