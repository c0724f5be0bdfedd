import { z } from 'zod';
import { CLAIM_PERMISSIONS } from '../moderation/moderation.rules';
import { IMAGE_PERMISSIONS, IMAGE_TYPES, MODERATION_STATUSES } from './catalog.rules';

/** What the catalog calls answer, as zod schemas for the API description (see http/responses.ts). */
const id = z.number().int();
const ids = z.array(id);
export const mediaRefView = z.object({ userId: id, hash: z.string() }).describe('Served at /media/{userId}/{hash}/{size}.webp; sizes small, thumb, medium, large');
export const mediaView = z.object({ id, userId: id, type: z.enum(['userAvatar', 'inspirationImage', 'product', 'showcaseBanner']), hash: z.string() });

export const ownerView = z.object({ id, displayName: z.string(), avatar: mediaRefView.nullable() });

/** The credited owner of an image: a member whose credit claim an admin approved, with the permission they gave. */
export const creditedOwnerView = z.object({ userId: id, displayName: z.string(), permission: z.enum(CLAIM_PERMISSIONS) });
/** Only admins ever read taken-down content (everyone else gets 410), and only on its own page. */
export const takenDownField = z.literal(true).optional().describe('Present (true) only when an admin reads content an admin took down');

export const imageView = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  media: mediaRefView,
  width: id,
  height: id,
  styles: ids,
  subStyles: ids,
  roomTypeId: id.nullable(),
  type: z.enum(IMAGE_TYPES),
  colorsGroup: ids.describe('Colour-group ids the picture falls into'),
  palette: z.array(z.string()).describe('Up to five hex colours'),
  likesCount: id,
  isLiked: z.boolean(),
  requestCount: id,
  ownerId: id,
  owner: ownerView,
  sourceUrl: z.string().nullable(),
  credit: z.string().nullable(),
  permissions: z.enum(IMAGE_PERMISSIONS).nullable(),
  status: z.enum(MODERATION_STATUSES),
  rejectionReason: z.string().nullable().describe('Shown to the owner and admins only'),
  createdAt: z.string(),
  firstLookBoard: z.object({ id, title: z.string(), slug: z.string(), isLiked: z.boolean(), isVoted: z.boolean() }).nullable(),
  creditedOwner: creditedOwnerView
    .nullable()
    .optional()
    .describe("The member a credit claim was approved for (the image page's \"Credit: {name}\"); `credit` stays the uploader's free-text photo credit"),
  takenDown: takenDownField,
});
export type ImageView = z.infer<typeof imageView>;

export const productView = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  media: mediaRefView,
  price: id.describe('Cents; shown divided by 100'),
  brand: z.string().nullable(),
  retailerUrl: z.string().nullable(),
  shopUrl: z.string().nullable().describe("The outbound link, carrying the matching affiliate code"),
  affiliate: z.boolean(),
  itemClassId: id,
  styles: ids,
  subStyles: ids,
  colors: ids,
  materials: ids,
  shapes: ids,
  countries: ids,
  dimensions: z.object({ width: z.number().optional(), height: z.number().optional(), depth: z.number().optional() }).nullable().describe('Centimetres'),
  colorsGroup: ids,
  palette: z.array(z.string()),
  likesCount: id,
  isLiked: z.boolean(),
  rating: z.number().nullable().describe('The average of every rating, 1 to 5'),
  ratingsCount: id,
  myRate: id.nullable(),
  approval: z.enum(MODERATION_STATUSES),
  rejectionReason: z.string().nullable(),
  ownerId: id,
  owner: ownerView,
  createdAt: z.string(),
  takenDown: takenDownField,
});
export type ProductView = z.infer<typeof productView>;

const facet = z.array(z.object({ id, count: id }));
export const productFacetsView = z.object({ styles: facet, subStyles: facet, colors: facet, itemClasses: facet, materials: facet, shapes: facet, prices: facet });
export type ProductFacets = z.infer<typeof productFacetsView>;

/** The list stays in `result` (api.md); the facet counts and the total ride beside it. */
export const productSearchAnswer = z.object({
  result: z.array(productView),
  facets: productFacetsView.describe('Multi-select facets: each filter counted with every other filter applied'),
  total: id,
});

export const likeAnswer = z.object({ isLiked: z.boolean(), likesCount: id });
export const rateAnswer = z.object({ rate: id, rating: z.number().nullable(), ratingsCount: id });
export const createdAnswer = z.object({ id, slug: z.string() });

export const moderationItemView = z.object({
  kind: z.enum(['image', 'product', 'lookBoard']),
  id,
  title: z.string(),
  slug: z.string(),
  media: mediaRefView,
  owner: ownerView,
  status: z.enum(MODERATION_STATUSES),
  createdAt: z.string(),
});
export const moderationDecisionAnswer = z.object({ id, status: z.enum(MODERATION_STATUSES) });

export const affiliateSiteView = z.object({ id, name: z.string(), domain: z.string(), type: z.enum(['retailer', 'marketplace']) });
export const affiliateCodeView = z.object({ id, affiliateSiteId: id, siteName: z.string(), code: z.string() });
