import type { AffiliateCodesState } from './affiliate';
import { NoSuchAffiliateCode, NoSuchImage, NoSuchProduct, NotImageOwner, NotProductOwner } from './catalog.errors';
import type { InspirationImageState } from './inspiration-image';
import type { ProductState } from './product';

/** Who may change what in the catalog, decided on the item's own stream. */

/** What decides who sees an image or a product: it exists, its review status, its owner, a takedown. */
type Listing = Pick<InspirationImageState, 'exists' | 'removed' | 'ownerId'> & { status: InspirationImageState['status'] | ProductState['status']; takenDown?: boolean };

/** Others see an image or a product only once approved; its owner (and an admin) from the start; once taken down, only admins do. */
function canSeeListing(state: Listing, viewerId: number | null, isAdmin = false): boolean {
  if (!state.exists || state.removed) return false;
  if (state.takenDown && !isAdmin) return false;
  return state.status === 'approved' || state.ownerId === viewerId || isAdmin;
}

export const canSeeImage: (state: Listing, viewerId: number | null, isAdmin?: boolean) => boolean = canSeeListing;

/** Likes are for images the caller may see: to anyone else one not approved (or taken down) is not there (404). */
export function imageVisibleTo(state: InspirationImageState, userId: number): void {
  if (!canSeeImage(state, userId)) throw new NoSuchImage();
}

export function imageExists(state: InspirationImageState): void {
  if (!state.exists || state.removed) throw new NoSuchImage();
}

/** An image's details, permissions and removal are its owner's. */
export function imageOwnedBy(state: InspirationImageState, userId: number): void {
  imageExists(state);
  if (state.ownerId !== userId) throw new NotImageOwner();
}

export const canSeeProduct: (state: Listing, viewerId: number | null, isAdmin?: boolean) => boolean = canSeeListing;

/** Likes and ratings are for products the caller may see (404 otherwise). */
export function productVisibleTo(state: ProductState, userId: number): void {
  if (!canSeeProduct(state, userId)) throw new NoSuchProduct();
}

export function productExists(state: ProductState): void {
  if (!state.exists || state.removed) throw new NoSuchProduct();
}

/** A product's removal is its owner's. */
export function productOwnedBy(state: ProductState, userId: number): void {
  productExists(state);
  if (state.ownerId !== userId) throw new NotProductOwner();
}

/** Only the caller's own codes are in their stream: anyone else's id is not found there. */
export function affiliateCodeHeld(state: AffiliateCodesState, codeId: number): void {
  if (!state.codes.has(codeId)) throw new NoSuchAffiliateCode();
}
