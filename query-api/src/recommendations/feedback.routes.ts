import { Router } from 'express';
import { idParam, NoSuchProduct } from '@decorlook/domain';
import { chooseAlternatives } from '@decorlook/domain/recommendations/feedback.alternatives';
import { requireUser } from '@decorlook/infra/http/auth';
import { parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { productsByIds } from '@decorlook/infra/read-models/catalog';
import { classCandidates, visibleProductTraits } from '@decorlook/infra/read-models/feedback';
import { tasteOf } from '@decorlook/infra/read-models/taste';
import { PRIVATE, viewerOf } from '../catalog/viewer';

/** The query side of recommendations: what Swap offers in a product's place. */
export function feedbackReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;

  router.get('/product/:id/alternatives', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    const swapped = await visibleProductTraits(sql, id, viewer);
    if (!swapped) throw new NoSuchProduct();
    const [candidates, taste] = await Promise.all([classCandidates(sql, swapped.traits.itemClassId, id), tasteOf(sql, viewer.userId)]);
    const chosen = chooseAlternatives(swapped, candidates, { taste });
    res.set('Cache-Control', PRIVATE).json({ result: await productsByIds(sql, chosen.map((c) => c.id), viewer) });
  });

  return router;
}
