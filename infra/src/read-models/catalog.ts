import { AFFILIATE_SITES, outboundLink, publicNameOf, type ImageView, type ProductView } from '@decorlook/domain';
import type { z } from 'zod';
import type { affiliateCodeView, moderationItemView } from '@decorlook/domain';
import type { Sql } from '../db/sql';

/**
 * The catalog as the site shows it, read from the views the catalog projectors keep
 * (`inspiration_images`, `image_likes`, `products`, `product_likes`, `product_ratings`,
 * `affiliate_codes`) joined with `users`. Every list is one statement: the owner's name, the
 * caller's like and rating and the owner's affiliate code come in by joins, never one by one.
 */

/** Who is asking: what they may see and whose likes and ratings the answer carries. */
import type { Viewer } from '@decorlook/domain';
export type { Viewer };

type AffiliateCodeView = z.infer<typeof affiliateCodeView>;
type ModerationItemView = z.infer<typeof moderationItemView>;

export interface OwnerColumns {
  owner_id: number;
  owner_known: boolean;
  owner_erased: boolean | null;
  owner_display_name: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_avatar_user_id: number | null;
  owner_avatar_hash: string | null;
}

export const OWNER_COLUMNS = `u.id IS NOT NULL AS owner_known, u.erased AS owner_erased, u.display_name AS owner_display_name,
  u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.avatar_user_id AS owner_avatar_user_id, u.avatar_hash AS owner_avatar_hash`;

/**
 * The owner as others see them (the same name rule the command answers use); an erased owner,
 * or one with no account row, reads as deleted and shows no picture.
 */
export function ownerOf(r: OwnerColumns): ImageView['owner'] {
  const erased = !r.owner_known || r.owner_erased === true;
  return {
    id: r.owner_id,
    displayName: publicNameOf({ erased, displayName: r.owner_display_name, firstName: r.owner_first_name, lastName: r.owner_last_name }),
    avatar: !erased && r.owner_avatar_user_id !== null && r.owner_avatar_hash !== null ? { userId: r.owner_avatar_user_id, hash: r.owner_avatar_hash } : null,
  };
}

/** The owner and admins see an item whatever its moderation state (and why it was rejected). */
export const seesEverything = (v: Viewer, ownerId: number) => v.admin || (v.userId !== null && v.userId === ownerId);

/** A look board everyone may see: approved, public, not deleted and not taken down by an admin (domain's isPublished). */
export const PUBLISHED_BOARD = (alias: string) => `${alias}.status = 'approved' AND ${alias}.public AND NOT ${alias}.deleted AND NOT ${alias}.taken_down`;

/** An image or product still in the catalog: not removed by its owner, not taken down by an admin. */
export const LIVE_ITEM = (alias: string) => `NOT ${alias}.removed AND NOT ${alias}.taken_down`;

/** "Best first" for look boards: the best rated, then the most rated, voted and liked; the newest of equals. */
export const BEST_BOARDS_FIRST = (alias: string) =>
  `${alias}.rating DESC NULLS LAST, ${alias}.ratings_count DESC, ${alias}.votes_count DESC, ${alias}.likes_count DESC, ${alias}.id DESC`;

/**
 * SQL visibility of an item to the viewer: approved, or theirs, or they are an admin. Content an
 * admin took down is in no list, for anybody; `withTakenDown` keeps it for its own page, which
 * answers 410 to all but admins.
 */
const visibleTo = (alias: string, userParam: string, adminParam: string, withTakenDown = false) =>
  `NOT ${alias}.removed${withTakenDown ? '' : ` AND NOT ${alias}.taken_down`} AND (${alias}.status = 'approved' OR ${alias}.owner_id = ${userParam} OR ${adminParam})`;

/** Reads of one item's own page: taken-down content comes back flagged (the page route answers 410 to all but admins). */
export interface PageRead {
  withTakenDown?: boolean;
}

// --- inspiration images ------------------------------------------------------------------------

interface ImageRow extends OwnerColumns {
  id: number;
  media_user_id: number;
  media_hash: string;
  width: number;
  height: number;
  title: string;
  slug: string;
  description: string | null;
  styles: number[];
  sub_styles: number[];
  room_type_id: number | null;
  type: ImageView['type'];
  color_groups: number[];
  palette: string[];
  source_url: string | null;
  credit: string | null;
  permissions: ImageView['permissions'];
  status: ImageView['status'];
  rejection_reason: string | null;
  likes_count: number;
  request_count: number;
  created_at: Date;
  is_liked: boolean;
  first_board_id: number | null;
  first_board_title: string | null;
  first_board_slug: string | null;
  first_board_liked: boolean | null;
  first_board_voted: boolean | null;
  taken_down: boolean;
  credited_user_id: number | null;
  credit_permission: NonNullable<ImageView['creditedOwner']>['permission'] | null;
  credited_erased: boolean | null;
  credited_display_name: string | null;
  credited_first_name: string | null;
  credited_last_name: string | null;
}

/** The member a credit claim was approved for, named as others see them ("Deleted user" once erased). */
function creditedOwnerOf(r: ImageRow): ImageView['creditedOwner'] {
  if (r.credited_user_id === null || r.credit_permission === null) return null;
  const erased = r.credited_erased !== false;
  return {
    userId: r.credited_user_id,
    displayName: publicNameOf({ erased, displayName: r.credited_display_name, firstName: r.credited_first_name, lastName: r.credited_last_name }),
    permission: r.credit_permission,
  };
}

function imageOf(r: ImageRow, v: Viewer): ImageView {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    media: { userId: r.media_user_id, hash: r.media_hash },
    width: r.width,
    height: r.height,
    styles: r.styles,
    subStyles: r.sub_styles,
    roomTypeId: r.room_type_id,
    type: r.type,
    colorsGroup: r.color_groups,
    palette: r.palette,
    likesCount: r.likes_count,
    isLiked: r.is_liked,
    requestCount: r.request_count,
    ownerId: r.owner_id,
    owner: ownerOf(r),
    sourceUrl: r.source_url,
    credit: r.credit,
    permissions: r.permissions,
    status: r.status,
    rejectionReason: seesEverything(v, r.owner_id) ? r.rejection_reason : null,
    createdAt: r.created_at.toISOString(),
    firstLookBoard:
      r.first_board_id === null
        ? null
        : { id: r.first_board_id, title: r.first_board_title ?? '', slug: r.first_board_slug ?? '', isLiked: r.first_board_liked === true, isVoted: r.first_board_voted === true },
    creditedOwner: creditedOwnerOf(r),
    ...(r.taken_down ? { takenDown: true as const } : {}),
  };
}

/** The images among `ids` the viewer may see, in the order asked; any other id is left out. */
export async function imagesByIds(sql: Sql, ids: readonly number[], viewer: Viewer, page: PageRead = {}): Promise<ImageView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<ImageRow>(
    `SELECT i.id, i.owner_id, i.media_user_id, i.media_hash, i.width, i.height, i.title, i.slug, i.description, i.styles, i.sub_styles, i.room_type_id,
       i.type, i.color_groups, i.palette, i.source_url, i.credit, i.permissions, i.status, i.rejection_reason, i.likes_count, i.request_count, i.created_at,
       i.taken_down, i.credited_user_id, i.credit_permission, cu.erased AS credited_erased, cu.display_name AS credited_display_name,
       cu.first_name AS credited_first_name, cu.last_name AS credited_last_name,
       l.user_id IS NOT NULL AS is_liked, ${OWNER_COLUMNS},
       fb.id AS first_board_id, fb.title AS first_board_title, fb.slug AS first_board_slug, fb.is_liked AS first_board_liked, fb.is_voted AS first_board_voted
     FROM inspiration_images i
     LEFT JOIN users u ON u.id = i.owner_id
     LEFT JOIN users cu ON cu.id = i.credited_user_id
     LEFT JOIN image_likes l ON l.image_id = i.id AND l.user_id = $2
     LEFT JOIN LATERAL (
       SELECT b.id, b.title, b.slug,
         EXISTS (SELECT 1 FROM look_board_likes bl WHERE bl.look_board_id = b.id AND bl.user_id = $2) AS is_liked,
         EXISTS (SELECT 1 FROM look_board_votes bv WHERE bv.look_board_id = b.id AND bv.user_id = $2) AS is_voted
       FROM look_boards b WHERE b.inspiration_image_id = i.id AND ${PUBLISHED_BOARD('b')} ORDER BY ${BEST_BOARDS_FIRST('b')} LIMIT 1
     ) fb ON true
     WHERE i.id = ANY($1::int[]) AND ${visibleTo('i', '$2', '$3', page.withTakenDown)}
     ORDER BY array_position($1::int[], i.id)`,
    [ids, viewer.userId, viewer.admin],
  );
  return rows.map((r) => imageOf(r, viewer));
}

export async function imageById(sql: Sql, id: number, viewer: Viewer, page: PageRead = {}): Promise<ImageView | null> {
  return (await imagesByIds(sql, [id], viewer, page))[0] ?? null;
}

/** What "best image match" and "similar" compare: the picture's colour features and styles. */
export async function imageFeatures(sql: Sql, id: number, viewer: Viewer): Promise<{ features: number[]; styles: number[]; roomTypeId: number | null } | null> {
  const { rows } = await sql.query<{ features: number[]; styles: number[]; roomTypeId: number | null }>(
    `SELECT i.features, i.styles, i.room_type_id AS "roomTypeId" FROM inspiration_images i WHERE i.id = $1 AND ${visibleTo('i', '$2', '$3')}`,
    [id, viewer.userId, viewer.admin],
  );
  return rows[0] ?? null;
}

/** The ids of the images a person likes, most recent like first. */
export async function likedImageIds(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ image_id: number }>(`SELECT image_id FROM image_likes WHERE user_id = $1 ORDER BY liked_at DESC, image_id DESC`, [userId]);
  return rows.map((r) => r.image_id);
}

/** The ids of the images somebody asked a look for. */
export async function requestedImageIds(sql: Sql): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(`SELECT i.id FROM inspiration_images i WHERE i.request_count > 0 AND ${LIVE_ITEM('i')}`);
  return rows.map((r) => r.id);
}

// --- products ----------------------------------------------------------------------------------

interface ProductRow extends OwnerColumns {
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

function productOf(r: ProductRow, v: Viewer): ProductView {
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

/**
 * The products among `ids` the viewer may see, in the order asked. `anyApproval`: every product
 * not removed, whatever its approval (a product as placed on a look board shows there flagged
 * once rejected); the rejection reason stays for its owner and admins.
 */
export async function productsByIds(sql: Sql, ids: readonly number[], viewer: Viewer, opts: { anyApproval?: boolean } & PageRead = {}): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<ProductRow>(
    `SELECT p.id, p.owner_id, p.media_user_id, p.media_hash, p.title, p.slug, p.description, p.price, p.brand, p.retailer_url, p.affiliate_site_id,
       p.item_class_id, p.styles, p.sub_styles, p.colors, p.materials, p.shapes, p.countries, p.dimensions, p.color_groups, p.palette, p.status,
       p.rejection_reason, p.likes_count, p.rating, p.ratings_count, p.created_at, p.taken_down,
       l.user_id IS NOT NULL AS is_liked, r.rate::int AS my_rate, c.code AS owner_code, ${OWNER_COLUMNS}
     FROM products p
     LEFT JOIN users u ON u.id = p.owner_id
     LEFT JOIN product_likes l ON l.product_id = p.id AND l.user_id = $2
     LEFT JOIN product_ratings r ON r.product_id = p.id AND r.user_id = $2
     LEFT JOIN affiliate_codes c ON c.user_id = p.owner_id AND c.site_id = p.affiliate_site_id AND NOT c.deleted
     WHERE p.id = ANY($1::int[]) AND ${opts.anyApproval ? LIVE_ITEM('p') : visibleTo('p', '$2', '$3', opts.withTakenDown)}
     ORDER BY array_position($1::int[], p.id)`,
    opts.anyApproval ? [ids, viewer.userId] : [ids, viewer.userId, viewer.admin],
  );
  return rows.map((r) => productOf(r, viewer));
}

export async function productById(sql: Sql, id: number, viewer: Viewer, page: PageRead = {}): Promise<ProductView | null> {
  return (await productsByIds(sql, [id], viewer, page))[0] ?? null;
}

export async function likedProductIds(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ product_id: number }>(`SELECT product_id FROM product_likes WHERE user_id = $1 ORDER BY liked_at DESC, product_id DESC`, [userId]);
  return rows.map((r) => r.product_id);
}

/** The products among `ids` the viewer may see, in the order asked (for calls that answer 404 otherwise, or skip them). */
export async function visibleProductIds(sql: Sql, ids: readonly number[], viewer: Viewer): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.id = ANY($1::int[]) AND ${visibleTo('p', '$2', '$3')} ORDER BY array_position($1::int[], p.id)`,
    [ids, viewer.userId, viewer.admin],
  );
  return rows.map((r) => r.id);
}

// --- moderation --------------------------------------------------------------------------------

export type ModerationKind = 'all' | 'images' | 'products' | 'lookBoards';

interface ModerationRow extends OwnerColumns {
  kind: ModerationItemView['kind'];
  id: number;
  title: string;
  slug: string;
  media_user_id: number;
  media_hash: string;
  status: ModerationItemView['status'];
  created_at: Date;
}

/**
 * Images, products and look boards waiting for a decision, oldest first. A submitted board waits
 * since its (latest) submission, shows its inspiration image's picture, and reads as pending.
 */
export async function moderationQueue(sql: Sql, kind: ModerationKind, offset: number, limit: number): Promise<ModerationItemView[]> {
  const pending = (k: 'image' | 'product', t: string) =>
    `SELECT '${k}'::text AS kind, id, title, slug, media_user_id, media_hash, owner_id, status, created_at FROM ${t} WHERE status = 'pending' AND NOT removed AND NOT taken_down`;
  const boards = `SELECT 'lookBoard'::text AS kind, b.id, b.title, b.slug, i.media_user_id, i.media_hash, b.owner_id, 'pending'::text AS status, b.submitted_at AS created_at
    FROM look_boards b JOIN inspiration_images i ON i.id = b.inspiration_image_id WHERE b.status = 'submitted' AND NOT b.deleted AND NOT b.taken_down`;
  const wanted = (k: ModerationKind) => kind === 'all' || kind === k;
  const parts = [wanted('images') ? pending('image', 'inspiration_images') : null, wanted('products') ? pending('product', 'products') : null, wanted('lookBoards') ? boards : null].filter(Boolean);
  const { rows } = await sql.query<ModerationRow>(
    `SELECT q.*, ${OWNER_COLUMNS} FROM (${parts.join(' UNION ALL ')}) q LEFT JOIN users u ON u.id = q.owner_id
     ORDER BY q.created_at, q.kind, q.id OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    slug: r.slug,
    media: { userId: r.media_user_id, hash: r.media_hash },
    owner: ownerOf(r),
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}

// --- affiliate codes ---------------------------------------------------------------------------

/** A person's affiliate codes, by site. */
export async function affiliateCodesOf(sql: Sql, userId: number): Promise<AffiliateCodeView[]> {
  const { rows } = await sql.query<{ id: number; site_id: number; code: string }>(
    `SELECT id, site_id, code FROM affiliate_codes WHERE user_id = $1 AND NOT deleted ORDER BY site_id, id`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, affiliateSiteId: r.site_id, siteName: AFFILIATE_SITES.find((s) => s.id === r.site_id)?.name ?? '', code: r.code }));
}
