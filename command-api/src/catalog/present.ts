import {
  affiliateCodesStream,
  affiliateSiteOf,
  evolveAffiliateCodes,
  initialAffiliateCodes,
  outboundLink,
  publicNameOf,
  ratingOf,
  slugOf,
  type AffiliateEvent,
  type ImageView,
  type InspirationImageState,
  type ProductState,
  type ProductView,
} from '@decorlook/domain';
import type { Platform } from '@decorlook/infra/platform';
import { imageViewOf } from '@decorlook/domain/catalog/image-view';
import { loadUser } from '../identity/identity';
import { aroundImage, bestPublished } from '../lookboards/room-boards';

/**
 * Commands answer from the state they decided on, in the shapes the reads answer (no wait for
 * the read models): an image or product as the caller sees it right after the change.
 */
export type OwnerView = ImageView['owner'];

export async function ownerOf(p: Pick<Platform, 'store'>, userId: number): Promise<OwnerView> {
  const u = await loadUser(p, userId);
  const avatar = (u as { avatar?: { userId: number; hash: string } | null }).avatar ?? null;
  return { id: userId, displayName: publicNameOf({ erased: u.erased, displayName: u.profile.displayName, firstName: u.profile.firstName, lastName: u.profile.lastName }), avatar: u.erased ? null : avatar };
}

/**
 * An image as the caller sees it right after a change, through the one image presenter the reads
 * use too (domain's imageViewOf), with what the log says around it: a new image has no board and
 * no request yet; a changed one has its boards and requests found by the events that name it.
 */
export async function imageAnswer(p: Pick<Platform, 'store'>, s: InspirationImageState, viewerId: number, { fresh }: { fresh: boolean }): Promise<ImageView> {
  const [owner, credited, around] = await Promise.all([
    ownerOf(p, s.ownerId),
    s.credit ? loadUser(p, s.credit.userId).then((u) => ({ erased: u.erased, displayName: u.profile.displayName, firstName: u.profile.firstName, lastName: u.profile.lastName })) : null,
    fresh ? { boards: [], requestCount: 0 } : aroundImage(p, s.imageId),
  ]);
  const first = bestPublished(around.boards)[0];
  const firstLookBoard = first?.details
    ? { id: first.lookBoardId, title: first.details.title, slug: slugOf(first.details.title), isLiked: first.likedBy.has(viewerId), isVoted: first.votedBy.has(viewerId) }
    : null;
  // The caller of a write on an image is its owner (or an admin): they may read why it was rejected.
  return imageViewOf(s, { viewerId, canSeeReason: true, owner, requestCount: around.requestCount, firstLookBoard, credited });
}

/** The owner's affiliate code for the retailer's site, which the outbound link carries. */
export async function ownerCodeFor(p: Pick<Platform, 'store'>, ownerId: number, retailerUrl: string | null): Promise<string | null> {
  const site = affiliateSiteOf(retailerUrl);
  if (!site) return null;
  const { events } = await p.store.readStream(affiliateCodesStream(ownerId));
  const codes = events.reduce((s, e) => evolveAffiliateCodes(s, e as unknown as AffiliateEvent), initialAffiliateCodes()).codes;
  return [...codes.values()].find((c) => c.siteId === site.id)?.code ?? null;
}

export function presentProduct(s: ProductState, viewerId: number | null, owner: OwnerView, code: string | null, canSeeReason: boolean): ProductView {
  const d = s.details;
  if (!d) throw new Error('presentProduct: the product does not exist');
  const { rating, ratingsCount } = ratingOf(s);
  return {
    id: s.productId,
    title: d.title,
    slug: slugOf(d.title),
    description: d.description,
    media: d.media,
    price: d.price,
    brand: d.brand,
    retailerUrl: d.retailerUrl,
    shopUrl: outboundLink(d.retailerUrl, code),
    affiliate: affiliateSiteOf(d.retailerUrl) !== undefined,
    itemClassId: d.itemClassId,
    styles: d.styles,
    subStyles: d.subStyles,
    colors: d.colors,
    materials: d.materials,
    shapes: d.shapes,
    countries: d.countries,
    dimensions: d.dimensions,
    colorsGroup: d.colorGroups,
    palette: d.palette,
    likesCount: s.likedBy.size,
    isLiked: viewerId !== null && s.likedBy.has(viewerId),
    rating,
    ratingsCount,
    myRate: viewerId === null ? null : (s.rates.get(viewerId) ?? null),
    approval: s.status,
    rejectionReason: canSeeReason ? s.rejectionReason : null,
    ownerId: s.ownerId,
    owner,
    createdAt: d.addedAt,
  };
}
