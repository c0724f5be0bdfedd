import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageView, ProductView } from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Keep or swap through the real server: who may keep, swap and ask for alternatives (members;
 * 404 for products they cannot see), what Swap offers, and a member's best match changing after
 * their choices while another member's, and a visitor's, stay as they were.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // adds the products
let kim: Person; // keeps and swaps
let lee: Person; // says nothing
let admin: Person;
let png: Buffer;
let mediaId = 0;
let image = 0;

// Sofas (item class 1) in styles 1 Scandinavian, 2 Mid-Century Modern, 3 Bohemian; a Bohemian
// coffee table (class 3); a Bohemian sofa far dearer; one pending.
const SOFA = 1;
const p: Record<string, number> = {};
const add = async (key: string, fields: Record<string, unknown>) => {
  p[key] = (await ok<ProductView>(anna, 'POST', '/product', { mediaId, itemClassId: SOFA, ...fields }, 201)).id;
};
const ids = (list: ProductView[]) => list.map((x) => x.id);
const bestMatch = async (who: Person | null, body: Record<string, unknown> = {}) => ids(await ok<ProductView[]>(who, 'POST', '/product/search', { sort: 'bestMatch', limit: 50, ...body }));

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-feedback-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'look-board-repair', 'taste', 'exact-items', 'compatibility', 'compatibility-trainer'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  [anna, kim, lee] = [await client.person('Anna'), await client.person('Kim'), await client.person('Lee')];
  admin = await client.person('Ada', { role: 'admin' });
  mediaId = await client.upload(anna, 'product', png);
  await add('boho', { title: 'Boho velvet sofa', price: 40_000, styles: [3], colors: [1], materials: [4] });
  await add('bohoTwin', { title: 'Boho linen sofa', price: 45_000, styles: [3], colors: [1], materials: [4] });
  await add('modern', { title: 'Modern leather sofa', price: 42_000, styles: [2], colors: [2], materials: [1] });
  await add('modernTwin', { title: 'Modern walnut sofa', price: 50_000, styles: [2], colors: [2], materials: [1] });
  await add('scandi', { title: 'Scandinavian oak sofa', price: 38_000, styles: [1], colors: [5], materials: [2] });
  await add('dear', { title: 'Boho grand sofa', price: 400_000, styles: [3], colors: [1], materials: [4] });
  await add('table', { title: 'Boho coffee table', price: 40_000, itemClassId: 3, styles: [3], colors: [1], materials: [4] });
  await add('pending', { title: 'Unreviewed sofa', price: 41_000, styles: [3] });
  for (const key of Object.keys(p).filter((k) => k !== 'pending')) await ok(admin, 'POST', `/admin/products/${p[key]}/approve`);
  const imageMedia = await client.upload(anna, 'inspirationImage', png);
  image = (await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: imageMedia, title: 'Living room', styles: [1], roomTypeId: 1, type: 'room' }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('keep, swap and alternatives', () => {
  it('are for members: a visitor gets 401', async () => {
    for (const [method, url] of [
      ['POST', `/product/${p.boho}/keep`],
      ['POST', `/product/${p.boho}/swap`],
      ['GET', `/product/${p.boho}/alternatives`],
    ] as const) {
      const r = await api(null, method, url, method === 'POST' ? { context: 'stream' } : undefined);
      expect(r.status, url).toBe(401);
      expect(r.body.message).toBe('Unauthenticated.');
    }
  });

  it('answer 404 for a product the member cannot see, and for a request that is not theirs', async () => {
    for (const id of [p.pending, 987_654]) {
      expect((await api(kim, 'POST', `/product/${id}/keep`, { context: 'stream' })).status).toBe(404);
      expect((await api(kim, 'POST', `/product/${id}/swap`, { context: 'stream' })).status).toBe(404);
      expect((await api(kim, 'GET', `/product/${id}/alternatives`)).status).toBe(404);
    }
    expect((await api(kim, 'POST', `/product/${p.boho}/swap`, { context: 'stream', chosenId: p.pending })).status).toBe(404);
    expect((await api(kim, 'POST', `/product/${p.boho}/keep`, { context: 'recommendations', requestId: 987_654 })).status).toBe(404);
  });

  it("takes a choice on the member's own request's recommendations; another member's request is not there for them", async () => {
    const max = await client.person('Max');
    const request = await ok<{ id: number }>(
      max,
      'POST',
      '/requests',
      { inspirationImageId: image, imageSource: 'all', requestType: 'room', title: 'Calm living room', items: [SOFA], roomType: 1, message: 'A sofa please', requestColor: 1, requestStyle: 1 },
      201,
    );
    expect(await ok(max, 'POST', `/product/${p.scandi}/keep`, { context: 'recommendations', requestId: request.id })).toEqual({ productId: p.scandi, verdict: 'kept', chosenId: null });
    expect((await api(lee, 'POST', `/product/${p.scandi}/keep`, { context: 'recommendations', requestId: request.id })).status).toBe(404);
  });

  it('validate where the choice was made', async () => {
    const r = await api(kim, 'POST', `/product/${p.boho}/keep`, { context: 'recommendations' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ requestId: ['This field is required'] });
    const same = await api(kim, 'POST', `/product/${p.boho}/swap`, { context: 'stream', chosenId: p.boho });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ chosenId: ['Choose another product than the one you swap'] });
  });

  it('offers three alternatives of the same item class at a similar price, the closest in style first', async () => {
    const offered = await ok<ProductView[]>(lee, 'GET', `/product/${p.boho}/alternatives`);
    expect(offered).toHaveLength(3);
    expect(offered[0].id).toBe(p.bohoTwin);
    expect(offered.every((x) => x.itemClassId === SOFA && x.price >= 25_000 && x.price <= 64_000)).toBe(true);
    expect(ids(offered)).not.toContain(p.boho);
    expect(ids(offered)).not.toContain(p.dear);
    expect(ids(offered)).not.toContain(p.table);
  });
});

describe("a member's keeps and swaps re-rank what they are shown next", () => {
  it("changes the member's best match and product stream, and nobody else's", async () => {
    const streamBefore = await bestMatch(kim);
    const imageBefore = await bestMatch(kim, { imageId: image });
    expect(await bestMatch(lee)).toEqual(streamBefore);
    expect(await bestMatch(null)).toEqual(streamBefore);
    expect(await bestMatch(lee, { imageId: image })).toEqual(imageBefore);

    expect(await ok(kim, 'POST', `/product/${p.modern}/keep`, { context: 'stream', imageId: image })).toEqual({ productId: p.modern, verdict: 'kept', chosenId: null });
    // The same choice again records nothing new and answers the same.
    expect(await ok(kim, 'POST', `/product/${p.modern}/keep`, { context: 'stream' })).toEqual({ productId: p.modern, verdict: 'kept', chosenId: null });
    expect(await ok(kim, 'POST', `/product/${p.boho}/swap`, { context: 'stream' })).toEqual({ productId: p.boho, verdict: 'swapped', chosenId: null });
    expect(await ok(kim, 'POST', `/product/${p.boho}/swap`, { context: 'stream', chosenId: p.modernTwin })).toEqual({ productId: p.boho, verdict: 'swapped', chosenId: p.modernTwin });

    const streamAfter = await bestMatch(kim);
    expect(streamAfter).not.toEqual(streamBefore);
    expect(streamAfter.slice(0, 2).sort()).toEqual([p.modern, p.modernTwin].sort());
    expect(streamAfter.indexOf(p.boho)).toBeGreaterThan(streamAfter.indexOf(p.scandi));
    const imageAfter = await bestMatch(kim, { imageId: image });
    expect(imageAfter).not.toEqual(imageBefore);
    expect(imageAfter.indexOf(p.modern)).toBeLessThan(imageAfter.indexOf(p.boho));

    // Lee's and a visitor's are as they were; a sort Kim chose is not touched.
    expect(await bestMatch(lee)).toEqual(streamBefore);
    expect(await bestMatch(null)).toEqual(streamBefore);
    expect(await bestMatch(lee, { imageId: image })).toEqual(imageBefore);
    expect(await bestMatch(kim, { sort: 'priceAsc' })).toEqual(await bestMatch(lee, { sort: 'priceAsc' }));
  });
});

describe("a member's verdicts about the products shown", () => {
  const verdicts = (who: Person | null, ids: string) => api(who, 'GET', `/user/product-feedback?ids=${ids}`);

  it("come back after their choices, the latest for each product, and only to them", async () => {
    const jo = await client.person('Jo');
    const shown = [p.boho, p.bohoTwin, p.modern, p.scandi].join(',');
    expect(await ok(jo, 'GET', `/user/product-feedback?ids=${shown}`)).toEqual([]);

    await ok(jo, 'POST', `/product/${p.boho}/keep`, { context: 'stream' });
    await ok(jo, 'POST', `/product/${p.modern}/keep`, { context: 'stream' });
    // Jo changes her mind about the modern sofa, and takes the Scandinavian one in its place.
    await ok(jo, 'POST', `/product/${p.modern}/swap`, { context: 'stream', chosenId: p.scandi });

    expect(await ok(jo, 'GET', `/user/product-feedback?ids=${shown}`)).toEqual([
      { productId: p.boho, verdict: 'kept', chosenId: null },
      { productId: p.modern, verdict: 'swapped', chosenId: p.scandi },
      { productId: p.scandi, verdict: 'kept', chosenId: null },
    ]);
    // Only the products asked for.
    expect(await ok(jo, 'GET', `/user/product-feedback?ids=${p.scandi}`)).toEqual([{ productId: p.scandi, verdict: 'kept', chosenId: null }]);

    // Lee said nothing about them; a visitor has no verdicts to ask for.
    expect(await ok(lee, 'GET', `/user/product-feedback?ids=${shown}`)).toEqual([]);
    const visitor = await verdicts(null, shown);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Unauthenticated.');
  });

  it('ask for at least one product and at most a page of them', async () => {
    for (const ids of ['', 'sofa', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const r = await verdicts(lee, ids);
      expect(r.status, ids.slice(0, 20)).toBe(422);
      expect(r.body.errors).toHaveProperty('ids');
    }
  });
});
