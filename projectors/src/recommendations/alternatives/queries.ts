import type { ProductView, Viewer } from '@decorlook/domain';
import type { ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import { chooseAlternatives, modelCompatibility, type AlternativeCandidate } from '@decorlook/domain/recommendations/feedback.alternatives';
import type { Sql } from '@decorlook/infra/db/sql';
import { productsByIds, visibleProductTraits } from '../../catalog/products/queries';
import { candidateTraits, currentModel, traitsOf } from '../compatibility/queries';
import { keptProductIds, tasteOf } from '../taste/queries';

/**
 * What Swap offers in a product's place. This read model keeps no table of its own: it takes the
 * product swapped from the products read model's queries, and weighs the compatibility read
 * model's shelf with the member's taste and keeps (the taste read model).
 */

/** How many of a member's latest keeps the model weighs alternatives against. */
const KEPT_CONTEXT = 6;

const candidate = (t: ProductTraits) => ({ id: t.productId, traits: t });

/**
 * Three products of the same item class at a similar price (domain chooseAlternatives) for a
 * member: the most compatible first, by the compatibility model when one is trained (with what
 * the member kept, or with the piece swapped), by shared style before; the member's taste, then
 * the nearest price, decide between equals. Null when the viewer may not see the product.
 */
export async function alternativesTo(sql: Sql, productId: number, viewer: Viewer & { userId: number }): Promise<ProductView[] | null> {
  const traits = await visibleProductTraits(sql, productId, viewer);
  if (!traits) return null;
  const shown: AlternativeCandidate = { id: productId, traits };
  const [candidates, taste, model, keptIds] = await Promise.all([
    candidateTraits(sql, { itemClassIds: [shown.traits.itemClassId], exclude: [productId] }),
    tasteOf(sql, viewer.userId),
    currentModel(sql),
    keptProductIds(sql, viewer.userId, KEPT_CONTEXT),
  ]);
  let compatibility: ((c: { id: number }) => number) | null = null;
  if (model) {
    // The piece swapped as the model reads it (a member's own pending product is not in its shelf: its taste traits stand in).
    const [swapped = { productId, subStyles: [], shapes: [], colour: [], ...shown.traits }] = await traitsOf(sql, [productId]);
    const kept = (await traitsOf(sql, keptIds)).filter((k) => k.productId !== productId && k.itemClassId !== shown.traits.itemClassId);
    const scores = modelCompatibility(model, swapped, kept, candidates);
    compatibility = (c) => scores.get(c.id) ?? 0;
  }
  const chosen = chooseAlternatives(shown, candidates.map(candidate), { taste, compatibility });
  return productsByIds(
    sql,
    chosen.map((c) => c.id),
    viewer,
  );
}
