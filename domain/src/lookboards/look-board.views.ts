import { z } from 'zod';
import { MODERATION_STATUSES } from '../catalog/catalog.rules';
import { mediaRefView, ownerView, productView, takenDownField } from '../catalog/catalog.views';
import { LOOK_BOARD_STAGES, LOOK_BOARD_STATUSES, LOOK_BOARD_TYPES } from './look-board.rules';
import { PRODUCT_GONE_REASONS } from './look-board';

/** What the look board and Mix & Match calls answer, as zod schemas for the API description. */
const id = z.number().int();
const ids = z.array(id);

export const boardProductPreview = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  media: mediaRefView,
  price: id.describe('Cents'),
  approval: z.enum(MODERATION_STATUSES).describe('pending: the curator\'s own product, not yet approved'),
  substituteFor: id.optional().describe('A "Similar item": shown in the place of this product of the board, which is no longer available'),
});

/** An offer waiting for the owner's answer: the product that went, why, and the suggestion (null when nothing fits). */
export const substituteOfferView = z.object({
  productId: id.describe("The board's product that is no longer available"),
  title: z.string().describe('Its title'),
  itemClassId: id.describe('Its item class: another product put in its slot is of this class'),
  substituteId: id.nullable().describe('The suggested product of the same item class; null when none fits'),
  reason: z.enum(PRODUCT_GONE_REASONS),
  offeredAt: z.string(),
});
export const boardImageView = z.object({ id, title: z.string(), slug: z.string(), media: mediaRefView });

export const lookBoardView = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  message: z.string(),
  type: z.enum(LOOK_BOARD_TYPES),
  roomTypeId: id.nullable(),
  itemClassId: id.nullable(),
  styleId: id,
  color: z.string().describe('The banner colour, #rrggbb'),
  columns: id.describe('The template: 1 to 3 columns holding 1-4, 2-8 or 3-12 products'),
  columnCount: id,
  products: ids.describe('Product ids in slot order'),
  productsPreview: z
    .array(boardProductPreview)
    .describe('What each slot shows, in slot order: its product, or in place of one no longer available the substitute offered for it (substituteFor); a slot with neither is left out'),
  totalPrice: id.describe('Cents: the approved products together'),
  inspirationImageId: id.nullable().describe('The inspiration image the board recreates, if any'),
  image: boardImageView.nullable(),
  requestId: id.nullable(),
  public: z.union([z.literal(0), z.literal(1)]),
  visibility: z.enum(['public', 'private']),
  draft: z.boolean(),
  status: z.enum(LOOK_BOARD_STATUSES),
  stages: z.array(z.object({ name: z.enum(LOOK_BOARD_STAGES), done: z.boolean() })),
  rejectionReason: z.string().nullable().describe('Shown to the owner and admins only'),
  substitutes: z.array(substituteOfferView).optional().describe('Offers waiting for the owner to accept or pick another (answered to the owner and admins only)'),
  shareUrl: z.string(),
  socialImages: z.object({ standard: z.string(), pinterest: z.string() }),
  ownerId: id,
  owner: ownerView,
  likesCount: id,
  isLiked: z.boolean(),
  votesCount: id,
  isVoted: z.boolean(),
  rating: z.number().nullable().describe('The average of every rating, 1 to 5'),
  ratingsCount: id,
  rate: id.nullable().describe("The caller's own rating, 1 to 5 (null when they have not rated, or for visitors)"),
  myRate: id.nullable().describe('The same as rate, under the name the product answer uses'),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  takenDown: takenDownField,
});
export type LookBoardView = z.infer<typeof lookBoardView>;

export const lookBoardSearchAnswer = z.object({ result: z.array(lookBoardView), total: id });

export const submitAnswer = z.object({ id, slug: z.string(), status: z.enum(LOOK_BOARD_STATUSES), shareUrl: z.string() });
export const voteAnswer = z.object({ isVoted: z.boolean(), votesCount: id });
export const shareAnswer = z.object({ shareUrl: z.string(), images: z.object({ standard: z.string(), pinterest: z.string() }) });
/** A board's product as /productslb answers it: a substitute in place of a product that went carries `substituteFor`. */
export const productOnBoardView = productView.extend({ substituteFor: id.optional().describe('A "Similar item": shown in the place of this product of the board, which is no longer available') });
export const productOnBoardAnswer = z.object({ product: productView, lookBoard: lookBoardView });
export const lookBoardDecisionAnswer = z.object({ id, status: z.enum(LOOK_BOARD_STATUSES) });

export const mixMatchView = z.object({
  id,
  inspirationImageId: id,
  image: boardImageView.nullable(),
  products: ids,
  productsPreview: z.array(boardProductPreview),
  totalPrice: id,
  createdAt: z.string(),
});
export type MixMatchView = z.infer<typeof mixMatchView>;

/** Where a board's page and social pictures live; one rule for the command and query sides. */
export const lookBoardShareUrl = (publicUrl: string, b: { id: number; slug: string }) => `${publicUrl}/look-board/${b.id}/${b.slug}`;
export const lookBoardSocialImages = (id: number) => ({ standard: `/social/look-board/${id}/standard.png`, pinterest: `/social/look-board/${id}/pinterest.png` });
