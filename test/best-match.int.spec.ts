import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageView, ProductView } from '@decorlook/domain';
import { roomItemClasses } from '@decorlook/domain/catalog/room-fit';
import { demoCatalogWriter } from '../scripts/demo-catalog-writer';
import { buildPlan, DEMO_PRODUCT_COUNT, ITEM_CLASSES, ROOM_TYPES, type PlannedImage } from '../scripts/demo-catalog/plan';
import { seedDemoCatalog } from '../scripts/demo-catalog/seed';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Best match over the demo catalog: for an image of each room type, the first products offered
 * (the product search's best match, which Shop the Look and the curate tray ask for) are of the
 * item classes that room needs; for a request, of the items it asked for.
 *
 * The products are the whole demo catalog's (the generator's plan, all DEMO_PRODUCT_COUNT of
 * them); of its 320 images, drawing and loading which would take minutes on two cores, it loads a
 * deterministic subset: the plan's first room image of each room type.
 */
const PRODUCTS = DEMO_PRODUCT_COUNT;
const FIRST = 10;

let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
let rita: Person;
let stranger: Person;
const imageOf = new Map<number, number>();
let barStools = 0;
const roomOf = (name: string) => ROOM_TYPES.find((r) => r.name === name)!.id;
const classOf = (name: string) => ITEM_CLASSES.find((c) => c.name === name)!.id;
const className = (id: number) => ITEM_CLASSES.find((c) => c.id === id)?.name ?? String(id);

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-best-match-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir, DEMO_CATALOG: 'off' }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'requests'] });
  client = testClient(s, { readYourWrites: true });
  const full = buildPlan();
  const images: PlannedImage[] = ROOM_TYPES.map((r) => full.images.find((i) => i.type === 'room' && i.roomTypeId === r.id)!);
  expect(images.every(Boolean)).toBe(true);
  const plan = { users: full.users, images, products: full.products.slice(0, PRODUCTS), boards: [] };
  barStools = plan.products.filter((p) => p.itemClassId === classOf('Bar Stool')).length;
  // Pictures drawn at 200 px wide: the same drawings and colours, a tenth of the pixels to render,
  // store and analyse (best match weighs what the catalog says of each product and its palette).
  const small = { format: 'jpeg', quality: 88, width: 200 } as const;
  const report = await seedDemoCatalog(demoCatalogWriter(s.platform), { plan, log: () => {}, productRender: small, roomRender: small });
  expect([report.images.added, report.products.added]).toEqual([ROOM_TYPES.length, PRODUCTS]);
  [rita, stranger] = await Promise.all([client.person('Rita'), client.person('Sten')]);
  const after = { 'X-Min-Position': String(await s.platform.store.headPosition()) };
  for (const room of ROOM_TYPES) {
    const found = await client.api(null, 'POST', '/inspiration-image/search', { roomTypes: [room.id], limit: 5 }, after);
    expect(found.status).toBe(200);
    const ids = (found.body.result as ImageView[]).map((i) => i.id);
    expect(ids, room.name).toHaveLength(1);
    imageOf.set(room.id, ids[0]);
  }
}, 600_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

const bestMatches = async (who: Person | null, body: Record<string, unknown>) => client.ok<ProductView[]>(who, 'POST', '/product/search', { sort: 'bestMatch', limit: FIRST, ...body });

describe('best match over the demo catalog', () => {
  it.each(ROOM_TYPES.map((r) => [r.name, r.id] as const))('offers a %s image the item classes that room needs first', async (_name, roomTypeId) => {
    const offered = await bestMatches(null, { imageId: imageOf.get(roomTypeId) });
    expect(offered).toHaveLength(FIRST);
    const belongs = roomItemClasses(roomTypeId);
    expect(offered.map((p) => className(p.itemClassId)).filter((_, i) => !belongs.includes(offered[i].itemClassId))).toEqual([]);
  });

  it('offers the kitchen no beds, dressers, wardrobes, desks or office chairs in its first matches, nor the living room desks or wardrobes', async () => {
    const kitchen = (await bestMatches(null, { imageId: imageOf.get(roomOf('Kitchen')), limit: 30 })).map((p) => className(p.itemClassId));
    for (const wrong of ['Bed', 'Dresser', 'Wardrobe', 'Desk', 'Office Chair']) expect(kitchen).not.toContain(wrong);
    const living = (await bestMatches(null, { imageId: imageOf.get(roomOf('Living Room')), limit: 30 })).map((p) => className(p.itemClassId));
    for (const wrong of ['Desk', 'Wardrobe', 'Office Chair', 'Bed']) expect(living).not.toContain(wrong);
  });

  it('offers a request the items it asked for first, then what its room needs; only to those the request is for', async () => {
    const image = imageOf.get(roomOf('Kitchen'))!;
    const request = await client.ok<{ id: number }>(
      rita,
      'POST',
      '/requests',
      { inspirationImageId: image, imageSource: 'all', requestType: 'room', title: 'Art Deco kitchen', items: [classOf('Bar Stool')], roomType: roomOf('Kitchen'), message: 'Bar stools for the island', requestColor: 7, requestStyle: 8 },
      201,
    );
    const stools = barStools;
    const offered = await bestMatches(rita, { imageId: image, requestId: request.id, limit: stools + FIRST });
    expect(offered.slice(0, stools).map((p) => className(p.itemClassId))).toEqual(new Array(stools).fill('Bar Stool'));
    const kitchen = roomItemClasses(roomOf('Kitchen'));
    expect(offered.slice(stools).filter((p) => !kitchen.includes(p.itemClassId))).toEqual([]);
    expect(offered.slice(stools).map((p) => className(p.itemClassId))).not.toContain('Bar Stool');
    // Without the image, the request's own image is matched.
    expect((await bestMatches(rita, { requestId: request.id, limit: stools })).map((p) => p.id)).toEqual(offered.slice(0, stools).map((p) => p.id));
    expect((await client.api(stranger, 'POST', '/product/search', { sort: 'bestMatch', imageId: image, requestId: request.id })).status).toBe(404);
    expect((await client.api(null, 'POST', '/product/search', { sort: 'bestMatch', requestId: request.id })).status).toBe(404);
  });
});
