import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStream, type ImageView, type LookBoardView, type ProductView, type RequestEvent, type RequestView } from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Request the Look's writes through the real server: a member submits a request (with the spec's
 * messages and the image rules of each tab), the matcher sends it to the ambassadors who declared
 * its style, only those may answer it with a board, the board's submission becomes a
 * recommendation the requester reads, rates and closes. The ambassadors are made as people
 * become ones: an account, its address verified from the mail, an application with their
 * styles, and an admin's approval.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

const STYLE = 4;
let admin: Person;
let rita: Person; // asks for a look
let nora: Person; // a member, not an ambassador
let ana: Person; // ambassador, declares the request's style
let ben: Person; // ambassador, declares the request's style among others
let cal: Person; // ambassador of another style
let image: number; // approved, added by Nora
let pendingImage: number; // Nora's, not yet reviewed
let products: number[];


/** A member who applies with these styles and is approved by an admin. */
async function ambassador(firstName: string, styles: number[]): Promise<Person> {
  const who = await client.person(firstName);
  await client.becomeAmbassador(who, admin, { describe_yourself: 'I style small flats', styles, interests: [1], message: 'Years of home staging', links: [], isReferred: 0 });
  return who;
}

async function upload(who: Person, type: 'inspirationImage' | 'product', colour: string): Promise<number> {
  return client.upload(who, type, await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer(), `${randomUUID()}.png`);
}

const REQUEST = { imageSource: 'all', requestType: 'room', title: 'Cozy living room', items: [1], roomType: 1, message: 'Warm and light, please', requestColor: 2, requestStyle: STYLE };
const submit = async (who: Person, over: Record<string, unknown> = {}) => (await ok<{ id: number; slug: string }>(who, 'POST', '/requests', { ...REQUEST, inspirationImageId: image, ...over }, 201)).id;

const boardInput = (over: Record<string, unknown> = {}) => ({
  title: 'A calm look',
  description: 'Pale oak and linen',
  message: 'Start with the sofa',
  type: 'room',
  roomTypeId: 1,
  styleId: STYLE,
  columns: 1,
  products: products.slice(0, 2),
  inspirationImageId: image,
  ...over,
});

async function requestEvents(requestId: number): Promise<RequestEvent[]> {
  return (await s.platform.store.readStream(requestStream(requestId))).events as unknown as RequestEvent[];
}

/** The request as its requester reads it once the matcher has recorded its matches. */
async function matched(requestId: number, requester: Person = rita): Promise<RequestView> {
  let view: RequestView | null = null;
  await expect
    .poll(async () => {
      const r = await api(requester, 'GET', `/requests/${requestId}`);
      view = r.status === 200 ? (r.body.result as RequestView) : null;
      return view?.matchedAt ?? null;
    })
    .not.toBeNull();
  return view as unknown as RequestView;
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-request-commands-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mix-matches', 'requests', 'request-matching', 'ambassador-applications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { role: 'admin' });
  [rita, nora] = await Promise.all([client.person('Rita'), client.person('Nora')]);
  ana = await ambassador('Ana', [STYLE]);
  ben = await ambassador('Ben', [2, STYLE]);
  cal = await ambassador('Cal', [7]);

  const imageMedia = await upload(nora, 'inspirationImage', '#c0392b');
  image = (await ok<ImageView>(nora, 'POST', '/inspiration-image', { mediaId: imageMedia, title: 'Sunny living room', styles: [STYLE], roomTypeId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  const otherMedia = await upload(nora, 'inspirationImage', '#16a085');
  pendingImage = (await ok<ImageView>(nora, 'POST', '/inspiration-image', { mediaId: otherMedia, title: 'Unreviewed bedroom', styles: [STYLE], roomTypeId: 2 }, 201)).id;
  const productMedia = await upload(nora, 'product', '#2980b9');
  products = [];
  for (const title of ['Oak sofa', 'Linen lamp', 'Wool rug']) {
    const p = await ok<ProductView>(nora, 'POST', '/product', { mediaId: productMedia, title, price: 1000, itemClassId: 1 }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
}, 180_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('submitting a request', () => {
  it('answers a visitor 401 and a broken request 422 with every field’s message', async () => {
    expect((await api(null, 'POST', '/requests', { ...REQUEST, inspirationImageId: image })).status).toBe(401);
    const empty = await api(rita, 'POST', '/requests', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      inspirationImageId: ['This field is required'],
      requestType: ['This field is required'],
      title: ['This field is required'],
      message: ['This field is required'],
      requestStyle: ['This field is required'],
    });
    const room = await api(rita, 'POST', '/requests', { ...REQUEST, inspirationImageId: image, roomType: null });
    expect(room.body.errors).toEqual({ roomType: ['This field is required'] });
    const single = await api(rita, 'POST', '/requests', { ...REQUEST, inspirationImageId: image, requestType: 'single', items: [] });
    expect(single.body.errors).toEqual({ items: ['This field is required'] });
    const picks = await api(rita, 'POST', '/requests', { ...REQUEST, inspirationImageId: image, requestStyle: 999, requestColor: 999, items: [1, 999] });
    expect(picks.status).toBe(422);
    expect(picks.body.errors).toEqual({ requestStyle: ['Please choose from the list'], requestColor: ['Please choose from the list'], items: ['Please choose from the list'] });
    expect((await api(rita, 'POST', '/requests', 'not json')).status).toBe(400);
  });

  it('takes only an image the person may use from the tab they picked it on', async () => {
    const refused = { inspirationImageId: ['Please choose an image from the gallery'] };
    for (const body of [
      { inspirationImageId: pendingImage }, // in review, and not hers
      { inspirationImageId: 999_999 }, // no such image
      { inspirationImageId: image, imageSource: 'liked' }, // she does not like it
      { inspirationImageId: image, imageSource: 'my' }, // she did not add it
    ]) {
      const r = await api(rita, 'POST', '/requests', { ...REQUEST, ...body });
      expect([r.status, r.body.errors], JSON.stringify(body)).toEqual([422, refused]);
    }
    // Nora may use her own image in review, from the gallery or her own tab
    expect(await submit(nora, { inspirationImageId: pendingImage, imageSource: 'my', roomType: 2 })).toBeGreaterThan(0);
    await ok(rita, 'POST', `/inspiration-image/${image}/like`, { isLiked: 1 });
    expect(await submit(rita, { imageSource: 'liked', title: 'From my likes' })).toBeGreaterThan(0);
  });

  it('answers 201 with the id and the slug, having written the submission only', async () => {
    const r = await ok<{ id: number; slug: string }>(rita, 'POST', '/requests', { ...REQUEST, inspirationImageId: image }, 201);
    expect(r).toEqual({ id: expect.any(Number), slug: `${r.id}-cozy-living-room` });
    const [first] = await requestEvents(r.id);
    expect(first).toMatchObject({ type: 'RequestSubmitted', data: { requestId: r.id, userId: rita.id, inspirationImageId: image, imageSource: 'all', requestType: 'room', items: [1], roomType: 1, requestColor: 2, requestStyle: STYLE } });
  });
});

describe('a request matched by style and answered', () => {
  let requestId: number;
  let anasBoard: number;
  let bensBoard: number;

  beforeAll(async () => {
    requestId = await submit(rita);
  });

  it('is matched to the ambassadors who declared its style first, then the others; never to a member who is not one', async () => {
    const view = await matched(requestId);
    expect(view.matches.map((m) => m.userId)).toEqual([ana.id, ben.id, cal.id]);
    expect(view.matches[1].score).toBeGreaterThan(view.matches[2].score);
    const recorded = (await requestEvents(requestId)).filter((e) => e.type === 'RequestMatched');
    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toMatchObject({ requestId, requesterId: rita.id, matches: view.matches });
  });

  it('is never matched to an ambassador who asked for it themselves', async () => {
    const own = await submit(ana, { title: 'My own den' });
    const view = await matched(own, ana);
    expect(view.matches.map((m) => m.userId)).toEqual([ben.id, cal.id]);
    const b = await ok<LookBoardView>(ana, 'POST', '/look-board', boardInput(), 201);
    const r = await api(ana, 'POST', `/look-board/${b.id}/update-request`, { requestId: own });
    expect([r.status, r.body.message]).toEqual([403, 'This request was not matched to you.']);
  });

  it('refuses a board from anyone it was not matched to (403), on create and on link', async () => {
    expect((await api(nora, 'POST', '/look-board', boardInput({ requestId }))).status).toBe(403);
    const b = await ok<LookBoardView>(nora, 'POST', '/look-board', boardInput(), 201);
    const r = await api(nora, 'POST', `/look-board/${b.id}/update-request`, { requestId });
    expect([r.status, r.body.message]).toEqual([403, 'This request was not matched to you.']);
  });

  it('takes a matched ambassador’s board as a recommendation when it is submitted, once per board', async () => {
    const created = await ok<LookBoardView>(ana, 'POST', '/look-board', boardInput({ title: 'For Rita', requestId }), 201);
    anasBoard = created.id;
    expect(created.requestId).toBe(requestId);
    // a draft is no answer yet
    expect((await requestEvents(requestId)).some((e) => e.type === 'RecommendationAdded')).toBe(false);
    await ok(ana, 'POST', `/look-board/${anasBoard}/submit`);
    const added = (await requestEvents(requestId)).filter((e) => e.type === 'RecommendationAdded');
    expect(added.map((e) => e.data)).toEqual([{ requestId, requesterId: rita.id, lookBoardId: anasBoard, ambassadorId: ana.id, addedAt: expect.any(String) }]);
    // resubmitting the edited board records nothing new
    await ok(ana, 'PUT', `/look-board/${anasBoard}/submitted`, boardInput({ title: 'For Rita, brighter', requestId }));
    await ok(ana, 'POST', `/look-board/${anasBoard}/submit`);
    expect((await requestEvents(requestId)).filter((e) => e.type === 'RecommendationAdded')).toHaveLength(1);

    // Ben links a board he had already started, then submits it
    const draft = await ok<LookBoardView>(ben, 'POST', '/look-board', boardInput({ title: 'Also for Rita', products: [products[2]] }), 201);
    bensBoard = draft.id;
    expect(await ok<LookBoardView>(ben, 'POST', `/look-board/${bensBoard}/update-request`, { requestId })).toMatchObject({ requestId });
    await ok(ben, 'POST', `/look-board/${bensBoard}/submit`);
    const answer = await ok<{ lookBoards: { id: number; requestRate: number | null }[] }>(rita, 'GET', `/requests/${requestId}/recommendations`);
    expect(answer.lookBoards.map((b) => [b.id, b.requestRate])).toEqual([
      [anasBoard, null],
      [bensBoard, null],
    ]);
    // Not yet approved: the requester opens the board answering them; other members do not see it.
    expect((await ok<LookBoardView>(rita, 'GET', `/look-board/${anasBoard}`)).id).toBe(anasBoard);
    expect((await api(nora, 'GET', `/look-board/${anasBoard}`)).status).toBe(404);
  });

  it('lets the requester rate a recommended board and change the rating; nobody else, and no other board', async () => {
    expect(await ok(rita, 'POST', `/requests/${requestId}/rate`, { lookBoardId: anasBoard, rate: 4 })).toEqual({ lookBoardId: anasBoard, rate: 4 });
    expect(await ok(rita, 'POST', `/requests/${requestId}/rate`, { lookBoardId: anasBoard, rate: 5 })).toEqual({ lookBoardId: anasBoard, rate: 5 });
    const rated = (await requestEvents(requestId)).filter((e) => e.type === 'RecommendationRated').map((e) => e.data);
    expect(rated).toMatchObject([
      { lookBoardId: anasBoard, ambassadorId: ana.id, rate: 4, previous: null },
      { lookBoardId: anasBoard, ambassadorId: ana.id, rate: 5, previous: 4 },
    ]);
    for (const who of [ana, nora]) expect((await api(who, 'POST', `/requests/${requestId}/rate`, { lookBoardId: anasBoard, rate: 1 })).status).toBe(403);
    const other = await ok<LookBoardView>(cal, 'POST', '/look-board', boardInput(), 201);
    const notOne = await api(rita, 'POST', `/requests/${requestId}/rate`, { lookBoardId: other.id, rate: 3 });
    expect([notOne.status, notOne.body.errors]).toEqual([422, { lookBoardId: ['This look board was not recommended for this request'] }]);
    expect((await api(rita, 'POST', `/requests/${requestId}/rate`, { lookBoardId: anasBoard, rate: 6 })).body.errors).toEqual({ rate: ['Please rate from 1 to 5'] });
    expect((await api(rita, 'POST', '/requests/999999/rate', { lookBoardId: anasBoard, rate: 3 })).status).toBe(404);
    const answer = await ok<{ lookBoards: { id: number; requestRate: number | null }[] }>(rita, 'GET', `/requests/${requestId}/recommendations`);
    expect(answer.lookBoards.find((b) => b.id === anasBoard)?.requestRate).toBe(5);
  });

  it('lets the requester mix the pieces of the boards answering them, still in review; others cannot mix boards they do not see', async () => {
    const mix = { inspirationImageId: image, products: [products[0], products[2]] };
    const saved = await ok<{ products: number[] }>(rita, 'POST', '/mix-match', mix, 201);
    expect(saved.products).toEqual([products[0], products[2]]);
    const other = await api(nora, 'POST', '/mix-match', mix);
    expect([other.status, other.body.errors]).toEqual([422, { products: ["Please pick products from this room's look boards"] }]);
  });

  it('lets the requester close the request once; a closed request takes no new board', async () => {
    expect((await api(ana, 'POST', `/requests/${requestId}/close`)).status).toBe(403);
    expect(await ok(rita, 'POST', `/requests/${requestId}/close`)).toEqual({ id: requestId, status: 'closed' });
    expect(await ok(rita, 'POST', `/requests/${requestId}/close`)).toEqual({ id: requestId, status: 'closed' });
    expect((await requestEvents(requestId)).filter((e) => e.type === 'RequestClosed')).toHaveLength(1);
    const late = await api(cal, 'POST', '/look-board', boardInput({ requestId }));
    expect([late.status, late.body.errors]).toEqual([422, { request: ['This request is closed'] }]);
    expect((await ok<RequestView>(rita, 'GET', `/requests/${requestId}`)).status).toBe('closed');
  });
});
