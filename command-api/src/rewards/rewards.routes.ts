import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { adminsOnly, isAdmin, mayRedeem, pathId, redeemInput, refuseRedemptionInput } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { userAggregate } from '../identity/identity';
import { payRedemption } from './pay-redemption';
import { redeemPoints } from './redeem-points';
import { refuseRedemption } from './refuse-redemption';

const redemptionParams = z.object({ userId: pathId, redemptionId: pathId });

/** Reward points' writes: a member's redemption, an admin's payment or refusal. Each route checks who may call, parses, calls one handler and presents what it decided. */
export function rewardRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;

  router.post('/user/redeem-point', requireUser, async (req, res) => {
    await permitOn(platform.store, userAggregate(user(req)), mayRedeem);
    const { points } = parseInput(redeemInput, req.body);
    const r = await redeemPoints(platform, user(req), points, req.ctx.idempotencyKey, metadataFor(req.ctx));
    answer(res, r.position, { redemption: r.redemption, stats: r.stats }, 201);
  });
  router.post('/admin/users/:userId/redemptions/:redemptionId/pay', allow(adminsOnly), async (req, res) => {
    const { userId, redemptionId } = parsePath(redemptionParams, req.params);
    const r = await payRedemption(platform, userId, redemptionId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx));
    answer(res, r.position, r.redemption);
  });
  router.post('/admin/users/:userId/redemptions/:redemptionId/refuse', allow(adminsOnly), async (req, res) => {
    const { userId, redemptionId } = parsePath(redemptionParams, req.params);
    const { reason } = parseInput(refuseRedemptionInput, req.body);
    const r = await refuseRedemption(platform, userId, redemptionId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx));
    answer(res, r.position, r.redemption);
  });

  return router;
}
