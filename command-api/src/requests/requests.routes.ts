import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requestInput, requestRateInput, requestSlugOf } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { closeRequest } from './close-request';
import { rateRecommendation } from './rate-recommendation';
import { submitRequest } from './submit-request';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Request the Look's writes. Each route parses, calls one command handler and presents what it decided. */
export function requestRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  const id = (req: Request) => parseInput(idParam, req.params).id;

  router.post('/requests', requireUser, async (req, res) => {
    const input = parseInput(requestInput, req.body);
    const r = await submitRequest(platform, user(req), input, metadataFor(req.ctx));
    const title = r.state.details?.title ?? input.title;
    answer(res, r.position, { id: r.state.requestId, slug: requestSlugOf(r.state.requestId, title) }, 201);
  });
  router.post('/requests/:id/rate', requireUser, async (req, res) => {
    const requestId = id(req);
    const { lookBoardId, rate } = parseInput(requestRateInput, req.body);
    const r = await rateRecommendation(platform, requestId, user(req), lookBoardId, rate, metadataFor(req.ctx));
    answer(res, r.position, { lookBoardId, rate: r.state.rates.get(lookBoardId) ?? rate });
  });
  router.post('/requests/:id/close', requireUser, async (req, res) => {
    const r = await closeRequest(platform, id(req), user(req), metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.requestId, status: r.state.status });
  });

  return router;
}
