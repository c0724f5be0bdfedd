import type { Request, Response } from 'express';
import {
  adminsOnly,
  AFFILIATE_SITES,
  affiliateCodeHeld,
  imageOwnedBy,
  imageVisibleTo,
  isAdmin,
  productVisibleTo,
  ratingOf,
  type AffiliateCodesState,
  type InspirationImageState,
  type ProductState,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { addAffiliateCode } from './add-affiliate-code';
import { addImage } from './add-image';
import { addProduct } from './add-product';
import { approveImage } from './approve-image';
import { approveProduct } from './approve-product';
import { affiliateCodesAggregate, imageAggregate, productAggregate } from './catalog';
import { changeAffiliateCode } from './change-affiliate-code';
import { deleteAffiliateCode } from './delete-affiliate-code';
import { editImage } from './edit-image';
import { likeImage } from './like-image';
import { likeProduct } from './like-product';
import { imageAnswer, ownerCodeFor, ownerOf, presentProduct } from './present';
import { rateProduct } from './rate-product';
import { rejectImage } from './reject-image';
import { rejectProduct } from './reject-product';
import { removeImage } from './remove-image';
import { removeProduct } from './remove-product';
import { setImagePermissions } from './set-image-permissions';

/** The catalog's writes. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function catalogWrites(platform: Platform): Handlers<'command'> {
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const image = async (res: Response, r: { position: bigint; state: InspirationImageState }, viewerId: number, created = false) =>
    answer(res, r.position, await imageAnswer(platform, r.state, viewerId, { fresh: created }), created ? 201 : 200);
  const product = async (res: Response, r: { position: bigint; state: ProductState }, viewerId: number, status = 200) => {
    const [owner, code] = await Promise.all([ownerOf(platform, r.state.ownerId), ownerCodeFor(platform, r.state.ownerId, r.state.details?.retailerUrl ?? null)]);
    answer(res, r.position, presentProduct(r.state, viewerId, owner, code, true), status);
  };
  const user = (req: Request) => req.ctx.userId as number;
  const admin = [allow(adminsOnly)];
  /** The image of the path, once its owner is the caller (catalog.policy.ts), before the body is read. */
  const ownImage = async (req: Request, imageId: number) => {
    await permitOn(platform.store, imageAggregate(imageId), (s) => imageOwnedBy(s, user(req)));
    return imageId;
  };
  const decision = (res: Response, r: { position: bigint; state: { status: string } }, itemId: number) => answer(res, r.position, { id: itemId, status: r.state.status });
  const code = (state: AffiliateCodesState, codeId: number) => {
    const c = state.codes.get(codeId);
    const site = AFFILIATE_SITES.find((s) => s.id === c?.siteId);
    return c && site ? { id: codeId, affiliateSiteId: site.id, siteName: site.name, code: c.code } : null;
  };

  return {
    // inspiration images
    addInspirationImage: async ({ req, res, body }) => {
      await image(res, await addImage(platform, user(req), body(), metadataFor(req.ctx)), user(req), true);
    },
    editInspirationImage: async ({ req, res, params, body }) => {
      const imageId = await ownImage(req, params().id);
      await image(res, await editImage(platform, imageId, user(req), body(), metadataFor(req.ctx)), user(req));
    },
    removeInspirationImage: async ({ req, res, params }) => {
      const r = await removeImage(platform, params().id, user(req), metadataFor(req.ctx));
      answer(res, r.position, { deleted: true });
    },
    likeInspirationImage: async ({ req, res, params, body }) => {
      const imageId = params().id;
      await permitOn(platform.store, imageAggregate(imageId), (s) => imageVisibleTo(s, user(req)));
      const { isLiked } = body();
      const r = await likeImage(platform, imageId, user(req), isLiked, metadataFor(req.ctx));
      answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
    },
    setInspirationImagePermissions: async ({ req, res, params, body }) => {
      const imageId = await ownImage(req, params().id);
      const { permissions } = body();
      await image(res, await setImagePermissions(platform, imageId, user(req), permissions, metadataFor(req.ctx)), user(req));
    },

    // products
    addProduct: async ({ req, res, body }) => {
      await product(res, await addProduct(platform, user(req), body(), metadataFor(req.ctx)), user(req), 201);
    },
    removeProduct: async ({ req, res, params }) => {
      const r = await removeProduct(platform, params().id, user(req), metadataFor(req.ctx));
      answer(res, r.position, { deleted: true });
    },
    likeProduct: async ({ req, res, params, body }) => {
      const productId = params().id;
      await permitOn(platform.store, productAggregate(productId), (s) => productVisibleTo(s, user(req)));
      const { isLiked } = body();
      const r = await likeProduct(platform, productId, user(req), isLiked, metadataFor(req.ctx));
      answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
    },
    rateProduct: async ({ req, res, params, body }) => {
      const productId = params().id;
      await permitOn(platform.store, productAggregate(productId), (s) => productVisibleTo(s, user(req)));
      const { rate } = body();
      const r = await rateProduct(platform, productId, user(req), rate, metadataFor(req.ctx));
      answer(res, r.position, { rate, ...ratingOf(r.state) });
    },

    // moderation (admins)
    approveInspirationImage: {
      use: admin,
      handle: async ({ req, res, params }) => {
        const imageId = params().id;
        decision(res, await approveImage(platform, imageId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx)), imageId);
      },
    },
    rejectInspirationImage: {
      use: admin,
      handle: async ({ req, res, params, body }) => {
        const imageId = params().id;
        const { reason } = body();
        decision(res, await rejectImage(platform, imageId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx)), imageId);
      },
    },
    approveProduct: {
      use: admin,
      handle: async ({ req, res, params }) => {
        const productId = params().id;
        decision(res, await approveProduct(platform, productId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx)), productId);
      },
    },
    rejectProduct: {
      use: admin,
      handle: async ({ req, res, params, body }) => {
        const productId = params().id;
        const { reason } = body();
        decision(res, await rejectProduct(platform, productId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx)), productId);
      },
    },

    // affiliate codes
    addAffiliateCode: async ({ req, res, body }) => {
      const input = body();
      const r = await addAffiliateCode(platform, user(req), input.affiliateSiteId, input.code, metadataFor(req.ctx));
      const added = [...r.state.codes.entries()].find(([, c]) => c.siteId === input.affiliateSiteId);
      answer(res, r.position, added ? code(r.state, added[0]) : null, 201);
    },
    changeAffiliateCode: async ({ req, res, params, body }) => {
      const codeId = params().id;
      await permitOn(platform.store, affiliateCodesAggregate(user(req)), (s) => affiliateCodeHeld(s, codeId));
      const r = await changeAffiliateCode(platform, user(req), codeId, body().code, metadataFor(req.ctx));
      answer(res, r.position, code(r.state, codeId));
    },
    deleteAffiliateCode: async ({ req, res, params }) => {
      const r = await deleteAffiliateCode(platform, user(req), params().id, metadataFor(req.ctx));
      answer(res, r.position, { deleted: true });
    },
  };
}
