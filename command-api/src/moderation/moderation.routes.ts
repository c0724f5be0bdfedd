import { Router, type Request, type Response } from 'express';
import { adminsOnly, creditClaimInput, idParam, imageReportableBy, isAdmin, moderationReasonInput, reportInput, takedownNoticeInput, type QueueKind } from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
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
export function moderationRoutes(platform: Platform): Router {
  const router = Router();
  const limit = (name: string) => perClientLimit(platform.pool, name, platform.settings.rateLimitPerMinute);
  const id = (req: { params: unknown }) => parsePath(idParam, req.params).id;
  const user = (req: { ctx: { userId: number | null } }) => req.ctx.userId as number;
  const admin = (req: Request) => isAdmin(callerOf(req));
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const decided = (res: Response, r: { position: bigint }, kind: QueueKind, itemId: number, status: DecisionStatus) => answer(res, r.position, { kind, id: itemId, status });
  /** The image of the path, once the caller may see it (moderation.policy.ts): checked before the body is read. */
  const reportableImage = async (req: Request) => {
    const imageId = id(req);
    await permitOn(platform.store, imageAggregate(imageId), (s) => imageReportableBy(s, user(req)));
    return imageId;
  };

  router.post('/inspiration-image/:id/report', requireUser, limit('report'), async (req, res) => {
    const imageId = await reportableImage(req);
    const input = parseInput(reportInput, req.body);
    const r = await reportImage(platform, imageId, user(req), input, metadataFor(req.ctx));
    answer(res, r.position, { reportId: r.reportId, imageId, reportReason: input.reportReason, reportSubReason: input.reportSubReason }, 201);
  });
  router.post('/inspiration-image/:id/takedown-notice', requireUser, limit('takedown-notice'), async (req, res) => {
    const imageId = await reportableImage(req);
    const input = parseInput(takedownNoticeInput, req.body);
    const { position, ...notice } = await fileTakedownNotice(platform, imageId, user(req), input, metadataFor(req.ctx));
    answer(res, position, notice, 201);
  });
  router.post('/inspiration-image/:id/credit-claim', requireUser, limit('credit-claim'), async (req, res) => {
    const imageId = await reportableImage(req);
    const input = parseInput(creditClaimInput, req.body);
    const { position, ...claim } = await fileCreditClaim(platform, imageId, user(req), input, metadataFor(req.ctx));
    answer(res, position, claim, 201);
  });

  // Admins only, refused before anything else is read (a member learns nothing of what exists);
  // the deciders hold the same rule. Every decision is an event carrying the admin's id.
  const reason = (req: { body: unknown }) => parseInput(moderationReasonInput, req.body).reason;
  router.post('/admin/inspiration-images/:id/take-down', allow(adminsOnly), async (req, res) => {
    const imageId = id(req);
    decided(res, await takeDownImage(platform, imageId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'image', imageId, 'takenDown');
  });
  router.post('/admin/inspiration-images/:id/restore', allow(adminsOnly), async (req, res) => {
    const imageId = id(req);
    decided(res, await restoreImage(platform, imageId, user(req), admin(req), metadataFor(req.ctx)), 'image', imageId, 'restored');
  });
  router.post('/admin/inspiration-images/:id/reports/dismiss', allow(adminsOnly), async (req, res) => {
    const imageId = id(req);
    decided(res, await dismissImageReports(platform, imageId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'report', imageId, 'dismissed');
  });
  router.post('/admin/products/:id/take-down', allow(adminsOnly), async (req, res) => {
    const productId = id(req);
    decided(res, await takeDownProduct(platform, productId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'product', productId, 'takenDown');
  });
  router.post('/admin/products/:id/restore', allow(adminsOnly), async (req, res) => {
    const productId = id(req);
    decided(res, await restoreProduct(platform, productId, user(req), admin(req), metadataFor(req.ctx)), 'product', productId, 'restored');
  });
  router.post('/admin/look-boards/:id/take-down', allow(adminsOnly), async (req, res) => {
    const boardId = id(req);
    decided(res, await takeDownLookBoard(platform, boardId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'lookBoard', boardId, 'takenDown');
  });
  router.post('/admin/look-boards/:id/restore', allow(adminsOnly), async (req, res) => {
    const boardId = id(req);
    decided(res, await restoreLookBoard(platform, boardId, user(req), admin(req), metadataFor(req.ctx)), 'lookBoard', boardId, 'restored');
  });
  router.post('/admin/takedown-notices/:id/approve', allow(adminsOnly), async (req, res) => {
    const noticeId = id(req);
    decided(res, await acceptTakedownNotice(platform, noticeId, user(req), admin(req), metadataFor(req.ctx)), 'takedownNotice', noticeId, 'approved');
  });
  router.post('/admin/takedown-notices/:id/reject', allow(adminsOnly), async (req, res) => {
    const noticeId = id(req);
    decided(res, await rejectTakedownNotice(platform, noticeId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'takedownNotice', noticeId, 'rejected');
  });
  router.post('/admin/credit-claims/:id/approve', allow(adminsOnly), async (req, res) => {
    const claimId = id(req);
    decided(res, await approveCreditClaim(platform, claimId, user(req), admin(req), metadataFor(req.ctx)), 'creditClaim', claimId, 'approved');
  });
  router.post('/admin/credit-claims/:id/reject', allow(adminsOnly), async (req, res) => {
    const claimId = id(req);
    decided(res, await rejectCreditClaim(platform, claimId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'creditClaim', claimId, 'rejected');
  });
  router.post('/admin/users/:id/business/approve', allow(adminsOnly), async (req, res) => {
    const userId = id(req);
    decided(res, await approveBusinessAccount(platform, userId, user(req), admin(req), metadataFor(req.ctx)), 'business', userId, 'approved');
  });
  router.post('/admin/users/:id/business/reject', allow(adminsOnly), async (req, res) => {
    const userId = id(req);
    decided(res, await rejectBusinessAccount(platform, userId, user(req), admin(req), reason(req), metadataFor(req.ctx)), 'business', userId, 'rejected');
  });

  return router;
}
