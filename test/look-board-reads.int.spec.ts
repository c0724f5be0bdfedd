import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOOK_BOARD_IN_REVIEW,
  VISITOR_RESULT_LIMIT,
  imageView,
  lookBoardSearchAnswer,
  lookBoardView,
  mixMatchView,
  moderationItemView,
  productOnBoardView,
  productView,
  type ImageView,
  type LookBoardView,
  type ProductView,
} from '@decorlook/domain';
import { START, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { contextFor, isReactor, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { createProjectors } from '@decorlook/projectors';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The look boards' reads through the real server: who sees which board (owner, other member,
 * admin, visitor), the search's sources, filters and sorts on a hand-counted fixture, the counts
 * as people like, vote and rate, product and image pages, Mix & Matches, the moderation queue,
 * and the read models rebuilt by a replay (and fed every event again) to the same answers.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
const statusOf = async (who: Person | null, method: string, url: string, body?: unknown) => (await api(who, method, url, body)).status;

let anna: Person; // curates most boards
let ben: Person; // another member, with one board
let cara: Person; // a member who only likes and rates
let admin: Person;
const visitor = null;

let png: Buffer;
const media = new Map<string, number>();
async function mediaOf(who: Person, type: 'inspirationImage' | 'product'): Promise<number> {
  const key = `${who.id}-${type}`;
  if (!media.has(key)) media.set(key, await client.upload(who, type, png, 'room.png'));
  return media.get(key)!;
}

async function addImage(who: Person, title: string, approve = true): Promise<number> {
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId: await mediaOf(who, 'inspirationImage'), title, styles: [1], roomTypeId: 1 }, 201);
  if (approve) await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}
async function addProduct(who: Person, title: string, price: number, approve = true): Promise<number> {
  const { id } = await ok<ProductView>(who, 'POST', '/product', { mediaId: await mediaOf(who, 'product'), title, price, itemClassId: 1 }, 201);
  if (approve) await ok(admin, 'POST', `/admin/products/${id}/approve`);
  return id;
}

interface BoardFields {
  title: string;
  inspirationImageId: number;
  products: number[];
  columns?: number;
  type?: 'room' | 'single' | 'makeOver';
  roomTypeId?: number;
  itemClassId?: number;
  styleId?: number;
  public?: 0 | 1;
  description?: string;
}
type Stage = 'draft' | 'submitted' | 'approved';
async function board(who: Person, f: BoardFields, stage: Stage = 'approved'): Promise<number> {
  const type = f.type ?? 'room';
  const { id } = await ok<LookBoardView>(
    who,
    'POST',
    '/look-board',
    {
      description: 'A calm look',
      message: 'Enjoy',
      type,
      styleId: 1,
      columns: 2,
      ...(type === 'room' ? { roomTypeId: 1 } : {}),
      ...(type === 'single' ? { itemClassId: 1 } : {}),
      ...f,
    },
    201,
  );
  if (stage !== 'draft') await ok(who, 'POST', `/look-board/${id}/submit`);
  if (stage === 'approved') await ok(admin, 'POST', `/admin/look-boards/${id}/approve`);
  return id;
}

const ids = (list: unknown) => (list as { id: number }[]).map((x) => x.id);
type SearchAnswer = { result: LookBoardView[]; total: number };
async function search(who: Person | null, body: Record<string, unknown>): Promise<SearchAnswer> {
  const r = await api(who, 'POST', '/look-board/search', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as SearchAnswer;
}
const searchIds = async (who: Person | null, body: Record<string, unknown>) => ids((await search(who, body)).result);

// The fixture. Images: img1 (Anna), img2 (Ben), img3 (Ben, for the fillers), pendingImg (Ben, not approved).
// Products: p1..p4 approved, p5 approved then rejected once on Ben's board, p6 Anna's own, pending.
// Boards, in this order:
//   A1 Anna, img1, 2 columns, room 1, style 1, [p1, p2], published;
//   A2 Anna, img1, 1 column, single (item class 2), style 2, [p3], published;
//   A3 Anna, img2, 3 columns, makeOver, style 3, [p1, p2, p3], published;
//   A4 Anna, img1, private, approved;   A5 Anna, img1, draft [p6];   A6 Anna, img1, submitted;
//   B1 Ben, img2, room 2, style 1, [p2, p4, p5], published; then 30 published fillers (Ben, style 9, img3).
let img1: number, img2: number, img3: number, pendingImg: number;
let p1: number, p2: number, p3: number, p4: number, p5: number, p6: number;
let fillers: number[];
let A1: number, A2: number, A3: number, A4: number, A5: number, A6: number, B1: number;
const FILLERS = 30;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-boards-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'look-board-repair', 'taste', 'exact-items', 'compatibility', 'compatibility-trainer'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  anna = await client.person('Anna', { lastName: 'Lind' });
  ben = await client.person('Ben', { lastName: 'Berg' });
  cara = await client.person('Cara', { lastName: 'Holm' });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });

  img1 = await addImage(anna, 'Scandinavian living room');
  img2 = await addImage(ben, 'Boho bedroom');
  img3 = await addImage(ben, 'Filler room');
  pendingImg = await addImage(ben, 'Unreviewed attic', false);
  p1 = await addProduct(anna, 'Oak sofa', 45_000);
  p2 = await addProduct(anna, 'Walnut armchair', 12_000);
  p3 = await addProduct(ben, 'Rattan table', 8_000);
  p4 = await addProduct(ben, 'Linen lamp', 3_000);
  p5 = await addProduct(ben, 'Wool rug', 500);
  p6 = await addProduct(anna, 'Pending mirror', 2_000, false);

  A1 = await board(anna, { title: 'Scandinavian calm', description: 'Pale oak and linen', inspirationImageId: img1, products: [p1, p2], styleId: 1 });
  A2 = await board(anna, { title: 'Boho corner', inspirationImageId: img1, products: [p3], columns: 1, type: 'single', itemClassId: 2, styleId: 2 });
  A3 = await board(anna, { title: 'Makeover magic', inspirationImageId: img2, products: [p1, p2, p3], columns: 3, type: 'makeOver', styleId: 3 });
  A4 = await board(anna, { title: 'Private study', inspirationImageId: img1, products: [p1, p2], public: 0 });
  A5 = await board(anna, { title: 'Draft den', inspirationImageId: img1, products: [p6] }, 'draft');
  A6 = await board(anna, { title: 'Waiting hall', inspirationImageId: img1, products: [p1, p2] }, 'submitted');
  B1 = await board(ben, { title: 'Scandinavian nook', inspirationImageId: img2, products: [p2, p4, p5], roomTypeId: 2, styleId: 1 });
  fillers = [];
  for (let i = 0; i < FILLERS; i++) fillers.push(await board(ben, { title: `Filler ${i}`, inspirationImageId: img3, products: [p3, p4], styleId: 9 }));
  // p5 is rejected after it was placed: it stays on B1, flagged.
  await ok(admin, 'POST', `/admin/products/${p5}/reject`, { reason: 'Counterfeit' });

  // A1: liked by Ben and Cara, voted by Ben, rated 5 (Ben) and 4 (Cara). A3: rated 3 by Ben.
  await ok(ben, 'POST', `/look-board/${A1}/like`, { isLiked: true });
  await ok(cara, 'POST', `/look-board/${A1}/like`, { isLiked: true });
  await ok(ben, 'POST', `/look-board/${A1}/vote`, { vote: true });
  await ok(ben, 'POST', `/look-board/${A1}/rate`, { rate: 5 });
  await ok(cara, 'POST', `/look-board/${A1}/rate`, { rate: 4 });
  await ok(ben, 'POST', `/look-board/${A3}/rate`, { rate: 3 });
}, 240_000);
afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('GET /v1/look-board/{id}', () => {
  it('shows a published board to everybody in the exact answer shape, with previews, image, owner and the caller’s marks', async () => {
    const seen = lookBoardView.strict().parse(await ok(visitor, 'GET', `/look-board/${A1}`));
    const publicUrl = s.platform.settings.publicUrl;
    expect(seen).toMatchObject({
      id: A1,
      title: 'Scandinavian calm',
      slug: 'scandinavian-calm',
      description: 'Pale oak and linen',
      message: 'Enjoy',
      type: 'room',
      roomTypeId: 1,
      itemClassId: null,
      styleId: 1,
      color: '#f4efe6',
      columns: 2,
      columnCount: 2,
      products: [p1, p2],
      totalPrice: 57_000,
      inspirationImageId: img1,
      image: { id: img1, title: 'Scandinavian living room', slug: 'scandinavian-living-room' },
      requestId: null,
      public: 1,
      visibility: 'public',
      draft: false,
      status: 'approved',
      stages: [
        { name: 'Saved to File', done: true },
        { name: 'Reviewed', done: true },
        { name: 'Approved', done: true },
        { name: 'Sent', done: false },
        { name: 'Published', done: true },
      ],
      rejectionReason: null,
      shareUrl: `${publicUrl}/look-board/${A1}/scandinavian-calm`,
      socialImages: { standard: `/social/look-board/${A1}/standard.png`, pinterest: `/social/look-board/${A1}/pinterest.png` },
      ownerId: anna.id,
      owner: { id: anna.id, displayName: 'Anna Lind', avatar: null },
      likesCount: 2,
      isLiked: false,
      votesCount: 1,
      isVoted: false,
      rating: 4.5,
      ratingsCount: 2,
      rate: null,
      myRate: null,
    });
    expect(seen.productsPreview).toEqual([
      { id: p1, title: 'Oak sofa', slug: 'oak-sofa', media: { userId: anna.id, hash: expect.stringMatching(/^[0-9a-f]{32}$/) }, price: 45_000, approval: 'approved' },
      { id: p2, title: 'Walnut armchair', slug: 'walnut-armchair', media: { userId: anna.id, hash: expect.stringMatching(/^[0-9a-f]{32}$/) }, price: 12_000, approval: 'approved' },
    ]);
    expect(seen.image?.media.userId).toBe(anna.id);
    expect(seen.publishedAt).not.toBeNull();
    expect(await ok(ben, 'GET', `/look-board/${A1}`)).toMatchObject({ isLiked: true, isVoted: true, rate: 5, myRate: 5 });
    expect(await ok(cara, 'GET', `/look-board/${A1}`)).toMatchObject({ isLiked: true, isVoted: false, rate: 4, myRate: 4 });
    expect(await ok(anna, 'GET', `/look-board/${A1}`)).toMatchObject({ isLiked: false, isVoted: false, rate: null, myRate: null });
  });

  it('answers the same board the command answered', async () => {
    const id = await board(anna, { title: 'Twin check', inspirationImageId: img1, products: [p1, p2] }, 'draft');
    const edited = await ok<LookBoardView>(anna, 'POST', `/look-board/${id}/update-banner-color`, { color: '#123456' });
    expect(await ok(anna, 'GET', `/look-board/${id}`)).toEqual(edited);
    await ok(anna, 'DELETE', `/look-board/${id}`);
  });

  it('shows a private, draft or submitted board to its owner and admins only (404 to others)', async () => {
    for (const id of [A4, A5, A6]) {
      for (const [who, status] of [
        [anna, 200],
        [admin, 200],
        [ben, 404],
        [visitor, 404],
      ] as const) {
        expect(await statusOf(who, 'GET', `/look-board/${id}`), `board ${id}`).toBe(status);
      }
    }
    expect(await ok(anna, 'GET', `/look-board/${A4}`)).toMatchObject({ public: 0, visibility: 'private', status: 'approved', publishedAt: null });
    expect(await ok(anna, 'GET', `/look-board/${A5}`)).toMatchObject({ draft: true, status: 'draft', stages: expect.arrayContaining([{ name: 'Reviewed', done: false }]) });
    expect(await ok(admin, 'GET', `/look-board/${A6}`)).toMatchObject({ draft: false, status: 'submitted', stages: expect.arrayContaining([{ name: 'Reviewed', done: false }]) });
    // Others learn only that a public board is waiting for review (its share link works once approved); a private or draft one is not found.
    for (const who of [ben, visitor]) expect((await api(who, 'GET', `/look-board/${A6}`)).body).toEqual({ message: LOOK_BOARD_IN_REVIEW });
    for (const id of [A4, A5]) expect((await api(ben, 'GET', `/look-board/${id}`)).body).toEqual({ message: 'No such look board.' });
    // The owner's own pending product shows on the draft, not yet counted in the price.
    expect(await ok(anna, 'GET', `/look-board/${A5}`)).toMatchObject({ productsPreview: [expect.objectContaining({ id: p6, approval: 'pending' })], totalPrice: 0 });
    expect(await statusOf(visitor, 'GET', '/look-board/999999')).toBe(404);
    expect(await statusOf(visitor, 'GET', '/look-board/abc')).toBe(422);
  });

  it('shows the rejection reason to the owner and admins only', async () => {
    const id = await board(anna, { title: 'Rejected room', inspirationImageId: img1, products: [p1, p2] }, 'submitted');
    await ok(admin, 'POST', `/admin/look-boards/${id}/reject`, { reason: 'Blurry products' });
    expect(await ok(anna, 'GET', `/look-board/${id}`)).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry products' });
    expect(await ok(admin, 'GET', `/look-board/${id}`)).toMatchObject({ rejectionReason: 'Blurry products' });
    expect(await statusOf(ben, 'GET', `/look-board/${id}`)).toBe(404);
    await ok(anna, 'DELETE', `/look-board/${id}`);
  });

  it('shows a "Similar item" in the slot of a product rejected after it was placed, priced in its stead', async () => {
    // p5 went; the nearest in price of its item class not on the board stands in for it (p3).
    const b1 = await vi.waitFor(
      async () => {
        const b = await ok<LookBoardView>(visitor, 'GET', `/look-board/${B1}`);
        expect(b.productsPreview.map((p) => [p.id, p.approval, p.substituteFor])).toEqual([
          [p2, 'approved', undefined],
          [p4, 'approved', undefined],
          [p3, 'approved', p5],
        ]);
        return b;
      },
      { timeout: 10_000 },
    );
    expect(b1.products).toEqual([p2, p4, p5]);
    expect(b1.totalPrice).toBe(12_000 + 3_000 + 8_000);
    // The offer waits for its owner's answer: shown to them, not to others.
    expect(b1.substitutes).toBeUndefined();
    expect((await ok<LookBoardView>(ben, 'GET', `/look-board/${B1}`)).substitutes).toMatchObject([{ productId: p5, substituteId: p3, reason: 'rejected' }]);
  });

  it('takes a deleted board out of every read', async () => {
    const gone = await board(anna, { title: 'Soon deleted sunroom', inspirationImageId: img2, products: [p1, p4] });
    await ok(ben, 'POST', `/look-board/${gone}/like`, { isLiked: true });
    expect(await searchIds(visitor, { search: 'sunroom' })).toEqual([gone]);
    await ok(anna, 'DELETE', `/look-board/${gone}`);
    for (const who of [anna, admin, visitor]) expect(await statusOf(who, 'GET', `/look-board/${gone}`)).toBe(404);
    expect(await searchIds(visitor, { search: 'sunroom' })).toEqual([]);
    expect(await searchIds(anna, { source: 'my', search: 'sunroom' })).toEqual([]);
    expect(await searchIds(ben, { source: 'liked' })).not.toContain(gone);
    expect(ids(await ok(anna, 'POST', '/look-board/find-ids', { lookBoards: [gone, A1] }))).toEqual([A1]);
    expect(ids(await ok(visitor, 'GET', `/inspiration-image/${img2}/view-look-boards`))).not.toContain(gone);
    expect(ids(await ok(visitor, 'GET', `/product/${p4}/view-look-boards`))).not.toContain(gone);
    expect(await statusOf(anna, 'POST', '/look-board/share', { lookBoardId: gone })).toBe(404);
  });
});

describe('POST /v1/look-board/search', () => {
  const named = { styles: [1, 2, 3] }; // everything but the fillers (style 9)

  it('lists published boards, filtered by type, style, room, item class, image and text', async () => {
    const all = await search(anna, { ...named, limit: 50 });
    lookBoardSearchAnswer.parse(all);
    for (const b of all.result) lookBoardView.strict().parse(b);
    expect(ids(all.result)).toEqual([B1, A3, A2, A1]);
    expect(all.total).toBe(4);
    expect(await searchIds(anna, { ...named, type: 'room' })).toEqual([B1, A1]);
    expect(await searchIds(anna, { type: 'single' })).toEqual([A2]);
    expect(await searchIds(anna, { type: 'makeOver' })).toEqual([A3]);
    expect(await searchIds(anna, { styles: [1] })).toEqual([B1, A1]);
    expect(await searchIds(anna, { styles: [2, 3] })).toEqual([A3, A2]);
    expect(await searchIds(anna, { roomTypes: [2] })).toEqual([B1]);
    expect(await searchIds(anna, { itemClasses: [2] })).toEqual([A2]);
    expect(await searchIds(anna, { inspirationImageId: img1 })).toEqual([A2, A1]);
    expect(await searchIds(anna, { search: 'scandinavian' })).toEqual([B1, A1]);
    expect(await searchIds(anna, { search: 'oak' })).toEqual([A1]); // the description
    expect(await searchIds(anna, { search: 'scandi' })).toEqual([B1, A1]); // the last word as typed so far
    expect(await searchIds(anna, { ...named, sort: 'oldest' })).toEqual([A1, A2, A3, B1]);
  });

  it('sorts by rating, likes and votes', async () => {
    expect(await searchIds(anna, { ...named, sort: 'highest' })).toEqual([A1, A3, B1, A2]);
    expect((await searchIds(anna, { ...named, sort: 'liked' }))[0]).toBe(A1);
    expect((await searchIds(anna, { ...named, sort: 'voted' }))[0]).toBe(A1);
    await ok(cara, 'POST', `/look-board/${B1}/like`, { isLiked: true });
    await ok(ben, 'POST', `/look-board/${A2}/like`, { isLiked: true });
    await ok(cara, 'POST', `/look-board/${A2}/like`, { isLiked: true });
    await ok(anna, 'POST', `/look-board/${B1}/like`, { isLiked: true });
    await ok(admin, 'POST', `/look-board/${B1}/like`, { isLiked: true });
    // B1: 3 likes, A1 and A2: 2 each (the newer first), A3: none.
    expect(await searchIds(anna, { ...named, sort: 'liked' })).toEqual([B1, A2, A1, A3]);
    await ok(cara, 'POST', `/look-board/${A3}/vote`, { vote: true });
    await ok(ben, 'POST', `/look-board/${A3}/vote`, { vote: true });
    expect(await searchIds(anna, { ...named, sort: 'voted' })).toEqual([A3, A1, B1, A2]);
    for (const [who, id] of [
      [cara, B1],
      [ben, A2],
      [cara, A2],
      [anna, B1],
      [admin, B1],
    ] as const)
      await ok(who, 'POST', `/look-board/${id}/like`, { isLiked: false });
  });

  it("lists the caller's own boards in every state, by publication; and the boards they liked", async () => {
    expect(await searchIds(anna, { source: 'my' })).toEqual([A6, A5, A4, A3, A2, A1]);
    expect(await searchIds(anna, { source: 'my', publication: 'published' })).toEqual([A4, A3, A2, A1]);
    expect(await searchIds(anna, { source: 'my', publication: 'drafts' })).toEqual([A6, A5]);
    expect(await searchIds(anna, { source: 'my', type: 'single' })).toEqual([A2]);
    expect((await search(anna, { source: 'my' })).result[0]).toMatchObject({ id: A6, status: 'submitted' });
    expect(await searchIds(ben, { source: 'liked' })).toEqual([A1]);
    expect(await searchIds(cara, { source: 'liked' })).toEqual([A1]);
    expect(await searchIds(anna, { source: 'liked' })).toEqual([]);
    expect(await statusOf(visitor, 'POST', '/look-board/search', { source: 'my' })).toBe(401);
    expect(await statusOf(visitor, 'POST', '/look-board/search', { source: 'liked' })).toBe(401);
    expect(await statusOf(anna, 'POST', '/look-board/search', { source: 'everything' })).toBe(422);
    expect(await statusOf(anna, 'POST', '/look-board/search', { sort: 'cheapest' })).toBe(422);
    expect(await statusOf(anna, 'POST', '/look-board/search', { limit: 101 })).toBe(422);
  });

  it('stops visitors at the first 30 results; members page on', async () => {
    const published = FILLERS + 4;
    const member_ = await search(anna, { limit: 50 });
    expect(member_.result).toHaveLength(published);
    expect(member_.total).toBe(published);
    const seen = await search(visitor, { limit: 50 });
    expect(seen.result).toHaveLength(VISITOR_RESULT_LIMIT);
    // The count is the true one: the visitor sees how many there are, and that signing in shows them.
    expect(seen.total).toBe(published);
    const page = await searchIds(visitor, { offset: 25, limit: 10 });
    expect(page).toEqual((await searchIds(anna, { offset: 25, limit: 10 })).slice(0, 5));
    expect(await searchIds(visitor, { offset: 30, limit: 10 })).toEqual([]);
    expect(await searchIds(anna, { offset: 30, limit: 10 })).toHaveLength(published - 30);
  });
});

describe('examples, find-ids and share', () => {
  it('GET /look-board/examples: six published boards, the best of each template among them, best first', async () => {
    const examples = await ok<LookBoardView[]>(visitor, 'GET', '/look-board/examples');
    for (const b of examples) lookBoardView.strict().parse(b);
    // Best first: A1 (4.5), A3 (3.0, and voted), then the unrated newest first: the fillers. A2, the only
    // 1-column board, would come far down that order; it is in as its template's best, in its place.
    expect(ids(examples)).toEqual([A1, A3, fillers[FILLERS - 1], fillers[FILLERS - 2], fillers[FILLERS - 3], A2]);
    expect(new Set(examples.map((b) => b.columns))).toEqual(new Set([1, 2, 3]));
  });

  it('POST /look-board/find-ids answers the boards the caller may see, in the order asked', async () => {
    expect(ids(await ok(visitor, 'POST', '/look-board/find-ids', { lookBoards: [B1, A4, 999999, A1, A5] }))).toEqual([B1, A1]);
    expect(ids(await ok(anna, 'POST', '/look-board/find-ids', { lookBoards: [B1, A4, 999999, A1, A5] }))).toEqual([B1, A4, A1, A5]);
    expect(ids(await ok(admin, 'POST', '/look-board/find-ids', { lookBoards: [A6, A5] }))).toEqual([A6, A5]);
    expect(await statusOf(visitor, 'POST', '/look-board/find-ids', { lookBoards: 'all' })).toBe(422);
  });

  it('POST /look-board/share answers the page address and the social pictures; 404 for a board the caller may not see', async () => {
    const base = s.platform.settings.publicUrl;
    expect(await ok(visitor, 'POST', '/look-board/share', { lookBoardId: A1 })).toEqual({
      shareUrl: `${base}/look-board/${A1}/scandinavian-calm`,
      images: { standard: `${base}/social/look-board/${A1}/standard.png`, pinterest: `${base}/social/look-board/${A1}/pinterest.png` },
    });
    expect(await statusOf(ben, 'POST', '/look-board/share', { lookBoardId: A4 })).toBe(404);
    expect(await statusOf(anna, 'POST', '/look-board/share', { lookBoardId: A4 })).toBe(200);
    expect(await statusOf(anna, 'POST', '/look-board/share', {})).toBe(422);
  });
});

describe('boards of an image and of a product', () => {
  it('GET /inspiration-image/{id}/view-look-boards: the published boards of the image, best first, paged', async () => {
    expect(ids(await ok(visitor, 'GET', `/inspiration-image/${img1}/view-look-boards`))).toEqual([A1, A2]);
    expect(ids(await ok(anna, 'GET', `/inspiration-image/${img1}/view-look-boards`))).toEqual([A1, A2]);
    expect(ids(await ok(visitor, 'GET', `/inspiration-image/${img2}/view-look-boards`))).toEqual([A3, B1]);
    expect(ids(await ok(visitor, 'GET', `/inspiration-image/${img2}/view-look-boards?offset=1&limit=1`))).toEqual([B1]);
    expect(await statusOf(visitor, 'GET', `/inspiration-image/${pendingImg}/view-look-boards`)).toBe(404);
    expect(await statusOf(visitor, 'GET', `/inspiration-image/${img1}/view-look-boards?limit=0`)).toBe(422);
  });

  it("an image's firstLookBoard is its best published board, with the caller's like and vote", async () => {
    expect((await ok<ImageView>(visitor, 'GET', `/inspiration-image/${img1}`)).firstLookBoard).toEqual({ id: A1, title: 'Scandinavian calm', slug: 'scandinavian-calm', isLiked: false, isVoted: false });
    expect((await ok<ImageView>(ben, 'GET', `/inspiration-image/${img1}`)).firstLookBoard).toEqual({ id: A1, title: 'Scandinavian calm', slug: 'scandinavian-calm', isLiked: true, isVoted: true });
    expect((await ok<ImageView>(cara, 'GET', `/inspiration-image/${img1}`)).firstLookBoard).toMatchObject({ id: A1, isLiked: true, isVoted: false });
    expect((await ok<ImageView>(visitor, 'GET', `/inspiration-image/${img2}`)).firstLookBoard).toMatchObject({ id: A3 });
    const listed = await ok<ImageView[]>(visitor, 'POST', '/inspiration-images', { images: [img1, img3, img2] });
    for (const i of listed) imageView.strict().parse(i);
    expect(listed.map((i) => i.firstLookBoard?.id)).toEqual([A1, fillers[FILLERS - 1], A3]);
    const lonely = await addImage(anna, 'Nobody curated me');
    expect((await ok<ImageView>(visitor, 'GET', `/inspiration-image/${lonely}`)).firstLookBoard).toBeNull();
  });

  it('GET /product/{id}/view-look-boards: the published boards holding the product, best first', async () => {
    expect(ids(await ok(visitor, 'GET', `/product/${p1}/view-look-boards`))).toEqual([A1, A3]);
    expect(ids(await ok(visitor, 'GET', `/product/${p2}/view-look-boards`))).toEqual([A1, A3, B1]);
    expect(ids(await ok(visitor, 'GET', `/product/${p2}/view-look-boards?limit=2`))).toEqual([A1, A3]);
    expect(await statusOf(visitor, 'GET', `/product/${p6}/view-look-boards`)).toBe(404);
    expect(await statusOf(anna, 'GET', `/product/${p6}/view-look-boards`)).toBe(200);
    expect(await statusOf(visitor, 'GET', '/product/999999/view-look-boards')).toBe(404);
  });

  it('GET /product/{id}/lookboard/{lookBoardId}: the product as placed on a board the caller may see', async () => {
    const answer = await ok<{ product: ProductView; lookBoard: LookBoardView }>(visitor, 'GET', `/product/${p1}/lookboard/${A1}`);
    productView.strict().parse(answer.product);
    lookBoardView.strict().parse(answer.lookBoard);
    expect(answer.product).toMatchObject({ id: p1, title: 'Oak sofa', approval: 'approved' });
    expect(answer.lookBoard.id).toBe(A1);
    // A product that went is not shown on its board; the substitute shown in its place is.
    expect(await statusOf(visitor, 'GET', `/product/${p5}/lookboard/${B1}`)).toBe(404);
    expect(await statusOf(ben, 'GET', `/product/${p5}/lookboard/${B1}`)).toBe(404);
    expect((await ok<{ product: ProductView }>(visitor, 'GET', `/product/${p3}/lookboard/${B1}`)).product).toMatchObject({ id: p3, approval: 'approved' });
    expect(await statusOf(visitor, 'GET', `/product/${p5}`)).toBe(404);
    expect(await statusOf(visitor, 'GET', `/product/${p4}/lookboard/${A1}`)).toBe(404); // not on that board
    expect(await statusOf(ben, 'GET', `/product/${p1}/lookboard/${A4}`)).toBe(404); // a private board
    expect(await statusOf(anna, 'GET', `/product/${p1}/lookboard/${A4}`)).toBe(200);
  });

  it('POST /productslb: the asked products on the board, in the order asked, a "Similar item" in place of one that went', async () => {
    const list = await ok<(ProductView & { substituteFor?: number })[]>(visitor, 'POST', '/productslb', { products: [p5, p1, p4, p2], lookBoardId: B1 });
    for (const p of list) productOnBoardView.strict().parse(p);
    expect(list.map((p) => [p.id, p.approval, p.substituteFor])).toEqual([
      [p3, 'approved', p5],
      [p4, 'approved', undefined],
      [p2, 'approved', undefined],
    ]);
    expect(await statusOf(ben, 'POST', '/productslb', { products: [p1], lookBoardId: A5 })).toBe(404);
    expect(ids(await ok(anna, 'POST', '/productslb', { products: [p6], lookBoardId: A5 }))).toEqual([p6]);
    expect(await statusOf(visitor, 'POST', '/productslb', { products: [p1] })).toBe(422);
  });
});

describe('counts as people like, vote and rate', () => {
  it('follows likes and unlikes, one vote each, and changed ratings', async () => {
    await ok(cara, 'POST', `/look-board/${A3}/like`, { isLiked: true });
    await ok(cara, 'POST', `/look-board/${A3}/like`, { isLiked: true });
    expect(await ok(cara, 'GET', `/look-board/${A3}`)).toMatchObject({ likesCount: 1, isLiked: true });
    await ok(cara, 'POST', `/look-board/${A3}/like`); // toggles off
    expect(await ok(cara, 'GET', `/look-board/${A3}`)).toMatchObject({ likesCount: 0, isLiked: false });
    await ok(cara, 'POST', `/look-board/${A3}/rate`, { rate: 5 });
    expect(await ok(cara, 'GET', `/look-board/${A3}`)).toMatchObject({ rating: 4, ratingsCount: 2, myRate: 5 });
    await ok(cara, 'POST', `/look-board/${A3}/rate`, { rate: 1 });
    expect(await ok(cara, 'GET', `/look-board/${A3}`)).toMatchObject({ rating: 2, ratingsCount: 2, myRate: 1 });
    expect(await ok(ben, 'GET', `/look-board/${A3}`)).toMatchObject({ rating: 2, myRate: 3 });
    await ok(cara, 'POST', `/look-board/${A3}/rate`, { rate: 3 });
    const votes = (await ok<LookBoardView>(visitor, 'GET', `/look-board/${A3}`)).votesCount;
    await ok(ben, 'POST', `/look-board/${A3}/vote`, { vote: true });
    expect(await ok(ben, 'GET', `/look-board/${A3}`)).toMatchObject({ votesCount: votes, isVoted: true });
  });
});

describe('POST /v1/user/mix-matches', () => {
  it("lists the caller's own Mix & Matches, newest first, by image; visitors may not ask", async () => {
    const first = await ok<{ id: number }>(cara, 'POST', '/mix-match', { inspirationImageId: img1, products: [p1, p3] }, 201);
    const second = await ok<{ id: number }>(cara, 'POST', '/mix-match', { inspirationImageId: img2, products: [p2, p4] }, 201);
    const list = await ok<unknown[]>(cara, 'POST', '/user/mix-matches', {});
    for (const m of list) mixMatchView.strict().parse(m);
    expect(ids(list)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      inspirationImageId: img1,
      image: { id: img1, title: 'Scandinavian living room', slug: 'scandinavian-living-room' },
      products: [p1, p3],
      productsPreview: [expect.objectContaining({ id: p1, price: 45_000 }), expect.objectContaining({ id: p3, price: 8_000 })],
      totalPrice: 53_000,
    });
    expect(list[0]).toMatchObject({ totalPrice: 15_000, productsPreview: [expect.objectContaining({ id: p2, approval: 'approved' }), expect.objectContaining({ id: p4, approval: 'approved' })] });
    expect(ids(await ok(cara, 'POST', '/user/mix-matches', { inspirationImageId: img1 }))).toEqual([first.id]);
    expect(ids(await ok(cara, 'POST', '/user/mix-matches', { offset: 1, limit: 1 }))).toEqual([first.id]);
    expect(await ok(ben, 'POST', '/user/mix-matches', {})).toEqual([]);
    expect(await statusOf(visitor, 'POST', '/user/mix-matches', {})).toBe(401);
    await ok(cara, 'DELETE', `/mix-match/${second.id}`);
    expect(ids(await ok(cara, 'POST', '/user/mix-matches', {}))).toEqual([first.id]);
  });
});

describe('GET /v1/admin/moderation-queue', () => {
  it('lists submitted look boards for admins, with their image’s picture', async () => {
    const queue = await ok<{ kind: string; id: number; media: { userId: number }; status: string }[]>(admin, 'GET', '/admin/moderation-queue?kind=lookBoards');
    for (const item of queue) moderationItemView.strict().parse(item);
    expect(queue.map((q) => [q.kind, q.id, q.status])).toEqual([['lookBoard', A6, 'pending']]);
    expect(queue[0]).toMatchObject({ title: 'Waiting hall', slug: 'waiting-hall', owner: { id: anna.id, displayName: 'Anna Lind' }, media: { userId: anna.id } });
    const all = await ok<{ kind: string; id: number }[]>(admin, 'GET', '/admin/moderation-queue?limit=100');
    expect(all.map((q) => [q.kind, q.id])).toEqual([
      ['image', pendingImg],
      ['product', p6],
      ['lookBoard', A6],
    ]);
    expect((await ok<{ kind: string }[]>(admin, 'GET', '/admin/moderation-queue?kind=images')).every((q) => q.kind === 'image')).toBe(true);
    expect(await statusOf(anna, 'GET', '/admin/moderation-queue?kind=lookBoards')).toBe(403);
  });
});

describe('replay', () => {
  it('rebuilds the look board read models, and takes every event again, to the same answers', async () => {
    const reads = async () =>
      Promise.all([
        ok(ben, 'GET', `/look-board/${A1}`),
        ok(anna, 'GET', `/look-board/${A5}`),
        api(visitor, 'POST', '/look-board/search', { limit: 50, sort: 'highest' }).then((r) => r.body),
        api(anna, 'POST', '/look-board/search', { source: 'my' }).then((r) => r.body),
        api(ben, 'POST', '/look-board/search', { source: 'liked' }).then((r) => r.body),
        ok(visitor, 'GET', '/look-board/examples'),
        ok(cara, 'GET', `/inspiration-image/${img1}/view-look-boards`),
        ok(ben, 'GET', `/inspiration-image/${img1}`),
        ok(visitor, 'POST', '/productslb', { products: [p5, p2], lookBoardId: B1 }),
        ok(cara, 'POST', '/user/mix-matches', {}),
        ok(admin, 'GET', '/admin/moderation-queue?kind=lookBoards'),
      ]);
    const before = await reads();
    const boards = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl }).filter(
      (p): p is Projector => !isReactor(p) && ['look-boards', 'mix-matches'].includes(p.name),
    );
    expect(boards).toHaveLength(2);
    for (const p of boards) await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
    const { rows } = await s.platform.pool.query<{ name: string; generation: number }>(`SELECT name, generation FROM projections WHERE name = ANY($1) ORDER BY name`, [boards.map((p) => p.name)]);
    expect(rows.map((r) => r.generation > 1)).toEqual([true, true]);
    expect(await reads()).toEqual(before);

    // Every event delivered once more into the live tables (a redelivery after a crash): nothing changes.
    for (const p of boards) {
      const generation = rows.find((r) => r.name === p.name)!.generation;
      const events: RecordedEvent[] = [];
      let after = START;
      for (;;) {
        const batch = await s.platform.store.readAll({ after, limit: 500, types: p.handles });
        events.push(...batch.events);
        if (batch.events.length < 500) break;
        const last = batch.events[batch.events.length - 1];
        after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      }
      expect(events.length).toBeGreaterThan(0);
      await p.apply(events, contextFor(s.platform.pool, p, generation));
    }
    expect(await reads()).toEqual(before);
  });
});
