import { Router } from 'express';
import { idParam, productVisibleTo } from '@decorlook/domain';
import { keepProductInput, swapProductInput, type FeedbackAnswer } from '@decorlook/domain/recommendations/feedback';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from '../catalog/catalog';
import { keepProduct, swapProduct } from './record-feedback';

/** The command side of recommendations: keep or swap a product shown to the member. */
export function feedbackWriteRoutes(platform: Platform): Router {
  const router = Router();
  const user = (req: { ctx: { userId: number | null } }) => req.ctx.userId as number;
  /** The product of the path, once the caller may see it (404 otherwise), before the body is read. */
  const visibleProduct = async (req: { params: unknown; ctx: { userId: number | null } }) => {
    const { id } = parsePath(idParam, req.params);
    await permitOn(platform.store, productAggregate(id), (s) => productVisibleTo(s, user(req)));
    return id;
  };

  router.post('/product/:id/keep', requireUser, async (req, res) => {
    const id = await visibleProduct(req);
    const input = parseInput(keepProductInput, req.body ?? {});
    const r = await keepProduct(platform, user(req), id, input, metadataFor(req.ctx));
    const result: FeedbackAnswer = { productId: id, verdict: 'kept', chosenId: null };
    res.set('X-Event-Position', String(r.position)).json({ result });
  });

  router.post('/product/:id/swap', requireUser, async (req, res) => {
    const id = await visibleProduct(req);
    const input = parseInput(swapProductInput, req.body ?? {});
    const r = await swapProduct(platform, user(req), id, input, metadataFor(req.ctx));
    const result: FeedbackAnswer = { productId: id, verdict: 'swapped', chosenId: input.chosenId ?? null };
    res.set('X-Event-Position', String(r.position)).json({ result });
  });

  return router;
}
