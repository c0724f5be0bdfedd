import type { Request, Response } from 'express';
import { adminsOnly, isAdmin, mayRedeem } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { userAggregate } from '../identity/identity';
import { payRedemption } from './pay-redemption';
import { redeemPoints } from './redeem-points';
import { refuseRedemption } from './refuse-redemption';

/** Reward points' writes: a member's redemption, an admin's payment or refusal. Each route checks who may call, parses, calls one handler and presents what it decided. */
export function rewardWrites(platform: Platform): Handlers<'command'> {
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;

  return {
    redeemPoints: async ({ req, res, body }) => {
      await permitOn(platform.store, userAggregate(user(req)), mayRedeem);
      const { points } = body();
      const r = await redeemPoints(platform, user(req), points, req.ctx.idempotencyKey, metadataFor(req.ctx));
      answer(res, r.position, { redemption: r.redemption, stats: r.stats }, 201);
    },
    payRedemption: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params }) => {
        const { userId, redemptionId } = params();
        const r = await payRedemption(platform, userId, redemptionId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx));
        answer(res, r.position, r.redemption);
      },
    },
    refuseRedemption: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params, body }) => {
        const { userId, redemptionId } = params();
        const { reason } = body();
        const r = await refuseRedemption(platform, userId, redemptionId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx));
        answer(res, r.position, r.redemption);
      },
    },
  };
}
