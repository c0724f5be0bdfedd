import { requestSlugOf, type ProductView, type RequestView } from '@decorlook/domain';
import { tasteAffinity, type TasteProfile } from '@decorlook/domain/recommendations/taste';
import { ownerOf, type OwnerColumns } from '../../identity/users/present';

/** A request's row of the `requests` view with its requester's `users` columns. */
export interface RequestRow extends OwnerColumns {
  id: number;
  inspiration_image_id: number;
  image_source: RequestView['imageSource'];
  request_type: RequestView['requestType'];
  title: string;
  items: number[];
  room_type_id: number | null;
  message: string;
  request_color: number | null;
  request_style: number;
  status: RequestView['status'];
  matches: RequestView['matches'];
  matches_count: number;
  recommendations_count: number;
  created_at: Date;
  matched_at: Date | null;
  closed_at: Date | null;
}

/** A request with its image as its requester sees it (null when they no longer may). */
export function presentRequest(r: RequestRow, image: RequestView['image']): RequestView {
  return {
    id: r.id,
    slug: requestSlugOf(r.id, r.title),
    userId: r.owner_id,
    requester: ownerOf(r),
    inspirationImageId: r.inspiration_image_id,
    image,
    imageSource: r.image_source,
    requestType: r.request_type,
    title: r.title,
    items: r.items,
    roomType: r.room_type_id,
    message: r.message,
    requestColor: r.request_color,
    requestStyle: r.request_style,
    status: r.status,
    matches: r.matches,
    matchesCount: r.matches_count,
    recommendationsCount: r.recommendations_count,
    createdAt: r.created_at.toISOString(),
    matchedAt: r.matched_at?.toISOString() ?? null,
    closedAt: r.closed_at?.toISOString() ?? null,
  };
}

/**
 * The products of the recommended boards, each once: the most used first, then those the
 * requester's taste favours (their keeps and swaps; no taste, no change), then the closest to the
 * request's image (more colour groups shared, then in the request's style), then by id.
 */
export function productStream(
  boards: readonly { products: readonly number[] }[],
  products: readonly ProductView[],
  image: { colorGroups: readonly number[]; style: number },
  taste: TasteProfile | null = null,
): ProductView[] {
  const uses = new Map<number, number>();
  for (const b of boards) for (const id of new Set(b.products)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const colours = new Set(image.colorGroups);
  const shared = (p: ProductView) => p.colorsGroup.filter((c) => colours.has(c)).length;
  const inStyle = (p: ProductView) => (p.styles.includes(image.style) ? 1 : 0);
  const affinity = new Map(products.map((p) => [p.id, taste ? tasteAffinity(taste, p) : 0]));
  const liked = (p: ProductView) => affinity.get(p.id) ?? 0;
  return [...products].sort(
    (a, b) => (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0) || liked(b) - liked(a) || shared(b) - shared(a) || inStyle(b) - inStyle(a) || a.id - b.id,
  );
}
