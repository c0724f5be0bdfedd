import { rankCandidates, type CompatibilityModel, type ProductTraits } from '../recommendations/compatibility';

/**
 * The substitute offered for a product that went from a board: the candidate (approved, of the
 * same item class, at a similar price: the caller's pool) that goes best with the rest of the
 * board by the compatibility model, in the slot of the one that went. Before a model is trained,
 * the plainer rule: the most styles shared with the one that went, then the nearest price, then
 * the lowest id. Null when there is no candidate.
 */
export function chooseSubstitute(
  model: CompatibilityModel | null,
  board: { roomTypeId: number | null; slot: ProductTraits; others: readonly ProductTraits[] },
  candidates: readonly ProductTraits[],
): number | null {
  const pool = candidates.filter((c) => c.itemClassId === board.slot.itemClassId && c.productId !== board.slot.productId);
  if (pool.length === 0) return null;
  if (model) {
    const [best] = rankCandidates(model, { roomTypeId: board.roomTypeId, products: [board.slot, ...board.others] }, pool, { replaceIndex: 0, limit: 1 });
    if (best) return best.product.productId;
  }
  const shared = (c: ProductTraits) => c.styles.filter((s) => board.slot.styles.includes(s)).length;
  const [best] = [...pool].sort((a, b) => shared(b) - shared(a) || Math.abs(a.price - board.slot.price) - Math.abs(b.price - board.slot.price) || a.productId - b.productId);
  return best.productId;
}

/** "A similar price": the band the substitutes of a product are looked for in, in cents. */
export const similarPriceBand = (price: number) => ({ priceMin: Math.floor(price / 2), priceMax: price * 2 });
