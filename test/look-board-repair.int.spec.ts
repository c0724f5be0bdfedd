import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lookBoardStream, lookBoardView, type ImageView, type LookBoardView, type ProductView } from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Boards that repair themselves, through the real server: a product on a board is rejected, the
 * board shows the substitute as a "Similar item" and its owner (only) accepts it or picks another
 * of the same item class; the board's products change only then, and it stays published.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // the board's owner
let ben: Person; // another member
let admin: Person;
let image: number;
const SOFA = 1;
const LAMP = 2;
// Sofas: the oak one on the board, a near walnut one, a far dearer leather one; lamps: the paper
// one on the board, a linen one near in price, a brass one.
let oakSofa: number, walnutSofa: number, leatherSofa: number, paperLamp: number, linenLamp: number, brassLamp: number;
let board: LookBoardView;
let hidden: LookBoardView;

async function upload(who: Person, type: 'inspirationImage' | 'product', colour: string): Promise<number> {
  return client.upload(who, type, await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer());
}
async function product(title: string, price: number, itemClassId: number, media: number): Promise<number> {
  const p = await ok<ProductView>(anna, 'POST', '/product', { mediaId: media, title, price, itemClassId, retailerUrl: 'https://www.example.com/item' }, 201);
  await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
  return p.id;
}
const boardFields = (over: Record<string, unknown> = {}) => ({
  title: 'Quiet reading corner',
  description: 'Oak, paper and soft light',
  message: 'Start with the sofa',
  type: 'room',
  roomTypeId: 1,
  styleId: 2,
  columns: 1,
  products: [oakSofa, paperLamp],
  inspirationImageId: image,
  public: 1,
  ...over,
});
/** The board as its owner sees it once the repair has offered something for `productId`. */
const offered = (id: number, productId: number) =>
  vi.waitFor(
    async () => {
      const b = await ok<LookBoardView>(anna, 'GET', `/look-board/${id}`);
      expect(b.substitutes?.map((o) => o.productId)).toContain(productId);
      return b;
    },
    { timeout: 10_000 },
  );
const replacements = async (id: number) =>
  (await s.platform.store.readStream(lookBoardStream(id))).events.filter((e) => e.type === 'LookBoardProductReplaced').map((e) => e.data);

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-repair-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'look-board-repair', 'taste', 'exact-items', 'compatibility', 'compatibility-trainer'] });
  client = testClient(s);
  [anna, ben, admin] = await Promise.all([client.person('Anna'), client.person('Ben'), client.person('Ada', { role: 'admin' })]);
  image = (await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: await upload(anna, 'inspirationImage', '#c0392b'), title: 'Reading corner', styles: [2], roomTypeId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  const media = await upload(anna, 'product', '#2980b9');
  oakSofa = await product('Oak sofa', 100_000, SOFA, media);
  walnutSofa = await product('Walnut sofa', 105_000, SOFA, media);
  leatherSofa = await product('Leather sofa', 900_000, SOFA, media);
  paperLamp = await product('Paper lamp', 5_000, LAMP, media);
  linenLamp = await product('Linen lamp', 5_200, LAMP, media);
  brassLamp = await product('Brass lamp', 8_000, LAMP, media);
  board = await ok<LookBoardView>(anna, 'POST', '/look-board', boardFields(), 201);
  await ok(anna, 'POST', `/look-board/${board.id}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${board.id}/approve`);
  hidden = await ok<LookBoardView>(anna, 'POST', '/look-board', boardFields({ title: 'Private corner', public: 0 }), 201);
  await ok(admin, 'POST', `/admin/products/${oakSofa}/reject`, { reason: 'Counterfeit' });
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('a board whose product was rejected', () => {
  it('shows everyone the substitute as a "Similar item" in its slot, and its owner the offer', async () => {
    const mine = await offered(board.id, oakSofa);
    expect(mine.substitutes).toEqual([{ productId: oakSofa, title: 'Oak sofa', itemClassId: SOFA, substituteId: walnutSofa, reason: 'rejected', offeredAt: expect.any(String) }]);
    const seen = await ok<LookBoardView>(null, 'GET', `/look-board/${board.id}`);
    expect(lookBoardView.strict().parse(seen)).toEqual(seen);
    expect(seen.products).toEqual([oakSofa, paperLamp]);
    expect(seen.productsPreview.map((p) => [p.id, p.substituteFor])).toEqual([
      [walnutSofa, oakSofa],
      [paperLamp, undefined],
    ]);
    expect(seen.substitutes).toBeUndefined();
  });

  it('lets only its owner accept: 401 without a token, 403 for another member, 404 on a board they may not see or with no offer', async () => {
    await offered(hidden.id, oakSofa);
    const accept = (who: Person | null, id: number, productId: number) => api(who, 'POST', `/look-board/${id}/substitutes/${productId}/accept`);
    expect((await accept(null, board.id, oakSofa)).status).toBe(401);
    const refused = await accept(ben, board.id, oakSofa);
    expect([refused.status, refused.body.message]).toEqual([403, 'You can only change your own look boards.']);
    expect((await accept(ben, hidden.id, oakSofa)).status).toBe(404);
    const none = await accept(anna, board.id, paperLamp);
    expect([none.status, none.body.message]).toEqual([404, 'No suggestion is waiting for this product.']);
    expect(await replacements(board.id)).toEqual([]);
  });

  it('puts the suggestion in the slot when the owner accepts, and keeps the board published', async () => {
    const r = await api(anna, 'POST', `/look-board/${board.id}/substitutes/${oakSofa}/accept`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-event-position')).toMatch(/^\d+$/);
    const after = r.body.result as LookBoardView;
    expect(after).toMatchObject({ products: [walnutSofa, paperLamp], substitutes: [], status: 'approved' });
    expect(after.productsPreview.map((p) => [p.id, p.substituteFor])).toEqual([
      [walnutSofa, undefined],
      [paperLamp, undefined],
    ]);
    expect(await replacements(board.id)).toMatchObject([{ from: oakSofa, to: walnutSofa, by: 'accepted' }]);
    expect((await api(anna, 'POST', `/look-board/${board.id}/substitutes/${oakSofa}/accept`)).status).toBe(404);
    const seen = await api(null, 'GET', `/look-board/${board.id}`, undefined, { 'X-Min-Position': r.headers.get('x-event-position') as string });
    expect((seen.body.result as LookBoardView).products).toEqual([walnutSofa, paperLamp]);
  });

  it('puts another product of the same item class in the slot when the owner picks one', async () => {
    await ok(admin, 'POST', `/admin/products/${paperLamp}/reject`, { reason: 'Broken link' });
    const mine = await offered(board.id, paperLamp);
    expect(mine.substitutes).toMatchObject([{ productId: paperLamp, substituteId: linenLamp }]);
    const pick = (who: Person | null, substituteId: unknown) => api(who, 'POST', `/look-board/${board.id}/substitutes/${paperLamp}/pick`, { substituteId });
    expect((await pick(ben, brassLamp)).status).toBe(403);
    const sofa = await pick(anna, leatherSofa);
    expect([sofa.status, sofa.body.errors]).toEqual([422, { substituteId: ['Please choose a product of the same kind'] }]);
    const gone = await pick(anna, oakSofa);
    expect([gone.status, gone.body.errors]).toEqual([422, { substituteId: ['This product is not available; please choose another'] }]);
    expect((await pick(anna, undefined)).status).toBe(422);
    const picked = await pick(anna, brassLamp);
    expect(picked.status).toBe(200);
    expect(picked.body.result).toMatchObject({ products: [walnutSofa, brassLamp], substitutes: [], status: 'approved' });
    expect((await replacements(board.id)).at(-1)).toMatchObject({ from: paperLamp, to: brassLamp, by: 'picked' });
  });
});
