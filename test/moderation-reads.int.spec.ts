import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUE_KINDS,
  TAKEN_DOWN_MESSAGE,
  imageView,
  lookBoardView,
  productView,
  queueAnswer,
  signUpInput,
  type ImageView,
  type LookBoardView,
  type ProductView,
  type QueueItemView,
  type QueueKind,
} from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { parseInput } from '@decorlook/infra/http/validate';
import { freshRead, PASSWORD, testClient, type Answer, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Moderation's reads through the real server: an admin's take-down of an image, a product or a
 * look board removes it from the search, every list and its page at once (the read carries the
 * take-down's X-Event-Position as X-Min-Position), a restore brings it back as it was; an image's
 * credited owner once a claim is approved; the admins' one queue with each kind, its actions and
 * its counts, and nobody else may read it.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // owns the content
let ben: Person; // a member who likes, reports and claims
let cara: Person; // another member
let admin: Person;
const visitor = null;

let png: Buffer;
const media = new Map<string, number>();
async function mediaOf(who: Person, type: 'inspirationImage' | 'product'): Promise<number> {
  const key = `${who.id}-${type}`;
  if (!media.has(key)) media.set(key, await client.upload(who, type, png, 'room.png'));
  return media.get(key)!;
}
async function addImage(title: string, approve = true): Promise<number> {
  const { id } = await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: await mediaOf(anna, 'inspirationImage'), title, styles: [1], roomTypeId: 1 }, 201);
  if (approve) await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}
async function addProduct(title: string, price: number, approve = true): Promise<number> {
  const { id } = await ok<ProductView>(anna, 'POST', '/product', { mediaId: await mediaOf(anna, 'product'), title, price, itemClassId: 1, styles: [1] }, 201);
  if (approve) await ok(admin, 'POST', `/admin/products/${id}/approve`);
  return id;
}
async function addBoard(title: string, inspirationImageId: number, products: number[], approve = true): Promise<number> {
  const body = { title, description: 'A calm look', message: 'Enjoy', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, inspirationImageId, products };
  const { id } = await ok<LookBoardView>(anna, 'POST', '/look-board', body, 201);
  await ok(anna, 'POST', `/look-board/${id}/submit`);
  if (approve) await ok(admin, 'POST', `/admin/look-boards/${id}/approve`);
  return id;
}

/** An admin's decision, answered with the position of its events. */
async function decide(url: string, body?: unknown): Promise<string> {
  const r = await api(admin, 'POST', url, body);
  expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
  const position = r.headers.get('x-event-position');
  expect(position).toMatch(/^\d+$/);
  return position as string;
}
/** A read made right after a write, waiting for that write only: the write's X-Event-Position as X-Min-Position. */
async function readAfter(position: string, who: Person | null, method: string, url: string, body?: unknown): Promise<Answer> {
  const r = await freshRead(s.url, method, `/v1${url}`, body, { 'X-Min-Position': position, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) });
  expect(r.headers.get('x-stale'), `${method} ${url} came back stale`).toBeNull();
  return r;
}
const idsOf = (r: Answer) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.result as { id: number }[]).map((x) => x.id);
};
const queue = async (who: Person, query = '') => {
  const r = await api(who, 'GET', `/admin/queue${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return queueAnswer.parse(r.body.result);
};
const itemOf = (items: QueueItemView[], kind: QueueKind, id: number) => items.find((i) => i.kind === kind && i.id === id);

let tidepool: number; // the image taken down and restored
let reported: number; // an image reported, noticed and claimed
let pendingImage: number;
let quartz: number; // the product taken down and restored
let otherProduct: number;
let pendingProduct: number;
let heron: number; // the board taken down and restored
let submitted: number; // a board waiting for review

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'ambassador-applications', 'mail'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  anna = await client.person('Anna', { lastName: 'Lind' });
  ben = await client.person('Ben', { lastName: 'Berg', displayName: 'Ben the Builder' });
  cara = await client.person('Cara');
  admin = await client.person('Ada', { role: 'admin' });

  tidepool = await addImage('Tidepool loft');
  reported = await addImage('Harbour kitchen');
  pendingImage = await addImage('Pending attic', false);
  quartz = await addProduct('Quartz lamp', 12_000);
  otherProduct = await addProduct('Birch stool', 3_000);
  pendingProduct = await addProduct('Pending rug', 5_000, false);
  heron = await addBoard('Heron board', reported, [quartz, otherProduct]);
  submitted = await addBoard('Waiting board', reported, [otherProduct], false);
  await ok(ben, 'POST', `/inspiration-image/${tidepool}/like`);
});
afterAll(() => s?.close());

describe('an image taken down', () => {
  it('leaves the search, every list and its page at once, for everybody but admins, and comes back as it was on restore', async () => {
    const before = await ok<ImageView[]>(visitor, 'POST', '/inspiration-image/search', { search: 'tidepool' });
    expect(before.map((i) => i.id)).toEqual([tidepool]);

    const down = await decide(`/admin/inspiration-images/${tidepool}/take-down`, { reason: 'Copyright' });
    expect(idsOf(await readAfter(down, visitor, 'POST', '/inspiration-image/search', { search: 'tidepool' }))).toEqual([]);
    expect(idsOf(await readAfter(down, anna, 'POST', '/inspiration-image/search', { source: 'my' }))).not.toContain(tidepool);
    expect(idsOf(await readAfter(down, ben, 'POST', '/inspiration-image/search', { source: 'liked' }))).toEqual([]);
    expect(idsOf(await readAfter(down, admin, 'POST', '/inspiration-images', { images: [tidepool, reported] }))).toEqual([reported]);
    expect(idsOf(await readAfter(down, visitor, 'POST', '/inspiration-image/similar', { imageId: reported }))).not.toContain(tidepool);
    for (const who of [visitor, ben, anna]) {
      const page = await readAfter(down, who, 'GET', `/inspiration-image/${tidepool}`);
      expect(page.status).toBe(410);
      expect(page.body).toEqual({ message: TAKEN_DOWN_MESSAGE });
    }
    expect((await readAfter(down, ben, 'POST', '/inspiration-image/similar', { imageId: tidepool })).status).toBe(404);
    const seen = await readAfter(down, admin, 'GET', `/inspiration-image/${tidepool}`);
    expect(seen.status).toBe(200);
    expect(imageView.parse(seen.body.result)).toMatchObject({ id: tidepool, takenDown: true, status: 'approved' });
    const listed = itemOf((await queue(admin, '?status=takenDown&kind=image')).items, 'image', tidepool);
    expect(listed).toMatchObject({ status: 'takenDown', actions: ['restore'], details: { reason: 'Copyright', approval: 'approved' } });

    const up = await decide(`/admin/inspiration-images/${tidepool}/restore`);
    expect(idsOf(await readAfter(up, visitor, 'POST', '/inspiration-image/search', { search: 'tidepool' }))).toEqual([tidepool]);
    expect(idsOf(await readAfter(up, ben, 'POST', '/inspiration-image/search', { source: 'liked' }))).toEqual([tidepool]);
    const page = await readAfter(up, visitor, 'GET', `/inspiration-image/${tidepool}`);
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ id: tidepool, status: 'approved', likesCount: 1 });
    expect(page.body.result).not.toHaveProperty('takenDown');
    expect(itemOf((await queue(admin, '?status=takenDown')).items, 'image', tidepool)).toBeUndefined();
  });
});

describe('a product taken down', () => {
  it('leaves the search, the look boards it is on and its page at once, and comes back on restore', async () => {
    expect(idsOf(await api(visitor, 'POST', '/product/search', { search: 'quartz' }))).toEqual([quartz]);

    const down = await decide(`/admin/products/${quartz}/take-down`, { reason: 'Counterfeit' });
    const found = await readAfter(down, visitor, 'POST', '/product/search', { search: 'quartz' });
    expect(found.body).toMatchObject({ result: [], total: 0 });
    // Browsing by facets alone is answered from the in-process facet index: it sees the take-down too.
    const browsed = await readAfter(down, visitor, 'POST', '/product/search', { styles: [1], sort: 'newest' });
    expect(idsOf(browsed)).toEqual([otherProduct]);
    expect(browsed.body).toMatchObject({ total: 1, facets: { styles: [{ id: 1, count: 1 }] } });
    expect(idsOf(await readAfter(down, visitor, 'POST', '/products', { products: [quartz, otherProduct] }))).toEqual([otherProduct]);
    const board = lookBoardView.parse((await readAfter(down, visitor, 'GET', `/look-board/${heron}`)).body.result);
    expect(board.productsPreview.map((p) => p.id)).toEqual([otherProduct]);
    expect(board.totalPrice).toBe(3_000);
    expect(idsOf(await readAfter(down, visitor, 'POST', '/productslb', { products: [quartz, otherProduct], lookBoardId: heron }))).toEqual([otherProduct]);
    expect((await readAfter(down, anna, 'GET', `/product/${quartz}`)).body).toEqual({ message: TAKEN_DOWN_MESSAGE });
    expect((await readAfter(down, visitor, 'GET', `/product/${quartz}`)).status).toBe(410);
    expect((await readAfter(down, visitor, 'GET', `/product/${quartz}/view-look-boards`)).status).toBe(404);
    const seen = await readAfter(down, admin, 'GET', `/product/${quartz}`);
    expect(productView.parse(seen.body.result)).toMatchObject({ id: quartz, takenDown: true, approval: 'approved' });

    const up = await decide(`/admin/products/${quartz}/restore`);
    expect(idsOf(await readAfter(up, visitor, 'POST', '/product/search', { search: 'quartz' }))).toEqual([quartz]);
    expect(idsOf(await readAfter(up, visitor, 'POST', '/product/search', { styles: [1], sort: 'newest' }))).toEqual([otherProduct, quartz]);
    const restored = lookBoardView.parse((await readAfter(up, visitor, 'GET', `/look-board/${heron}`)).body.result);
    expect(restored.productsPreview.map((p) => p.id)).toEqual([quartz, otherProduct]);
    expect(restored.totalPrice).toBe(15_000);
    expect((await readAfter(up, visitor, 'GET', `/product/${quartz}`)).status).toBe(200);
  });
});

describe('a look board taken down', () => {
  it("leaves the search, the image's look boards and its page at once, and comes back on restore", async () => {
    const search = (position: string, who: Person | null, body: Record<string, unknown>) => readAfter(position, who, 'POST', '/look-board/search', body);
    expect(idsOf(await api(visitor, 'POST', '/look-board/search', { search: 'heron' }))).toEqual([heron]);

    const down = await decide(`/admin/look-boards/${heron}/take-down`, { reason: 'Spam' });
    expect(idsOf(await search(down, visitor, { search: 'heron' }))).toEqual([]);
    expect(idsOf(await search(down, anna, { source: 'my' }))).not.toContain(heron);
    expect(idsOf(await readAfter(down, visitor, 'GET', `/inspiration-image/${reported}/view-look-boards`))).toEqual([]);
    expect(idsOf(await readAfter(down, visitor, 'GET', `/product/${quartz}/view-look-boards`))).toEqual([]);
    expect(idsOf(await readAfter(down, visitor, 'POST', '/look-board/find-ids', { lookBoards: [heron] }))).toEqual([]);
    expect((await readAfter(down, visitor, 'GET', '/look-board/examples')).body.result).toEqual([]);
    const image = await readAfter(down, visitor, 'GET', `/inspiration-image/${reported}`);
    expect(image.body.result).toMatchObject({ firstLookBoard: null });
    for (const who of [visitor, anna]) expect((await readAfter(down, who, 'GET', `/look-board/${heron}`)).body).toEqual({ message: TAKEN_DOWN_MESSAGE });
    expect((await readAfter(down, visitor, 'GET', `/look-board/${heron}`)).status).toBe(410);
    const seen = await readAfter(down, admin, 'GET', `/look-board/${heron}`);
    expect(lookBoardView.parse(seen.body.result)).toMatchObject({ id: heron, takenDown: true, status: 'approved' });
    expect(itemOf((await queue(admin, '?status=takenDown&kind=lookBoard')).items, 'lookBoard', heron)).toMatchObject({ actions: ['restore'], details: { reason: 'Spam' } });

    const up = await decide(`/admin/look-boards/${heron}/restore`);
    expect(idsOf(await search(up, visitor, { search: 'heron' }))).toEqual([heron]);
    expect(idsOf(await readAfter(up, visitor, 'GET', `/inspiration-image/${reported}/view-look-boards`))).toEqual([heron]);
    const page = await readAfter(up, visitor, 'GET', `/look-board/${heron}`);
    expect(page.body.result).toMatchObject({ id: heron, status: 'approved', publishedAt: expect.any(String) });
    expect(page.body.result).not.toHaveProperty('takenDown');
  });
});

describe("an image's credited owner", () => {
  it('is nobody until a credit claim is approved, then the claimant, by the name others see, with the permission given', async () => {
    expect((await ok<ImageView>(visitor, 'GET', `/inspiration-image/${reported}`)).creditedOwner).toBeNull();
    const claim = await ok<{ id: number }>(
      ben,
      'POST',
      `/inspiration-image/${reported}/credit-claim`,
      { fullName: 'Ben Berg', email: 'ben@example.com', creditName: 'Ben Berg Studio', permission: 'exclusive', accurate: true, signature: 'Ben Berg' },
      201,
    );
    const approved = await decide(`/admin/credit-claims/${claim.id}/approve`);
    const image = await readAfter(approved, visitor, 'GET', `/inspiration-image/${reported}`);
    expect(imageView.parse(image.body.result).creditedOwner).toEqual({ userId: ben.id, displayName: 'Ben the Builder', permission: 'exclusive' });
    // The uploader's own photo credit stays what it was.
    expect(image.body.result).toMatchObject({ credit: null });
    expect(itemOf((await queue(admin, '?status=all&kind=creditClaim')).items, 'creditClaim', claim.id)).toMatchObject({ status: 'approved', actions: [] });
  });
});

describe("the admins' queue", () => {
  it('lists every kind waiting, oldest first, each with its actions and details, and counts the open items per kind', async () => {
    await ok(cara, 'POST', `/inspiration-image/${reported}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
    await ok(ben, 'POST', `/inspiration-image/${reported}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
    await ok(anna, 'POST', `/inspiration-image/${reported}/report`, { reportReason: 'inappropriate', reportSubReason: 'harassmentPrivacy' }, 201);
    const notice = await ok<{ id: number }>(
      cara,
      'POST',
      `/inspiration-image/${reported}/takedown-notice`,
      { fullName: 'Cara Tester', email: 'cara@example.com', address: '1 Main St', workDescription: 'My photo', goodFaith: true, accurate: true, signature: 'Cara Tester' },
      201,
    );
    const claim = await ok<{ id: number }>(
      cara,
      'POST',
      `/inspiration-image/${reported}/credit-claim`,
      { fullName: 'Cara Tester', email: 'cara@example.com', creditName: 'Cara Photo', permission: 'open', accurate: true, signature: 'Cara Tester' },
      201,
    );
    const meta = { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' };
    const signUp = parseInput(signUpInput, {
      email: `shop-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      terms: true,
      firstName: 'Sam',
      lastName: 'Shop',
      type: 'business',
      businessName: 'Oak & Co',
      businessType: 'retailer',
    });
    const shop = await registerAccount(s.platform, signUp, 'business', meta);
    const applicant = await client.person('Ava');
    await client.verifyEmail(applicant);
    const application = await ok<{ id: number }>(
      applicant,
      'POST',
      '/invitation/request-ambassador-access',
      { describe_yourself: 'I stage small flats', styles: [2], interests: [1], message: 'Five years of staging', links: [], isReferred: 0 },
      201,
    );
    // Waits for every write so far, the sign-up made through the command itself included.
    const latest = [BigInt(shop.position), client.position()].reduce((a, b) => (a > b ? a : b));
    const r = await readAfter(String(latest), admin, 'GET', '/admin/queue?limit=50');
    expect(r.status).toBe(200);
    const { items, counts } = queueAnswer.parse(r.body.result);

    expect(itemOf(items, 'report', reported)).toMatchObject({
      status: 'open',
      title: 'Harbour kitchen',
      subtitle: '3 reports: Spam (2), Harassment or privacy',
      actions: ['dismiss', 'takeDown'],
      details: { reports: 3, reasons: ['Spam (2)', 'Harassment or privacy'] },
      link: `/inspiration-image/${reported}/harbour-kitchen`,
      media: expect.objectContaining({ userId: anna.id }),
    });
    expect(itemOf(items, 'takedownNotice', notice.id)).toMatchObject({ status: 'open', actions: ['approve', 'reject'], details: { claimant: 'Cara Tester', address: '1 Main St', workDescription: 'My photo', imageId: reported } });
    expect(itemOf(items, 'creditClaim', claim.id)).toMatchObject({ status: 'open', actions: ['approve', 'reject'], details: { creditName: 'Cara Photo', permission: 'open' } });
    expect(itemOf(items, 'image', pendingImage)).toMatchObject({ status: 'open', actions: ['approve', 'reject', 'takeDown'], details: { owner: 'Anna Lind' } });
    expect(itemOf(items, 'product', pendingProduct)).toMatchObject({ status: 'open', actions: ['approve', 'reject', 'takeDown'], link: `/product/${pendingProduct}/pending-rug` });
    expect(itemOf(items, 'lookBoard', submitted)).toMatchObject({ status: 'open', actions: ['approve', 'reject', 'takeDown'] });
    expect(itemOf(items, 'business', shop.userId)).toMatchObject({ title: 'Oak & Co', status: 'open', actions: ['approve', 'reject'], details: { businessType: 'retailer' } });
    expect(itemOf(items, 'ambassadorApplication', application.id)).toMatchObject({ status: 'open', actions: ['approve', 'reject'], details: { describeYourself: 'I stage small flats' } });
    // Approved content and decided claims wait for nobody.
    expect(itemOf(items, 'image', tidepool)).toBeUndefined();
    expect(items.filter((i) => i.kind === 'creditClaim').map((i) => i.id)).toEqual([claim.id]);
    // Oldest first.
    const times = items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort());

    expect(Object.keys(counts).sort()).toEqual([...QUEUE_KINDS].sort());
    expect(counts).toMatchObject({ report: 1, takedownNotice: 1, creditClaim: 1, image: 1, product: 1, lookBoard: 1, business: 1 });
    expect(counts.ambassadorApplication).toBeGreaterThanOrEqual(1);

    // One kind at a time, paged; the counts stay those of every kind.
    const reports = await queue(admin, '?kind=report');
    expect(reports.items.map((i) => [i.kind, i.id])).toEqual([['report', reported]]);
    expect(reports.counts).toEqual(counts);
    const firstTwo = await queue(admin, '?limit=2');
    const nextTwo = await queue(admin, '?limit=2&offset=2');
    expect([...firstTwo.items, ...nextTwo.items].map((i) => `${i.kind}-${i.id}`)).toEqual(items.slice(0, 4).map((i) => `${i.kind}-${i.id}`));

    // Dismissing the reports takes the item off the open queue; taking the image down lists it to restore.
    const dismissed = await decide(`/admin/inspiration-images/${reported}/reports/dismiss`, { reason: 'Fine as it is' });
    const after = queueAnswer.parse((await readAfter(dismissed, admin, 'GET', '/admin/queue?kind=report')).body.result);
    expect(after.items).toEqual([]);
    expect(after.counts.report).toBe(0);
    const all = queueAnswer.parse((await readAfter(dismissed, admin, 'GET', '/admin/queue?kind=report&status=all')).body.result);
    expect(all.items).toMatchObject([{ id: reported, status: 'dismissed', actions: [] }]);
  });

  it('is for admins only: 403 for a member, 401 for a visitor, 422 for a kind it does not know', async () => {
    const member = await api(ben, 'GET', '/admin/queue');
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: expect.any(String) });
    expect((await api(anna, 'GET', '/admin/queue?status=takenDown')).status).toBe(403);
    expect((await api(visitor, 'GET', '/admin/queue')).status).toBe(401);
    const wrong = await api(admin, 'GET', '/admin/queue?kind=everything');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('kind');
  });
});
