import type { Request, Response } from 'express';
import {
  adminsOnly,
  idParam,
  isAdmin,
  lookBoardJudgeableBy,
  lookBoardOwnedBy,
  lookBoardRatingOf,
  lookBoardVisibleTo,
  lookBoardShareUrl,
  slugOf,
  type InspirationImageState,
  type LookBoardState,
  type ProductState,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parsePath } from '@decorlook/infra/http/validate';
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
export function lookBoardWrites(platform: Platform): Handlers<'command'> {
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const user = (req: Request) => req.ctx.userId as number;
  const admin = [allow(adminsOnly)];
  /** The board of the path, once its owner is the caller (look-board.policy.ts). */
  const ownBoard = async (req: Request, lookBoardId: number) => {
    await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardOwnedBy(s, user(req)));
    return lookBoardId;
  };
  /**
   * A substitute's board is checked on its own id before the product's id is parsed, so a caller
   * who does not own the board hears 403 (or 404) whatever product the path names.
   */
  const ownSubstituteBoard = (req: Request) => ownBoard(req, parsePath(idParam, req.params).id);
  type Decided = { position: bigint; state: LookBoardState; materials?: { productStates: Map<number, ProductState>; image: InspirationImageState } };
  const board = async (res: Response, r: Decided, viewerId: number, status = 200) => {
    const parts = await boardParts(platform, r.state, { products: r.materials?.productStates, image: r.materials?.image });
    answer(res, r.position, presentLookBoard(r.state, viewerId, parts, true), status);
  };

  return {
    createLookBoard: async ({ req, res, body }) => {
      await board(res, await createLookBoard(platform, user(req), body(), metadataFor(req.ctx)), user(req), 201);
    },
    updateLookBoard: async ({ req, res, params, body }) => {
      const lookBoardId = await ownBoard(req, params().id);
      await board(res, await updateLookBoard(platform, lookBoardId, user(req), body(), false, metadataFor(req.ctx)), user(req));
    },
    updateSubmittedLookBoard: async ({ req, res, params, body }) => {
      const lookBoardId = await ownBoard(req, params().id);
      await board(res, await updateLookBoard(platform, lookBoardId, user(req), body(), true, metadataFor(req.ctx)), user(req));
    },
    updateLookBoardBannerColor: async ({ req, res, params, body }) => {
      const lookBoardId = await ownBoard(req, params().id);
      await board(res, await changeBannerColor(platform, lookBoardId, user(req), body().color, metadataFor(req.ctx)), user(req));
    },
    updateLookBoardRequest: async ({ req, res, params, body }) => {
      const lookBoardId = await ownBoard(req, params().id);
      await board(res, await linkRequest(platform, lookBoardId, user(req), body().requestId, metadataFor(req.ctx)), user(req));
    },
    // The owner's answer to an offer for a product that went: the suggestion, or another of its kind.
    acceptLookBoardSubstitute: async ({ req, res, params }) => {
      const lookBoardId = await ownSubstituteBoard(req);
      const { productId } = params();
      const r = await replaceProduct(platform, lookBoardId, user(req), productId, undefined, metadataFor(req.ctx));
      await board(res, { position: r.position, state: r.state }, user(req));
    },
    pickLookBoardSubstitute: async ({ req, res, params, body }) => {
      const lookBoardId = await ownSubstituteBoard(req);
      const { productId } = params();
      const { substituteId } = body();
      const r = await replaceProduct(platform, lookBoardId, user(req), productId, substituteId, metadataFor(req.ctx));
      await board(res, { position: r.position, state: r.state }, user(req));
    },
    submitLookBoard: async ({ req, res, params }) => {
      const lookBoardId = await ownBoard(req, params().id);
      const r = await submitLookBoard(platform, lookBoardId, user(req), metadataFor(req.ctx));
      const slug = slugOf(r.state.details?.title ?? '');
      answer(res, r.position, { id: r.state.lookBoardId, slug, status: r.state.status, shareUrl: lookBoardShareUrl(platform.settings.publicUrl, { id: r.state.lookBoardId, slug }) });
    },
    deleteLookBoard: async ({ req, res, params }) => {
      const lookBoardId = await ownBoard(req, params().id);
      const r = await deleteLookBoard(platform, lookBoardId, user(req), metadataFor(req.ctx));
      answer(res, r.position, { deleted: true });
    },
    likeLookBoard: async ({ req, res, params, body }) => {
      const lookBoardId = params().id;
      await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardVisibleTo(s, user(req)));
      const { isLiked } = body();
      const r = await likeLookBoard(platform, lookBoardId, user(req), isLiked, metadataFor(req.ctx));
      answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
    },
    voteLookBoard: async ({ req, res, params, body }) => {
      const lookBoardId = params().id;
      await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardJudgeableBy(s, user(req), 'vote for'));
      const { vote } = body();
      const r = await voteLookBoard(platform, lookBoardId, user(req), vote, metadataFor(req.ctx));
      answer(res, r.position, { isVoted: r.state.votedBy.has(user(req)), votesCount: r.state.votedBy.size });
    },
    rateLookBoard: async ({ req, res, params, body }) => {
      const lookBoardId = params().id;
      await permitOn(platform.store, lookBoardAggregate(lookBoardId), (s) => lookBoardJudgeableBy(s, user(req), 'rate'));
      const { rate } = body();
      const r = await rateLookBoard(platform, lookBoardId, user(req), rate, metadataFor(req.ctx));
      answer(res, r.position, { rate, ...lookBoardRatingOf(r.state) });
    },

    // moderation (admins)
    approveLookBoard: {
      use: admin,
      handle: async ({ req, res, params }) => {
        const r = await approveLookBoard(platform, params().id, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx));
        answer(res, r.position, { id: r.state.lookBoardId, status: r.state.status });
      },
    },
    rejectLookBoard: {
      use: admin,
      handle: async ({ req, res, params, body }) => {
        const lookBoardId = params().id;
        const { reason } = body();
        const r = await rejectLookBoard(platform, lookBoardId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx));
        answer(res, r.position, { id: r.state.lookBoardId, status: r.state.status });
      },
    },

    // Mix & Match
    saveMixMatch: async ({ req, res, body }) => {
      const r = await saveMixMatch(platform, user(req), body(), metadataFor(req.ctx));
      answer(res, r.position, presentMixMatch(r.state, r.image, r.productStates), 201);
    },
    deleteMixMatch: async ({ req, res, params }) => {
      const r = await deleteMixMatch(platform, params().id, user(req), metadataFor(req.ctx));
      answer(res, r.position, { deleted: true });
    },
  };
}
