import { z } from 'zod';
import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import {
  affiliateCodeEditInput,
  affiliateCodeInput,
  affiliateSitesInput,
  getTheLookSearchInput,
  imageEditInput,
  imageInput,
  imageSearchInput,
  imagesByIdInput,
  likeInput,
  limitField,
  offsetField,
  permissionsInput,
  productInput,
  productSearchInput,
  productsByIdInput,
  rateInput,
  rejectInput,
  similarImagesInput,
  similarProductsInput,
} from './catalog.rules';
import {
  affiliateCodeView,
  affiliateSiteView,
  imageView,
  likeAnswer,
  moderationDecisionAnswer,
  moderationItemView,
  productSearchAnswer,
  productView,
  rateAnswer,
} from './catalog.views';
import { idParam } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;
const deleted = resultOf(z.object({ deleted: z.literal(true) }));
const page = z.object({ offset: offsetField, limit: limitField });
export const moderationQueueQuery = page.extend({ kind: z.enum(['all', 'images', 'products', 'lookBoards']).default('all') });

/** The catalog's calls: inspiration images, products, moderation and affiliate codes. */
export const CATALOG_ROUTES = [
  // inspiration images
  { method: 'post', path: '/inspiration-image', service: c, operationId: 'addInspirationImage', summary: 'Add an inspiration image (pending until an admin approves it)', tag: 'images', auth: 'bearer', status: 201, body: imageInput, answer: resultOf(imageView) },
  { method: 'put', path: '/inspiration-image/{id}', service: c, operationId: 'editInspirationImage', summary: "Edit one of the caller's images", tag: 'images', auth: 'bearer', status: 200, params: idParam, body: imageEditInput, answer: resultOf(imageView), errors: [403, 404] },
  { method: 'delete', path: '/inspiration-image/{id}', service: c, operationId: 'removeInspirationImage', summary: "Delete one of the caller's images", tag: 'images', auth: 'bearer', status: 200, params: idParam, answer: deleted, errors: [403, 404] },
  { method: 'get', path: '/inspiration-image/{id}', service: q, operationId: 'getInspirationImage', summary: 'An inspiration image (others see it once approved)', tag: 'images', auth: 'optional', status: 200, params: idParam, answer: resultOf(imageView), errors: [404] },
  { method: 'post', path: '/inspiration-image/{id}/like', service: c, operationId: 'likeInspirationImage', summary: 'Like or unlike an image (toggles; isLiked sets)', tag: 'images', auth: 'bearer', status: 200, params: idParam, body: likeInput, answer: resultOf(likeAnswer), errors: [404] },
  { method: 'post', path: '/inspiration-image/{id}/permissions', service: c, operationId: 'setInspirationImagePermissions', summary: 'Claim the image as open or exclusive (terms)', tag: 'images', auth: 'bearer', status: 200, params: idParam, body: permissionsInput, answer: resultOf(imageView), errors: [403, 404] },
  { method: 'post', path: '/inspiration-images', service: q, operationId: 'getInspirationImagesById', summary: 'Images by id, in the order asked (those the caller may see)', tag: 'images', auth: 'optional', status: 200, body: imagesByIdInput, answer: resultOf(z.array(imageView)) },
  { method: 'post', path: '/inspiration-image/search', service: q, operationId: 'searchInspirationImages', summary: 'Search images (visitors page through the first 30 results)', tag: 'images', auth: 'optional', status: 200, body: imageSearchInput, answer: resultOf(z.array(imageView)) },
  { method: 'post', path: '/inspiration-image/search-get-the-look', service: q, operationId: 'searchGetTheLook', summary: 'Search images for Get the Look (with request counts)', tag: 'images', auth: 'optional', status: 200, body: getTheLookSearchInput, answer: resultOf(z.array(imageView)) },
  { method: 'post', path: '/inspiration-image/similar', service: q, operationId: 'similarInspirationImages', summary: 'Images nearest by colour, style and room type', tag: 'images', auth: 'optional', status: 200, body: similarImagesInput, answer: resultOf(z.array(imageView)), errors: [404] },
  // products
  { method: 'post', path: '/product', service: c, operationId: 'addProduct', summary: 'Add a product (pending until an admin approves it)', tag: 'products', auth: 'bearer', status: 201, body: productInput, answer: resultOf(productView) },
  { method: 'delete', path: '/product/{id}', service: c, operationId: 'removeProduct', summary: "Delete one of the caller's products", tag: 'products', auth: 'bearer', status: 200, params: idParam, answer: deleted, errors: [403, 404] },
  { method: 'get', path: '/product/{id}', service: q, operationId: 'getProduct', summary: 'A product (others see it once approved)', tag: 'products', auth: 'optional', status: 200, params: idParam, answer: resultOf(productView), errors: [404] },
  { method: 'post', path: '/product/{id}/like', service: c, operationId: 'likeProduct', summary: 'Like or unlike a product (toggles; isLiked sets)', tag: 'products', auth: 'bearer', status: 200, params: idParam, body: likeInput, answer: resultOf(likeAnswer), errors: [404] },
  { method: 'post', path: '/product/{id}/rate', service: c, operationId: 'rateProduct', summary: 'Rate a product 1 to 5 (one rating per person, changeable)', tag: 'products', auth: 'bearer', status: 200, params: idParam, body: rateInput, answer: resultOf(rateAnswer), errors: [404] },
  { method: 'post', path: '/product/search', service: q, operationId: 'searchProducts', summary: 'Search products with filters and multi-select facet counts', tag: 'products', auth: 'optional', status: 200, body: productSearchInput, answer: productSearchAnswer, errors: [404] },
  { method: 'post', path: '/products', service: q, operationId: 'getProductsById', summary: 'Products by id, in the order asked', tag: 'products', auth: 'optional', status: 200, body: productsByIdInput, answer: resultOf(z.array(productView)) },
  { method: 'post', path: '/products/similar', service: q, operationId: 'similarProducts', summary: 'Products like the given ones', tag: 'products', auth: 'optional', status: 200, body: similarProductsInput, answer: resultOf(z.array(productView)) },
  { method: 'get', path: '/products/similar/{id}', service: q, operationId: 'similarToProduct', summary: 'Products like this one', tag: 'products', auth: 'optional', status: 200, params: idParam, query: page, answer: resultOf(z.array(productView)), errors: [404] },
  // moderation
  { method: 'get', path: '/admin/moderation-queue', service: q, operationId: 'getModerationQueue', summary: 'Images, products and look boards waiting for approval, oldest first (admins)', tag: 'moderation', auth: 'bearer', status: 200, query: moderationQueueQuery, answer: resultOf(z.array(moderationItemView)), errors: [403] },
  { method: 'post', path: '/admin/inspiration-images/{id}/approve', service: c, operationId: 'approveInspirationImage', summary: 'Approve an image: it appears in the gallery (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: resultOf(moderationDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/inspiration-images/{id}/reject', service: c, operationId: 'rejectInspirationImage', summary: 'Reject an image with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: rejectInput, answer: resultOf(moderationDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/products/{id}/approve', service: c, operationId: 'approveProduct', summary: 'Approve a product (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: resultOf(moderationDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/products/{id}/reject', service: c, operationId: 'rejectProduct', summary: 'Reject a product with a reason: it shows as rejected (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: rejectInput, answer: resultOf(moderationDecisionAnswer), errors: [403, 404] },
  // affiliate sites and codes
  { method: 'post', path: '/affiliate-sites', service: q, operationId: 'listAffiliateSites', summary: 'Affiliate sites by type', tag: 'affiliate', auth: 'none', status: 200, body: affiliateSitesInput, answer: resultOf(z.array(affiliateSiteView)) },
  { method: 'get', path: '/affiliate-code', service: q, operationId: 'listAffiliateCodes', summary: "The caller's affiliate codes", tag: 'affiliate', auth: 'bearer', status: 200, answer: resultOf(z.array(affiliateCodeView)) },
  { method: 'post', path: '/affiliate-code', service: c, operationId: 'addAffiliateCode', summary: 'Add an affiliate code for a site (one per site)', tag: 'affiliate', auth: 'bearer', status: 201, body: affiliateCodeInput, answer: resultOf(affiliateCodeView) },
  { method: 'put', path: '/affiliate-code/{id}', service: c, operationId: 'changeAffiliateCode', summary: "Change one of the caller's affiliate codes", tag: 'affiliate', auth: 'bearer', status: 200, params: idParam, body: affiliateCodeEditInput, answer: resultOf(affiliateCodeView), errors: [404] },
  { method: 'delete', path: '/affiliate-code/delete/{id}', service: c, operationId: 'deleteAffiliateCode', summary: "Delete one of the caller's affiliate codes", tag: 'affiliate', auth: 'bearer', status: 200, params: idParam, answer: deleted, errors: [404] },
] as const satisfies readonly Operation[];
