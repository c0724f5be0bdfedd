import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { searchReader } from '@decorlook/infra/search/postgres-search-index';
import { histogram, isoAt, startProjectorKit, type ProjectorKit } from '../projector-kit.int';
import { catalogProductsProjector } from './projector';

/** The products projector against a real store: rows, exact ratings, likes and the search index with facets. */
let kit: ProjectorKit;
const ADMIN = 1;

const added = (productId: number, ownerId: number, minute: number, extra: Record<string, unknown> = {}): EventToAppend => ({
  type: 'ProductAdded',
  data: {
    productId,
    ownerId,
    mediaId: 200 + productId,
    media: { userId: ownerId, hash: `${productId}`.padStart(32, 'b') },
    title: `Product ${productId}`,
    description: null,
    price: 1000,
    brand: null,
    retailerUrl: null,
    itemClassId: 1,
    styles: [],
    subStyles: [],
    colors: [],
    materials: [],
    shapes: [],
    countries: [],
    dimensions: null,
    palette: [],
    colorGroups: [],
    features: histogram(0),
    addedAt: isoAt(minute),
    ...extra,
  },
});
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const approve = (productId: number, ownerId: number) => ev('ProductApproved', { productId, ownerId, adminId: ADMIN, approvedAt: isoAt(30) });
const rate = (productId: number, userId: number, r: number, previous: number | null) => ev('ProductRated', { productId, userId, rate: r, previous, ratedAt: isoAt(40) });
const search = () => searchReader(kit.db.pool);

beforeAll(async () => {
  kit = await startProjectorKit([catalogProductsProjector]);
  await kit.append(productStream(1), [
    added(1, 10, 1, { title: 'Oak sofa', price: 5000, styles: [1], colors: [2], materials: [1], retailerUrl: 'https://www.nordicnest.example/sofa', dimensions: { width: 200, depth: 90 } }),
    approve(1, 10),
  ]);
  await kit.append(productStream(2), [added(2, 10, 2, { title: 'Linen lamp', price: 15000, itemClassId: 2, styles: [1, 2], colors: [3], retailerUrl: 'https://shop.other.example/lamp' }), approve(2, 10)]);
  await kit.append(productStream(3), [added(3, 11, 3, { title: 'Velvet chair', price: 30000, styles: [2], colors: [2] }), approve(3, 11)]);
  await kit.append(productStream(3), [ev('ProductRemoved', { productId: 3, ownerId: 11, removedAt: isoAt(50) })]);
  await kit.append(productStream(4), [added(4, 11, 4, { title: 'Pending rug', styles: [1] })]);
  await kit.append(productStream(5), [added(5, 11, 5, { title: 'Rejected vase' }), ev('ProductRejected', { productId: 5, ownerId: 11, adminId: ADMIN, reason: 'Not a product', rejectedAt: isoAt(31) })]);
  // Ratings on the sofa: 20 rates 5, 21 rates 4, 20 changes to 2, 22 rates 4: {2, 4, 4} = 3.33.
  await kit.append(productStream(1), [rate(1, 20, 5, null), rate(1, 21, 4, null)]);
  await kit.append(productStream(1), [rate(1, 20, 2, 5)]);
  await kit.append(productStream(1), [rate(1, 22, 4, null)]);
  // Likes on the lamp: 20 likes and takes it back, 21 likes.
  await kit.append(productStream(2), [ev('ProductLiked', { productId: 2, userId: 20, likedAt: isoAt(41) }), ev('ProductUnliked', { productId: 2, userId: 20, unlikedAt: isoAt(42) })]);
  await kit.append(productStream(2), [ev('ProductLiked', { productId: 2, userId: 21, likedAt: isoAt(43) })]);
});
afterAll(() => kit?.close());

describe('the catalog-products projector', () => {
  it('keeps products with their moderation state, affiliate site, exact rating and likes', async () => {
    const rows = await kit.rows('products');
    expect(rows.map((r) => [r.id, r.status, r.removed, r.affiliate_site_id])).toEqual([
      [1, 'approved', false, 2],
      [2, 'approved', false, null],
      [3, 'approved', true, null],
      [4, 'pending', false, null],
      [5, 'rejected', false, null],
    ]);
    expect(rows[0]).toMatchObject({ slug: 'oak-sofa', ratings_count: 3, ratings_sum: 10, rating: 3.33, likes_count: 0, dimensions: { width: 200, depth: 90 } });
    expect(rows[1]).toMatchObject({ likes_count: 1, rating: null, ratings_count: 0 });
    expect(rows[4]).toMatchObject({ rejection_reason: 'Not a product' });
    expect((await kit.rows('product_ratings', '1, 2')).map((r) => [r.product_id, r.user_id, r.rate])).toEqual([
      [1, 20, 2],
      [1, 21, 4],
      [1, 22, 4],
    ]);
    expect((await kit.rows('product_likes', '1, 2')).map((r) => [r.product_id, r.user_id])).toEqual([[2, 21]]);
  });

  it('indexes approved products with multi-select facets, the affiliate flag and the counts', async () => {
    const all = await search().searchProducts({ sort: 'newest', offset: 0, limit: 10 });
    expect(all.ids).toEqual([2, 1]);
    expect(all.total).toBe(2);
    expect(all.facets.styles).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
    expect(all.facets.prices).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 1 },
    ]);
    // Filtering on style 2 leaves the lamp; the style facet still counts every style (its own filter aside).
    const styled = await search().searchProducts({ sort: 'newest', offset: 0, limit: 10, styles: [2] });
    expect(styled.ids).toEqual([2]);
    expect(styled.facets.styles).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
    expect(styled.facets.itemClasses).toEqual([{ id: 2, count: 1 }]);
    expect((await search().searchProducts({ sort: 'newest', offset: 0, limit: 10, affiliate: true })).ids).toEqual([1]);
    expect((await search().searchProducts({ sort: 'liked', offset: 0, limit: 10 })).ids).toEqual([2, 1]);
    expect((await search().searchProducts({ sort: 'newest', offset: 0, limit: 10, text: 'velvet' })).ids).toEqual([]);
    const own = await search().searchProducts({ sort: 'newest', offset: 0, limit: 10, ownerId: 11, statuses: ['pending', 'approved', 'rejected'] });
    expect(own.ids).toEqual([5, 4]);
  });

  it('gives the same rows when every event is delivered twice', async () => {
    const { live, once, twice } = await kit.deliverTwice(catalogProductsProjector);
    expect(twice).toEqual(once);
    expect(once).toEqual(live);
  });

  it('is rebuilt by a replay to the same rows and the same search results', async () => {
    const tables = ['products', 'product_likes', 'product_ratings', 'product_search'];
    const queries = [
      { sort: 'newest' as const, offset: 0, limit: 10 },
      { sort: 'priceDesc' as const, offset: 0, limit: 10, colors: [2, 3] },
      { sort: 'newest' as const, offset: 0, limit: 10, prices: [1] },
    ];
    const before = await Promise.all(queries.map((q) => search().searchProducts(q)));
    const rowsBefore = await Promise.all(tables.map((t) => kit.rows(t, '1, 2')));
    await kit.replay(catalogProductsProjector);
    expect(await Promise.all(tables.map((t) => kit.rows(t, '1, 2')))).toEqual(rowsBefore);
    expect(await Promise.all(queries.map((q) => search().searchProducts(q)))).toEqual(before);
    expect(before[1].ids).toEqual([2, 1]);
    expect(before[2].ids).toEqual([1]);
  });
});
