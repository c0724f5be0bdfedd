import { Router, type Request, type Response } from 'express';
import {
  adminsOnly,
  AFFILIATE_SITES,
  affiliateCodeEditInput,
  affiliateCodeHeld,
  affiliateCodeInput,
  idParam,
  imageOwnedBy,
  imageVisibleTo,
  imageEditInput,
  imageInput,
  isAdmin,
  likeInput,
  permissionsInput,
  productInput,
  productVisibleTo,
  rateInput,
  ratingOf,
  rejectInput,
  type AffiliateCodesState,
  type InspirationImageState,
  type ProductState,
} from '@decorlook/domain';
import { permitOn } from '@decorlook/infra/commands/handle';
import { requireUser } from '@decorlook/infra/http/auth';
import { allow, callerOf } from '@decorlook/infra/http/policy';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput, parsePath } from '@decorlook/infra/http/validate';
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
import { ownerCodeFor, ownerOf, presentImage, presentProduct } from './present';
import { rateProduct } from './rate-product';
import { rejectImage } from './reject-image';
import { rejectProduct } from './reject-product';
import { removeImage } from './remove-image';
import { removeProduct } from './remove-product';
import { setImagePermissions } from './set-image-permissions';

/** The catalog's writes. Each route checks who may call, parses, calls one command handler and presents what it decided. */
export function catalogRoutes(platform: Platform): Router {
  const router = Router();
  const answer = (res: Response, position: bigint, result: unknown, status = 200) => res.status(status).set('X-Event-Position', String(position)).json({ result });
  const image = async (res: Response, r: { position: bigint; state: InspirationImageState }, viewerId: number, status = 200) =>
    answer(res, r.position, presentImage(r.state, viewerId, await ownerOf(platform, r.state.ownerId), true), status);
  const product = async (res: Response, r: { position: bigint; state: ProductState }, viewerId: number, status = 200) => {
    const [owner, code] = await Promise.all([ownerOf(platform, r.state.ownerId), ownerCodeFor(platform, r.state.ownerId, r.state.details?.retailerUrl ?? null)]);
    answer(res, r.position, presentProduct(r.state, viewerId, owner, code, true), status);
  };
  const user = (req: { ctx: { userId: number | null } }) => req.ctx.userId as number;
  const id = (req: { params: unknown }) => parsePath(idParam, req.params).id;
  /** The image of the path, once its owner is the caller (catalog.policy.ts), before the body is read. */
  const ownImage = async (req: Request) => {
    const imageId = id(req);
    await permitOn(platform.store, imageAggregate(imageId), (s) => imageOwnedBy(s, user(req)));
    return imageId;
  };

  // inspiration images
  router.post('/inspiration-image', requireUser, async (req, res) => {
    const input = parseInput(imageInput, req.body);
    await image(res, await addImage(platform, user(req), input, metadataFor(req.ctx)), user(req), 201);
  });
  router.put('/inspiration-image/:id', requireUser, async (req, res) => {
    const imageId = await ownImage(req);
    const input = parseInput(imageEditInput, req.body);
    await image(res, await editImage(platform, imageId, user(req), input, metadataFor(req.ctx)), user(req));
  });
  router.delete('/inspiration-image/:id', requireUser, async (req, res) => {
    const r = await removeImage(platform, id(req), user(req), metadataFor(req.ctx));
    answer(res, r.position, { deleted: true });
  });
  router.post('/inspiration-image/:id/like', requireUser, async (req, res) => {
    const imageId = id(req);
    await permitOn(platform.store, imageAggregate(imageId), (s) => imageVisibleTo(s, user(req)));
    const { isLiked } = parseInput(likeInput, req.body ?? {});
    const r = await likeImage(platform, imageId, user(req), isLiked, metadataFor(req.ctx));
    answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
  });
  router.post('/inspiration-image/:id/permissions', requireUser, async (req, res) => {
    const imageId = await ownImage(req);
    const { permissions } = parseInput(permissionsInput, req.body);
    await image(res, await setImagePermissions(platform, imageId, user(req), permissions, metadataFor(req.ctx)), user(req));
  });

  // products
  router.post('/product', requireUser, async (req, res) => {
    const input = parseInput(productInput, req.body);
    await product(res, await addProduct(platform, user(req), input, metadataFor(req.ctx)), user(req), 201);
  });
  router.delete('/product/:id', requireUser, async (req, res) => {
    const r = await removeProduct(platform, id(req), user(req), metadataFor(req.ctx));
    answer(res, r.position, { deleted: true });
  });
  router.post('/product/:id/like', requireUser, async (req, res) => {
    const productId = id(req);
    await permitOn(platform.store, productAggregate(productId), (s) => productVisibleTo(s, user(req)));
    const { isLiked } = parseInput(likeInput, req.body ?? {});
    const r = await likeProduct(platform, productId, user(req), isLiked, metadataFor(req.ctx));
    answer(res, r.position, { isLiked: r.state.likedBy.has(user(req)), likesCount: r.state.likedBy.size });
  });
  router.post('/product/:id/rate', requireUser, async (req, res) => {
    const productId = id(req);
    await permitOn(platform.store, productAggregate(productId), (s) => productVisibleTo(s, user(req)));
    const { rate } = parseInput(rateInput, req.body);
    const r = await rateProduct(platform, productId, user(req), rate, metadataFor(req.ctx));
    answer(res, r.position, { rate, ...ratingOf(r.state) });
  });

  // moderation (admins)
  const decision = (res: Response, r: { position: bigint; state: { status: string } }, itemId: number) => answer(res, r.position, { id: itemId, status: r.state.status });
  router.post('/admin/inspiration-images/:id/approve', allow(adminsOnly), async (req, res) => {
    const imageId = id(req);
    decision(res, await approveImage(platform, imageId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx)), imageId);
  });
  router.post('/admin/inspiration-images/:id/reject', allow(adminsOnly), async (req, res) => {
    const imageId = id(req);
    const { reason } = parseInput(rejectInput, req.body);
    decision(res, await rejectImage(platform, imageId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx)), imageId);
  });
  router.post('/admin/products/:id/approve', allow(adminsOnly), async (req, res) => {
    const productId = id(req);
    decision(res, await approveProduct(platform, productId, user(req), isAdmin(callerOf(req)), metadataFor(req.ctx)), productId);
  });
  router.post('/admin/products/:id/reject', allow(adminsOnly), async (req, res) => {
    const productId = id(req);
    const { reason } = parseInput(rejectInput, req.body);
    decision(res, await rejectProduct(platform, productId, user(req), isAdmin(callerOf(req)), reason, metadataFor(req.ctx)), productId);
  });

  // affiliate codes
  const code = (state: AffiliateCodesState, codeId: number) => {
    const c = state.codes.get(codeId);
    const site = AFFILIATE_SITES.find((s) => s.id === c?.siteId);
    return c && site ? { id: codeId, affiliateSiteId: site.id, siteName: site.name, code: c.code } : null;
  };
  router.post('/affiliate-code', requireUser, async (req, res) => {
    const input = parseInput(affiliateCodeInput, req.body);
    const r = await addAffiliateCode(platform, user(req), input.affiliateSiteId, input.code, metadataFor(req.ctx));
    const added = [...r.state.codes.entries()].find(([, c]) => c.siteId === input.affiliateSiteId);
    answer(res, r.position, added ? code(r.state, added[0]) : null, 201);
  });
  router.put('/affiliate-code/:id', requireUser, async (req, res) => {
    const codeId = id(req);
    await permitOn(platform.store, affiliateCodesAggregate(user(req)), (s) => affiliateCodeHeld(s, codeId));
    const input = parseInput(affiliateCodeEditInput, req.body);
    const r = await changeAffiliateCode(platform, user(req), codeId, input.code, metadataFor(req.ctx));
    answer(res, r.position, code(r.state, codeId));
  });
  router.delete('/affiliate-code/delete/:id', requireUser, async (req, res) => {
    const r = await deleteAffiliateCode(platform, user(req), id(req), metadataFor(req.ctx));
    answer(res, r.position, { deleted: true });
  });

  return router;
}

