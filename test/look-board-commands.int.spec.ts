import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  evolveLookBoard,
  initialLookBoardState,
  lookBoardRatingOf,
  lookBoardStream,
  lookBoardView,
  mixMatchView,
  type ImageView,
  type LookBoardEvent,
  type LookBoardView,
  type MixMatchView,
  type ProductView,
} from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The look boards' writes through the real server: a board's lifecycle from draft to published,
 * who may change it, votes and ratings under concurrency, and Mix & Match.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
const person = (firstName: string, role?: 'admin') => client.person(firstName, { role });

let anna: Person; // the curator
let ben: Person; // another member
let admin: Person;

async function upload(who: Person, type: 'inspirationImage' | 'product', colour: string): Promise<number> {
  return client.upload(who, type, await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer());
}

let image: number;
let products: number[];
let bensPending: number;
const board = (over: Record<string, unknown> = {}) => ({
  title: 'Warm Scandinavian living room',
  description: 'Oak, linen and soft light',
  message: 'Start with the sofa, then the rug',
  type: 'room',
  roomTypeId: 1,
  styleId: 2,
  columns: 2,
  products: products.slice(0, 3),
  inspirationImageId: image,
  public: 1,
  ...over,
});

async function publishedBoard(over: Record<string, unknown> = {}): Promise<LookBoardView> {
  const b = await ok<LookBoardView>(anna, 'POST', '/look-board', board(over), 201);
  await ok(anna, 'POST', `/look-board/${b.id}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${b.id}/approve`);
  return b;
}

async function boardInStore(id: number) {
  const { events } = await s.platform.store.readStream(lookBoardStream(id));
  return events.reduce((st, e) => evolveLookBoard(st, e as unknown as LookBoardEvent), initialLookBoardState());
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-boards-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'look-board-repair', 'taste', 'exact-items', 'compatibility', 'compatibility-trainer'] });
  client = testClient(s);
  [anna, ben, admin] = await Promise.all([person('Anna'), person('Ben'), person('Ada', 'admin')]);
  const imageMedia = await upload(anna, 'inspirationImage', '#c0392b');
  image = (await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: imageMedia, title: 'Sunny living room', styles: [2], roomTypeId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  const productMedia = await upload(anna, 'product', '#2980b9');
  products = [];
  for (const [i, title] of ['Oak sofa', 'Linen rug', 'Paper lamp', 'Wool throw', 'Side table', 'Jute basket', 'Glass vase'].entries()) {
    const p = await ok<ProductView>(anna, 'POST', '/product', { mediaId: productMedia, title, price: 1000 * (i + 1), itemClassId: 1, retailerUrl: 'https://www.example.com/item' }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
  const benMedia = await upload(ben, 'product', '#27ae60');
  bensPending = (await ok<ProductView>(ben, 'POST', '/product', { mediaId: benMedia, title: 'Unreviewed chair', price: 500, itemClassId: 1 }, 201)).id;
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('a look board from draft to published', () => {
  it('saves a new board as a draft and answers it whole, as its owner sees it', async () => {
    const b = await ok<LookBoardView>(anna, 'POST', '/look-board', board(), 201);
    expect(lookBoardView.parse(b)).toEqual(b);
    expect(b).toMatchObject({
      title: 'Warm Scandinavian living room',
      slug: 'warm-scandinavian-living-room',
      status: 'draft',
      draft: true,
      public: 1,
      visibility: 'public',
      columns: 2,
      products: products.slice(0, 3),
      totalPrice: 6000,
      inspirationImageId: image,
      image: { id: image, title: 'Sunny living room' },
      ownerId: anna.id,
      votesCount: 0,
      isVoted: false,
      likesCount: 0,
      rating: null,
      ratingsCount: 0,
      rate: null,
      publishedAt: null,
    });
    expect(b.productsPreview.map((p) => [p.title, p.approval])).toEqual([
      ['Oak sofa', 'approved'],
      ['Linen rug', 'approved'],
      ['Paper lamp', 'approved'],
    ]);
    expect(b.stages.filter((x) => x.done).map((x) => x.name)).toEqual(['Saved to File']);
    expect(b.shareUrl).toBe(`${s.platform.settings.publicUrl}/look-board/${b.id}/warm-scandinavian-living-room`);
  });

  it('refuses a board without what the spec requires, naming each field', async () => {
    const r = await api(anna, 'POST', '/look-board', { type: 'room', columns: 2, inspirationImageId: image });
    expect(r.status).toBe(422);
    const errors = r.body.errors as Record<string, string[]>;
    for (const f of ['title', 'description', 'message', 'styleId', 'roomTypeId']) expect(errors[f], f).toEqual(['This field is required']);
    const single = await api(anna, 'POST', '/look-board', board({ type: 'single', roomTypeId: null }));
    expect(single.body.errors).toEqual({ itemClassId: ['This field is required'] });
    const long = await api(anna, 'POST', '/look-board', board({ title: 'x'.repeat(61) }));
    expect(long.body.errors).toEqual({ title: ['Please use at most 60 characters'] });
    const full = await api(anna, 'POST', '/look-board', board({ columns: 1, products: products.slice(0, 5) }));
    expect(full.body.errors).toEqual({ products: ['This template holds at most 4 products'] });
  });

  it('takes the spec’s words for the type, and a board without an inspiration image', async () => {
    const single = await ok<LookBoardView>(anna, 'POST', '/look-board', board({ type: 'single item', roomTypeId: undefined, itemClassId: 1, inspirationImageId: undefined }), 201);
    expect(single).toMatchObject({ type: 'single', itemClassId: 1, roomTypeId: null, inspirationImageId: null, image: null });
    const makeover = await ok<LookBoardView>(anna, 'POST', '/look-board', board({ type: 'makeover' }), 201);
    expect(makeover.type).toBe('makeOver');
  });

  it('refuses products that are not available and an image that does not exist', async () => {
    const r = await api(anna, 'POST', '/look-board', board({ products: [products[0], bensPending] }));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ products: ['Some of these products are not available; please choose others'] });
    const noImage = await api(anna, 'POST', '/look-board', board({ inspirationImageId: 999_999 }));
    expect(noImage.body.errors).toEqual({ inspirationImageId: ['Please choose an image from the gallery'] });
  });

  it('updates a draft, submits it with the share URL, and then edits it as a submitted board, through either call', async () => {
    const b = await ok<LookBoardView>(anna, 'POST', '/look-board', board({ columns: 3, products: products.slice(0, 2) }), 201);
    const short = await api(anna, 'POST', `/look-board/${b.id}/submit`);
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ products: ['Please add at least 3 products to this template'] });
    const updated = await ok<LookBoardView>(anna, 'PUT', `/look-board/${b.id}`, board({ title: 'Three column den', columns: 3, products: products.slice(0, 4) }));
    expect(updated).toMatchObject({ title: 'Three column den', slug: 'three-column-den', status: 'draft', products: products.slice(0, 4) });
    const submitted = await ok<{ shareUrl: string; status: string }>(anna, 'POST', `/look-board/${b.id}/submit`);
    expect(submitted).toEqual({ id: b.id, slug: 'three-column-den', status: 'submitted', shareUrl: `${s.platform.settings.publicUrl}/look-board/${b.id}/three-column-den` });
    const resubmitted = await ok<LookBoardView>(anna, 'PUT', `/look-board/${b.id}/submitted`, board({ title: 'Den, revised', columns: 3, products: products.slice(1, 5) }));
    expect(resubmitted).toMatchObject({ title: 'Den, revised', status: 'submitted' });
    // The plain edit also takes a submitted board, and it goes back for review the same way.
    const again = await ok<LookBoardView>(anna, 'PUT', `/look-board/${b.id}`, board({ title: 'Den, final', columns: 3, products: products.slice(0, 3) }));
    expect(again).toMatchObject({ title: 'Den, final', status: 'submitted', products: products.slice(0, 3) });
    const draft = await ok<LookBoardView>(anna, 'POST', '/look-board', board({ columns: 1, products: products.slice(0, 1) }), 201);
    expect((await api(anna, 'PUT', `/look-board/${draft.id}/submitted`, board({ columns: 1, products: products.slice(0, 1) }))).status).toBe(422);
  });

  it('lets admins approve or reject what was submitted, and nobody else', async () => {
    const b = await ok<LookBoardView>(anna, 'POST', '/look-board', board(), 201);
    expect((await api(admin, 'POST', `/admin/look-boards/${b.id}/approve`)).status).toBe(404); // still a draft
    await ok(anna, 'POST', `/look-board/${b.id}/submit`);
    expect((await api(ben, 'POST', `/admin/look-boards/${b.id}/approve`)).status).toBe(403);
    expect((await api(admin, 'POST', `/admin/look-boards/${b.id}/reject`, {})).status).toBe(422);
    expect(await ok(admin, 'POST', `/admin/look-boards/${b.id}/reject`, { reason: 'Please add a rug' })).toEqual({ id: b.id, status: 'rejected' });
    const fixed = await ok<LookBoardView>(anna, 'PUT', `/look-board/${b.id}/submitted`, board({ products: products.slice(0, 4) }));
    expect(fixed).toMatchObject({ status: 'submitted', rejectionReason: null });
    expect(await ok(admin, 'POST', `/admin/look-boards/${b.id}/approve`)).toEqual({ id: b.id, status: 'approved' });
    const versionBefore = (await s.platform.store.readStream(lookBoardStream(b.id))).version;
    await ok(admin, 'POST', `/admin/look-boards/${b.id}/approve`);
    expect((await s.platform.store.readStream(lookBoardStream(b.id))).version).toBe(versionBefore);
  });

  it('keeps a colour-only change from sending a published board back for review', async () => {
    const b = await publishedBoard();
    const coloured = await ok<LookBoardView>(anna, 'POST', `/look-board/${b.id}/update-banner-color`, { color: '#0F766E' });
    expect(coloured).toMatchObject({ color: '#0f766e', status: 'approved' });
    expect(coloured.stages.every((x) => x.name === 'Sent' || x.done)).toBe(true);
    expect((await api(anna, 'POST', `/look-board/${b.id}/update-banner-color`, { color: 'teal' })).body.errors).toEqual({ color: ['Please choose a colour'] });
  });

  it('links a board only to a request matched to its owner (request-commands tests the matched path)', async () => {
    const b = await ok<LookBoardView>(anna, 'POST', '/look-board', board(), 201);
    const missing = await api(anna, 'POST', `/look-board/${b.id}/update-request`, { requestId: 31 });
    expect([missing.status, missing.body.message]).toEqual([403, 'This request was not matched to you.']);
    // her own request is never matched to her
    const own = await ok<{ id: number }>(anna, 'POST', '/requests', { inspirationImageId: image, requestType: 'room', roomType: 1, title: 'My own room', message: 'Help', requestStyle: 2 }, 201);
    expect((await api(anna, 'POST', `/look-board/${b.id}/update-request`, { requestId: own.id })).status).toBe(403);
    expect((await api(anna, 'POST', '/look-board', board({ requestId: own.id }))).status).toBe(403);
    expect((await boardInStore(b.id)).details?.requestId).toBeNull();
    expect(await ok<LookBoardView>(anna, 'POST', `/look-board/${b.id}/update-request`, { requestId: null })).toMatchObject({ requestId: null });
  });

  it('shows the substitute offered for a product rejected after it was placed, in its slot, and prices it', async () => {
    const b = await publishedBoard({ products: [products[5], products[6]] });
    await ok(admin, 'POST', `/admin/products/${products[6]}/reject`, { reason: 'Discontinued' });
    // The board's repair is a reaction to the rejection: the offer is appended to the board's stream.
    const offer = await vi.waitFor(
      async () => {
        const o = (await boardInStore(b.id)).substitutes.get(products[6]);
        expect(o?.substituteId).toBeTypeOf('number');
        return o as { substituteId: number };
      },
      { timeout: 10_000 },
    );
    const again = await ok<LookBoardView>(anna, 'POST', `/look-board/${b.id}/update-banner-color`, { color: '#123456' });
    expect(again.products).toEqual([products[5], products[6]]);
    expect(again.productsPreview.map((p) => [p.id, p.approval, p.substituteFor])).toEqual([
      [products[5], 'approved', undefined],
      [offer.substituteId, 'approved', products[6]],
    ]);
    expect(again.substitutes).toMatchObject([{ productId: products[6], substituteId: offer.substituteId, reason: 'rejected' }]);
    expect(again.totalPrice).toBe(6000 + again.productsPreview[1].price);
    expect(again.status).toBe('approved');
  });
});

describe('who may change a board', () => {
  it('answers 403 to anyone but the owner, 404 on a private board', async () => {
    const published = await publishedBoard();
    expect((await api(ben, 'PUT', `/look-board/${published.id}/submitted`, board())).status).toBe(403);
    expect((await api(ben, 'POST', `/look-board/${published.id}/update-banner-color`, { color: '#000000' })).status).toBe(403);
    const del = await api(ben, 'DELETE', `/look-board/${published.id}`);
    expect(del.status).toBe(403);
    expect(del.body.message).toBe('You can only change your own look boards.');
    // A public board still a draft (or in review) is not ben's either: 403, not a pretence it is missing.
    const publicDraft = await ok<LookBoardView>(anna, 'POST', '/look-board', board(), 201);
    const notHis = await api(ben, 'PUT', `/look-board/${publicDraft.id}`, board());
    expect([notHis.status, notHis.body.message]).toEqual([403, 'You can only change your own look boards.']);
    expect((await api(ben, 'DELETE', `/look-board/${publicDraft.id}`)).status).toBe(403);
    expect((await api(ben, 'POST', `/look-board/${publicDraft.id}/submit`)).status).toBe(403);
    expect((await boardInStore(publicDraft.id)).status).toBe('draft');
    const draft = await ok<LookBoardView>(anna, 'POST', '/look-board', board({ public: 0 }), 201);
    expect((await api(ben, 'PUT', `/look-board/${draft.id}`, board())).status).toBe(404);
    expect((await api(ben, 'DELETE', `/look-board/${draft.id}`)).status).toBe(404);
    expect((await api(ben, 'POST', `/look-board/${draft.id}/like`, {})).status).toBe(404);
    expect((await api(null, 'POST', '/look-board', board())).status).toBe(401);
  });

  it('keeps a private board from everyone else even once approved', async () => {
    const priv = await publishedBoard({ public: 0 });
    expect((await boardInStore(priv.id)).status).toBe('approved');
    expect((await api(ben, 'POST', `/look-board/${priv.id}/vote`, { vote: true })).status).toBe(404);
    expect((await api(ben, 'POST', `/look-board/${priv.id}/rate`, { rate: 4 })).status).toBe(404);
  });

  it('deletes a board for its owner only; a deleted board is gone for everyone', async () => {
    const b = await publishedBoard();
    expect(await ok(anna, 'DELETE', `/look-board/${b.id}`)).toEqual({ deleted: true });
    expect((await api(ben, 'POST', `/look-board/${b.id}/like`, {})).status).toBe(404);
    expect((await api(anna, 'DELETE', `/look-board/${b.id}`)).status).toBe(404);
  });

  it('answers a repeated create with an Idempotency-Key with the same board', async () => {
    const key = randomUUID();
    const first = await api(anna, 'POST', '/look-board', board(), { 'Idempotency-Key': key });
    const again = await api(anna, 'POST', '/look-board', board(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((again.body.result as LookBoardView).id).toBe((first.body.result as LookBoardView).id);
  });
});

describe('likes, votes and ratings', () => {
  it('toggles likes, counts one vote per person and keeps one changeable rating each', async () => {
    const b = await publishedBoard();
    expect(await ok(ben, 'POST', `/look-board/${b.id}/like`, {})).toEqual({ isLiked: true, likesCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/like`, { isLiked: true })).toEqual({ isLiked: true, likesCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/like`, {})).toEqual({ isLiked: false, likesCount: 0 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/vote`, { vote: true })).toEqual({ isVoted: true, votesCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/vote`, { vote: true })).toEqual({ isVoted: true, votesCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/vote`, { vote: false })).toEqual({ isVoted: true, votesCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/rate`, { rate: 4 })).toEqual({ rate: 4, rating: 4, ratingsCount: 1 });
    expect(await ok(ben, 'POST', `/look-board/${b.id}/rate`, { rate: 2 })).toEqual({ rate: 2, rating: 2, ratingsCount: 1 });
    expect((await api(ben, 'POST', `/look-board/${b.id}/rate`, { rate: 6 })).body.errors).toEqual({ rate: ['Please rate from 1 to 5'] });
    const own = await api(anna, 'POST', `/look-board/${b.id}/vote`, { vote: true });
    expect([own.status, own.body.message]).toEqual([403, 'You cannot vote for your own look board.']);
    expect((await api(anna, 'POST', `/look-board/${b.id}/rate`, { rate: 5 })).status).toBe(403);
    expect(await ok(anna, 'POST', `/look-board/${b.id}/like`, {})).toEqual({ isLiked: true, likesCount: 1 });
  });

  it('gives exactly 50 votes and the exact average when 50 people vote and rate one board at once', async () => {
    const b = await publishedBoard();
    const voters = await Promise.all(Array.from({ length: 50 }, (_, i) => person(`Voter${i}`)));
    const rates = voters.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      voters.flatMap((v, i) => [api(v, 'POST', `/look-board/${b.id}/vote`, { vote: true }), api(v, 'POST', `/look-board/${b.id}/rate`, { rate: rates[i] })]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const votes = answers.filter((_, i) => i % 2 === 0).map((a) => (a.body.result as { votesCount: number }).votesCount);
    expect(Math.max(...votes)).toBe(50);
    expect(new Set(votes).size).toBe(50); // each vote saw the ones before it
    const state = await boardInStore(b.id);
    expect(state.votedBy.size).toBe(50);
    expect(lookBoardRatingOf(state)).toEqual({ rating: 3, ratingsCount: 50 });
  }, 120_000);
});

describe('Mix & Match', () => {
  it('saves products from an image’s boards (and no others), and only its maker deletes it', async () => {
    const m = await ok<MixMatchView>(ben, 'POST', '/mix-match', { inspirationImageId: image, products: [products[0], products[3], products[0]] }, 201);
    expect(mixMatchView.parse(m)).toEqual(m);
    expect(m).toMatchObject({ inspirationImageId: image, products: [products[0], products[3]], totalPrice: 5000, image: { id: image } });
    expect((await api(ben, 'POST', '/mix-match', { inspirationImageId: image, products: [] })).body.errors).toEqual({ products: ['Please choose at least one product'] });
    expect((await api(ben, 'POST', '/mix-match', { inspirationImageId: image, products: [bensPending + 1000] })).status).toBe(422);
    // An approved product that no board of this room holds is not a piece of the room.
    const elsewhere = await ok<ProductView>(anna, 'POST', '/product', { mediaId: await upload(anna, 'product', '#8e44ad'), title: 'Copper kettle', price: 3000, itemClassId: 1 }, 201);
    await ok(admin, 'POST', `/admin/products/${elsewhere.id}/approve`);
    const offRoom = await api(ben, 'POST', '/mix-match', { inspirationImageId: image, products: [products[0], elsewhere.id] });
    expect([offRoom.status, offRoom.body.errors]).toEqual([422, { products: ["Please pick products from this room's look boards"] }]);
    expect((await api(anna, 'DELETE', `/mix-match/${m.id}`)).status).toBe(404);
    expect(await ok(ben, 'DELETE', `/mix-match/${m.id}`)).toEqual({ deleted: true });
    expect((await api(ben, 'DELETE', `/mix-match/${m.id}`)).status).toBe(404);
  });
});
