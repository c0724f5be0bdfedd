import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageView, LookBoardView, ProductView } from '@decorlook/domain';
import { budgetsView, type BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { tierOfPrice, type ClassPrices } from '@decorlook/domain/recommendations/budgets';
import { trainCompatibilityModel } from '@decorlook/command-api/recommendations/train-compatibility';
import { freshRead, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The same look at three budgets through the real server: each tier's pieces (the board's own in
 * the tier of its price, the rest the nearest the band's middle while no model is trained),
 * totals, who sees them, the exact items the curator or the picture's credited owner confirm
 * (and nobody else), and products that are not approved never offered.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // curates the boards
let ben: Person; // anyone else
let cleo: Person; // the picture's credited owner
let admin: Person;
const visitor = null;

const SOFA = 1;
const LAMP = 2;
const RUG = 3;
const productMedia = new Map<number, number>();
async function product(who: Person, title: string, price: number, itemClassId: number, approval: 'approved' | 'pending' | 'rejected' = 'approved', retailerUrl?: string): Promise<number> {
  if (!productMedia.has(who.id)) productMedia.set(who.id, await client.upload(who, 'product', await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2980b9' } }).png().toBuffer()));
  const { id } = await ok<ProductView>(who, 'POST', '/product', { mediaId: productMedia.get(who.id), title, price, itemClassId, ...(retailerUrl ? { retailerUrl } : {}) }, 201);
  if (approval !== 'pending') await ok(admin, 'POST', `/admin/products/${id}/approve`);
  if (approval === 'rejected') await ok(admin, 'POST', `/admin/products/${id}/reject`, { reason: 'Counterfeit' });
  return id;
}
let shade = 0;
async function image(who: Person, title: string, approve = true): Promise<number> {
  // Another picture each time (the same bytes are the same upload).
  shade += 16;
  const media = await client.upload(who, 'inspirationImage', await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: shade, g: 80, b: 120 } } }).png().toBuffer());
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId: media, title, styles: [1], roomTypeId: 1 }, 201);
  if (approve) await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}
async function board(who: Person, title: string, inspirationImageId: number, products: number[], isPublic = true): Promise<number> {
  const b = await ok<LookBoardView>(
    who,
    'POST',
    '/look-board',
    { title, description: 'A calm look', message: 'Enjoy', type: 'room', roomTypeId: 1, styleId: 1, columns: 2, products, inspirationImageId, public: isPublic ? 1 : 0 },
    201,
  );
  await ok(who, 'POST', `/look-board/${b.id}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${b.id}/approve`);
  return b.id;
}

const budgetsOf = async (who: Person | null, url: string): Promise<BudgetsView> => budgetsView.strict().parse(await ok(who, 'GET', url));
const tier = (b: BudgetsView, name: 'save' | 'mid' | 'splurge') => b.tiers.find((t) => t.tier === name)!;
const pieces = (b: BudgetsView, name: 'save' | 'mid' | 'splurge') => tier(b, name).items.map((i) => [i.slot, i.product.id, i.match]);
const offered = (b: BudgetsView) => b.tiers.flatMap((t) => t.items.map((i) => i.product.id));

// Sofas (approved): 100, 150, 300, 400, 500, 600, 700, 800, 900 (in hundreds of cents): cut at 300 and 600.
// Lamps (approved): 30, 50, 80: cut at 30 and 50. The board: the 500 sofa (Mid) and the 50 lamp (Mid).
let room: number, attic: number, pendingRoom: number;
let sofas: Record<number, number>;
let lamps: Record<number, number>;
let rejectedSofa: number, pendingSofa: number;
let look: number, privateLook: number;
let rug: number, otherRug: number, rugLook: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-budgets-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'look-board-repair', 'taste', 'exact-items', 'compatibility', 'compatibility-trainer'] });
  client = testClient(s, { readYourWrites: true });
  [anna, ben, cleo, admin] = await Promise.all([client.person('Anna'), client.person('Ben'), client.person('Cleo'), client.person('Ada', { role: 'admin' })]);

  room = await image(ben, 'Calm living room');
  attic = await image(ben, 'Sunny attic');
  pendingRoom = await image(ben, 'Unreviewed loft', false);
  // Cleo's credit claim on the room, approved: she is its credited owner.
  const claim = await ok<{ id: number }>(
    cleo,
    'POST',
    `/inspiration-image/${room}/credit-claim`,
    { fullName: 'Cleo Maker', email: 'cleo.credit@example.com', creditName: 'Cleo Interiors', creditUrl: 'https://cleo.example.com', permission: 'open', message: 'I designed this room.', accurate: true, signature: 'Cleo Maker' },
    201,
  );
  await ok(admin, 'POST', `/admin/credit-claims/${claim.id}/approve`);

  sofas = {};
  for (const price of [100, 150, 300, 400, 500, 600, 700, 800, 900]) sofas[price] = await product(ben, `Sofa ${price}`, price * 100, SOFA, 'approved', `https://www.westelm.com/p/sofa-${price}`);
  lamps = {};
  for (const price of [30, 50, 80]) lamps[price] = await product(ben, `Lamp ${price}`, price * 100, LAMP);
  // Nearest the Save band's middle (200), but not approved: never offered.
  rejectedSofa = await product(ben, 'Rejected sofa', 20_000, SOFA, 'rejected');
  pendingSofa = await product(anna, 'Pending sofa', 20_500, SOFA, 'pending');

  look = await board(anna, 'Calm living', room, [sofas[500], lamps[50]]);
  privateLook = await board(anna, 'Private calm', room, [sofas[500], lamps[50]], false);
  rug = await product(ben, 'Wool rug', 5_000, RUG);
  otherRug = await product(ben, 'Jute rug', 6_000, RUG);
  rugLook = await board(anna, 'Rug corner', attic, [rug, lamps[30]]);
  // Placed, then rejected: the rug stays on its board, but no budget offers it.
  await ok(admin, 'POST', `/admin/products/${rug}/reject`, { reason: 'Counterfeit' });
}, 240_000);
afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('GET /v1/look-board/{id}/budgets', () => {
  it('offers the look at Save, Mid and Splurge, the board’s own pieces in the tier of their price, the rest nearest the middle of the band', async () => {
    const b = await budgetsOf(visitor, `/look-board/${look}/budgets`);
    expect(b.lookBoardId).toBe(look);
    // No compatibility model is trained yet, and the answer says so.
    expect([b.ranking, b.trainedAt]).toEqual(['price', null]);
    expect(b.tiers.map((t) => t.tier)).toEqual(['save', 'mid', 'splurge']);
    expect(pieces(b, 'save')).toEqual([
      [0, sofas[150], 'similar'],
      [1, lamps[30], 'similar'],
    ]);
    expect(pieces(b, 'mid')).toEqual([
      [0, sofas[500], 'similar'],
      [1, lamps[50], 'similar'],
    ]);
    expect(pieces(b, 'splurge')).toEqual([
      [0, sofas[800], 'similar'],
      [1, lamps[80], 'similar'],
    ]);
    expect(b.tiers.map((t) => t.total)).toEqual([18_000, 55_000, 88_000]);
    expect(b.tiers.every((t) => t.unfilled.length === 0)).toBe(true);
    // Only the board's own pieces, in the tier of their price, are on the board.
    expect(b.tiers.map((t) => t.items.map((i) => i.onBoard))).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
  });

  it('shows each product as the board page does, with the same shop link', async () => {
    const b = await budgetsOf(ben, `/look-board/${look}/budgets`);
    const [onBoard] = await ok<ProductView[]>(ben, 'POST', '/productslb', { products: [sofas[500]], lookBoardId: look });
    expect(tier(b, 'mid').items[0].product).toEqual(onBoard);
    expect(tier(b, 'splurge').items[0].product).toMatchObject({ id: sofas[800], shopUrl: expect.stringContaining('westelm.com/p/sofa-800'), approval: 'approved' });
  });

  it('never offers a product that is not approved: rejected, pending, or rejected after it was placed', async () => {
    for (const who of [visitor, anna, ben, admin]) {
      const b = await budgetsOf(who, `/look-board/${look}/budgets`);
      expect(offered(b)).not.toContain(rejectedSofa);
      expect(offered(b)).not.toContain(pendingSofa);
    }
    const r = await budgetsOf(anna, `/look-board/${rugLook}/budgets`);
    expect(offered(r)).not.toContain(rug);
    // The rug's slot is filled by its class: the one other rug, at the only price rugs have (Save).
    expect(pieces(r, 'save')).toEqual([
      [0, otherRug, 'similar'],
      [1, lamps[30], 'similar'],
    ]);
    expect([tier(r, 'mid').unfilled, tier(r, 'splurge').unfilled]).toEqual([[0], [0]]);
  });

  it('answers 404 to whoever may not see the board, as the board itself', async () => {
    expect((await api(visitor, 'GET', `/look-board/${privateLook}/budgets`)).status).toBe(404);
    expect((await api(ben, 'GET', `/look-board/${privateLook}/budgets`)).status).toBe(404);
    expect((await api(visitor, 'GET', '/look-board/999999/budgets')).status).toBe(404);
    expect(tier(await budgetsOf(anna, `/look-board/${privateLook}/budgets`), 'mid').items).toHaveLength(2);
  });
});

describe('GET /v1/inspiration-image/{id}/budgets', () => {
  it("offers the look of the image's best published board", async () => {
    const b = await budgetsOf(visitor, `/inspiration-image/${room}/budgets`);
    expect(b.lookBoardId).toBe(look);
    expect(b.tiers.map((t) => t.total)).toEqual([18_000, 55_000, 88_000]);
  });

  it('answers no tiers for an image without boards, and 404 for one the caller may not see', async () => {
    const none = await budgetsOf(visitor, `/inspiration-image/${await image(ben, 'No boards yet')}/budgets`);
    expect([none.lookBoardId, none.tiers]).toEqual([null, []]);
    expect((await api(visitor, 'GET', `/inspiration-image/${pendingRoom}/budgets`)).status).toBe(404);
    expect((await api(visitor, 'GET', '/inspiration-image/999999/budgets')).status).toBe(404);
  });
});

describe('POST /v1/look-board/{id}/exact-items', () => {
  it("lets the picture's credited owner and the curator confirm an exact item, labelled so in its tier", async () => {
    expect(await ok(cleo, 'POST', `/look-board/${look}/exact-items`, { productId: sofas[500], exact: true })).toEqual({ lookBoardId: look, productId: sofas[500], exact: true });
    expect(await ok(anna, 'POST', `/look-board/${look}/exact-items`, { productId: lamps[50], exact: true })).toEqual({ lookBoardId: look, productId: lamps[50], exact: true });
    const b = await budgetsOf(visitor, `/look-board/${look}/budgets`);
    expect(pieces(b, 'mid')).toEqual([
      [0, sofas[500], 'exact'],
      [1, lamps[50], 'exact'],
    ]);
    // The other tiers' pieces are only like it.
    expect(tier(b, 'save').items.map((i) => i.match)).toEqual(['similar', 'similar']);
    expect(tier(await budgetsOf(visitor, `/inspiration-image/${room}/budgets`), 'mid').items.map((i) => i.match)).toEqual(['exact', 'exact']);
  });

  it('lets them withdraw it: the item is similar again', async () => {
    expect(await ok(anna, 'POST', `/look-board/${look}/exact-items`, { productId: lamps[50], exact: false })).toEqual({ lookBoardId: look, productId: lamps[50], exact: false });
    expect(pieces(await budgetsOf(visitor, `/look-board/${look}/budgets`), 'mid')).toEqual([
      [0, sofas[500], 'exact'],
      [1, lamps[50], 'similar'],
    ]);
  });

  it('tells the curator and the credited owner, and nobody else, that they may say which items are exact', async () => {
    const may = async (who: Person | null, url: string) => (await budgetsOf(who, url)).mayConfirmExactItems;
    expect(await Promise.all([anna, cleo, ben, admin, visitor].map((who) => may(who, `/look-board/${look}/budgets`)))).toEqual([true, true, false, false, false]);
    expect(await Promise.all([anna, cleo, ben].map((who) => may(who, `/inspiration-image/${room}/budgets`)))).toEqual([true, true, false]);
    expect(await Promise.all([anna, cleo].map((who) => may(who, `/look-board/${rugLook}/budgets`)))).toEqual([true, false]);
  });

  it('refuses anyone else: 403 to a member who sees the board, 404 where they may not see it, 401 to visitors', async () => {
    const r = await api(ben, 'POST', `/look-board/${look}/exact-items`, { productId: lamps[50], exact: true });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("Only the look board's curator or the picture's credited owner can say which items are exact.");
    expect((await api(admin, 'POST', `/look-board/${look}/exact-items`, { productId: lamps[50], exact: true })).status).toBe(403);
    expect((await api(cleo, 'POST', `/look-board/${privateLook}/exact-items`, { productId: lamps[50], exact: true })).status).toBe(404);
    expect((await api(visitor, 'POST', `/look-board/${look}/exact-items`, { productId: lamps[50], exact: true })).status).toBe(401);
    // Cleo is credited for the room, not for the attic the rug board was made from.
    expect((await api(cleo, 'POST', `/look-board/${rugLook}/exact-items`, { productId: lamps[30], exact: true })).status).toBe(403);
    expect(pieces(await budgetsOf(visitor, `/look-board/${look}/budgets`), 'mid')[1]).toEqual([1, lamps[50], 'similar']);
  });

  it('confirms only a product on the board, and asks for what is missing', async () => {
    const off = await api(anna, 'POST', `/look-board/${look}/exact-items`, { productId: sofas[900], exact: true });
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual({ productId: ['This product is not on this look board'] });
    const missing = await api(anna, 'POST', `/look-board/${look}/exact-items`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ productId: ['This field is required'], exact: ['This field is required'] });
  });
});

describe('once a compatibility model is trained', () => {
  it('ranks each slot by it, says when it was trained, and still keeps to the bands and approved products', async () => {
    const training = await trainCompatibilityModel(s.platform);
    expect(training.recorded).toBe(true);
    const r = await freshRead(s.url, 'GET', `/v1/look-board/${look}/budgets`, undefined, { 'X-Min-Position': String(training.position) });
    expect(r.status).toBe(200);
    const b = budgetsView.strict().parse(r.body.result);
    expect(b.ranking).toBe('compatibility');
    expect(b.trainedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const bands: Record<number, ClassPrices> = {
      [SOFA]: { itemClassId: SOFA, min: 10_000, low: 30_000, high: 60_000, max: 90_000 },
      [LAMP]: { itemClassId: LAMP, min: 3_000, low: 3_000, high: 5_000, max: 8_000 },
    };
    for (const t of b.tiers) {
      expect(t.items.map((i) => i.slot)).toEqual([0, 1]);
      for (const i of t.items) expect([i.product.itemClassId, tierOfPrice(bands[i.product.itemClassId], i.product.price)]).toEqual([i.slot === 0 ? SOFA : LAMP, t.tier]);
      expect(t.total).toBe(t.items.reduce((sum, i) => sum + i.product.price, 0));
    }
    expect(pieces(b, 'mid')).toEqual([
      [0, sofas[500], 'exact'],
      [1, lamps[50], 'similar'],
    ]);
    expect(offered(b)).not.toContain(rejectedSofa);
    expect(offered(b)).not.toContain(pendingSofa);
  });
});
