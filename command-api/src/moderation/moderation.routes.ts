import type { Request, Response } from 'express';
import { adminsOnly, imageReportableBy, isAdmin, type QueueKind } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { imageAggregate } from '../catalog/catalog';
import { acceptTakedownNotice } from './accept-takedown-notice';
import { approveBusinessAccount } from './approve-business-account';
import { approveCreditClaim } from './approve-credit-claim';
import { dismissImageReports } from './dismiss-image-reports';
import { fileCreditClaim } from './file-credit-claim';
import { fileTakedownNotice } from './file-takedown-notice';
import { rejectBusinessAccount } from './reject-business-account';
import { rejectCreditClaim } from './reject-credit-claim';
import { rejectTakedownNotice } from './reject-takedown-notice';
import { reportImage } from './report-image';
import { restoreImage } from './restore-image';
import { restoreLookBoard } from './restore-look-board';
import { restoreProduct } from './restore-product';
import { takeDownImage } from './take-down-image';
import { takeDownLookBoard } from './take-down-look-board';
import { takeDownProduct } from './take-down-product';

type DecisionStatus = 'takenDown' | 'approved' | 'rejected' | 'dismissed' | 'restored';

/**
 * Reports and claims, and the admins' decisions on them and on content. Each route checks who may
 * call (a report or claim on an image the caller may not see is 404 before the body is read),
 * parses, calls one handler and answers.
 */
export function moderationWrites(platform: Platform): Handlers<'command'> {
  const limit = (name: string) => [perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute)];
  const user = (req: Request) => req.ctx.userId as number;
  const admin = (req: Request) => isAdmin(callerOf(req));
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const decided = (res: Response, r: { position: bigint }, kind: QueueKind, itemId: number, status: DecisionStatus) => answer(res, r.position, { kind, id: itemId, status });
  /** The image of the path, once the caller may see it (moderation.policy.ts): checked before the body is read. */
  const reportableImage = async (req: Request, imageId: number) => {
    await permitOn(platform.store, imageAggregate(imageId), (s) => imageReportableBy(s, user(req)));
    return imageId;
  };
  // Admins only, refused before anything else is read (a member learns nothing of what exists);
  // the deciders hold the same rule. Every decision is an event carrying the admin's id.
  const adminOnly = [allow(adminsOnly)];

  return {
    reportImage: {
      use: limit('report'),
      handle: async ({ req, res, params, body }) => {
        const imageId = await reportableImage(req, params().id);
        const input = body();
        const r = await reportImage(platform, imageId, user(req), input, metadataFor(req.ctx));
        answer(res, r.position, { reportId: r.reportId, imageId, reportReason: input.reportReason, reportSubReason: input.reportSubReason }, 201);
      },
    },
    fileTakedownNotice: {
      use: limit('takedown-notice'),
      handle: async ({ req, res, params, body }) => {
        const imageId = await reportableImage(req, params().id);
        const { position, ...notice } = await fileTakedownNotice(platform, imageId, user(req), body(), metadataFor(req.ctx));
        answer(res, position, notice, 201);
      },
    },
    fileCreditClaim: {
      use: limit('credit-claim'),
      handle: async ({ req, res, params, body }) => {
        const imageId = await reportableImage(req, params().id);
        const { position, ...claim } = await fileCreditClaim(platform, imageId, user(req), body(), metadataFor(req.ctx));
        answer(res, position, claim, 201);
      },
    },

    takeDownImage: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await takeDownImage(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'image', id, 'takenDown');
      },
    },
    restoreImage: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await restoreImage(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'image', id, 'restored');
      },
    },
    dismissImageReports: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await dismissImageReports(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'report', id, 'dismissed');
      },
    },
    takeDownProduct: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await takeDownProduct(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'product', id, 'takenDown');
      },
    },
    restoreProduct: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await restoreProduct(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'product', id, 'restored');
      },
    },
    takeDownLookBoard: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await takeDownLookBoard(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'lookBoard', id, 'takenDown');
      },
    },
    restoreLookBoard: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await restoreLookBoard(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'lookBoard', id, 'restored');
      },
    },
    acceptTakedownNotice: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await acceptTakedownNotice(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'takedownNotice', id, 'approved');
      },
    },
    rejectTakedownNotice: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await rejectTakedownNotice(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'takedownNotice', id, 'rejected');
      },
    },
    approveCreditClaim: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await approveCreditClaim(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'creditClaim', id, 'approved');
      },
    },
    rejectCreditClaim: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await rejectCreditClaim(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'creditClaim', id, 'rejected');
      },
    },
    approveBusinessAccount: {
      use: adminOnly,
      handle: async ({ req, res, params }) => {
        const { id } = params();
        decided(res, await approveBusinessAccount(platform, id, user(req), admin(req), metadataFor(req.ctx)), 'business', id, 'approved');
      },
    },
    rejectBusinessAccount: {
      use: adminOnly,
      handle: async ({ req, res, params, body }) => {
        const { id } = params();
        decided(res, await rejectBusinessAccount(platform, id, user(req), admin(req), body().reason, metadataFor(req.ctx)), 'business', id, 'rejected');
      },
    },
  };
}
