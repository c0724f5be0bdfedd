import { outboundLink, seesEverything, type ProductView, type Viewer } from '@decorlook/domain';
import { ownerOf, type OwnerColumns } from '../../identity/users/present';

/** A row of `products` as the product reads select it, with the caller's like and rating and the owner's affiliate code. */
export interface ProductRow extends OwnerColumns {
  id: number;
  media_user_id: number;
  media_hash: string;
  title: string;
  slug: string;
  description: string | null;
  price: number;
  brand: string | null;
  retailer_url: string | null;
  affiliate_site_id: number | null;
  item_class_id: number;
  styles: number[];
  sub_styles: number[];
  colors: number[];
  materials: number[];
  shapes: number[];
  countries: number[];
  dimensions: ProductView['dimensions'];
  color_groups: number[];
  palette: string[];
  status: ProductView['approval'];
  rejection_reason: string | null;
  likes_count: number;
  rating: number | null;
  ratings_count: number;
  created_at: Date;
  is_liked: boolean;
  my_rate: number | null;
  owner_code: string | null;
  taken_down: boolean;
}

/** The product as the viewer sees it: its shop link carries the owner's affiliate code; why it was rejected is for its owner and admins only. */
export function presentProduct(r: ProductRow, v: Viewer): ProductView {
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
