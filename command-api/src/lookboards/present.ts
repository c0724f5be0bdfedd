import {
  initialImageState,
  lookBoardRatingOf,
  lookBoardShareUrl,
  lookBoardSocialImages,
  slugOf,
  stagesOf,
  type InspirationImageState,
  type LookBoardState,
  type LookBoardView,
  type MixMatchState,
  type MixMatchView,
  type ProductState,
} from '@decorlook/domain';
import type { Platform } from '@decorlook/infra/platform';
import { ownerOf, type OwnerView } from '../catalog/present';
import { loadImage, loadProducts } from './lookboards';

/**
 * Commands answer from the state they decided on, in the shapes the reads answer: a board as its
 * owner sees it right after the change, its products and image read from their own streams.
 */
type Preview = LookBoardView['productsPreview'][number];

function previews(ids: readonly number[], products: ReadonlyMap<number, ProductState>): { productsPreview: Preview[]; totalPrice: number } {
  const productsPreview: Preview[] = [];
  let totalPrice = 0;
  for (const id of ids) {
    const p = products.get(id);
    if (!p?.details || p.removed) continue;
    productsPreview.push({ id, title: p.details.title, slug: slugOf(p.details.title), media: p.details.media, price: p.details.price, approval: p.status });
    if (p.status === 'approved') totalPrice += p.details.price;
  }
  return { productsPreview, totalPrice };
}

const gone = (p: ProductState | undefined) => !p?.details || p.removed || p.takenDown || p.status === 'rejected';

/**
 * What each slot of a board shows (the read model's rule): its product while it is in the
 * catalog, else the substitute offered for it, approved and live, as a "Similar item"; a slot
 * with neither is left out.
 */
function boardPreviews(s: LookBoardState, products: ReadonlyMap<number, ProductState>): { productsPreview: Preview[]; totalPrice: number } {
  const productsPreview: Preview[] = [];
  let totalPrice = 0;
  for (const slot of s.details?.products ?? []) {
    const own = products.get(slot);
    const substituteId = gone(own) ? s.substitutes.get(slot)?.substituteId : slot;
    const p = substituteId ? products.get(substituteId) : undefined;
    if (!substituteId || !p?.details || p.removed || p.takenDown || (substituteId !== slot && p.status !== 'approved')) continue;
    productsPreview.push({
      id: substituteId,
      title: p.details.title,
      slug: slugOf(p.details.title),
      media: p.details.media,
      price: p.details.price,
      approval: p.status,
      ...(substituteId !== slot ? { substituteFor: slot } : {}),
    });
    if (p.status === 'approved') totalPrice += p.details.price;
  }
  return { productsPreview, totalPrice };
}

/** A board's open offers, as its owner sees them, in slot order. */
export const substitutesOf = (s: LookBoardState, products: ReadonlyMap<number, ProductState>): NonNullable<LookBoardView['substitutes']> =>
  (s.details?.products ?? []).flatMap((productId) => {
    const o = s.substitutes.get(productId);
    const gone = products.get(productId)?.details;
    return o ? [{ productId, title: gone?.title ?? '', itemClassId: gone?.itemClassId ?? 0, substituteId: o.substituteId, reason: o.reason, offeredAt: o.offeredAt }] : [];
  });

/** The products a board's answer shows: its own and the substitutes offered for them. */
export const shownProductIds = (s: LookBoardState): number[] => [
  ...(s.details?.products ?? []),
  ...[...s.substitutes.values()].flatMap((o) => (o.substituteId === null ? [] : [o.substituteId])),
];

const imageOf = (s: InspirationImageState): LookBoardView['image'] =>
  s.details && !s.removed ? { id: s.imageId, title: s.details.title, slug: slugOf(s.details.title), media: s.details.media } : null;

export function presentLookBoard(
  s: LookBoardState,
  viewerId: number | null,
  parts: { owner: OwnerView; products: ReadonlyMap<number, ProductState>; image: InspirationImageState; publicUrl: string },
  canSeeReason: boolean,
): LookBoardView {
  const d = s.details;
  if (!d) throw new Error('presentLookBoard: the board does not exist');
  const slug = slugOf(d.title);
  const { rating, ratingsCount } = lookBoardRatingOf(s);
  return {
    id: s.lookBoardId,
    title: d.title,
    slug,
    description: d.description,
    message: d.message,
    type: d.type,
    roomTypeId: d.roomTypeId,
    itemClassId: d.itemClassId,
    styleId: d.styleId,
    color: d.color,
    columns: d.columns,
    columnCount: d.columns,
    products: d.products,
    ...boardPreviews(s, parts.products),
    inspirationImageId: d.inspirationImageId,
    image: imageOf(parts.image),
    requestId: d.requestId,
    public: d.public ? 1 : 0,
    visibility: d.public ? 'public' : 'private',
    draft: s.status === 'draft',
    status: s.status,
    stages: stagesOf({ status: s.status, public: d.public, requestId: d.requestId }),
    rejectionReason: canSeeReason ? s.rejectionReason : null,
    ...(canSeeReason ? { substitutes: substitutesOf(s, parts.products) } : {}),
    shareUrl: lookBoardShareUrl(parts.publicUrl, { id: s.lookBoardId, slug }),
    socialImages: lookBoardSocialImages(s.lookBoardId),
    ownerId: s.ownerId,
    owner: parts.owner,
    likesCount: s.likedBy.size,
    isLiked: viewerId !== null && s.likedBy.has(viewerId),
    votesCount: s.votedBy.size,
    isVoted: viewerId !== null && s.votedBy.has(viewerId),
    rating,
    ratingsCount,
    rate: viewerId === null ? null : (s.rates.get(viewerId) ?? null),
    myRate: viewerId === null ? null : (s.rates.get(viewerId) ?? null),
    createdAt: s.createdAt as string,
    updatedAt: s.updatedAt as string,
    publishedAt: s.status === 'approved' && d.public ? s.publishedAt : null,
  };
}

/** The parts a board's answer shows, read unless the command already read them. */
export async function boardParts(
  p: Pick<Platform, 'store' | 'settings'>,
  s: LookBoardState,
  known: { products?: ReadonlyMap<number, ProductState>; image?: InspirationImageState } = {},
) {
  const d = s.details;
  const shown = shownProductIds(s);
  const [owner, products, image] = await Promise.all([
    ownerOf(p, s.ownerId),
    known.products && shown.every((id) => known.products?.has(id)) ? known.products : loadProducts(p, shown),
    known.image && known.image.imageId === d?.inspirationImageId ? known.image : d?.inspirationImageId ? loadImage(p, d.inspirationImageId) : initialImageState(),
  ]);
  return { owner, products, image, publicUrl: p.settings.publicUrl };
}

export function presentMixMatch(s: MixMatchState, image: InspirationImageState, products: ReadonlyMap<number, ProductState>): MixMatchView {
  return {
    id: s.mixMatchId,
    inspirationImageId: s.inspirationImageId,
    image: imageOf(image),
    products: [...s.products],
    ...previews(s.products, products),
    createdAt: s.savedAt as string,
  };
}
