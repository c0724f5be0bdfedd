import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_SITES, VISITOR_RESULT_LIMIT, imageView, moderationItemView, productSearchAnswer, productView, type ImageView, type ProductView } from '@decorlook/domain';
import { isReactor, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { createProjectors } from '@decorlook/projectors';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The catalog's reads through the real server: who sees what (owner, other member, admin,
 * visitor), the searches and their facets on a hand-counted fixture, likes and ratings as
 * people change them, and a replay that rebuilds the read models and the index to the same answers.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // owns most of the fixture
let ben: Person; // another member
let admin: Person;
const visitor = null;

/** One small PNG, the same bytes for everybody, so every picture has the same colours and only styles and rooms tell them apart. */
let png: Buffer;
const upload = (who: Person, type: 'inspirationImage' | 'product') => client.upload(who, type, png, 'room.png');

const media = new Map<string, number>();
async function mediaOf(who: Person, type: 'inspirationImage' | 'product') {
  const key = `${who.id}-${type}`;
  if (!media.has(key)) media.set(key, await upload(who, type));
  return media.get(key)!;
}

async function addImage(who: Person, fields: Record<string, unknown>): Promise<number> {
  const r = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId: await mediaOf(who, 'inspirationImage'), ...fields }, 201);
  return r.id;
}
async function addProduct(who: Person, fields: Record<string, unknown>): Promise<number> {
  const r = await ok<ProductView>(who, 'POST', '/product', { mediaId: await mediaOf(who, 'product'), itemClassId: 1, ...fields }, 201);
  return r.id;
}
const approveImage = (id: number) => ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
const approveProduct = (id: number) => ok(admin, 'POST', `/admin/products/${id}/approve`);

const ids = (list: unknown) => (list as { id: number }[]).map((x) => x.id);
const searchImages = (who: Person | null, body: Record<string, unknown>) => ok<ImageView[]>(who, 'POST', '/inspiration-image/search', body).then(ids);
type ProductAnswer = { result: ProductView[]; facets: Record<string, { id: number; count: number }[]>; total: number };
async function searchProducts(who: Person | null, body: Record<string, unknown>): Promise<ProductAnswer> {
  const r = await api(who, 'POST', '/product/search', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as ProductAnswer;
}

// The fixture: images a1..a4 (Anna), b1, b2 (Ben) and 30 approved fillers (Ben, added first);
// products p1..p5.
let fillers: number[];
let a1: number, a2: number, a3: number, a4: number, b1: number, b2: number;
let p1: number, p2: number, p3: number, p4: number, p5: number;
let annaCode: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-catalog-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'affiliate-codes'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } })
    .composite([{ input: { create: { width: 8, height: 8, channels: 3, background: '#2980b9' } }, left: 8, top: 4 }])
    .png()
    .toBuffer();
  client = testClient(s, { readYourWrites: true });
  anna = await client.person('Anna', { lastName: 'Lind' });
  ben = await client.person('Ben', { lastName: 'Berg', displayName: 'Ben the Builder' });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });

  fillers = [];
  for (let i = 0; i < 30; i++) fillers.push(await addImage(ben, { title: `Filler ${i}`, styles: [16], roomTypeId: 10 }));
  for (const id of fillers) await approveImage(id);

  a1 = await addImage(anna, { title: 'Scandinavian living room', description: 'Pale oak and linen', styles: [1], roomTypeId: 1, type: 'room' });
  a2 = await addImage(anna, { title: 'Industrial kitchen', styles: [4], roomTypeId: 4, type: 'room' });
  a3 = await addImage(anna, { title: 'Boho bedroom', styles: [3], roomTypeId: 2, type: 'single' });
  a4 = await addImage(anna, { title: 'Dark loft', styles: [1], roomTypeId: 1, type: 'room' });
  b1 = await addImage(ben, { title: 'Scandinavian dining', styles: [1, 2], roomTypeId: 3, type: 'makeOver' });
  b2 = await addImage(ben, { title: 'Unreviewed attic', styles: [5], type: 'room' });
  for (const id of [a1, a2, b1]) await approveImage(id);
  await ok(admin, 'POST', `/admin/inspiration-images/${a4}/reject`, { reason: 'Too dark' });
  // Likes: a1 by Ben and the admin, a2 by Ben, b1 by Anna.
  await ok(ben, 'POST', `/inspiration-image/${a1}/like`, { isLiked: true });
  await ok(admin, 'POST', `/inspiration-image/${a1}/like`, { isLiked: true });
  await ok(ben, 'POST', `/inspiration-image/${a2}/like`, { isLiked: true });
  await ok(anna, 'POST', `/inspiration-image/${b1}/like`, { isLiked: true });

  annaCode = (await ok<{ id: number }>(anna, 'POST', '/affiliate-code', { affiliateSiteId: 2, code: 'anna-ref' }, 201)).id;
  p1 = await addProduct(anna, {
    title: 'Oak sofa',
    price: 45_000,
    itemClassId: 1,
    styles: [1],
    colors: [1],
    materials: [1],
    shapes: [1],
    countries: [1],
    retailerUrl: 'https://www.nordicnest.example/oak-sofa',
    dimensions: { width: 210, depth: 95 },
  });
  p2 = await addProduct(anna, { title: 'Walnut armchair', price: 12_000, itemClassId: 2, styles: [1, 2], colors: [2], materials: [2], shapes: [3], retailerUrl: 'https://example.com/chair' });
  p3 = await addProduct(ben, { title: 'Round rattan table', price: 8_000, itemClassId: 3, styles: [3], colors: [1], materials: [4], shapes: [3], countries: [2], retailerUrl: 'https://maisonmarket.example/t/1' });
  p4 = await addProduct(ben, { title: 'Pending lamp', price: 3_000, styles: [1] });
  p5 = await addProduct(anna, { title: 'Rejected rug', price: 500 });
  for (const id of [p1, p2, p3]) await approveProduct(id);
  await ok(admin, 'POST', `/admin/products/${p5}/reject`, { reason: 'Not allowed' });
  // Likes: p2 by Ben and the admin, p3 by Anna.
  await ok(ben, 'POST', `/product/${p2}/like`, { isLiked: true });
  await ok(admin, 'POST', `/product/${p2}/like`, { isLiked: true });
  await ok(anna, 'POST', `/product/${p3}/like`, { isLiked: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('GET /v1/inspiration-image/{id}', () => {
  it('shows an approved image to everybody, in the exact answer shape, with the owner and the caller’s like', async () => {
    const seen = imageView.strict().parse(await ok(visitor, 'GET', `/inspiration-image/${a1}`));
    expect(seen).toMatchObject({
      id: a1,
      title: 'Scandinavian living room',
      slug: 'scandinavian-living-room',
      description: 'Pale oak and linen',
      styles: [1],
      roomTypeId: 1,
      type: 'room',
      status: 'approved',
      likesCount: 2,
      isLiked: false,
      requestCount: 0,
      ownerId: anna.id,
      owner: { id: anna.id, displayName: 'Anna Lind', avatar: null },
      rejectionReason: null,
      firstLookBoard: null,
      permissions: null,
    });
    expect(seen.media.userId).toBe(anna.id);
    expect(seen.media.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.colorsGroup.length).toBeGreaterThan(0);
    expect((await ok<ImageView>(ben, 'GET', `/inspiration-image/${a1}`)).isLiked).toBe(true);
    expect((await ok<ImageView>(anna, 'GET', `/inspiration-image/${a1}`)).isLiked).toBe(false);
    expect((await ok<ImageView>(anna, 'GET', `/inspiration-image/${b1}`)).owner).toEqual({ id: ben.id, displayName: 'Ben the Builder', avatar: null });
  });

  it('shows a pending or rejected image to its owner and admins only; the reason to them only', async () => {
    for (const [who, status] of [
      [anna, 200],
      [admin, 200],
      [ben, 404],
      [visitor, 404],
    ] as const) {
      expect((await api(who, 'GET', `/inspiration-image/${a3}`)).status).toBe(status);
      expect((await api(who, 'GET', `/inspiration-image/${a4}`)).status).toBe(status);
    }
    expect(await ok(anna, 'GET', `/inspiration-image/${a3}`)).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(await ok(anna, 'GET', `/inspiration-image/${a4}`)).toMatchObject({ status: 'rejected', rejectionReason: 'Too dark' });
    expect(await ok(admin, 'GET', `/inspiration-image/${a4}`)).toMatchObject({ status: 'rejected', rejectionReason: 'Too dark' });
    expect((await api(visitor, 'GET', '/inspiration-image/999999')).status).toBe(404);
    expect((await api(visitor, 'GET', '/inspiration-image/abc')).status).toBe(422);
  });

  it('counts a like once per person and follows toggles', async () => {
    const target = b1;
    await ok(ben, 'POST', `/inspiration-image/${target}/like`, { isLiked: true });
    await ok(ben, 'POST', `/inspiration-image/${target}/like`, { isLiked: true });
    expect(await ok(ben, 'GET', `/inspiration-image/${target}`)).toMatchObject({ likesCount: 2, isLiked: true });
    expect(await ok(visitor, 'GET', `/inspiration-image/${target}`)).toMatchObject({ likesCount: 2, isLiked: false });
    await ok(ben, 'POST', `/inspiration-image/${target}/like`); // toggles off
    expect(await ok(ben, 'GET', `/inspiration-image/${target}`)).toMatchObject({ likesCount: 1, isLiked: false });
    expect(await ok(anna, 'GET', `/inspiration-image/${target}`)).toMatchObject({ likesCount: 1, isLiked: true });
  });

  it('hides a removed image from every read and search', async () => {
    const gone = await addImage(anna, { title: 'Soon removed sunroom', styles: [1] });
    await approveImage(gone);
    expect(await searchImages(visitor, { search: 'sunroom' })).toEqual([gone]);
    await ok(anna, 'DELETE', `/inspiration-image/${gone}`);
    expect((await api(anna, 'GET', `/inspiration-image/${gone}`)).status).toBe(404);
    expect(await searchImages(visitor, { search: 'sunroom' })).toEqual([]);
    expect(await searchImages(anna, { source: 'my', search: 'sunroom' })).toEqual([]);
    expect(ids(await ok(anna, 'POST', '/inspiration-images', { images: [gone, a1] }))).toEqual([a1]);
  });
});

describe('POST /v1/inspiration-image/search', () => {
  it('lists approved images newest first, filtered by style (single ids merged), room, type and text', async () => {
    expect(await searchImages(anna, { styles: [1] })).toEqual([b1, a1]);
    expect(await searchImages(anna, { style: 1, styles: [4] })).toEqual([b1, a2, a1]);
    expect(await searchImages(anna, { roomTypes: [1, 3] })).toEqual([b1, a1]);
    expect(await searchImages(anna, { type: 'makeOver' })).toEqual([b1]);
    expect(await searchImages(anna, { type: 'single' })).toEqual([]);
    expect(await searchImages(anna, { search: 'scandinavian' })).toEqual([b1, a1]);
    expect(await searchImages(anna, { search: 'kitchen' })).toEqual([a2]);
    expect(await searchImages(anna, { sort: 'oldest', limit: 2 })).toEqual(fillers.slice(0, 2));
    // a1 has two likes; b1 and a2 one each, the newer first.
    expect(await searchImages(anna, { sort: 'liked', styles: [1, 4] })).toEqual([a1, b1, a2]);
    expect(await searchImages(anna, { userId: anna.id })).toEqual([a2, a1]);
    expect(await searchImages(anna, { source: 'requests' })).toEqual([]);
    const colour = (await ok<ImageView>(visitor, 'GET', `/inspiration-image/${a1}`)).colorsGroup[0];
    const coloured = await ok<ImageView[]>(anna, 'POST', '/inspiration-image/search', { colors: [colour], limit: 100 });
    expect(ids(coloured)).toContain(a1);
    expect(coloured.every((i) => i.colorsGroup.includes(colour))).toBe(true);
    for (const image of await ok<ImageView[]>(visitor, 'POST', '/inspiration-image/search', { limit: 5 })) imageView.strict().parse(image);
  });

  it("lists the caller's own images in every state, by publication; visitors may not ask for theirs", async () => {
    expect(await searchImages(anna, { source: 'my' })).toEqual([a4, a3, a2, a1]);
    expect(await searchImages(anna, { source: 'my', publication: 'drafts' })).toEqual([a4, a3]);
    expect(await searchImages(anna, { source: 'my', publication: 'published' })).toEqual([a2, a1]);
    expect(await searchImages(anna, { source: 'my', onlyApproved: true })).toEqual([a2, a1]);
    expect(await searchImages(anna, { source: 'my', type: 'single' })).toEqual([a3]);
    expect(await searchImages(ben, { source: 'liked' })).toEqual([a2, a1]);
    expect((await api(visitor, 'POST', '/inspiration-image/search', { source: 'my' })).status).toBe(401);
    expect((await api(visitor, 'POST', '/inspiration-image/search', { source: 'liked' })).status).toBe(401);
    expect((await api(anna, 'POST', '/inspiration-image/search', { source: 'everything' })).status).toBe(422);
  });

  it('stops visitors at the first 30 results; members page on', async () => {
    const approved = 33; // 30 fillers, a1, a2, b1
    expect(await searchImages(anna, { limit: 100 })).toHaveLength(approved);
    expect(await searchImages(visitor, { limit: 100 })).toHaveLength(VISITOR_RESULT_LIMIT);
    const firstPage = await searchImages(visitor, { offset: 25, limit: 10 });
    expect(firstPage).toHaveLength(5);
    expect(firstPage).toEqual((await searchImages(anna, { offset: 25, limit: 10 })).slice(0, 5));
    expect(await searchImages(visitor, { offset: 30, limit: 10 })).toEqual([]);
    expect(await searchImages(anna, { offset: 30, limit: 10 })).toHaveLength(approved - 30);
    const getTheLook = await ok<ImageView[]>(visitor, 'POST', '/inspiration-image/search-get-the-look', { offset: 20, limit: 50, requestCount: true, viewType: 'product' });
    expect(getTheLook).toHaveLength(10);
    expect(getTheLook.every((i) => i.requestCount === 0)).toBe(true);
    expect(ids(getTheLook)).toEqual(await searchImages(visitor, { offset: 20, limit: 50 }));
  });
});

describe('POST /v1/inspiration-images and /v1/inspiration-image/similar', () => {
  it('answers the visible images in the order asked', async () => {
    expect(ids(await ok(visitor, 'POST', '/inspiration-images', { images: [b1, a3, 999999, a1] }))).toEqual([b1, a1]);
    expect(ids(await ok(anna, 'POST', '/inspiration-images', { images: [b1, a3, 999999, a1] }))).toEqual([b1, a3, a1]);
    expect(ids(await ok(admin, 'POST', '/inspiration-images', { images: [b2, a4] }))).toEqual([b2, a4]);
  });

  it('finds approved images nearest by style and room, never the image itself; 404 for one the caller may not see', async () => {
    const near = ids(await ok(visitor, 'POST', '/inspiration-image/similar', { imageId: a1, limit: 3 }));
    expect(near).toHaveLength(3);
    expect(near[0]).toBe(b1); // the one other approved image sharing its style
    expect(near).not.toContain(a1);
    expect(near).not.toContain(a4);
    expect((await api(ben, 'POST', '/inspiration-image/similar', { imageId: a3 })).status).toBe(404);
    expect((await api(anna, 'POST', '/inspiration-image/similar', { imageId: a3 })).status).toBe(200);
  });
});

describe('products', () => {
  it('GET /product/{id}: the exact shape, the outbound link with the owner’s code, visibility by approval', async () => {
    const sofa = productView.strict().parse(await ok(visitor, 'GET', `/product/${p1}`));
    expect(sofa).toMatchObject({
      id: p1,
      slug: 'oak-sofa',
      price: 45_000,
      affiliate: true,
      retailerUrl: 'https://www.nordicnest.example/oak-sofa',
      shopUrl: 'https://www.nordicnest.example/oak-sofa?aff=anna-ref',
      approval: 'approved',
      dimensions: { width: 210, depth: 95 },
      owner: { id: anna.id, displayName: 'Anna Lind', avatar: null },
      myRate: null,
      isLiked: false,
    });
    expect(await ok(visitor, 'GET', `/product/${p3}`)).toMatchObject({ affiliate: true, shopUrl: 'https://maisonmarket.example/t/1' });
    expect(await ok(visitor, 'GET', `/product/${p2}`)).toMatchObject({ affiliate: false, shopUrl: 'https://example.com/chair', likesCount: 2 });
    for (const [who, status] of [
      [ben, 200],
      [admin, 200],
      [anna, 404],
      [visitor, 404],
    ] as const) {
      expect((await api(who, 'GET', `/product/${p4}`)).status).toBe(status);
    }
    expect(await ok(anna, 'GET', `/product/${p5}`)).toMatchObject({ approval: 'rejected', rejectionReason: 'Not allowed' });
    expect((await api(ben, 'GET', `/product/${p5}`)).status).toBe(404);
  });

  it('follows the owner’s affiliate code as it changes and goes', async () => {
    await ok(anna, 'PUT', `/affiliate-code/${annaCode}`, { code: 'anna-2' });
    expect((await ok<ProductView>(visitor, 'GET', `/product/${p1}`)).shopUrl).toBe('https://www.nordicnest.example/oak-sofa?aff=anna-2');
    expect(await ok(anna, 'GET', '/affiliate-code')).toEqual([{ id: annaCode, affiliateSiteId: 2, siteName: 'Nordic Nest Living', code: 'anna-2' }]);
    await ok(anna, 'DELETE', `/affiliate-code/delete/${annaCode}`);
    expect((await ok<ProductView>(visitor, 'GET', `/product/${p1}`)).shopUrl).toBe('https://www.nordicnest.example/oak-sofa');
    expect(await ok(anna, 'GET', '/affiliate-code')).toEqual([]);
    annaCode = (await ok<{ id: number }>(anna, 'POST', '/affiliate-code', { affiliateSiteId: 2, code: 'anna-ref' }, 201)).id;
    expect((await ok<ProductView>(visitor, 'GET', `/product/${p1}`)).shopUrl).toBe('https://www.nordicnest.example/oak-sofa?aff=anna-ref');
  });

  it('keeps the rating average exact as people rate and change their minds; myRate is the caller’s', async () => {
    await ok(ben, 'POST', `/product/${p2}/rate`, { rate: 5 });
    await ok(admin, 'POST', `/product/${p2}/rate`, { rate: 2 });
    await ok(ben, 'POST', `/product/${p2}/rate`, { rate: 4 });
    expect(await ok(ben, 'GET', `/product/${p2}`)).toMatchObject({ rating: 3, ratingsCount: 2, myRate: 4 });
    expect(await ok(admin, 'GET', `/product/${p2}`)).toMatchObject({ rating: 3, ratingsCount: 2, myRate: 2 });
    expect(await ok(visitor, 'GET', `/product/${p2}`)).toMatchObject({ rating: 3, ratingsCount: 2, myRate: null });
    await ok(anna, 'POST', `/product/${p2}/rate`, { rate: 5 });
    expect(await ok(anna, 'GET', `/product/${p2}`)).toMatchObject({ rating: 3.67, ratingsCount: 3, myRate: 5 });
    expect(await ok(visitor, 'GET', `/product/${p1}`)).toMatchObject({ rating: null, ratingsCount: 0 });
  });

  it('POST /product/search: filters, sorts and multi-select facet counts on the hand-counted fixture', async () => {
    const all = await searchProducts(visitor, {});
    productSearchAnswer.parse(all);
    for (const p of all.result) productView.strict().parse(p);
    expect(ids(all.result)).toEqual([p3, p2, p1]);
    expect(all.total).toBe(3);
    expect(all.facets).toEqual({
      styles: [{ id: 1, count: 2 }, { id: 2, count: 1 }, { id: 3, count: 1 }],
      subStyles: [],
      colors: [{ id: 1, count: 2 }, { id: 2, count: 1 }],
      itemClasses: [{ id: 1, count: 1 }, { id: 2, count: 1 }, { id: 3, count: 1 }],
      materials: [{ id: 1, count: 1 }, { id: 2, count: 1 }, { id: 4, count: 1 }],
      shapes: [{ id: 1, count: 1 }, { id: 3, count: 2 }],
      prices: [{ id: 1, count: 1 }, { id: 2, count: 1 }, { id: 3, count: 1 }],
    });
    const scandi = await searchProducts(visitor, { styles: [1] });
    expect(ids(scandi.result)).toEqual([p2, p1]);
    expect(scandi.facets).toMatchObject({
      styles: [{ id: 1, count: 2 }, { id: 2, count: 1 }, { id: 3, count: 1 }],
      colors: [{ id: 1, count: 1 }, { id: 2, count: 1 }],
      shapes: [{ id: 1, count: 1 }, { id: 3, count: 1 }],
      prices: [{ id: 2, count: 1 }, { id: 3, count: 1 }],
    });
    const white = await searchProducts(visitor, { styles: [1], colors: [1] });
    expect(ids(white.result)).toEqual([p1]);
    expect(white.total).toBe(1);
    // Each selected facet counts with every other filter but its own.
    expect(white.facets.styles).toEqual([{ id: 1, count: 1 }, { id: 3, count: 1 }]);
    expect(white.facets.colors).toEqual([{ id: 1, count: 1 }, { id: 2, count: 1 }]);
    expect(white.facets.itemClasses).toEqual([{ id: 1, count: 1 }]);
    const cheap = await searchProducts(visitor, { prices: [1, 2], sort: 'priceAsc' });
    expect(ids(cheap.result)).toEqual([p3, p2]);
    expect(cheap.facets.prices).toEqual([{ id: 1, count: 1 }, { id: 2, count: 1 }, { id: 3, count: 1 }]);
    expect(ids((await searchProducts(visitor, { sort: 'priceDesc' })).result)).toEqual([p1, p2, p3]);
    expect(ids((await searchProducts(visitor, { sort: 'liked' })).result)).toEqual([p2, p3, p1]);
    expect(ids((await searchProducts(visitor, { sort: 'newest', limit: 2, offset: 1 })).result)).toEqual([p2, p1]);
    expect(ids((await searchProducts(visitor, { type: 'affiliate' })).result)).toEqual([p3, p1]);
    expect(ids((await searchProducts(visitor, { countries: [1] })).result)).toEqual([p2, p1]);
    expect(ids((await searchProducts(visitor, { countries: [2] })).result)).toEqual([p3, p2]);
    expect(ids((await searchProducts(visitor, { search: 'sofa' })).result)).toEqual([p1]);
    expect(ids((await searchProducts(anna, { type: 'my' })).result)).toEqual([p5, p2, p1]);
    expect(ids((await searchProducts(ben, { type: 'liked' })).result)).toEqual([p2]);
    expect((await api(visitor, 'POST', '/product/search', { type: 'my' })).status).toBe(401);
    expect((await api(visitor, 'POST', '/product/search', { type: 'liked' })).status).toBe(401);
    expect((await api(visitor, 'POST', '/product/search', { sort: 'cheapest' })).status).toBe(422);
  });

  it('orders by likeness to an image for "best match"; an image the caller may not see is 404', async () => {
    expect(ids((await searchProducts(visitor, { sort: 'bestMatch', imageId: a1 })).result)).toEqual([p1, p2, p3]);
    expect((await api(ben, 'POST', '/product/search', { sort: 'bestMatch', imageId: a3 })).status).toBe(404);
  });

  it('POST /products, POST /products/similar and GET /products/similar/{id}', async () => {
    expect(ids(await ok(visitor, 'POST', '/products', { products: [p3, p4, 999999, p1] }))).toEqual([p3, p1]);
    expect(ids(await ok(ben, 'POST', '/products', { products: [p3, p4, 999999, p1] }))).toEqual([p3, p4, p1]);
    const like1 = ids(await ok(visitor, 'POST', '/products/similar', { products: [p1] }));
    expect([...like1].sort()).toEqual([p2, p3].sort());
    expect(like1[0]).toBe(p2); // the same styles and colours; the table shares neither style nor class
    expect(ids(await ok(visitor, 'GET', `/products/similar/${p1}`))).toEqual(like1);
    expect(ids(await ok(visitor, 'GET', `/products/similar/${p1}?limit=1`))).toEqual([p2]);
    expect(ids(await ok(visitor, 'POST', '/products/similar', { products: [p1, p2] }))).toEqual([p3]);
    expect((await api(anna, 'GET', `/products/similar/${p4}`)).status).toBe(404);
    expect((await api(ben, 'GET', `/products/similar/${p4}`)).status).toBe(200);
    expect((await api(visitor, 'POST', '/products/similar', { products: [] })).status).toBe(422);
  });
});

describe('moderation and affiliate reads', () => {
  it('GET /admin/moderation-queue: admins only, pending items oldest first, by kind', async () => {
    expect((await api(visitor, 'GET', '/admin/moderation-queue')).status).toBe(401);
    expect((await api(anna, 'GET', '/admin/moderation-queue')).status).toBe(403);
    const queue = await ok<{ kind: string; id: number; owner: { id: number } }[]>(admin, 'GET', '/admin/moderation-queue');
    for (const item of queue) moderationItemView.strict().parse(item);
    expect(queue.map((q) => [q.kind, q.id])).toEqual([
      ['image', a3],
      ['image', b2],
      ['product', p4],
    ]);
    expect(queue[0].owner).toEqual({ id: anna.id, displayName: 'Anna Lind', avatar: null });
    expect((await ok<{ id: number }[]>(admin, 'GET', '/admin/moderation-queue?kind=images')).map((q) => q.id)).toEqual([a3, b2]);
    expect((await ok<{ id: number }[]>(admin, 'GET', '/admin/moderation-queue?kind=products')).map((q) => q.id)).toEqual([p4]);
    expect((await ok<{ id: number }[]>(admin, 'GET', '/admin/moderation-queue?offset=1&limit=1')).map((q) => q.id)).toEqual([b2]);
    expect((await api(admin, 'GET', '/admin/moderation-queue?kind=videos')).status).toBe(422);
  });

  it('POST /affiliate-sites by type and GET /affiliate-code for the caller', async () => {
    const retailers = await ok<{ type: string }[]>(visitor, 'POST', '/affiliate-sites', { type: 'retailer' });
    expect(retailers).toHaveLength(AFFILIATE_SITES.filter((x) => x.type === 'retailer').length);
    expect(retailers.every((x) => x.type === 'retailer')).toBe(true);
    expect(await ok(visitor, 'POST', '/affiliate-sites', {})).toEqual(AFFILIATE_SITES.map(({ id, name, domain, type }) => ({ id, name, domain, type })));
    expect(await ok(ben, 'GET', '/affiliate-code')).toEqual([]);
    expect(await ok(anna, 'GET', '/affiliate-code')).toEqual([{ id: annaCode, affiliateSiteId: 2, siteName: 'Nordic Nest Living', code: 'anna-ref' }]);
    expect((await api(visitor, 'GET', '/affiliate-code')).status).toBe(401);
  });
});

describe('replay', () => {
  it('rebuilds the catalog read models and the search index to the same answers', async () => {
    const reads = async () =>
      Promise.all([
        ok(anna, 'GET', `/inspiration-image/${a1}`),
        ok(ben, 'POST', '/inspiration-image/search', { limit: 100 }),
        ok(anna, 'POST', '/inspiration-image/search', { source: 'my', sort: 'liked' }),
        ok(visitor, 'POST', '/inspiration-image/similar', { imageId: b1, limit: 5 }),
        api(visitor, 'POST', '/product/search', { styles: [1], colors: [1, 2] }).then((r) => r.body),
        api(ben, 'POST', '/product/search', { sort: 'bestMatch', imageId: a1 }).then((r) => r.body),
        ok(ben, 'GET', `/product/${p2}`),
        ok(admin, 'GET', '/admin/moderation-queue'),
        ok(anna, 'GET', '/affiliate-code'),
      ]);
    const before = await reads();
    const catalog = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl }).filter(
      (p): p is Projector => !isReactor(p) && ['catalog-images', 'catalog-products', 'affiliate-codes'].includes(p.name),
    );
    expect(catalog).toHaveLength(3);
    for (const p of catalog) await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
    const { rows } = await s.platform.pool.query<{ name: string; generation: number }>(`SELECT name, generation FROM projections WHERE name = ANY($1) ORDER BY name`, [catalog.map((p) => p.name)]);
    expect(rows.every((r) => r.generation > 1)).toBe(true);
    expect(await reads()).toEqual(before);
  });
});
