import type { Request } from 'express';
import { productVisibleTo } from '@decorlook/domain';
import type { FeedbackAnswer } from '@decorlook/domain/recommendations/feedback';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { productAggregate } from '../catalog/catalog';
import { keepProduct, swapProduct } from './record-feedback';

/** The command side of recommendations: keep or swap a product shown to the member. */
export function feedbackWrites(platform: Platform): Handlers<'command'> {
  const user = (req: Request) => req.ctx.userId as number;
  /** The product of the path, once the caller may see it (404 otherwise), before the body is read. */
  const visibleProduct = async (req: Request, id: number) => {
    await permitOn(platform.store, productAggregate(id), (s) => productVisibleTo(s, user(req)));
    return id;
  };

  return {
    keepProduct: async ({ req, res, params, body }) => {
      const id = await visibleProduct(req, params().id);
      const input = body();
      const r = await keepProduct(platform, user(req), id, input, metadataFor(req.ctx));
      const result: FeedbackAnswer = { productId: id, verdict: 'kept', chosenId: null };
      res.set('X-Event-Position', String(r.position)).json({ result });
    },
    swapProduct: async ({ req, res, params, body }) => {
      const id = await visibleProduct(req, params().id);
      const input = body();
      const r = await swapProduct(platform, user(req), id, input, metadataFor(req.ctx));
      const result: FeedbackAnswer = { productId: id, verdict: 'swapped', chosenId: input.chosenId ?? null };
      res.set('X-Event-Position', String(r.position)).json({ result });
    },
  };
}
