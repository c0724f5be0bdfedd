import type { AffiliateCodesState } from './affiliate';
import { NoSuchAffiliateCode, NoSuchImage, NoSuchProduct, NotImageOwner, NotProductOwner } from './catalog.errors';
import type { InspirationImageState } from './inspiration-image';
import type { ProductState } from './product';

/** Who may change what in the catalog, decided on the item's own stream. */

export function imageExists(state: InspirationImageState): void {
  if (!state.exists || state.removed) throw new NoSuchImage();
}

/** An image's details, permissions and removal are its owner's. */
export function imageOwnedBy(state: InspirationImageState, userId: number): void {
  imageExists(state);
  if (state.ownerId !== userId) throw new NotImageOwner();
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
