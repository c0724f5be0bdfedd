import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseStream, showcaseUrlStream, showcaseView, type ImageView, type LookBoardView, type ProductView, type ShowcaseView } from '@decorlook/domain';
import { testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The showcase writes through the real server: an ambassador's page from creation to live, what it
 * may show, who may change it, the page address held by one page at a time under concurrency, and
 * the admins' video review.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // an ambassador
let ben: Person; // a member who is not one
let admin: Person;


/** Verifies a member's address the way people do: the link in the mail sign-up sent them. */
/** Makes a member an ambassador as the programme does: they verify their address and apply, an admin approves. */
async function grantAmbassador(who: Person): Promise<void> {
  await client.becomeAmbassador(who, admin, { describe_yourself: 'I stage small flats', styles: [2, 3], interests: [1], message: 'Five years of home staging', links: [], isReferred: 0 }, 'designProfessional');
}

async function ambassador(firstName: string): Promise<Person> {
  const who = await client.person(firstName);
  await grantAmbassador(who);
  return who;
}

/** An upload through POST /v1/media as the site sends it, of any use (the shared test client's takes images and products only). */
async function upload(who: Person, type: 'inspirationImage' | 'product' | 'showcaseBanner', colour: string): Promise<number> {
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 16, channels: 3, background: colour } }).png().toBuffer())]), 'banner.png');
  const res = await fetch(`${s.url}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${who.token}` } });
  const body = (await res.json()) as { result: { id: number; type: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.result.type).toBe(type);
  return body.result.id;
}

async function image(who: Person, colour: string, approve: boolean): Promise<number> {
  const mediaId = await upload(who, 'inspirationImage', colour);
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId, title: `Room in ${colour}`, styles: [2], roomTypeId: 1 }, 201);
  if (approve) await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}

let product: number;
async function lookBoard(who: Person, title: string): Promise<number> {
  const body = { title, description: 'Oak and linen', message: 'Start with the sofa', type: 'room', roomTypeId: 1, styleId: 2, columns: 1, products: [product], public: 1 };
  return (await ok<LookBoardView>(who, 'POST', '/look-board', body, 201)).id;
}

async function eventsOf(streamId: string) {
  return (await s.platform.store.readStream(streamId)).events;
}

const expectRefusal = async (who: Person, method: string, url: string, body: unknown, status: number, errors?: Record<string, string[]>) => {
  const r = await api(who, method, url, body);
  expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBe(status);
  if (errors) expect(r.body.errors).toEqual(errors);
  return r;
};

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-showcases-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir });
  client = testClient(s, { readYourWrites: true });
  [ben, admin] = await Promise.all([client.person('Ben'), client.person('Ada', { role: 'admin' })]);
  anna = await ambassador('Anna');
  const productMedia = await upload(anna, 'product', '#2980b9');
  product = (await ok<ProductView>(anna, 'POST', '/product', { mediaId: productMedia, title: 'Oak sofa', price: 1000, itemClassId: 1, retailerUrl: 'https://www.example.com/item' }, 201)).id;
  await ok(admin, 'POST', `/admin/products/${product}/approve`);
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('an ambassador’s showcase', () => {
  let page: ShowcaseView;

  it('is refused to a member who is not an ambassador, whatever they ask', async () => {
    await expectRefusal(ben, 'POST', '/showcase', { pageName: 'GetTheLook' }, 403);
    await expectRefusal(ben, 'PUT', '/showcase', { pageName: 'Mine' }, 403);
    await expectRefusal(ben, 'PUT', '/showcase/description', { description: 'Mine' }, 403);
    await expectRefusal(ben, 'PUT', '/showcase/activate', { value: 1 }, 403);
    expect(await eventsOf(showcaseStream(ben.id))).toEqual([]);
    expect((await api(null, 'POST', '/showcase', { pageName: 'GetTheLook' })).status).toBe(401);
  });

  it('answers a read or a change before the page exists with "no showcase yet"', async () => {
    const r = await expectRefusal(anna, 'PUT', '/showcase/description', { description: 'Rooms I love' }, 404);
    expect(r.body.message).toBe('You have no showcase yet.');
    expect((await expectRefusal(anna, 'GET', '/showcase', undefined, 404)).body.message).toBe('You have no showcase yet.');
    await expectRefusal(ben, 'GET', '/showcase', undefined, 403);
  });

  it('is created with the page name asked, as its owner sees it; asking again answers the same page and records nothing', async () => {
    page = await ok<ShowcaseView>(anna, 'POST', '/showcase', { pageName: 'GetTheLook' }, 201);
    expect(showcaseView.parse(page)).toEqual(page);
    expect(page).toMatchObject({
      id: anna.id,
      userId: anna.id,
      pageName: 'GetTheLook',
      displayName: 'Anna Tester',
      ambassadorType: 'designProfessional',
      styles: [2, 3],
      urlKey: null,
      shareUrl: null,
      active: false,
      videoUrl: null,
      videoStatus: 'none',
      images: [],
      lookBoards: [],
      followersCount: 0,
      isFollowed: false,
    });
    expect(page.banner.color).toMatch(/^#[0-9a-f]{6}$/);
    const again = await ok<ShowcaseView>(anna, 'POST', '/showcase', { pageName: 'Something else' }, 201);
    expect(again).toEqual(page);
    expect((await eventsOf(showcaseStream(anna.id))).map((e) => e.type)).toEqual(['ShowcaseCreated']);
    expect(await ok(anna, 'GET', '/showcase')).toEqual(page);
  });

  it('merges the settings sent over the others and answers the changed page', async () => {
    const first = await ok<ShowcaseView>(anna, 'PUT', '/showcase', { subtitle: 'Calm rooms', isSubtitleActive: true, facebook: 'facebook.com/anna' });
    expect(first).toMatchObject({ pageName: 'GetTheLook', subtitle: 'Calm rooms', isSubtitleActive: true, facebook: 'https://facebook.com/anna', instagram: null });
    const second = await ok<ShowcaseView>(anna, 'PUT', '/showcase', { pageName: 'Anna at home', metaTitle: 'Anna’s rooms', facebook: '' });
    expect(second).toMatchObject({ pageName: 'Anna at home', subtitle: 'Calm rooms', metaTitle: 'Anna’s rooms', facebook: null });
    const changes = (await eventsOf(showcaseStream(anna.id))).filter((e) => e.type === 'ShowcaseSettingsChanged');
    expect(changes).toHaveLength(2);
    await expectRefusal(anna, 'PUT', '/showcase', { pageName: '', urlKey: 'no spaces' }, 422);
  });

  it('refuses to go live without an address, then takes one and goes live with its share address', async () => {
    await expectRefusal(anna, 'PUT', '/showcase/activate', { value: true }, 422, { urlKey: ['Please choose your page address before activating your showcase'] });
    const keyed = await ok<ShowcaseView>(anna, 'PUT', '/showcase', { urlKey: 'Annas-Rooms' });
    expect(keyed).toMatchObject({ urlKey: 'annas-rooms', shareUrl: `${s.platform.settings.publicUrl}/showcase/annas-rooms`, active: false });
    await expectRefusal(ben, 'POST', '/showcase/url', { urlKey: 'annas-rooms' }, 404);
    expect(await ok(anna, 'POST', '/showcase/url', { urlKey: 'annas-rooms' })).toEqual(keyed);
    const live = await ok<ShowcaseView>(anna, 'PUT', '/showcase/activate', { value: 1 });
    expect(live.active).toBe(true);
    expect(await ok(null, 'POST', '/showcase/url', { urlKey: 'annas-rooms' })).toMatchObject({ id: anna.id, pageName: 'Anna at home', active: true });
    const hidden = await ok<ShowcaseView>(anna, 'PUT', '/showcase/activate', { value: false });
    expect(hidden.active).toBe(false);
    await expectRefusal(ben, 'POST', '/showcase/url', { urlKey: 'annas-rooms' }, 404);
    await expectRefusal(anna, 'PUT', '/showcase', { urlKey: 'preview' }, 422, { urlKey: ['This address is not available'] });
  });

  it('sets a colour banner, or a banner picture the owner uploaded as one, and nothing else', async () => {
    expect((await ok<ShowcaseView>(anna, 'PUT', '/showcase/banner', { color: '#0F766E' })).banner).toEqual({ color: '#0f766e', image: null });
    const mediaId = await upload(anna, 'showcaseBanner', '#e67e22');
    const pictured = await ok<ShowcaseView>(anna, 'PUT', '/showcase/banner', { mediaId });
    expect(pictured.banner).toMatchObject({ color: null, image: { mediaId, userId: anna.id } });
    const served = await fetch(`${s.url}/media/${anna.id}/${pictured.banner.image?.hash}/thumb.webp`);
    expect(served.status).toBe(200);
    const bensBanner = await upload(ben, 'showcaseBanner', '#8e44ad');
    const notABanner = await upload(anna, 'inspirationImage', '#16a085');
    for (const other of [bensBanner, notABanner, 999_999]) await expectRefusal(anna, 'PUT', '/showcase/banner', { mediaId: other }, 422, { mediaId: ['Please upload a showcase banner image'] });
    await expectRefusal(anna, 'PUT', '/showcase/banner', {}, 422);
  });

  it('sets the description and known styles', async () => {
    expect((await ok<ShowcaseView>(anna, 'PUT', '/showcase/description', { description: 'Rooms I love' })).description).toBe('Rooms I love');
    expect((await ok<ShowcaseView>(anna, 'PUT', '/showcase/styles', { styles: [4, 1] })).styles).toEqual([4, 1]);
    await expectRefusal(anna, 'PUT', '/showcase/styles', { styles: [1, 9999] }, 422, { styles: ['Please choose from the list'] });
    await expectRefusal(anna, 'PUT', '/showcase/styles', { styles: [] }, 422);
  });

  it('shows approved images and the owner’s own, featured ones first; a foreign unreviewed image is refused', async () => {
    const [bensApproved, annasPending, bensPending] = await Promise.all([image(ben, '#c0392b', true), image(anna, '#d35400', false), image(ben, '#7f8c8d', false)]);
    const set = await ok<ShowcaseView>(anna, 'PUT', '/showcase/images', { images: [annasPending, bensApproved], featuredImages: [bensApproved] });
    expect(set).toMatchObject({ images: [bensApproved, annasPending], featuredImages: [bensApproved] });
    await expectRefusal(anna, 'PUT', '/showcase/images', { images: [bensApproved, bensPending] }, 422, { images: ['Please choose approved images from the gallery'] });
    await expectRefusal(anna, 'PUT', '/showcase/images', { featuredImages: [bensPending] }, 422, { featuredImages: ['Please choose approved images from the gallery'] });
    const featured = await ok<ShowcaseView>(anna, 'PUT', '/showcase/images', { featuredImages: [annasPending] });
    expect(featured).toMatchObject({ images: [annasPending, bensApproved], featuredImages: [annasPending] });
    const before = (await eventsOf(showcaseStream(anna.id))).length;
    await ok(anna, 'PUT', '/showcase/images', { featuredImages: [annasPending] });
    expect(await eventsOf(showcaseStream(anna.id))).toHaveLength(before);
  });

  it('shows the owner’s own look boards, featured ones first; someone else’s board is refused', async () => {
    const [a, b, c] = [await lookBoard(anna, 'Living room'), await lookBoard(anna, 'Bedroom'), await lookBoard(anna, 'Hall')];
    const bens = await lookBoard(ben, 'Ben’s room');
    const listed = await ok<ShowcaseView>(anna, 'PUT', '/showcase/look-boards', { lookBoards: [a, b] });
    expect(listed).toMatchObject({ lookBoards: [a, b], featuredLookBoards: [] });
    const featured = await ok<ShowcaseView>(anna, 'PUT', '/showcase/feature-look-boards', { featuredLookBoards: [c, b] });
    expect(featured).toMatchObject({ lookBoards: [c, b, a], featuredLookBoards: [c, b] });
    await expectRefusal(anna, 'PUT', '/showcase/look-boards', { lookBoards: [a, bens] }, 422, { lookBoards: ['Please choose your own look boards'] });
    await expectRefusal(anna, 'PUT', '/showcase/feature-look-boards', { featuredLookBoards: [bens] }, 422, { featuredLookBoards: ['Please choose your own look boards'] });
    await ok(anna, 'DELETE', `/look-board/${c}`);
    const d = await lookBoard(anna, 'Study');
    await ok(anna, 'DELETE', `/look-board/${d}`);
    await expectRefusal(anna, 'PUT', '/showcase/look-boards', { lookBoards: [a, d] }, 422, { lookBoards: ['Please choose your own look boards'] });
    const shorter = await ok<ShowcaseView>(anna, 'PUT', '/showcase/look-boards', { lookBoards: [a, b] });
    expect(shorter).toMatchObject({ lookBoards: [b, a], featuredLookBoards: [b] });
  });

  it('is read back as the last change answered it, and counts its followers', async () => {
    const last = await ok<ShowcaseView>(anna, 'PUT', '/showcase/description', { description: 'Rooms I love, and why' });
    expect(await ok(anna, 'GET', '/showcase')).toEqual(last);
    await ok(ben, 'POST', `/followers/follow/${anna.id}`);
    const followed = await ok<ShowcaseView>(anna, 'PUT', '/showcase/description', { description: 'Rooms I love' });
    expect(followed).toMatchObject({ followersCount: 1, isFollowed: false });
    expect(await ok(anna, 'GET', '/showcase')).toEqual(followed);
  });

  it('follows the account, not the token: a token issued before the approval opens the page once approved', async () => {
    const fran = await client.person('Fran');
    const r = await api(fran, 'POST', '/showcase', {});
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Only ambassadors have a showcase.');
    await grantAmbassador(fran);
    expect((await ok<ShowcaseView>(fran, 'POST', '/showcase', {}, 201)).pageName).toBe('GetTheLook');
  });
});

describe('the page address', () => {
  it('goes to exactly one of ten ambassadors asking for it at once; the others are told it is taken', async () => {
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => ambassador(`Amb${i}`)));
    await Promise.all(ten.map((who) => ok(who, 'POST', '/showcase', {}, 201)));
    const answers = await Promise.all(ten.map((who) => api(who, 'PUT', '/showcase', { urlKey: 'the-best-rooms' })));
    const winners = answers.flatMap((r, i) => (r.status === 200 ? [ten[i]] : []));
    expect(winners).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ urlKey: ['This page address is already taken'] });
    }
    const reservations = await eventsOf(showcaseUrlStream('the-best-rooms'));
    expect(reservations.map((e) => [e.type, (e.data as { showcaseId: number }).showcaseId])).toEqual([['ShowcaseUrlReserved', winners[0].id]]);
    const keys = await Promise.all(ten.map(async (who) => (await eventsOf(showcaseStream(who.id))).filter((e) => e.type === 'ShowcaseUrlKeyChanged').length));
    expect(keys.reduce((a, b) => a + b, 0)).toBe(1);

    // The winner moves to another address: the old one is free for the next page at once.
    const [winner] = winners;
    const loser = ten.find((who) => who !== winner) as Person;
    const moved = await ok<ShowcaseView>(winner, 'PUT', '/showcase', { urlKey: 'brighter-rooms' });
    expect(moved.urlKey).toBe('brighter-rooms');
    const taken = await ok<ShowcaseView>(loser, 'PUT', '/showcase', { urlKey: 'the-best-rooms' });
    expect(taken).toMatchObject({ urlKey: 'the-best-rooms', shareUrl: `${s.platform.settings.publicUrl}/showcase/the-best-rooms` });
    expect((await eventsOf(showcaseUrlStream('the-best-rooms'))).map((e) => e.type)).toEqual(['ShowcaseUrlReserved', 'ShowcaseUrlReleased', 'ShowcaseUrlReserved']);
    expect(await ok(loser, 'POST', '/showcase/url', { urlKey: 'the-best-rooms' })).toMatchObject({ id: loser.id, urlKey: 'the-best-rooms' });
    expect(await ok(winner, 'POST', '/showcase/url', { urlKey: 'brighter-rooms' })).toMatchObject({ id: winner.id });
    await expectRefusal(winner, 'PUT', '/showcase', { urlKey: 'the-best-rooms' }, 422, { urlKey: ['This page address is already taken'] });
  }, 60_000);

  it('asking for the address a page already has changes nothing', async () => {
    const before = await eventsOf(showcaseStream(anna.id));
    const same = await ok<ShowcaseView>(anna, 'PUT', '/showcase', { urlKey: 'annas-rooms' });
    expect(same.urlKey).toBe('annas-rooms');
    expect((await eventsOf(showcaseStream(anna.id))).slice(before.length)).toEqual([]);
    expect(await eventsOf(showcaseUrlStream('annas-rooms'))).toHaveLength(1);
  });
});

describe('the showcase video and its review', () => {
  it('sends a video for review, which admins show and hide; others may not', async () => {
    const sent = await ok<ShowcaseView>(anna, 'PUT', '/showcase/upload-video-url', { videoUrl: 'youtube.com/watch?v=abc' });
    expect(sent).toMatchObject({ videoUrl: 'https://youtube.com/watch?v=abc', videoStatus: 'pending' });
    await expectRefusal(ben, 'POST', `/admin/showcases/${anna.id}/video/activate`, undefined, 403);
    await expectRefusal(anna, 'POST', `/admin/showcases/${anna.id}/video/activate`, undefined, 403);
    expect(await ok(admin, 'POST', `/admin/showcases/${anna.id}/video/activate`)).toEqual({ id: anna.id, videoStatus: 'active' });
    const activated = (await eventsOf(showcaseStream(anna.id))).filter((e) => e.type === 'ShowcaseVideoActivated');
    expect(activated.map((e) => e.data)).toEqual([expect.objectContaining({ userId: anna.id, adminId: admin.id, videoUrl: 'https://youtube.com/watch?v=abc' })]);
    expect(await ok(admin, 'POST', `/admin/showcases/${anna.id}/video/deactivate`, { reason: 'Not about decor' })).toEqual({ id: anna.id, videoStatus: 'inactive' });
    const deactivated = (await eventsOf(showcaseStream(anna.id))).filter((e) => e.type === 'ShowcaseVideoDeactivated');
    expect(deactivated.map((e) => (e.data as { reason: string | null }).reason)).toEqual(['Not about decor']);
  });

  it('answers the review of a page with no video, or of no page, with a refusal', async () => {
    const plain = await ambassador('Vera');
    await ok(plain, 'POST', '/showcase', {}, 201);
    await expectRefusal(admin, 'POST', `/admin/showcases/${plain.id}/video/activate`, undefined, 422, { videoUrl: ['This showcase has no video to review'] });
    await expectRefusal(admin, 'POST', `/admin/showcases/${ben.id}/video/deactivate`, {}, 404);
    const removed = await ok<ShowcaseView>(anna, 'PUT', '/showcase/upload-video-url', { videoUrl: '' });
    expect(removed).toMatchObject({ videoUrl: null, videoStatus: 'none' });
    await expectRefusal(admin, 'POST', `/admin/showcases/${anna.id}/video/activate`, undefined, 422);
  });
});
