import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageView, LookBoardView, ProductView } from '@decorlook/domain';
import { compatibilityView, type CompatibilityView } from '@decorlook/domain/recommendations/compatibility.routes';
import { trainCompatibilityModel, type CompatibilityTraining } from '@decorlook/command-api/recommendations/train-compatibility';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { currentTraining } from '@decorlook/projectors/recommendations/compatibility/queries';
import { COMPATIBILITY_TRAINER, RETRAIN_EVERY_BOARDS } from '@decorlook/projectors/recommendations/compatibility/trainer';
import { freshRead, testClient, type Answer, type Person } from './support/client';
import { POLLING_BOUND_MS } from './support/polling-bound';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The board editor's meter through the real server, over a small catalogue whose published
 * boards each keep to one style (Scandinavian or Industrial) and to the pieces of their room:
 * before any training it says no model is trained; after `npm run train:compatibility`'s training
 * (read from the events) a board of one style scores above a clash, says why in words, and
 * suggests the missing piece of its own style; unknown and withdrawn products are left out.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
let curator: Person;
let shop: Person;
let admin: Person;

const LIVING = 1;
const BEDROOM = 2;
const [SCANDI, INDUSTRIAL] = [1, 4];
// Sofa, coffee table, rug, floor lamp; bed, nightstand, table lamp.
const [SOFA, COFFEE_TABLE, RUG, FLOOR_LAMP, BED, NIGHTSTAND, TABLE_LAMP] = [1, 3, 13, 14, 7, 8, 15];
const PIECES: Record<number, number[]> = { [LIVING]: [SOFA, COFFEE_TABLE, RUG, FLOOR_LAMP], [BEDROOM]: [BED, NIGHTSTAND, TABLE_LAMP, RUG] };
const LOOK: Record<number, { colour: string; colors: number[][] }> = { [SCANDI]: { colour: '#e8dcc8', colors: [[4], [1, 4], [6]] }, [INDUSTRIAL]: { colour: '#2b2b2b', colors: [[2], [3], [2, 1]] } };
/** Each class's materials (whatever the style), and its usual price in cents. */
const CLASS: Record<number, { materials: number[]; price: number }> = {
  [SOFA]: { materials: [7], price: 150_000 },
  [COFFEE_TABLE]: { materials: [1], price: 40_000 },
  [RUG]: { materials: [12], price: 30_000 },
  [FLOOR_LAMP]: { materials: [18], price: 15_000 },
  [BED]: { materials: [2], price: 120_000 },
  [NIGHTSTAND]: { materials: [1], price: 20_000 },
  [TABLE_LAMP]: { materials: [17], price: 8_000 },
};

/** product[style][itemClass] = [first, second] ids. */
const product: Record<number, Record<number, number[]>> = { [SCANDI]: {}, [INDUSTRIAL]: {} };
let rejected: number;
let training: CompatibilityTraining;
/** The position of the last board the setup published. */
let lastPublished = 0n;

const media = new Map<number, number>();
async function addProduct(style: number, itemClassId: number, n: number): Promise<number> {
  if (!media.has(style)) media.set(style, await client.upload(shop, 'product', await sharp({ create: { width: 24, height: 16, channels: 3, background: LOOK[style].colour } }).png().toBuffer()));
  const { id } = await ok<ProductView>(
    shop,
    'POST',
    '/product',
    {
      mediaId: media.get(style),
      title: `Piece ${style}-${itemClassId}-${n}`,
      // Prices spread around the class's usual one, and colours vary within a style's palette.
      price: Math.round(CLASS[itemClassId].price * [0.6, 1, 1.5, 0.8][(style + itemClassId + n) % 4]),
      itemClassId,
      styles: [style],
      colors: LOOK[style].colors[(itemClassId + n) % 3],
      materials: CLASS[itemClassId].materials,
    },
    201,
  );
  await ok(admin, 'POST', `/admin/products/${id}/approve`);
  return id;
}
let shade = 0;
/** Publishes a board (its picture, the board, its approval); answers the approval's position. */
async function publishBoard(style: number, roomTypeId: number, products: number[]): Promise<bigint> {
  shade += 8;
  const mediaId = await client.upload(curator, 'inspirationImage', await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade, g: 90, b: 110 } } }).png().toBuffer());
  const image = await ok<ImageView>(curator, 'POST', '/inspiration-image', { mediaId, title: `Room ${shade}`, styles: [style], roomTypeId }, 201);
  await ok(admin, 'POST', `/admin/inspiration-images/${image.id}/approve`);
  const b = await ok<LookBoardView>(
    curator,
    'POST',
    '/look-board',
    { title: `Board ${shade}`, description: 'One style', message: 'Enjoy', type: 'room', roomTypeId, styleId: style, columns: 2, products, inspirationImageId: image.id, public: 1 },
    201,
  );
  await ok(curator, 'POST', `/look-board/${b.id}/submit`);
  const approved = await client.api(admin, 'POST', `/admin/look-boards/${b.id}/approve`);
  expect(approved.status).toBe(200);
  return BigInt(approved.headers.get('x-event-position')!);
}

/** The meter's answer, once the projectors have passed `position` (the training's write). */
async function meter(body: unknown, position = training?.position ?? 0n, token?: string): Promise<Answer> {
  return freshRead(s.url, 'POST', '/v1/look-board/compatibility', body, { 'X-Min-Position': String(position), ...(token ? { Authorization: `Bearer ${token}` } : {}) });
}
const answer = async (roomTypeId: number | null, products: number[]): Promise<CompatibilityView> => {
  const r = await meter({ roomTypeId, products });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return compatibilityView.strict().parse(r.body.result);
};

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-compatibility-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'compatibility', 'compatibility-trainer'] });
  client = testClient(s, { readYourWrites: true });
  [curator, shop, admin] = await Promise.all([client.person('Cora'), client.person('Sol'), client.person('Ada', { role: 'admin' })]);
  for (const style of [SCANDI, INDUSTRIAL])
    for (const itemClassId of new Set([...PIECES[LIVING], ...PIECES[BEDROOM]])) product[style][itemClassId] = [await addProduct(style, itemClassId, 1), await addProduct(style, itemClassId, 2)];
  rejected = await addProduct(INDUSTRIAL, SOFA, 3);
  await ok(admin, 'POST', `/admin/products/${rejected}/reject`, { reason: 'Counterfeit' });
  for (const style of [SCANDI, INDUSTRIAL])
    for (const room of [LIVING, BEDROOM]) for (const n of [0, 1]) lastPublished = await publishBoard(style, room, PIECES[room].map((c) => product[style][c][n]));
}, 300_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST /v1/look-board/compatibility', () => {
  it('says so, with no score, while no model is trained', async () => {
    const r = await meter({ roomTypeId: LIVING, products: [product[SCANDI][SOFA][0], product[SCANDI][RUG][0]] }, 0n);
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ score: null, reasons: [{ code: 'no-model', text: 'The meter learns from published boards: no model is trained yet', effect: 'lowers' }], suggestion: null, trainedAt: null });
  });

  it('is trained from the published boards and approved products in the store', async () => {
    // The training reads the global log, which shows a write once every transaction begun before it
    // has ended (in the test cluster, other files' too): wait until the log shows the last board.
    expect(await waitForPosition(s.platform.pool, lastPublished, POLLING_BOUND_MS, ['look-boards'])).toBe(true);
    training = await trainCompatibilityModel(s.platform);
    expect(training).toMatchObject({ recorded: true, boards: 8, products: 28 });
    expect(training.position).not.toBeNull();
  });

  it('scores a board of one style above a clash of styles, and says why in words', async () => {
    // The same four pieces of a living room (no board published has these together), of one style or two.
    const coherent = await answer(LIVING, [product[SCANDI][SOFA][0], product[SCANDI][COFFEE_TABLE][1], product[SCANDI][RUG][0], product[SCANDI][FLOOR_LAMP][1]]);
    const clash = await answer(LIVING, [product[SCANDI][SOFA][0], product[INDUSTRIAL][COFFEE_TABLE][1], product[SCANDI][RUG][0], product[INDUSTRIAL][FLOOR_LAMP][1]]);
    expect(coherent.score).toBeGreaterThan(clash.score! + 20);
    expect(coherent.reasons).toContainEqual({ code: 'style', text: 'One style runs through it: Scandinavian', effect: 'raises' });
    expect(clash.reasons).toContainEqual({ code: 'style', text: 'Two styles clash: Scandinavian and Industrial', effect: 'lowers' });
    expect(coherent.trainedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('suggests the missing piece of the room, in the board’s own style, and the score it would give', async () => {
    const bedroom = await answer(BEDROOM, [product[INDUSTRIAL][BED][0], product[INDUSTRIAL][NIGHTSTAND][0], product[INDUSTRIAL][RUG][1]]);
    expect(bedroom.reasons).toContainEqual({ code: 'room-needs', text: 'A bedroom board usually has a table lamp', effect: 'lowers' });
    expect(bedroom.suggestion).toMatchObject({ itemClassId: TABLE_LAMP, title: expect.stringMatching(/^Piece 4-15-/), media: { userId: shop.id } });
    expect(product[INDUSTRIAL][TABLE_LAMP]).toContain(bedroom.suggestion!.productId);
    expect(bedroom.suggestion!.score).toBeGreaterThan(bedroom.score!);
    const withIt = await answer(BEDROOM, [product[INDUSTRIAL][BED][0], product[INDUSTRIAL][NIGHTSTAND][0], product[INDUSTRIAL][RUG][1], bedroom.suggestion!.productId]);
    expect(withIt.score).toBe(bedroom.suggestion!.score);
  });

  it('leaves out products it does not know or that were withdrawn, and scores nothing under two', async () => {
    const pieces = [product[SCANDI][BED][0], product[SCANDI][TABLE_LAMP][1]];
    const plain = await answer(BEDROOM, pieces);
    expect(await answer(BEDROOM, [...pieces, 2_000_000, rejected])).toEqual(plain);
    const one = await answer(BEDROOM, [product[SCANDI][BED][0], rejected]);
    expect(one.score).toBeNull();
    expect(one.reasons).toEqual([{ code: 'too-few', text: 'Add at least two products to see how well they go together', effect: 'lowers' }]);
    expect(one.suggestion?.productId).not.toBe(rejected);
    expect(await answer(null, [])).toMatchObject({ score: null, suggestion: null });
  });

  it('answers members and visitors alike, and refuses a malformed board with the fields named', async () => {
    const body = { roomTypeId: LIVING, products: [product[SCANDI][SOFA][0], product[SCANDI][RUG][0]] };
    const member = await meter(body, training.position!, curator.token);
    expect(member.status).toBe(200);
    expect(member.body).toEqual((await meter(body)).body);
    const tooMany = await meter({ roomTypeId: LIVING, products: Array.from({ length: 25 }, (_, i) => i + 1) });
    expect([tooMany.status, tooMany.body.errors]).toEqual([422, { products: ['Please select at most 24'] }]);
    const noRoom = await meter({ products: [] });
    expect([noRoom.status, noRoom.body.errors]).toEqual([422, { roomTypeId: ['This field is required'] }]);
  });

  it('is trained again once ten more boards are published, and not before', async () => {
    const first = await currentTraining(s.platform.pool);
    expect(first?.boards).toBe(8);
    const pieces = (n: number) => PIECES[LIVING].map((c) => product[n % 2 ? SCANDI : INDUSTRIAL][c][n % 2]);
    let position = 0n;
    for (let n = 0; n < RETRAIN_EVERY_BOARDS - 1; n++) position = await publishBoard(n % 2 ? SCANDI : INDUSTRIAL, LIVING, pieces(n));
    expect(await waitForPosition(s.platform.pool, position, 20_000, [COMPATIBILITY_TRAINER])).toBe(true);
    expect(await currentTraining(s.platform.pool)).toEqual(first);
    await publishBoard(SCANDI, LIVING, pieces(1));
    await vi.waitFor(async () => expect((await currentTraining(s.platform.pool))?.boards).toBe(8 + RETRAIN_EVERY_BOARDS), { timeout: 20_000, interval: 100 });
    const again = (await currentTraining(s.platform.pool))!;
    expect(again.trainedAt > first!.trainedAt).toBe(true);
    const r = await answer(LIVING, [product[SCANDI][SOFA][0], product[SCANDI][RUG][0]]);
    expect(r.trainedAt).toBe(again.trainedAt);
  });
});
