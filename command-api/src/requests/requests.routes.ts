import type { Request, Response } from 'express';
import { requestedBy, requestSlugOf } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { closeRequest } from './close-request';
import { rateRecommendation } from './rate-recommendation';
import { requestAggregate } from './requests';
import { submitRequest } from './submit-request';

/** Request the Look's writes. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function requestWrites(platform: Platform): Handlers<'command'> {
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  /** The request of the path, once the caller is its requester (request.policy.ts), before the body is read. */
  const ownRequest = async (req: Request, requestId: number) => {
    await permitOn(platform.store, requestAggregate(requestId), (s) => requestedBy(s, user(req)));
    return requestId;
  };

  return {
    submitRequest: async ({ req, res, body }) => {
      const input = body();
      const r = await submitRequest(platform, user(req), input, metadataFor(req.ctx));
      const title = r.state.details?.title ?? input.title;
      answer(res, r.position, { id: r.state.requestId, slug: requestSlugOf(r.state.requestId, title) }, 201);
    },
    rateRecommendation: async ({ req, res, params, body }) => {
      const requestId = await ownRequest(req, params().id);
      const { lookBoardId, rate } = body();
      const r = await rateRecommendation(platform, requestId, user(req), lookBoardId, rate, metadataFor(req.ctx));
      answer(res, r.position, { lookBoardId, rate: r.state.rates.get(lookBoardId) ?? rate });
    },
    closeRequest: async ({ req, res, params }) => {
      const r = await closeRequest(platform, await ownRequest(req, params().id), user(req), metadataFor(req.ctx));
      answer(res, r.position, { id: r.state.requestId, status: r.state.status });
    },
  };
}
