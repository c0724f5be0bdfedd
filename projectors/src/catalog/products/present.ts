import { outboundLink, seesEverything, type ProductView, type Viewer } from '@decorlook/domain';
import { ownerOf, type OwnerColumns } from '../../identity/users/present';
import type { ProductRow } from './projector';

/** The columns of `products` a product's view shows. */
export type ProductViewColumns = Pick<
  ProductRow,
  | 'id'
  | 'owner_id'
  | 'media_user_id'
  | 'media_hash'
  | 'title'
  | 'slug'
  | 'description'
  | 'price'
  | 'brand'
  | 'retailer_url'
  | 'affiliate_site_id'
  | 'item_class_id'
  | 'styles'
  | 'sub_styles'
  | 'colors'
  | 'materials'
  | 'shapes'
  | 'countries'
  | 'dimensions'
  | 'color_groups'
  | 'palette'
  | 'status'
  | 'rejection_reason'
  | 'likes_count'
  | 'rating'
  | 'ratings_count'
  | 'created_at'
  | 'taken_down'
>;

/** A product as the product reads select it: its columns, with the caller's like and rating and the owner's name and affiliate code. */
export interface ProductViewRow extends ProductViewColumns, OwnerColumns {
  is_liked: boolean;
  my_rate: number | null;
  owner_code: string | null;
}

/** The product as the viewer sees it: its shop link carries the owner's affiliate code; why it was rejected is for its owner and admins only. */
export function presentProduct(r: ProductViewRow, v: Viewer): ProductView {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    media: { userId: r.media_user_id, hash: r.media_hash },
    price: r.price,
    brand: r.brand,
    retailerUrl: r.retailer_url,
    shopUrl: outboundLink(r.retailer_url, r.owner_code),
    affiliate: r.affiliate_site_id !== null,
    itemClassId: r.item_class_id,
    styles: r.styles,
    subStyles: r.sub_styles,
    colors: r.colors,
    materials: r.materials,
    shapes: r.shapes,
    countries: r.countries,
    dimensions: r.dimensions,
    colorsGroup: r.color_groups,
    palette: r.palette,
    likesCount: r.likes_count,
    isLiked: r.is_liked,
    rating: r.rating,
    ratingsCount: r.ratings_count,
    myRate: r.my_rate,
    approval: r.status,
    rejectionReason: seesEverything(v, r.owner_id) ? r.rejection_reason : null,
    ownerId: r.owner_id,
    owner: ownerOf(r),
    createdAt: r.created_at.toISOString(),
    ...(r.taken_down ? { takenDown: true as const } : {}),
  };
}
