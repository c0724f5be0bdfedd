import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_MATCHES, ambassadorMatchView, recommendationsAnswer, requestStream, requestView, type ImageView, type LookBoardView, type ProductView, type RequestView } from '@decorlook/domain';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { contextFor, isReactor, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { createProjectors } from '@decorlook/projectors';
import { freshRead, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Request the Look's reads through the real server: a submitted request is matched by the
 * matching projector (best first, the declared style above everything else, an overloaded
 * ambassador passed over), the matched ambassadors find it on their match page, strangers do not
 * find it at all, the requester sees the boards that answer it with their products, and a
 * rebuild of both projectors (and every event delivered again) gives the same answers without
 * recording the matches a second time.
 *
 * The ambassadors' role is written as an approval writes it to their account; Max's load is made
 * of requests written as the submit call and the matcher record them, each with Max among its
 * matches.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
const visitor = null;

let admin: Person;
let rita: Person; // asks for a look
let ava: Person; // ambassador, declares style 1 and has a published style-1 board
let bo: Person; // ambassador, declares style 1, nothing published
let cy: Person; // ambassador, declares style 2 but shows everything the request asks for
let max: Person; // ambassador, declares style 1 and shows the most, but is at MAX_OPEN_MATCHES
let nora: Person; // a member, not an ambassador
let sam: Person; // an ambassador the request is not matched to (declares style 3, and the request has enough better matches)

let png: Buffer;
let img: number;
let p1: number;
let p2: number;
let p3: number;
let requestId: number;

let lastPosition = 0n;
async function append(streamId: string, events: EventToAppend[]): Promise<void> {
  const r = await s.platform.store.append(streamId, 'any', events, {});
  if (r.position > lastPosition) lastPosition = r.position;
}
async function settle(): Promise<void> {
  await freshRead(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(lastPosition > client.position() ? lastPosition : client.position()) });
}
async function grant(who: Person, styles: number[]): Promise<void> {
  await append(`user-${who.id}`, [{ type: 'AmbassadorRoleGranted', data: { userId: who.id, applicationId: null, ambassadorType: 'decorLover', styles, adminId: admin.id, grantedAt: new Date().toISOString() } }]);
}

const media = new Map<string, number>();
/** The same picture uploaded again is the same media: one upload per person and kind. */
async function mediaOf(who: Person, type: 'inspirationImage' | 'product'): Promise<number> {
  const key = `${who.id}-${type}`;
  if (!media.has(key)) media.set(key, await client.upload(who, type, png, `${type}.png`));
  return media.get(key)!;
}
async function addImage(who: Person): Promise<number> {
  const mediaId = await mediaOf(who, 'inspirationImage');
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId, title: 'Calm living room', styles: [1], roomTypeId: 1 }, 201);
  await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}
async function addProduct(who: Person, title: string, itemClassId: number): Promise<number> {
  const mediaId = await mediaOf(who, 'product');
  const { id } = await ok<ProductView>(who, 'POST', '/product', { mediaId, title, price: 1000, itemClassId }, 201);
  await ok(admin, 'POST', `/admin/products/${id}/approve`);
  return id;
}
async function board(who: Person, f: Record<string, unknown>, approve: boolean): Promise<number> {
  const columns = (f.products as number[]).length >= 2 ? 2 : 1;
  const body = { title: 'A calm look', description: 'Pale oak', message: 'Enjoy', type: 'room', roomTypeId: 1, styleId: 1, columns, inspirationImageId: img, ...f };
  const { id } = await ok<LookBoardView>(who, 'POST', '/look-board', body, 201);
  await ok(who, 'POST', `/look-board/${id}/submit`);
  if (approve) await ok(admin, 'POST', `/admin/look-boards/${id}/approve`);
  return id;
}

/** The request as its requester reads it once the matcher has recorded its matches. */
async function matched(id: number): Promise<RequestView> {
  let view: RequestView | null = null;
  await expect
    .poll(async () => {
      const r = await api(rita, 'GET', `/requests/${id}`);
      view = r.status === 200 ? (r.body.result as RequestView) : null;
      return view?.matchedAt ?? null;
    })
    .not.toBeNull();
  return view!;
}

const REQUEST = { imageSource: 'all', requestType: 'room', title: 'Cozy living room', items: [1], roomType: 1, message: 'Warm and light, please', requestColor: null, requestStyle: 1 };

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-requests-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'requests', 'request-matching', 'ambassador-applications'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });
  rita = await client.person('Rita', { lastName: 'Asks' });
  ava = await client.person('Ava', { lastName: 'Style' });
  bo = await client.person('Bo', { lastName: 'Style' });
  cy = await client.person('Cy', { lastName: 'Other' });
  max = await client.person('Max', { lastName: 'Busy' });
  nora = await client.person('Nora', { lastName: 'Member' });
  sam = await client.person('Sam', { lastName: 'Third' });
  await grant(ava, [1]);
  await grant(bo, [1]);
  await grant(cy, [2]);
  await grant(max, [1]);
  await grant(sam, [3]);

  img = await addImage(rita);
  p1 = await addProduct(ava, 'Oak sofa', 1);
  p2 = await addProduct(ava, 'Linen lamp', 2);
  p3 = await addProduct(cy, 'Wool rug', 3);
  await board(ava, { products: [p1] }, true);
  // Cy shows all the request asks for (style 1 boards, the room type, the item class): still below those who declared style 1.
  await board(cy, { products: [p1, p3] }, true);
  await board(cy, { products: [p1, p2] }, true);
  await board(max, { products: [p1, p2] }, true);
  await board(max, { products: [p1, p3] }, true);
  // Max's load: requests of other people waiting on him.
  for (let i = 0; i < MAX_OPEN_MATCHES; i++) {
    const id = 900_000 + i;
    const at = new Date().toISOString();
    await append(requestStream(id), [
      { type: 'RequestSubmitted', data: { ...REQUEST, requestId: id, userId: nora.id, inspirationImageId: img, roomType: 1, requestStyle: 2, submittedAt: at } },
      { type: 'RequestMatched', data: { requestId: id, requesterId: nora.id, matches: [{ userId: max.id, score: 1 }], matchedAt: at } },
    ]);
  }
  await settle();

  requestId = (await ok<{ id: number; slug: string }>(rita, 'POST', '/requests', { ...REQUEST, inspirationImageId: img }, 201)).id;
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('matching', () => {
  it('matches the request best first: the declared style above all else, the overloaded passed over, never the requester', async () => {
    const view = await matched(requestId);
    expect(view.matches.map((m) => m.userId)).toEqual([ava.id, bo.id, cy.id, sam.id]);
    const scores = view.matches.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(view.matches.map((m) => m.userId)).not.toContain(max.id);
    expect(view).toMatchObject({ id: requestId, slug: `${requestId}-cozy-living-room`, userId: rita.id, status: 'open', matchesCount: 4, recommendationsCount: 0 });
    expect(view.requester.displayName).toContain('Rita');
    expect(view.image?.id).toBe(img);
    // The answer has the shape the API description gives it.
    expect(requestView.strict().safeParse(view).error).toBeUndefined();
  });

  it("lists the request on each matched ambassador's page, newest first, and refuses the page to others", async () => {
    const second = (await ok<{ id: number }>(rita, 'POST', '/requests', { ...REQUEST, title: 'Second room', inspirationImageId: img }, 201)).id;
    await matched(second);
    const page = await ok<(RequestView & { score: number; answered: boolean })[]>(bo, 'GET', '/ambassador/matches');
    expect(page.map((m) => m.id)).toEqual([second, requestId]);
    expect(ambassadorMatchView.strict().array().safeParse(page).error).toBeUndefined();
    expect(page[1]).toMatchObject({ answered: false, score: (await matched(requestId)).matches[1].score });
    expect((await api(nora, 'GET', '/ambassador/matches')).status).toBe(403);
    expect((await api(visitor, 'GET', '/ambassador/matches')).status).toBe(401);
    expect((await api(bo, 'GET', '/ambassador/matches?status=maybe')).status).toBe(422);
    // A matched ambassador reads the request; anyone else is told there is none.
    expect((await api(bo, 'GET', `/requests/${requestId}`)).status).toBe(200);
    expect((await api(nora, 'GET', `/requests/${requestId}`)).status).toBe(404);
    expect((await api(max, 'GET', `/requests/${requestId}`)).status).toBe(404);
    expect((await api(rita, 'GET', '/requests/999999')).status).toBe(404);
  });

  it("lists the requester's own requests, newest first, with their counts", async () => {
    const mine = await ok<RequestView[]>(rita, 'POST', '/user/requests', {});
    expect(mine.map((r) => r.title)).toEqual(['Second room', 'Cozy living room']);
    expect(mine.every((r) => r.matchesCount === 4)).toBe(true);
    expect(await ok<RequestView[]>(nora, 'POST', '/user/requests', { status: 'closed' })).toEqual([]);
  });
});

describe('recommendations', () => {
  it('lists the boards that answer the request, once each, with their products most used first, and the rating and closing of the requester', async () => {
    expect((await api(ava, 'GET', `/requests/${requestId}/recommendations`)).status).toBe(403);
    expect((await api(nora, 'GET', `/requests/${requestId}/recommendations`)).status).toBe(404);
    const a = await board(ava, { title: 'For Rita', products: [p1, p2], requestId }, false);
    const b = await board(bo, { title: 'Also for Rita', products: [p2], requestId }, false);
    const answer = await ok<{ lookBoards: (LookBoardView & { requestRate: number | null })[]; products: ProductView[]; mixMatch: { lookBoards: number[]; products: number[] } }>(
      rita,
      'GET',
      `/requests/${requestId}/recommendations`,
    );
    expect(answer.lookBoards.map((x) => [x.id, x.requestRate])).toEqual([
      [a, null],
      [b, null],
    ]);
    expect(answer.products.map((p) => p.id)).toEqual([p2, p1]);
    expect(recommendationsAnswer.safeParse(answer).error).toBeUndefined();
    expect(answer.mixMatch).toMatchObject({ lookBoards: [a, b], products: [p2, p1] });
    expect((await ok<RequestView>(rita, 'GET', `/requests/${requestId}`)).recommendationsCount).toBe(2);
    const page = await ok<(RequestView & { answered: boolean; lookBoardIds: number[] })[]>(ava, 'GET', '/ambassador/matches?status=answered');
    expect(page.map((m) => [m.id, m.answered, m.lookBoardIds])).toEqual([[requestId, true, [a]]]);

    // The requester's rating shows on the board it rates; closing shows on their list.
    await ok(rita, 'POST', `/requests/${requestId}/rate`, { lookBoardId: a, rate: 4 });
    const rated = await ok<{ lookBoards: { id: number; requestRate: number | null }[] }>(rita, 'GET', `/requests/${requestId}/recommendations`);
    expect(rated.lookBoards.map((x) => [x.id, x.requestRate])).toEqual([
      [a, 4],
      [b, null],
    ]);
    await ok(rita, 'POST', `/requests/${requestId}/close`);
    const mine = await ok<RequestView[]>(rita, 'POST', '/user/requests', { status: 'closed' });
    expect(mine.map((r) => [r.id, r.status, r.recommendationsCount])).toEqual([[requestId, 'closed', 2]]);
    expect(mine[0].closedAt).not.toBeNull();
  });
});

describe('replay', () => {
  it('rebuilds both projectors to the same answers, delivers every event again to no change, and records no second match', async () => {
    const reads = async () =>
      Promise.all([
        ok(rita, 'GET', `/requests/${requestId}`),
        ok(rita, 'POST', '/user/requests', {}),
        ok(rita, 'GET', `/requests/${requestId}/recommendations`),
        ok(ava, 'GET', '/ambassador/matches'),
        ok(bo, 'GET', '/ambassador/matches'),
        s.platform.pool.query('SELECT * FROM rm_ambassadors ORDER BY user_id').then((r) => r.rows),
        s.platform.pool.query('SELECT * FROM rm_matches ORDER BY request_id, ambassador_id').then((r) => r.rows),
      ]);
    const matchedCount = async () => (await s.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'RequestMatched'`)).rows[0].n;
    const before = await reads();
    const recorded = await matchedCount();
    const names = ['request-matching', 'requests'];
    const ours = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl }).filter((p): p is Projector => !isReactor(p) && names.includes(p.name));
    expect(ours).toHaveLength(2);
    for (const p of ours) await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
    const { rows } = await s.platform.pool.query<{ name: string; generation: number }>(`SELECT name, generation FROM projections WHERE name = ANY($1)`, [names]);
    expect(rows.every((r) => r.generation > 1)).toBe(true);
    expect(await reads()).toEqual(before);
    expect(await matchedCount()).toBe(recorded);

    for (const p of ours) {
      const generation = rows.find((r) => r.name === p.name)!.generation;
      const events: RecordedEvent[] = [];
      let after = START;
      for (;;) {
        const batch = await s.platform.store.readAll({ after, limit: 500, types: p.handles, personalData: p.personalData !== false });
        events.push(...batch.events);
        if (batch.events.length < 500) break;
        const last = batch.events[batch.events.length - 1];
        after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      }
      const ctx = { ...contextFor(s.platform.pool, p, generation), store: s.platform.store };
      await p.apply(events, ctx);
      for (const e of events) await p.apply([e], ctx);
    }
    expect(await reads()).toEqual(before);
    expect(await matchedCount()).toBe(recorded);
  });
});
