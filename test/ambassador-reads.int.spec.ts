import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationView,
  imageView,
  showcaseSearchAnswer,
  showcaseStream,
  showcaseUrlStream,
  showcaseView,
  signUpInput,
  type AmbassadorType,
  type ImageView,
  type LookBoardView,
  type ProductView,
  type ShowcaseView,
} from '@decorlook/domain';
import { publicUserView } from '@decorlook/domain/http/responses';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { parseInput } from '@decorlook/infra/http/validate';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { contextFor, isReactor, rebuild, type Projector } from '@decorlook/infra/projections/index';
import { createProjectors } from '@decorlook/projectors';
import { PASSWORD, freshRead, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The ambassador programme's reads through the real server: showcases by owner, address and the
 * ambassador filters (a visitor's list stops at 70), their images and look boards, follows with
 * the caller's isFollowed and the follower counts, the admins' application and video queues, a
 * deactivated or erased member leaving every list, and the read models rebuilt by a replay (and
 * fed every event again) to the same answers.
 *
 * The named people apply, are approved, set up their pages and follow through the real calls. The
 * 76 list fillers are written as those calls record them (the role on the account, the page's
 * stream and address), straight to the event store: a sign-in each would cost more than it shows.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
const statusOf = async (who: Person | null, method: string, url: string, body?: unknown) => (await api(who, method, url, body)).status;
const visitor = null;
const ids = (list: unknown) => (list as { id: number }[]).map((x) => x.id);

let admin: Person;
let dora: Person; // design professional: page "Dora's Loft", her own styles, a profession, an image and a board, an active video
let eli: Person; // online shopper: page "Eli Picks", the application's styles, a video waiting for review
let fay: Person; // decor lover whose page was never published
let gus: Person; // an ambassador with no page yet
let hal: Person; // a regular member who follows people
let ivy: Person; // an ambassador who deactivates her account
let jo: Person; // applies, waits
let kim: Person; // applies, then erases her account
let lou: Person; // an ambassador with a live page and a follower, who erases his account
const FILLERS = 76;
const fillers: number[] = [];

let seconds = 0;
/** Distinct, increasing times, so "newest first" has one answer. */
const tick = () => new Date(Date.UTC(2026, 0, 1) + ++seconds * 1000).toISOString();

let lastPosition = 0n;
async function append(streamId: string, events: EventToAppend[]): Promise<void> {
  const r = await s.platform.store.append(streamId, 'any', events, {});
  if (r.position > lastPosition) lastPosition = r.position;
}
/** Waits until the read models have applied the events appended here (read-your-writes, no sleeping). */
async function settle(): Promise<void> {
  await freshRead(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(lastPosition) });
}

/** The fillers' role, as an approval writes it to their account (they have no application to decide). */
async function grant(userId: number, ambassadorType: AmbassadorType, styles: number[]): Promise<void> {
  await append(`user-${userId}`, [{ type: 'AmbassadorRoleGranted', data: { userId, applicationId: null, ambassadorType, styles, adminId: admin.id, grantedAt: tick() } }]);
}
/** A filler's live page, as the showcase calls write it, with times before the named people's pages. */
async function fillerPage(userId: number, pageName: string, urlKey: string): Promise<void> {
  const showcaseId = userId;
  await append(showcaseUrlStream(urlKey), [{ type: 'ShowcaseUrlReserved', data: { urlKey, showcaseId, reservedAt: tick() } }]);
  await append(showcaseStream(userId), [
    { type: 'ShowcaseCreated', data: { showcaseId, userId, pageName, createdAt: tick() } },
    { type: 'ShowcaseUrlKeyChanged', data: { showcaseId, urlKey, previous: null, changedAt: tick() } },
    { type: 'ShowcaseActivated', data: { showcaseId, activatedAt: tick() } },
  ]);
}

/** Applies through the programme's form; answers the application id. */
async function applyAs(who: Person, styles: number[], text: string): Promise<number> {
  await client.verifyEmail(who);
  const body = { describe_yourself: text, styles, interests: ['Curating look boards'], message: `Message: ${text}`, links: ['https://example.com/portfolio'] };
  return (await ok<{ id: number }>(who, 'POST', '/invitation/request-ambassador-access', body, 201)).id;
}
async function approve(applicationId: number, ambassadorType: AmbassadorType): Promise<void> {
  await ok(admin, 'POST', `/admin/ambassador-applications/${applicationId}/approve`, { ambassadorType });
}
async function becomeAmbassador(who: Person, ambassadorType: AmbassadorType, styles: number[], text: string): Promise<number> {
  const id = await applyAs(who, styles, text);
  await approve(id, ambassadorType);
  return id;
}

interface Page {
  pageName: string;
  urlKey?: string;
  active?: boolean;
  styles?: number[];
  images?: number[];
  featuredImages?: number[];
  lookBoards?: number[];
  featuredLookBoards?: number[];
  color?: string;
  video?: { url: string; active: boolean };
}
/** An ambassador sets up their page through the showcase calls. */
async function showcase(who: Person, p: Page): Promise<void> {
  await ok(who, 'POST', '/showcase', { pageName: p.pageName }, 201);
  if (p.urlKey) await ok(who, 'PUT', '/showcase', { urlKey: p.urlKey });
  if (p.color) await ok(who, 'PUT', '/showcase/banner', { color: p.color });
  if (p.styles) await ok(who, 'PUT', '/showcase/styles', { styles: p.styles });
  if (p.images) await ok(who, 'PUT', '/showcase/images', { images: p.images, featuredImages: p.featuredImages ?? [] });
  if (p.lookBoards) {
    await ok(who, 'PUT', '/showcase/look-boards', { lookBoards: p.lookBoards });
    await ok(who, 'PUT', '/showcase/feature-look-boards', { featuredLookBoards: p.featuredLookBoards ?? [] });
  }
  if (p.video) {
    await ok(who, 'PUT', '/showcase/upload-video-url', { videoUrl: p.video.url });
    if (p.video.active) await ok(admin, 'POST', `/admin/showcases/${who.id}/video/activate`);
  }
  if (p.active) await ok(who, 'PUT', '/showcase/activate', { value: true });
}
const follow = (follower: Person, userId: number) => ok(follower, 'POST', `/followers/follow/${userId}`);
const unfollow = (follower: Person, userId: number) => ok(follower, 'DELETE', `/followers/follow/${userId}`);

/** An account through the sign-up command alone (no session): the list fillers. */
async function account(firstName: string): Promise<number> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const input = parseInput(signUpInput, { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName, lastName: 'Filler' });
  const created = await registerAccount(s.platform, input, 'personal', { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' });
  if (created.position > lastPosition) lastPosition = created.position;
  return created.userId;
}

let png: Buffer;
const media = new Map<string, number>();
/** One upload per person and kind: the same picture again is the same media. */
async function mediaOf(who: Person, type: 'inspirationImage' | 'product'): Promise<number> {
  const key = `${who.id}-${type}`;
  if (!media.has(key)) media.set(key, await client.upload(who, type, png, 'room.png'));
  return media.get(key)!;
}
async function addImage(who: Person, title: string, roomTypeId: number, approve = true): Promise<number> {
  const mediaId = await mediaOf(who, 'inspirationImage');
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId, title, styles: [1], roomTypeId }, 201);
  if (approve) await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}
async function addProduct(who: Person, title: string): Promise<number> {
  const mediaId = await mediaOf(who, 'product');
  const { id } = await ok<ProductView>(who, 'POST', '/product', { mediaId, title, price: 10_000, itemClassId: 1 }, 201);
  await ok(admin, 'POST', `/admin/products/${id}/approve`);
  return id;
}
async function board(who: Person, title: string, image: number, products: number[], roomTypeId: number, publish: boolean): Promise<number> {
  const body = { title, description: 'A look', message: 'Enjoy', type: 'room', styleId: 1, columns: 2, roomTypeId, inspirationImageId: image, products };
  const { id } = await ok<LookBoardView>(who, 'POST', '/look-board', body, 201);
  if (publish) {
    await ok(who, 'POST', `/look-board/${id}/submit`);
    await ok(admin, 'POST', `/admin/look-boards/${id}/approve`);
  }
  return id;
}

let doraImage: number, doraPendingImage: number, doraBoard: number, doraDraftBoard: number;
let joApplication: number;
/** The approved applications, in the order they were sent: Dora, Eli, Fay, Gus, Ivy. */
let approved: number[];
let doraColours: number[];
let subStyleOfEli: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-ambassadors-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'ambassador-applications', 'showcases', 'follows', 'mail'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2e86c1' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });
  dora = await client.person('Dora', { lastName: 'Lind' });
  eli = await client.person('Eli', { lastName: 'Berg' });
  fay = await client.person('Fay', { lastName: 'Holm' });
  gus = await client.person('Gus', { lastName: 'Ek' });
  hal = await client.person('Hal', { lastName: 'Roos' });
  ivy = await client.person('Ivy', { lastName: 'Strand' });
  jo = await client.person('Jo', { lastName: 'Vik' });
  kim = await client.person('Kim', { lastName: 'Dahl' });
  lou = await client.person('Lou', { lastName: 'Falk' });

  // The list fillers come first, so the named people's pages are the newest.
  for (let i = 0; i < FILLERS; i++) {
    const id = await account(`Filler${i}`);
    fillers.push(id);
    await grant(id, 'decorLover', [9]);
    await fillerPage(id, `Filler page ${i}`, `filler-${i}`);
  }
  await settle();

  doraImage = await addImage(dora, 'Loft living room', 2);
  doraPendingImage = await addImage(dora, 'Unreviewed loft corner', 2, false);
  const products = [await addProduct(dora, 'Oak stool'), await addProduct(dora, 'Linen lamp')];
  doraBoard = await board(dora, 'Loft study', doraImage, products, 3, true);
  doraDraftBoard = await board(dora, 'Loft draft', doraImage, products, 4, false);
  await ok(dora, 'PUT', '/user/profession', { profession: 3 });

  approved = [
    await becomeAmbassador(dora, 'designProfessional', [2], 'I design lofts'),
    await becomeAmbassador(eli, 'onlineShopper', [3], 'I shop online'),
    await becomeAmbassador(fay, 'decorLover', [1], 'I decorate'),
    await becomeAmbassador(gus, 'decorLover', [1], 'I collect chairs'),
    await becomeAmbassador(ivy, 'decorLover', [9], 'I grow plants'),
  ];
  await becomeAmbassador(lou, 'onlineShopper', [3], 'I review lamps');
  await showcase(lou, { pageName: "Lou's Lamps", urlKey: 'lou-lamps', color: '#aa3300', active: true });
  await showcase(dora, {
    pageName: "Dora's Loft",
    urlKey: 'dora-loft',
    styles: [5],
    images: [doraImage, doraPendingImage],
    featuredImages: [doraImage],
    lookBoards: [doraBoard, doraDraftBoard],
    featuredLookBoards: [doraBoard],
    color: '#336699',
    video: { url: 'https://video.example.com/dora', active: true },
    active: true,
  });
  await showcase(eli, { pageName: 'Eli Picks', urlKey: 'eli-picks', video: { url: 'https://video.example.com/eli', active: false }, active: true });
  await showcase(fay, { pageName: 'Fay at Home', urlKey: 'fay-home' });
  await showcase(ivy, { pageName: 'Ivy Leaves', urlKey: 'ivy-leaves', active: true });
  joApplication = await applyAs(jo, [1, 2], 'I love rooms');
  await applyAs(kim, [4], 'Kim writes about herself');

  // Hal follows Dora, Eli and Ivy; Dora follows Eli; Gus follows Eli, then stops; Ivy follows Dora.
  await follow(hal, dora.id);
  await follow(hal, eli.id);
  await follow(hal, ivy.id);
  await follow(dora, eli.id);
  await follow(gus, eli.id);
  await unfollow(gus, eli.id);
  await follow(ivy, dora.id);
  await follow(hal, lou.id);
  await follow(lou, eli.id);

  await ok(ivy, 'POST', '/user/deactivate', { password: PASSWORD });
  await ok(kim, 'DELETE', '/user', { password: PASSWORD });
  await ok(lou, 'DELETE', '/user', { password: PASSWORD });

  const { rows } = await s.platform.pool.query<{ color_groups: number[] }>('SELECT color_groups FROM inspiration_images WHERE id = $1', [doraImage]);
  doraColours = rows[0].color_groups;
  const sub = await s.platform.pool.query<{ id: number }>(`SELECT id FROM site_enum_entries WHERE resource = 'subStyles' AND (extra->>'styleId')::int = 3 ORDER BY id LIMIT 1`);
  subStyleOfEli = sub.rows[0].id;
}, 300_000);
afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

type Search = { result: ShowcaseView[]; total: number };
async function search(who: Person | null, body: Record<string, unknown>, url = '/showcase/search'): Promise<Search> {
  const r = await api(who, 'POST', url, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return showcaseSearchAnswer.strict().parse(r.body);
}
const searchIds = async (who: Person | null, body: Record<string, unknown>) => ids((await search(who, body)).result);

describe('GET /v1/showcase', () => {
  it("answers the owner's page in the exact answer shape, whatever its state", async () => {
    const own = showcaseView.strict().parse(await ok(dora, 'GET', '/showcase'));
    expect(own).toMatchObject({
      id: dora.id,
      userId: dora.id,
      pageName: "Dora's Loft",
      urlKey: 'dora-loft',
      displayName: 'Dora Lind',
      ambassadorType: 'designProfessional',
      profession: 3,
      styles: [5],
      images: [doraImage, doraPendingImage],
      featuredImages: [doraImage],
      lookBoards: [doraBoard, doraDraftBoard],
      featuredLookBoards: [doraBoard],
      banner: { color: '#336699', image: null },
      videoUrl: 'https://video.example.com/dora',
      videoStatus: 'active',
      shareUrl: `${s.platform.settings.publicUrl}/showcase/dora-loft`,
      active: true,
      followersCount: 1,
      isFollowed: false,
    });
    expect(await ok(fay, 'GET', '/showcase')).toMatchObject({ urlKey: 'fay-home', active: false });
  });

  it('refuses members who are not ambassadors (403), says when an ambassador has no page (404), and needs a sign-in', async () => {
    expect(await statusOf(hal, 'GET', '/showcase')).toBe(403);
    expect(await statusOf(gus, 'GET', '/showcase')).toBe(404);
    expect(await statusOf(visitor, 'GET', '/showcase')).toBe(401);
  });
});

describe('POST /v1/showcase/url', () => {
  it('shows an active page to everyone, with its video once active, and only what is public on it', async () => {
    const seen = showcaseView.strict().parse(await ok(visitor, 'POST', '/showcase/url', { urlKey: 'Dora-Loft' }));
    expect(seen).toMatchObject({ id: dora.id, videoUrl: 'https://video.example.com/dora', images: [doraImage], lookBoards: [doraBoard], isFollowed: false });
    expect(await ok(hal, 'POST', '/showcase/url', { urlKey: 'dora-loft' })).toMatchObject({ isFollowed: true, followersCount: 1 });
  });

  it('hides a video under review from all but its owner', async () => {
    expect(await ok(visitor, 'POST', '/showcase/url', { urlKey: 'eli-picks' })).toMatchObject({ videoUrl: null, videoStatus: 'none' });
    expect(await ok(eli, 'POST', '/showcase/url', { urlKey: 'eli-picks' })).toMatchObject({ videoUrl: 'https://video.example.com/eli', videoStatus: 'pending' });
  });

  it('answers 404 for an inactive page to everyone but its owner, and for an address nobody holds', async () => {
    expect(await statusOf(visitor, 'POST', '/showcase/url', { urlKey: 'fay-home' })).toBe(404);
    expect(await statusOf(hal, 'POST', '/showcase/url', { urlKey: 'fay-home' })).toBe(404);
    expect(await ok(fay, 'POST', '/showcase/url', { urlKey: 'fay-home' })).toMatchObject({ id: fay.id, active: false });
    expect(await statusOf(visitor, 'POST', '/showcase/url', { urlKey: 'nobody-here' })).toBe(404);
    expect(await statusOf(visitor, 'POST', '/showcase/url', {})).toBe(422);
  });

  it("answers 404 for a deactivated or erased ambassador's page, and keeps nothing an erased one wrote", async () => {
    expect(await statusOf(hal, 'POST', '/showcase/url', { urlKey: 'ivy-leaves' })).toBe(404);
    expect(await statusOf(hal, 'POST', '/showcase/url', { urlKey: 'lou-lamps' })).toBe(404);
    const { rows } = await s.platform.pool.query('SELECT page_name, url_key, banner_color, active FROM showcases WHERE id = $1', [lou.id]);
    expect(rows).toEqual([{ page_name: '', url_key: null, banner_color: null, active: false }]);
    expect(await ok(hal, 'GET', `/user/${lou.id}`)).toMatchObject({ displayName: 'Deleted user', shareUrl: null, isFollowed: false, followersCount: 0 });
  });
});

describe('POST /v1/showcase/search', () => {
  const LIVE = FILLERS + 2; // Dora, Eli and the fillers: Fay's page is inactive, Ivy and Lou left, Gus has none

  it('lists the active pages of live ambassadors, newest first, to a signed-in member with the whole total', async () => {
    const first = await search(hal, { limit: 5 });
    expect(first.total).toBe(LIVE);
    expect(ids(first.result)).toEqual([eli.id, dora.id, ...fillers.slice(-3).reverse()]);
    const rest = await search(hal, { offset: 70, limit: 20 });
    expect(ids(rest.result)).toEqual(fillers.slice(0, LIVE - 70).reverse());
  });

  it('stops a visitor at 70 pages: offset 60 limit 20 gives 10, offset 70 gives none', async () => {
    const at60 = await search(visitor, { offset: 60, limit: 20 });
    expect(at60.result).toHaveLength(10);
    expect(at60.total).toBe(70);
    expect((await search(visitor, { offset: 70, limit: 20 })).result).toEqual([]);
    expect((await search(visitor, { offset: 75, limit: 1 })).result).toEqual([]);
  });

  it('filters by type, declared styles, sub-styles, profession, name, room types and colours', async () => {
    expect(await searchIds(hal, { ambassadorType: 'designProfessional' })).toEqual([dora.id]);
    expect(await searchIds(hal, { ambassadorType: 'onlineShopper' })).toEqual([eli.id]);
    // Dora's page styles replace her application's; Eli's application's styles stand.
    expect(await searchIds(hal, { styles: [5] })).toEqual([dora.id]);
    expect(await searchIds(hal, { styles: [2] })).toEqual([]);
    expect(await searchIds(hal, { styles: [3, 5] })).toEqual([eli.id, dora.id]);
    expect(await searchIds(hal, { subStyles: [subStyleOfEli] })).toEqual([eli.id]);
    expect(await searchIds(hal, { profession: [3] })).toEqual([dora.id]);
    expect(await searchIds(hal, { search: 'loft' })).toEqual([dora.id]);
    expect(await searchIds(hal, { search: 'berg' })).toEqual([eli.id]);
    expect(await searchIds(visitor, { roomTypes: [2] })).toEqual([dora.id]); // her approved image
    expect(await searchIds(visitor, { roomTypes: [3] })).toEqual([dora.id]); // her published board
    expect(await searchIds(visitor, { roomTypes: [4] })).toEqual([]); // only a draft board
    expect(doraColours.length).toBeGreaterThan(0);
    expect(await searchIds(visitor, { colors: doraColours })).toEqual([dora.id]);
    expect((await search(hal, { styles: [9], limit: 1 })).total).toBe(FILLERS);
    expect((await search(visitor, { styles: [9], limit: 1 })).total).toBe(70);
  });

  it('marks the pages the caller follows, with follower counts', async () => {
    const [eliPage, doraPage] = (await search(hal, { styles: [3, 5] })).result;
    expect([eliPage.isFollowed, eliPage.followersCount]).toEqual([true, 2]);
    expect([doraPage.isFollowed, doraPage.followersCount]).toEqual([true, 1]);
    const seenByVisitor = (await search(visitor, { styles: [3, 5] })).result;
    expect(seenByVisitor.map((p) => [p.isFollowed, p.followersCount])).toEqual([
      [false, 2],
      [false, 1],
    ]);
  });
});

describe('POST /v1/showcase/user-followed', () => {
  it("lists the active pages of the ambassadors the caller follows, and needs a sign-in", async () => {
    const followed = await search(hal, {}, '/showcase/user-followed');
    expect(ids(followed.result)).toEqual([eli.id, dora.id]);
    expect(followed.total).toBe(2);
    expect(ids((await search(dora, {}, '/showcase/user-followed')).result)).toEqual([eli.id]);
    expect(ids((await search(hal, { ambassadorType: 'onlineShopper' }, '/showcase/user-followed')).result)).toEqual([eli.id]);
    expect((await search(gus, {}, '/showcase/user-followed')).result).toEqual([]);
    expect(await statusOf(visitor, 'POST', '/showcase/user-followed', {})).toBe(401);
  });
});

describe('POST /v1/showcase/{id}/images and /look-boards', () => {
  it('answers the ids on the page, in the order asked, that the caller may see', async () => {
    const asked = { images: [doraPendingImage, 999_999, doraImage] };
    const seen = await ok<ImageView[]>(visitor, 'POST', `/showcase/${dora.id}/images`, asked);
    for (const i of seen) imageView.strict().parse(i);
    expect(ids(seen)).toEqual([doraImage]);
    expect(ids(await ok(dora, 'POST', `/showcase/${dora.id}/images`, asked))).toEqual([doraPendingImage, doraImage]);
    expect(ids(await ok(visitor, 'POST', `/showcase/${dora.id}/look-boards`, { lookBoards: [doraDraftBoard, doraBoard] }))).toEqual([doraBoard]);
    expect(ids(await ok(visitor, 'POST', `/showcase/${eli.id}/images`, { images: [doraImage] }))).toEqual([]);
  });

  it('answers 404 for a page the caller may not see', async () => {
    expect(await statusOf(visitor, 'POST', `/showcase/${fay.id}/images`, { images: [] })).toBe(404);
    expect(await statusOf(fay, 'POST', `/showcase/${fay.id}/look-boards`, { lookBoards: [] })).toBe(200);
    expect(await statusOf(visitor, 'POST', `/showcase/${ivy.id}/look-boards`, { lookBoards: [] })).toBe(404);
  });
});

describe('follows', () => {
  it('answers whether the caller follows a member', async () => {
    expect(await ok(hal, 'GET', `/followers/follow/${dora.id}/check`)).toBe(true);
    expect(await ok(gus, 'GET', `/followers/follow/${eli.id}/check`)).toBe(false);
    expect(await statusOf(visitor, 'GET', `/followers/follow/${eli.id}/check`)).toBe(401);
  });

  it("lists a member's followers and followed, newest first, each with isFollowed for the caller and their follower count", async () => {
    const followers = await ok<unknown[]>(hal, 'GET', `/users/${eli.id}/followers`);
    for (const m of followers) publicUserView.strict().parse(m);
    expect(followers).toEqual([
      expect.objectContaining({ id: dora.id, isFollowed: true, followersCount: 1, ambassador: true, ambassadorType: 'designProfessional' }),
      expect.objectContaining({ id: hal.id, isFollowed: false, followersCount: 0, ambassador: false, ambassadorType: null }),
    ]);
    expect(ids(await ok(visitor, 'GET', `/users/${eli.id}/followers?limit=1&offset=1`))).toEqual([hal.id]);
    expect(ids(await ok(visitor, 'GET', `/users/${eli.id}/followers?search=dora`))).toEqual([dora.id]);
    // Ivy and Lou left: they are gone from Hal's list, from Dora's and Eli's followers.
    expect(ids(await ok(visitor, 'GET', `/users/${hal.id}/followed`))).toEqual([eli.id, dora.id]);
    expect(ids(await ok(visitor, 'GET', `/users/${dora.id}/followers`))).toEqual([hal.id]);
    expect(await statusOf(visitor, 'GET', `/users/${ivy.id}/followers`)).toBe(404);
    expect(await statusOf(visitor, 'GET', `/users/${admin.id}/followed`)).toBe(404);
  });

  it('marks a member, and members by id or by name, with isFollowed for the caller and followersCount', async () => {
    const publicUrl = s.platform.settings.publicUrl;
    const member = publicUserView.strict().parse(await ok(hal, 'GET', `/user/${dora.id}`));
    expect(member).toMatchObject({ id: dora.id, isFollowed: true, followersCount: 1, ambassadorType: 'designProfessional', shareUrl: `${publicUrl}/showcase/dora-loft` });
    expect(await ok(visitor, 'GET', `/user/${dora.id}`)).toMatchObject({ isFollowed: false, followersCount: 1 });
    const byId = await ok<{ id: number; isFollowed: boolean; followersCount: number }[]>(hal, 'POST', '/users', { users: [eli.id, dora.id, gus.id] });
    expect(byId.map((u) => [u.id, u.isFollowed, u.followersCount])).toEqual([
      [eli.id, true, 2],
      [dora.id, true, 1],
      [gus.id, false, 0],
    ]);
    const regular = await ok<{ id: number; isFollowed: boolean }[]>(dora, 'POST', '/users/regular', { search: 'Roos' });
    expect(regular.map((u) => [u.id, u.isFollowed])).toEqual([[hal.id, false]]);
  });

  it('shows the account its own ambassador type and page address', async () => {
    expect(await ok(dora, 'GET', '/user')).toMatchObject({ ambassador: true, ambassadorType: 'designProfessional', role: 'ambassador', shareUrl: `${s.platform.settings.publicUrl}/showcase/dora-loft` });
    expect(await ok(hal, 'GET', '/user')).toMatchObject({ ambassador: false, ambassadorType: null, shareUrl: null });
  });
});

describe('GET /v1/admin/ambassador-applications and /admin/showcase-videos', () => {
  it('lists applications for admins, pending by default, oldest first, with what the applicant wrote', async () => {
    const pending = await ok<unknown[]>(admin, 'GET', '/admin/ambassador-applications');
    for (const a of pending) applicationView.strict().parse(a);
    // Kim erased her account: her application is not listed.
    expect(pending).toEqual([
      expect.objectContaining({
        id: joApplication,
        userId: jo.id,
        status: 'pending',
        user: expect.objectContaining({ displayName: 'Jo Vik' }),
        form: expect.objectContaining({ describe_yourself: 'I love rooms', message: 'Message: I love rooms', styles: [1, 2], links: ['https://example.com/portfolio'] }),
        ambassadorType: null,
        decidedAt: null,
      }),
    ]);
    expect(ids(await ok(admin, 'GET', '/admin/ambassador-applications?status=all'))).toEqual([...approved, joApplication]);
    const decided = await ok<{ id: number; status: string; ambassadorType: string | null; decidedAt: string | null }[]>(admin, 'GET', '/admin/ambassador-applications?status=approved');
    expect(ids(decided)).toEqual(approved);
    expect(decided[0]).toMatchObject({ status: 'approved', ambassadorType: 'designProfessional', decidedAt: expect.any(String) });
    const { rows } = await s.platform.pool.query('SELECT describe_yourself, message, links FROM ambassador_applications WHERE user_id = $1', [kim.id]);
    expect(rows).toEqual([{ describe_yourself: null, message: null, links: [] }]);
  });

  it('refuses the application list to non-admins (403) and visitors (401)', async () => {
    expect(await statusOf(dora, 'GET', '/admin/ambassador-applications')).toBe(403);
    expect(await statusOf(hal, 'GET', '/admin/ambassador-applications')).toBe(403);
    expect(await statusOf(visitor, 'GET', '/admin/ambassador-applications')).toBe(401);
    expect(await statusOf(admin, 'GET', '/admin/ambassador-applications?status=maybe')).toBe(422);
  });

  it('lists videos waiting for review to admins', async () => {
    const videos = await ok<ShowcaseView[]>(admin, 'GET', '/admin/showcase-videos');
    expect(videos.map((v) => [v.id, v.videoUrl, v.videoStatus])).toEqual([[eli.id, 'https://video.example.com/eli', 'pending']]);
    expect(await statusOf(eli, 'GET', '/admin/showcase-videos')).toBe(403);
  });
});

describe('replay', () => {
  it('rebuilds the ambassador read models, and takes every event again, to the same answers', async () => {
    const reads = async () =>
      Promise.all([
        ok(dora, 'GET', '/showcase'),
        ok(visitor, 'POST', '/showcase/url', { urlKey: 'dora-loft' }),
        api(hal, 'POST', '/showcase/search', { limit: 100 }).then((r) => r.body),
        api(visitor, 'POST', '/showcase/search', { styles: [3, 5] }).then((r) => r.body),
        api(hal, 'POST', '/showcase/user-followed', {}).then((r) => r.body),
        ok(hal, 'GET', `/users/${eli.id}/followers`),
        ok(hal, 'GET', `/user/${dora.id}`),
        ok(dora, 'GET', '/user'),
        ok(admin, 'GET', '/admin/ambassador-applications?status=all'),
        ok(admin, 'GET', '/admin/showcase-videos'),
      ]);
    const before = await reads();
    const names = ['users', 'follows', 'showcases', 'ambassador-applications'];
    const ours = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl }).filter((p): p is Projector => !isReactor(p) && names.includes(p.name));
    expect(ours).toHaveLength(names.length);
    for (const p of ours) await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });
    const { rows } = await s.platform.pool.query<{ name: string; generation: number }>(`SELECT name, generation FROM projections WHERE name = ANY($1)`, [names]);
    expect(rows.every((r) => r.generation > 1)).toBe(true);
    expect(await reads()).toEqual(before);

    // Every event delivered once more into the live tables (a redelivery after a crash), then each alone: nothing changes.
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
      expect(events.length).toBeGreaterThan(0);
      const ctx = contextFor(s.platform.pool, p, generation);
      await p.apply(events, ctx);
      for (const e of events) await p.apply([e], ctx);
    }
    expect(await reads()).toEqual(before);
  });
});
