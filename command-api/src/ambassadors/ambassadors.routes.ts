import type { Request, Response } from 'express';
import { adminsOnly, isAdmin, mayApplyAsAmbassador, mayNominate } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
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

const NOMINATION_SENT = 'Thank you! Your invitation is on its way.';

/**
 * Applications, nominations, their review, sign-in with an invitation code, and follows. Each route
 * checks who may call, parses, calls one command handler and presents what it decided. Sign-in with
 * an invitation code is a token call (the route table says so): mounted before the idempotency
 * middleware like /auth/login, so its answer (the tokens) is never stored or replayed.
 */
export function ambassadorWrites(platform: Platform): Handlers<'command'> {
  const limit = (name: string) => [perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute)];
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;

  return {
    loginByInvitationCode: {
      use: limit('login-by-invitation'),
      handle: async ({ req, res, body }) => {
        const { tokens, position } = await signInByInvitation(platform, body().code, metadataFor(req.ctx));
        res.set('X-Event-Position', String(position)).set('Cache-Control', 'no-store').json(tokens);
      },
    },
    applyAsAmbassador: {
      use: limit('ambassador-application'),
      handle: async ({ req, res, body }) => {
        await permitOn(platform.store, userAggregate(user(req)), mayApplyAsAmbassador);
        const r = await applyAsAmbassador(platform, user(req), body(), req.ip, metadataFor(req.ctx));
        answer(res, r.position, { id: r.id, status: 'pending' }, 201);
      },
    },
    nominateAmbassador: {
      use: limit('nominate-ambassador'),
      handle: async ({ req, res, body }) => {
        await permitOn(platform.store, userAggregate(user(req)), mayNominate);
        const r = await nominateAmbassador(platform, req.ctx.userId, body(), req.ip, metadataFor(req.ctx));
        answer(res, r.position, { id: r.id, message: NOMINATION_SENT }, 201);
      },
    },

    // review (admins)
    approveAmbassadorApplication: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        const { ambassadorType } = body();
        const r = await decideOnApplication(platform, id, user(req), isAdmin(callerOf(req)), { approve: true, ambassadorType }, metadataFor(req.ctx));
        answer(res, r.position, { id: r.state.applicationId, userId: r.state.userId, status: r.state.status, ambassadorType: r.state.ambassadorType });
      },
    },
    rejectAmbassadorApplication: {
      use: [allow(adminsOnly)],
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        const { reason } = body();
        const r = await decideOnApplication(platform, id, user(req), isAdmin(callerOf(req)), { approve: false, reason }, metadataFor(req.ctx));
        answer(res, r.position, { id: r.state.applicationId, userId: r.state.userId, status: r.state.status, ambassadorType: r.state.ambassadorType });
      },
    },

    // follows
    follow: async ({ req, res, params }) => {
      const { userId } = params();
      const r = await followMember(platform, user(req), userId, metadataFor(req.ctx));
      answer(res, r.position, await presentFollow(platform, user(req), userId, r));
    },
    unfollow: async ({ req, res, params }) => {
      const { userId } = params();
      const r = await unfollowMember(platform, user(req), userId, metadataFor(req.ctx));
      answer(res, r.position, await presentFollow(platform, user(req), userId, r));
    },
  };
}
