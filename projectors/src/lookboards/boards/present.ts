import { lookBoardShareUrl, lookBoardSocialImages, seesEverything, stagesOf, type LookBoardView, type ProductGoneReason, type Viewer } from '@decorlook/domain';
import { ownerOf, type OwnerColumns } from '../../identity/users/present';

/**
 * Look boards (and the Mix & Matches, which show their products the same way) as the site shows
 * them, from the rows the board queries read (queries.ts): the product previews and the image
 * come from the catalog at read time, so a product rejected after it was placed shows flagged at
 * once.
 */

type Preview = LookBoardView['productsPreview'][number];

/** The board's image as the images read model shows its card (queries.ts); all null when it has none or it left the gallery. */
export interface ImageColumns {
  image_id: number | null;
  image_title: string | null;
  image_slug: string | null;
  image_media_user_id: number | null;
  image_media_hash: string | null;
}

/** A product of a preview, as the preview's json array holds it. */
export interface PreviewRow {
  id: number;
  title: string;
  slug: string;
  userId: number;
  hash: string;
  price: number;
  approval: Preview['approval'];
  substituteFor?: number | null;
}

export const imageOf = (r: ImageColumns): LookBoardView['image'] =>
  r.image_id === null ? null : { id: r.image_id, title: r.image_title ?? '', slug: r.image_slug ?? '', media: { userId: r.image_media_user_id ?? 0, hash: r.image_media_hash ?? '' } };

export function previewsOf(rows: PreviewRow[]): { productsPreview: Preview[]; totalPrice: number } {
  const productsPreview = rows.map((p) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    media: { userId: p.userId, hash: p.hash },
    price: p.price,
    approval: p.approval,
    ...(p.substituteFor ? { substituteFor: p.substituteFor } : {}),
  }));
  // What the board costs: a product not (or no longer) approved is not sold through it.
  const totalPrice = productsPreview.filter((p) => p.approval === 'approved').reduce((sum, p) => sum + p.price, 0);
  return { productsPreview, totalPrice };
}

/** A row of `look_boards` as the board reads select it, with the viewer's like, vote and rating, its image, previews, open offers and owner. */
export interface BoardRow extends OwnerColumns, ImageColumns {
  id: number;
  title: string;
  slug: string;
  description: string;
  message: string;
  type: LookBoardView['type'];
  room_type_id: number | null;
  item_class_id: number | null;
  style_id: number;
  color: string;
  columns: number;
  products: number[];
  inspiration_image_id: number | null;
  request_id: number | null;
  public: boolean;
  status: LookBoardView['status'];
  rejection_reason: string | null;
  likes_count: number;
  votes_count: number;
  ratings_count: number;
  rating: number | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  is_liked: boolean;
  is_voted: boolean;
  my_rate: number | null;
  preview: PreviewRow[];
  substitutes: { productId: number; title: string; itemClassId: number; substituteId: number | null; reason: ProductGoneReason; offeredAt: string }[];
  taken_down: boolean;
}

/** A board as `viewer` sees it: why it was rejected and the offers for its gone pieces are its owner's and the admins' only. */
export function presentLookBoard(r: BoardRow, v: Viewer, publicUrl: string): LookBoardView {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    message: r.message,
    type: r.type,
    roomTypeId: r.room_type_id,
    itemClassId: r.item_class_id,
    styleId: r.style_id,
    color: r.color,
    columns: r.columns,
    columnCount: r.columns,
    products: r.products,
    ...previewsOf(r.preview),
    inspirationImageId: r.inspiration_image_id,
    image: imageOf(r),
    requestId: r.request_id,
    public: r.public ? 1 : 0,
    visibility: r.public ? 'public' : 'private',
    draft: r.status === 'draft',
    status: r.status,
    stages: stagesOf({ status: r.status, public: r.public, requestId: r.request_id }),
    rejectionReason: seesEverything(v, r.owner_id) ? r.rejection_reason : null,
    ...(seesEverything(v, r.owner_id) ? { substitutes: r.substitutes.map((x) => ({ ...x, offeredAt: new Date(x.offeredAt).toISOString() })) } : {}),
    shareUrl: lookBoardShareUrl(publicUrl, r),
    socialImages: lookBoardSocialImages(r.id),
    ownerId: r.owner_id,
    owner: ownerOf(r),
    likesCount: r.likes_count,
    isLiked: r.is_liked,
    votesCount: r.votes_count,
    isVoted: r.is_voted,
    rating: r.rating,
    ratingsCount: r.ratings_count,
    rate: r.my_rate,
    myRate: r.my_rate,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    // Published means approved and public now; the date is the board's first approval.
    publishedAt: r.status === 'approved' && r.public && r.published_at ? r.published_at.toISOString() : null,
    ...(r.taken_down ? { takenDown: true as const } : {}),
  };
}

/** A board's page address and its social pictures (absolute, as a social network fetches them). */
export function presentShare(publicUrl: string, board: { id: number; slug: string }): { shareUrl: string; images: { standard: string; pinterest: string } } {
  const images = lookBoardSocialImages(board.id);
  return { shareUrl: lookBoardShareUrl(publicUrl, board), images: { standard: `${publicUrl}${images.standard}`, pinterest: `${publicUrl}${images.pinterest}` } };
}

/**
 * The asked products that are on the board, as it shows them: one that went is replaced by the
 * substitute offered for it (flagged `substituteFor`), or left out. `views` are the products'
 * own views by id.
 */
export function presentShownProducts<P extends { id: number }>(shown: readonly { id: number; substituteFor: number | null }[], views: ReadonlyMap<number, P>): (P | (P & { substituteFor: number }))[] {
  return shown.flatMap((s) => {
    const view = views.get(s.id);
    if (!view) return [];
    return [s.substituteFor === null ? view : { ...view, substituteFor: s.substituteFor }];
  });
}
