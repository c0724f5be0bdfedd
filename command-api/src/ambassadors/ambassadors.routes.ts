import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  adminsOnly,
  applicationInput,
  approveApplicationInput,
  idParam,
  invitationLoginInput,
  isAdmin,
  mayApplyAsAmbassador,
  mayNominate,
  nominationInput,
  pathId,
  rejectInput,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { userAggregate } from '../identity/identity';
import { applyAsAmbassador } from './apply-as-ambassador';
import { decideOnApplication } from './decide-application';
import { followMember } from './follow-member';
import { nominateAmbassador } from './nominate-ambassador';
import { presentFollow } from './present';
import { signInByInvitation } from './sign-in-by-invitation';
import { unfollowMember } from './unfollow-member';

const userIdParam = z.object({ userId: pathId });
const NOMINATION_SENT = 'Thank you! Your invitation is on its way.';

/**
 * Sign-in with an invitation code: a token call, mounted before the idempotency middleware like
 * /auth/login, so its answer (the tokens) is never stored or replayed.
 */
export function ambassadorTokenRoutes(platform: Platform): Router {
  const router = Router();
  router.post('/auth/login/by-invitation-code', perClientLimit(platform.pool, 'login-by-invitation', platform.settings.rateLimitPerMinute), async (req, res) => {
    const { code } = parseInput(invitationLoginInput, req.body);
    const { tokens, position } = await signInByInvitation(platform, code, metadataFor(req.ctx));
    res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
  });
  return router;
}

/** Applications, nominations, their review, and follows. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function ambassadorRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;

  router.post('/invitation/request-ambassador-access', requireUser, limit('ambassador-application'), async (req, res) => {
    await permitOn(platform.store, userAggregate(user(req)), mayApplyAsAmbassador);
    const input = parseInput(applicationInput, req.body);
    const r = await applyAsAmbassador(platform, user(req), input, req.ip, metadataFor(req.ctx));
    answer(res, r.position, { id: r.id, status: 'pending' }, 201);
  });

  router.post('/invitation/nominate-ambassador', requireUser, limit('nominate-ambassador'), async (req, res) => {
    await permitOn(platform.store, userAggregate(user(req)), mayNominate);
    const input = parseInput(nominationInput, req.body);
    const r = await nominateAmbassador(platform, req.ctx.userId, input, req.ip, metadataFor(req.ctx));
    answer(res, r.position, { id: r.id, message: NOMINATION_SENT }, 201);
  });

  // review (admins)
  router.post('/admin/ambassador-applications/:id/approve', allow(adminsOnly), async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { ambassadorType } = parseInput(approveApplicationInput, req.body);
    const r = await decideOnApplication(platform, id, user(req), isAdmin(callerOf(req)), { approve: true, ambassadorType }, metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.applicationId, userId: r.state.userId, status: r.state.status, ambassadorType: r.state.ambassadorType });
  });
  router.post('/admin/ambassador-applications/:id/reject', allow(adminsOnly), async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const { reason } = parseInput(rejectInput, req.body);
    const r = await decideOnApplication(platform, id, user(req), isAdmin(callerOf(req)), { approve: false, reason }, metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.applicationId, userId: r.state.userId, status: r.state.status, ambassadorType: r.state.ambassadorType });
  });

  // follows
  router.post('/followers/follow/:userId', requireUser, async (req, res) => {
    const { userId } = parsePath(userIdParam, req.params);
    const r = await followMember(platform, user(req), userId, metadataFor(req.ctx));
    answer(res, r.position, await presentFollow(platform, user(req), userId, r));
  });
  router.delete('/followers/follow/:userId', requireUser, async (req, res) => {
    const { userId } = parsePath(userIdParam, req.params);
    const r = await unfollowMember(platform, user(req), userId, metadataFor(req.ctx));
    answer(res, r.position, await presentFollow(platform, user(req), userId, r));
  });

  return router;
}
