import { Router, type Request } from 'express';
import { idParam } from '@decorlook/domain';
import { exactItemInput, type ExactItemAnswer } from '@decorlook/domain/recommendations/exact-items';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { markExactItem, permitExactItems } from './mark-exact-item';

/** The command side of recommendations: the board's curator or the picture's credited owner says which items are exact. */
export function budgetsWriteRoutes(platform: Platform): Router {
  const router = Router();
  const user = (req: Request) => req.ctx.userId as number;

  router.post('/look-board/:id/exact-items', requireUser, async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    await permitExactItems(platform, id, user(req));
    const input = parseInput(exactItemInput, req.body ?? {});
    const r = await markExactItem(platform, id, user(req), input, metadataFor(req.ctx));
    const result: ExactItemAnswer = { lookBoardId: id, productId: input.productId, exact: r.exact };
    res.set('X-Event-Position', String(r.position)).json({ result });
  });

  return router;
}
