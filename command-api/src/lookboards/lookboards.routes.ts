import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  adminsOnly,
  bannerColorInput,
  idParam,
  isAdmin,
  likeInput,
  lookBoardJudgeableBy,
  lookBoardOwnedBy,
  lookBoardInput,
  lookBoardRateInput,
  lookBoardRatingOf,
  lookBoardVisibleTo,
  lookBoardShareUrl,
  mixMatchInput,
  pathId,
  rejectInput,
  requestLinkInput,
  slugOf,
  substitutePickInput,
  voteInput,
  type InspirationImageState,
  type LookBoardState,
  type ProductState,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { approveLookBoard } from './approve-look-board';
import { changeBannerColor } from './change-banner-color';
import { createLookBoard } from './create-look-board';
import { deleteLookBoard } from './delete-look-board';
import { deleteMixMatch } from './delete-mix-match';
import { likeLookBoard } from './like-look-board';
import { linkRequest } from './link-request';
import { lookBoardAggregate } from './lookboards';
import { boardParts, presentLookBoard, presentMixMatch } from './present';
import { rateLookBoard } from './rate-look-board';
import { rejectLookBoard } from './reject-look-board';
import { replaceProduct } from './replace-product';
import { saveMixMatch } from './save-mix-match';
import { submitLookBoard } from './submit-look-board';
import { updateLookBoard } from './update-look-board';
import { voteLookBoard } from './vote-look-board';

/**
 * The look boards' and Mix & Match writes. Each route checks who may call (the owner's changes on
 * the board's own stream, before the body is read), parses, calls one command handler and presents
 * what it decided.
 */
export function lookBoardRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  const id = (req: Request) => parsePath(idParam, req.params).id;
  /** The board of the path, once its owner is the caller (look-board.policy.ts). */
  const ownBoard = async (req: Request) => {
    const lookBoardId = id(req);
    await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardOwnedBy(s, user(req)));
    return lookBoardId;
  };
  type Decided = { position: bigint; state: LookBoardState; materials?: { productStates: Map<number, ProductState>; image: InspirationImageState } };
  const board = async (res: Response, r: Decided, viewerId: number, status = 200) => {
    const parts = await boardParts(platform, r.state, { products: r.materials?.productStates, image: r.materials?.image });
    answer(res, r.position, presentLookBoard(r.state, viewerId, parts, true), status);
  };

  router.post('/look-board', requireUser, async (req, res) => {
    const input = parseInput(lookBoardInput, req.body);
    await board(res, await createLookBoard(platform, user(req), input, metadataFor(req.ctx)), user(req), 201);
  });
  router.put('/look-board/:id', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const input = parseInput(lookBoardInput, req.body);
    await board(res, await updateLookBoard(platform, lookBoardId, user(req), input, false, metadataFor(req.ctx)), user(req));
  });
  router.put('/look-board/:id/submitted', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const input = parseInput(lookBoardInput, req.body);
    await board(res, await updateLookBoard(platform, lookBoardId, user(req), input, true, metadataFor(req.ctx)), user(req));
  });
  router.post('/look-board/:id/update-banner-color', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const { color } = parseInput(bannerColorInput, req.body);
    await board(res, await changeBannerColor(platform, lookBoardId, user(req), color, metadataFor(req.ctx)), user(req));
  });
  router.post('/look-board/:id/update-request', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const { requestId } = parseInput(requestLinkInput, req.body);
    await board(res, await linkRequest(platform, lookBoardId, user(req), requestId, metadataFor(req.ctx)), user(req));
  });
  // The owner's answer to an offer for a product that went: the suggestion, or another of its kind.
  const substituteParams = z.object({ id: pathId, productId: pathId });
  router.post('/look-board/:id/substitutes/:productId/accept', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const { productId } = parsePath(substituteParams, req.params);
    const r = await replaceProduct(platform, lookBoardId, user(req), productId, undefined, metadataFor(req.ctx));
    await board(res, { position: r.position, state: r.state }, user(req));
  });
  router.post('/look-board/:id/substitutes/:productId/pick', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const { productId } = parsePath(substituteParams, req.params);
    const { substituteId } = parseInput(substitutePickInput, req.body);
    const r = await replaceProduct(platform, lookBoardId, user(req), productId, substituteId, metadataFor(req.ctx));
    await board(res, { position: r.position, state: r.state }, user(req));
  });
  router.post('/look-board/:id/submit', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const r = await submitLookBoard(platform, lookBoardId, user(req), metadataFor(req.ctx));
    const slug = slugOf(r.state.details?.title ?? '');
    answer(res, r.position, { id: r.state.lookBoardId, slug, status: r.state.status, shareUrl: lookBoardShareUrl(platform.settings.publicUrl, { id: r.state.lookBoardId, slug }) });
  });
  router.delete('/look-board/:id', requireUser, async (req, res) => {
    const lookBoardId = await ownBoard(req);
    const r = await deleteLookBoard(platform, lookBoardId, user(req), metadataFor(req.ctx));
    answer(res, r.position, { deleted: true });
  });
  router.post('/look-board/:id/like', requireUser, async (req, res) => {
    const lookBoardId = id(req);
    await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardVisibleTo(s, user(req)));
    const { isLiked } = parseInput(likeInput, req.body ?? {});
    const r = await likeLookBoard(platform, lookBoardId, user(req), isLiked, metadataFor(req.ctx));
    answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
  });
  router.post('/look-board/:id/vote', requireUser, async (req, res) => {
    const lookBoardId = id(req);
    await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardJudgeableBy(s, user(req), 'vote for'));
    const { vote } = parseInput(voteInput, req.body);
    const r = await voteLookBoard(platform, lookBoardId, user(req), vote, metadataFor(req.ctx));
    answer(res, r.position, { isVoted: r.state.votedBy.has(user(req)), votesCount: r.state.votedBy.size });
  });
  router.post('/look-board/:id/rate', requireUser, async (req, res) => {
    const lookBoardId = id(req);
    await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardJudgeableBy(s, user(req), 'rate'));
    const { rate } = parseInput(lookBoardRateInput, req.body);
    const r = await rateLookBoard(platform, lookBoardId, user(req), rate, metadataFor(req.ctx));
    answer(res, r.position, { rate, ...lookBoardRatingOf(r.state) });
  });

  // moderation (admins)
  router.post('/admin/look-boards/:id/approve', allow(adminsOnly), async (req, res) => {
    const r = await approveLookBoard(platform, id(req), user(req), isAdmin(callerOf(req)), metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.lookBoardId, status: r.state.status });
  });
  router.post('/admin/look-boards/:id/reject', allow(adminsOnly), async (req, res) => {
    const lookBoardId = id(req);
    const { reason } = parseInput(rejectInput, req.body);
    const r = await rejectLookBoard(platform, lookBoardId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx));
    answer(res, r.position, { id: r.state.lookBoardId, status: r.state.status });
  });

  // Mix & Match
  router.post('/mix-match', requireUser, async (req, res) => {
    const input = parseInput(mixMatchInput, req.body);
    const r = await saveMixMatch(platform, user(req), input, metadataFor(req.ctx));
    answer(res, r.position, presentMixMatch(r.state, r.image, r.productStates), 201);
  });
  router.delete('/mix-match/:id', requireUser, async (req, res) => {
    const r = await deleteMixMatch(platform, id(req), user(req), metadataFor(req.ctx));
    answer(res, r.position, { deleted: true });
  });

  return router;
}
