import { pairCompatibility, rankCandidates, type CompatibilityModel, type ProductTraits } from './compatibility';
import { tasteAffinity, TASTE_STRENGTH, type TasteProfile, type TasteTraits } from './taste';

/**
 * What Swap offers: three products of the swapped one's item class at a similar price, the most
 * compatible first. "Compatible" is the compatibility model's when it is trained (a score per
 * candidate, 0..1, handed in: modelCompatibility); without it, the plainer rule: the share of the
 * swapped product's styles a candidate has. The member's taste adds to either (TASTE_STRENGTH × affinity), then the
 * nearest price, then the id decide. Pure and deterministic.
 */
export const ALTERNATIVES = 3;

/** A similar price: within this factor either way; beyond it only when the class has too few. */
export const SIMILAR_PRICE_FACTOR = 1.6;

export interface AlternativeCandidate {
  id: number;
  traits: TasteTraits;
}

export const similarPriceRange = (price: number) => ({ min: Math.floor(price / SIMILAR_PRICE_FACTOR), max: Math.ceil(price * SIMILAR_PRICE_FACTOR) });

const sharedStyleShare = (a: TasteTraits, b: TasteTraits) => (a.styles.length === 0 ? 0 : a.styles.filter((s) => b.styles.includes(s)).length / a.styles.length);

export function chooseAlternatives<C extends AlternativeCandidate>(
  swapped: AlternativeCandidate,
  candidates: readonly C[],
  options: { taste?: TasteProfile | null; compatibility?: ((candidate: C) => number) | null; limit?: number } = {},
): C[] {
  const { min, max } = similarPriceRange(swapped.traits.price);
  const eligible = candidates.filter((c) => c.id !== swapped.id && c.traits.itemClassId === swapped.traits.itemClassId);
  const near = eligible.filter((c) => c.traits.price >= min && c.traits.price <= max);
  const limit = options.limit ?? ALTERNATIVES;
  const distance = (c: C) => Math.abs(c.traits.price - swapped.traits.price);
  const score = (c: C) =>
    (options.compatibility ? options.compatibility(c) : sharedStyleShare(swapped.traits, c.traits)) + (options.taste ? TASTE_STRENGTH * tasteAffinity(options.taste, c.traits) : 0);
  const ranked = (xs: C[]) =>
    xs
      .map((c) => ({ c, s: score(c), d: distance(c) }))
      .sort((a, b) => b.s - a.s || a.d - b.d || a.c.id - b.c.id)
      .map((x) => x.c);
  const first = ranked(near).slice(0, limit);
  if (first.length >= limit) return first;
  // Too few at a similar price: the nearest prices of the class make up the rest.
  const rest = eligible.filter((c) => !first.includes(c)).sort((a, b) => distance(a) - distance(b) || a.id - b.id);
  return [...first, ...rest.slice(0, limit - first.length)];
}

/**
 * The model's compatibility of an alternative, 0..1: how well it goes with the pieces the member
 * kept (the model's probability for a board of them with it), or, when they kept nothing yet,
 * with the piece it replaces.
 */
export function modelCompatibility(model: CompatibilityModel, swapped: ProductTraits, kept: readonly ProductTraits[], candidates: readonly ProductTraits[]): Map<number, number> {
  if (kept.length === 0) return new Map(candidates.map((c) => [c.productId, pairCompatibility(model, swapped, c)]));
  const ranked = rankCandidates(model, { roomTypeId: null, products: kept }, candidates.filter((c) => !kept.some((k) => k.productId === c.productId)));
  return new Map(ranked.map((r) => [r.product.productId, r.score / 100]));
}
