import { NoSuchImage, NoSuchRequest, type ProductSearchInput, type ProductView, type Viewer } from '@decorlook/domain';
import { hasTaste, type TasteTraits } from '@decorlook/domain/recommendations/taste';
import type { Sql } from '@decorlook/infra/db/sql';
import { requestFit } from '../../requests/requests/queries';
import type { ProductFacets, ProductQuery, SearchIndex } from '@decorlook/infra/search/types';
import { ownerColumnsOf } from '../../identity/users/queries';
import { affiliateCodeFor } from '../affiliate-codes/queries';
import type { OwnerFields } from '../../identity/users/present';
import { tasteOf } from '../../recommendations/taste/queries';
import { imageFeatures } from '../images/queries';
import { ownListsNeedSignIn } from '../images/access';
import { LIVE_ITEM, visibleTo, type PageRead, type PendingItem } from '../visibility';
import { presentProduct, type ProductViewRow } from './present';
import type { ProductRow } from './projector';

/**
 * Products as the site shows them, read from the views the products projector keeps (`products`,
 * `product_likes`, `product_ratings`), with their owners' names (the users read model's query) and
 * the owner's affiliate code (the affiliate codes read model's): a few statements per list, never
 * one row at a time.
 */

/**
 * The products among `ids` the viewer may see, in the order asked. `anyApproval`: every product
 * not removed, whatever its approval (a product as placed on a look board shows there flagged
 * once rejected); the rejection reason stays for its owner and admins.
 */
export async function productsByIds(sql: Sql, ids: readonly number[], viewer: Viewer, opts: { anyApproval?: boolean } & PageRead = {}): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<Omit<ProductViewRow, OwnerFields | 'owner_code'>>(
    `SELECT p.id, p.owner_id, p.media_user_id, p.media_hash, p.title, p.slug, p.description, p.price, p.brand, p.retailer_url, p.affiliate_site_id,
       p.item_class_id, p.styles, p.sub_styles, p.colors, p.materials, p.shapes, p.countries, p.dimensions, p.color_groups, p.palette, p.status,
       p.rejection_reason, p.likes_count, p.rating, p.ratings_count, p.created_at, p.taken_down,
       l.user_id IS NOT NULL AS is_liked, r.rate::int AS my_rate
     FROM products p
     LEFT JOIN product_likes l ON l.product_id = p.id AND l.user_id = $2
     LEFT JOIN product_ratings r ON r.product_id = p.id AND r.user_id = $2
     WHERE p.id = ANY($1::int[]) AND ${opts.anyApproval ? LIVE_ITEM('p') : visibleTo('p', '$2', '$3', opts.withTakenDown)}
     ORDER BY array_position($1::int[], p.id)`,
    opts.anyApproval ? [ids, viewer.userId] : [ids, viewer.userId, viewer.admin],
  );
  const owner = await ownerColumnsOf(sql, rows.map((r) => r.owner_id));
  const code = await affiliateCodeFor(sql, rows.map((r) => ({ userId: r.owner_id, siteId: r.affiliate_site_id })));
  return rows.map((r) => presentProduct({ ...r, ...owner(r.owner_id), owner_code: code(r.owner_id, r.affiliate_site_id) }, viewer));
}

export async function productById(sql: Sql, id: number, viewer: Viewer, page: PageRead = {}): Promise<ProductView | null> {
  return (await productsByIds(sql, [id], viewer, page))[0] ?? null;
}

export async function likedProductIds(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ product_id: number }>(`SELECT product_id FROM product_likes WHERE user_id = $1 ORDER BY liked_at DESC, product_id DESC`, [userId]);
  return rows.map((r) => r.product_id);
}

/** The title of each product among `ids`, whatever became of it (a notice of a piece that went still names it). */
export async function productTitles(sql: Sql, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<Pick<ProductRow, 'id' | 'title'>>(`SELECT p.id, p.title FROM products p WHERE p.id = ANY($1::int[])`, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** What a look board shows of a product and decides by (whether it went: rejected, removed or taken down), whatever became of it. */
export type ProductState = Pick<ProductRow, 'id' | 'title' | 'slug' | 'media_user_id' | 'media_hash' | 'price' | 'status' | 'item_class_id' | 'removed' | 'taken_down'>;

/** The states of the products among `ids`, by id (unknown ids are left out). */
export async function productStates(sql: Sql, ids: readonly number[]): Promise<Map<number, ProductState>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<ProductState>(
    `SELECT p.id, p.title, p.slug, p.media_user_id, p.media_hash, p.price, p.status, p.item_class_id, p.removed, p.taken_down FROM products p WHERE p.id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** What a product's card shows, by id, for the products among `ids` still in the catalog (not removed, not taken down), whatever their approval. */
export type ProductCard = Pick<ProductRow, 'id' | 'title' | 'slug' | 'media_user_id' | 'media_hash' | 'price' | 'status'>;

export async function liveProductCards(sql: Sql, ids: readonly number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<ProductCard>(
    `SELECT p.id, p.title, p.slug, p.media_user_id, p.media_hash, p.price, p.status FROM products p WHERE p.id = ANY($1::int[]) AND ${LIVE_ITEM('p')}`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The first `limit` products waiting for approval (not removed, not taken down), oldest first. */
export async function pendingProducts(sql: Sql, limit: number): Promise<PendingItem[]> {
  const { rows } = await sql.query<PendingItem>(
    `SELECT id, title, slug, media_user_id, media_hash, owner_id, created_at FROM products
     WHERE status = 'pending' AND NOT removed AND NOT taken_down ORDER BY created_at, id LIMIT $1`,
    [limit],
  );
  return rows;
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

/**
 * What the recommendations weigh of a product (domain's TasteTraits: item class, styles, colours,
 * materials, price), when the viewer may see it; null otherwise.
 */
export async function visibleProductTraits(sql: Sql, id: number, viewer: Viewer): Promise<TasteTraits | null> {
  const { rows } = await sql.query<Pick<ProductRow, 'item_class_id' | 'styles' | 'colors' | 'materials' | 'price'>>(
    `SELECT p.item_class_id, p.styles, p.colors, p.materials, p.price FROM products p WHERE p.id = $1 AND ${visibleTo('p', '$2', '$3')}`,
    [id, viewer.userId, viewer.admin],
  );
  const r = rows[0];
  return r ? { itemClassId: r.item_class_id, styles: r.styles, colors: r.colors, materials: r.materials, price: r.price } : null;
}

/** Each product's item class, whatever became of the product since (removed, rejected or taken down too); unknown ids are left out. */
export async function itemClassesOf(sql: Sql, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<Pick<ProductRow, 'id' | 'item_class_id'>>(`SELECT p.id, p.item_class_id FROM products p WHERE p.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.item_class_id]));
}

/** The prices of the approved products still in the catalog, by item class, for the classes asked (a class without any is left out). */
export async function approvedPricesByClass(sql: Sql, itemClassIds: readonly number[]): Promise<Map<number, number[]>> {
  if (itemClassIds.length === 0) return new Map();
  const { rows } = await sql.query<{ item_class_id: number; prices: number[] }>(
    `SELECT p.item_class_id, array_agg(p.price) AS prices FROM products p
     WHERE p.item_class_id = ANY($1::int[]) AND p.status = 'approved' AND ${LIVE_ITEM('p')} GROUP BY p.item_class_id`,
    [itemClassIds],
  );
  return new Map(rows.map((r) => [r.item_class_id, r.prices]));
}

export interface ProductSearchAnswer {
  result: ProductView[];
  facets: ProductFacets;
  total: number;
}

/** The product search: filters, multi-select facet counts and the total from the index, then the page shown in one statement. */
export async function searchProducts(sql: Sql, index: SearchIndex, input: ProductSearchInput, viewer: Viewer): Promise<ProductSearchAnswer> {
  ownListsNeedSignIn(input.type, viewer);
  const query: ProductQuery = {
    offset: input.offset,
    limit: input.limit,
    text: input.search,
    styles: input.styles,
    subStyles: input.subStyles,
    colors: input.colors,
    itemClasses: input.itemClasses,
    materials: input.materials,
    shapes: input.shapes,
    prices: input.prices,
    countries: input.countries,
    statuses: ['approved'],
    sort: 'relevance',
  };
  switch (input.type) {
    case 'affiliate':
      query.affiliate = true;
      break;
    case 'my':
      query.ownerId = viewer.userId as number;
      query.statuses = ['pending', 'approved', 'rejected'];
      break;
    case 'liked':
      query.ids = await likedProductIds(sql, viewer.userId as number);
      break;
    case 'all':
      break;
  }
  const sort = input.sort ?? 'bestMatch';
  // A member's keeps and swaps adjust best match (domain's rankWithTaste); without any, it is as it was.
  const taste = sort === 'bestMatch' ? await tasteOf(sql, viewer.userId) : null;
  if (hasTaste(taste)) query.taste = taste;
  if (sort !== 'bestMatch') {
    query.sort = sort;
  } else if (input.imageId !== undefined || input.requestId !== undefined) {
    // Best match (the domain's room-fit rule): what a request asked for, then what the room type
    // needs, then nearest to the picture's colours and styles. A request or image the caller may
    // not see is not there. Without either, best match is text relevance (newest without text).
    query.sort = 'bestMatch';
    const request = input.requestId !== undefined && viewer.userId !== null ? await requestFit(sql, input.requestId, viewer.userId) : null;
    if (input.requestId !== undefined && !request) throw new NoSuchRequest();
    const imageId = input.imageId ?? request?.imageId;
    const image = imageId === undefined ? null : await imageFeatures(sql, imageId, viewer);
    if (input.imageId !== undefined && !image) throw new NoSuchImage();
    if (request) query.matchItemClasses = request.items;
    query.matchRoomType = request?.roomTypeId ?? image?.roomTypeId ?? null;
    if (image) {
      query.matchFeatures = image.features;
      query.matchStyles = image.styles;
    }
  } else if (hasTaste(taste) && !input.search) {
    // The member's product stream: their taste first, then the newest.
    query.sort = 'bestMatch';
  }
  const found = await index.searchProducts(query);
  return { result: await productsByIds(sql, found.ids, viewer), facets: found.facets, total: found.total };
}

/**
 * Products like several given ones: each one's nearest, taken in turns (the nearest of each
 * first), without repeats and without the given ones, then paged.
 */
export async function similarToMany(index: SearchIndex, ids: readonly number[], offset: number, limit: number): Promise<number[]> {
  const lists = await Promise.all(ids.map((id) => index.similarProducts({ id, offset: 0, limit: offset + limit + ids.length })));
  const given = new Set(ids);
  const seen = new Set<number>();
  const merged: number[] = [];
  for (let rank = 0; merged.length < offset + limit && lists.some((l) => rank < l.ids.length); rank++) {
    for (const l of lists) {
      const id = l.ids[rank];
      if (id === undefined || given.has(id) || seen.has(id)) continue;
      seen.add(id);
      merged.push(id);
    }
  }
  return merged.slice(offset, offset + limit);
}

/** Products like the given ones the viewer may see (the others are skipped), as the viewer sees them. */
export async function productsSimilarToMany(sql: Sql, index: SearchIndex, q: { products: readonly number[]; offset: number; limit: number }, viewer: Viewer): Promise<ProductView[]> {
  const visible = await visibleProductIds(sql, q.products, viewer);
  return productsByIds(sql, await similarToMany(index, visible, q.offset, q.limit), viewer);
}

/** Products like one the viewer may see; null when they may not see it. */
export async function productsSimilarTo(sql: Sql, index: SearchIndex, q: { id: number; offset: number; limit: number }, viewer: Viewer): Promise<ProductView[] | null> {
  if ((await visibleProductIds(sql, [q.id], viewer)).length === 0) return null;
  const { ids } = await index.similarProducts(q);
  return productsByIds(sql, ids, viewer);
}
