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
import { loadUser } from '../identity/identity';

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

export function presentImage(s: InspirationImageState, viewerId: number | null, owner: OwnerView, canSeeReason: boolean): ImageView {
  const d = s.details;
  if (!d) throw new Error('presentImage: the image does not exist');
  return {
    id: s.imageId,
    title: d.title,
    slug: slugOf(d.title),
    description: d.description,
    media: d.media,
    width: d.width,
    height: d.height,
    styles: d.styles,
    subStyles: d.subStyles,
    roomTypeId: d.roomTypeId,
    type: d.type,
    colorsGroup: d.colorGroups,
    palette: d.palette,
    likesCount: s.likedBy.size,
    isLiked: viewerId !== null && s.likedBy.has(viewerId),
    requestCount: 0,
    ownerId: s.ownerId,
    owner,
    sourceUrl: d.sourceUrl,
    credit: d.credit,
    permissions: s.permissions,
    status: s.status,
    rejectionReason: canSeeReason ? s.rejectionReason : null,
    createdAt: d.addedAt,
    firstLookBoard: null,
  };
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
