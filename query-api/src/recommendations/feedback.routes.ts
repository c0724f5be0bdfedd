import { Router } from 'express';
import { idParam, NoSuchProduct } from '@decorlook/domain';
import { productFeedbackQuery } from '@decorlook/domain/recommendations/feedback';
import type { ProductTraits } from '@decorlook/domain/recommendations/compatibility';
import { chooseAlternatives, modelCompatibility } from '@decorlook/domain/recommendations/feedback.alternatives';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { productsByIds } from '@decorlook/projectors/catalog/products/queries';
import { candidateTraits, currentModel, traitsOf } from '@decorlook/infra/read-models/compatibility';
import { keptProductIds, visibleProductTraits } from '@decorlook/infra/read-models/feedback';
import { tasteOf, verdictsOf } from '@decorlook/infra/read-models/taste';
import { PRIVATE, viewerOf } from '../shared/viewer';

/** How many of a member's latest keeps the model weighs alternatives against. */
const KEPT_CONTEXT = 6;

const candidate = (t: ProductTraits) => ({ id: t.productId, traits: t });

/** The query side of recommendations: what Swap offers in a product's place, and what the member said of the products shown. */
export function feedbackReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  /**
   * Three products of the same item class at a similar price (domain chooseAlternatives): the
   * most compatible first, by the compatibility model when one is trained (with what the member
   * kept, or with the piece swapped), by shared style before; the member's taste, then the
   * nearest price, decide between equals.
   */
  router.get('/product/:id/alternatives', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    const shown = await visibleProductTraits(sql, id, viewer);
    if (!shown) throw new NoSuchProduct();
    const [candidates, taste, model, keptIds] = await Promise.all([
      candidateTraits(sql, { itemClassIds: [shown.traits.itemClassId], exclude: [id] }),
      tasteOf(sql, viewer.userId),
      currentModel(sql),
      keptProductIds(sql, viewer.userId!, KEPT_CONTEXT),
    ]);
    let compatibility: ((c: { id: number }) => number) | null = null;
    if (model) {
      // The piece swapped as the model reads it (a member's own pending product is not in its shelf: its taste traits stand in).
      const [swapped = { productId: id, subStyles: [], shapes: [], colour: [], ...shown.traits }] = await traitsOf(sql, [id]);
      const kept = (await traitsOf(sql, keptIds)).filter((k) => k.productId !== id && k.itemClassId !== shown.traits.itemClassId);
      const scores = modelCompatibility(model, swapped, kept, candidates);
      compatibility = (c) => scores.get(c.id) ?? 0;
    }
    const chosen = chooseAlternatives(shown, candidates.map(candidate), { taste, compatibility });
    res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, chosen.map((c) => c.id), viewer) });
  });

  /** The member's latest verdict about each product asked for, so Keep or Swap shows what they said after a reload. */
  router.get('/user/product-feedback', requireUser, async (req, res) => {
    const { ids } = parseInput(productFeedbackQuery, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await verdictsOf(sql, viewerOf(req).userId!, ids) });
  });

  return router;
}
