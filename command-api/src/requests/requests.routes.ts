import { Router, type Request, type Response } from 'express';
import { idParam, requestedBy, requestInput, requestRateInput, requestSlugOf } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { closeRequest } from './close-request';
import { rateRecommendation } from './rate-recommendation';
import { requestAggregate } from './requests';
import { submitRequest } from './submit-request';

/** Request the Look's writes. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function requestRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  const id = (req: Request) => parsePath(idParam, req.params).id;
  /** The request of the path, once the caller is its requester (request.policy.ts), before the body is read. */
  const ownRequest = async (req: Request) => {
    const requestId = id(req);
    await permitOn(platform.store, requestAggregate(requestId), (s) => requestedBy(s, user(req)));
    return requestId;
  };

  router.post('/requests', requireUser, async (req, res) => {
    const input = parseInput(requestInput, req.body);
    const r = await submitRequest(platform, user(req), input, metadataFor(req.ctx));
    const title = r.state.details?.title ?? input.title;
    answer(res, r.position, { id: r.state.requestId, slug: requestSlugOf(r.state.requestId, title) }, 201);
  });
  router.post('/requests/:id/rate', requireUser, async (req, res) => {
    const requestId = await ownRequest(req);
    const { lookBoardId, rate } = parseInput(requestRateInput, req.body);
    const r = await rateRecommendation(platform, requestId, user(req), lookBoardId, rate, metadataFor(req.ctx));
    answer(res, r.position, { lookBoardId, rate: r.state.rates.get(lookBoardId) ?? rate });
  });
  router.post('/requests/:id/close', requireUser, async (req, res) => {
    const r = await closeRequest(platform, await ownRequest(req), user(req), metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.requestId, status: r.state.status });
  });

  return router;
}
