import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_PAGE_SIZE, notificationsAnswer, type ImageView, type LookBoardView, type NotificationView, type NotificationsAnswer, type ProductView } from '@decorlook/domain';
import { loadNotificationView } from '@decorlook/projectors/notifications/notifications/queries';
import { PASSWORD, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Notifications through the real server, each kind raised by the real command that causes it:
 * an image approved, a look board approved and another rejected, the ambassador role granted, a
 * request matched to an ambassador, a board recommended to the requester, a showcase video shown
 * and hidden. Each kind's words, picture and link (spec 4's navigation table); paging by five
 * from the newest; opening the bell marks them all read, and later ones come unread; an erased
 * member is named "Deleted user" in the others' notifications.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let admin: Person;
let rita: Person; // asks for a look
let ava: Person; // ambassador: her boards, her showcase, her match
let png: Buffer;
let image: number;
let product: number;
let requestId: number;
let approvedBoard: number;
let rejectedBoard: number;
let recommended: number;

const page = (who: Person, offset = 0) => ok<NotificationsAnswer>(who, 'GET', `/notifications?offset=${offset}`);
/** Every notification of a member, newest first, once the one of `type` is there (some are raised by projectors, later). */
async function all(who: Person, type?: NotificationView['type']): Promise<NotificationView[]> {
  // vi.waitFor rather than expect.poll: the set-up waits for the match too.
  return vi.waitFor(
    async () => {
      const found: NotificationView[] = [];
      for (let offset = 0; ; offset += NOTIFICATION_PAGE_SIZE) {
        const { data } = await page(who, offset);
        found.push(...data);
        if (data.length < NOTIFICATION_PAGE_SIZE) break;
      }
      if (type !== undefined && !found.some((n) => n.type === type)) throw new Error(`no ${type} notification yet`);
      return found;
    },
    { timeout: 10_000, interval: 100 },
  );
}
const one = async (who: Person, type: NotificationView['type']) => (await all(who, type)).find((n) => n.type === type)!;

async function board(who: Person, f: Record<string, unknown>): Promise<number> {
  const body = { title: 'A calm look', description: 'Pale oak', message: 'Enjoy', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products: [product], inspirationImageId: image, ...f };
  const { id } = await ok<LookBoardView>(who, 'POST', '/look-board', body, 201);
  await ok(who, 'POST', `/look-board/${id}/submit`);
  return id;
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-notifications-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'notifications', 'requests', 'request-matching', 'showcases', 'ambassador-applications', 'follows', 'mail'] });
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { lastName: 'Admin', role: 'admin' });
  rita = await client.person('Rita', { lastName: 'Asks' });
  ava = await client.person('Ava', { lastName: 'Style' });
  await client.becomeAmbassador(ava, admin, { describe_yourself: 'I stage small flats', styles: [1], interests: [1], message: 'Five years of staging', links: [], isReferred: 0 });

  const imageMedia = await client.upload(rita, 'inspirationImage', png, 'room.png');
  image = (await ok<ImageView>(rita, 'POST', '/inspiration-image', { mediaId: imageMedia, title: 'Calm living room', styles: [1], roomTypeId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  const productMedia = await client.upload(ava, 'product', png, 'sofa.png');
  product = (await ok<ProductView>(ava, 'POST', '/product', { mediaId: productMedia, title: 'Oak sofa', price: 1000, itemClassId: 1 }, 201)).id;
  await ok(admin, 'POST', `/admin/products/${product}/approve`);

  approvedBoard = await board(ava, { title: 'Sunny Corner' });
  await ok(admin, 'POST', `/admin/look-boards/${approvedBoard}/approve`);
  rejectedBoard = await board(ava, { title: 'Dark Den', inspirationImageId: null });
  await ok(admin, 'POST', `/admin/look-boards/${rejectedBoard}/reject`, { reason: 'Please add a rug' });

  await ok(ava, 'POST', '/showcase', { pageName: 'AvaStyle' }, 201);
  await ok(ava, 'PUT', '/showcase/upload-video-url', { videoUrl: 'youtube.com/watch?v=abc' });
  await ok(admin, 'POST', `/admin/showcases/${ava.id}/video/activate`);
  await ok(admin, 'POST', `/admin/showcases/${ava.id}/video/deactivate`, { reason: 'Not about decor' });

  const request = { imageSource: 'all', requestType: 'room', title: 'Cozy living room', items: [1], roomType: 1, message: 'Warm and light', requestColor: null, requestStyle: 1, inspirationImageId: image };
  requestId = (await ok<{ id: number }>(rita, 'POST', '/requests', request, 201)).id;
  await one(ava, 'match');
  recommended = await board(ava, { title: 'For Rita', requestId });
}, 180_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe("each notification kind's words and link", () => {
  it('approvedImage: the image, to My Images', async () => {
    const n = await one(rita, 'approvedImage');
    expect(n).toMatchObject({ title: 'Image approved', message: 'Your image “Calm living room” is now in the gallery', linkMessage: 'My Images', link: '/dashboard/images', notifiableId: image });
    expect(n.media).toMatchObject({ type: 'inspirationImage', userId: rita.id });
  });

  it('approvedLookBoard: the published board, by its id and slug', async () => {
    const n = await one(ava, 'approvedLookBoard');
    expect(n).toMatchObject({ title: 'Look board approved', message: '“Sunny Corner” is now published', linkMessage: 'View look board', notifiableId: approvedBoard, slug: 'sunny-corner' });
    expect(n.link).toBe(`/look-board/${approvedBoard}/sunny-corner`);
    expect(n.media).toMatchObject({ type: 'lookBoard', userId: rita.id });
  });

  it('rejectedLookBoard: the reason, to My Look Boards; its first product for a picture', async () => {
    const n = await one(ava, 'rejectedLookBoard');
    expect(n).toMatchObject({ title: 'Look board not approved', message: '“Dark Den”: Please add a rug', linkMessage: 'My Look Boards', link: '/dashboard/look-boards', notifiableId: rejectedBoard });
    expect(n.media).toMatchObject({ type: 'lookBoard', userId: ava.id });
  });

  it('ambassador: to the ambassador management page', async () => {
    expect(await one(ava, 'ambassador')).toMatchObject({ title: 'You are an ambassador', linkMessage: 'Ambassador Info', link: '/dashboard/ambassador-management', notifiableId: ava.id, media: null });
  });

  it('videoActivated and videoDeactivated: to the showcase setup, with the reason', async () => {
    expect(await one(ava, 'videoActivated')).toMatchObject({ title: 'Showcase video live', linkMessage: 'Showcase Setup', link: '/dashboard/ambassador-showcase', notifiableId: ava.id });
    expect(await one(ava, 'videoDeactivated')).toMatchObject({
      title: 'Showcase video turned off',
      message: 'Your showcase video is no longer shown: Not about decor',
      link: '/dashboard/ambassador-showcase',
    });
  });

  it('match: the requester and the request, to the match page', async () => {
    const n = await one(ava, 'match');
    expect(n).toMatchObject({ title: 'New request matched', message: 'Rita Asks asked for a look: Cozy living room', linkMessage: 'See the request', notifiableId: requestId });
    expect(n.link).toBe(`/request-the-look/ambassador-match/${requestId}`);
    expect(n.media).toMatchObject({ type: 'inspirationImage', userId: rita.id });
  });

  it('recommendation: the ambassador and the request, to the recommendations', async () => {
    const n = await one(rita, 'recommendation');
    expect(n).toMatchObject({ title: 'New recommendation', message: 'Ava Style curated a look for your request “Cozy living room”', linkMessage: 'See recommendations', notifiableId: requestId });
    expect(n.link).toBe(`/request-the-look/recommendations/${requestId}`);
    expect(recommended).toBeGreaterThan(0);
  });

  it('is pushed in the same words the list shows', async () => {
    const n = await one(ava, 'match');
    expect(await loadNotificationView(s.platform.pool, ava.id, n.id)).toEqual(n);
    expect(await loadNotificationView(s.platform.pool, rita.id, n.id)).toBeNull();
  });
});

describe('the notification list', () => {
  it('pages by five from the newest, with the unread count', async () => {
    const everything = await all(ava);
    expect(everything.map((n) => n.type).sort()).toEqual(['ambassador', 'approvedLookBoard', 'match', 'rejectedLookBoard', 'videoActivated', 'videoDeactivated'].sort());
    const first = await page(ava);
    expect(notificationsAnswer.parse(first)).toEqual(first);
    expect(first.data).toHaveLength(5);
    expect(first.unread).toBe(6);
    expect((await page(ava, 5)).data).toEqual(everything.slice(5));
    const times = everything.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(everything.every((n) => !n.read)).toBe(true);
    expect((await page(ava, 10)).data).toEqual([]);
    expect((await api(ava, 'GET', '/notifications?offset=-1')).status).toBe(422);
    expect((await api(null, 'GET', '/notifications')).status).toBe(401);
  });

  it('keeps each member to their own', async () => {
    expect((await all(rita)).map((n) => n.type).sort()).toEqual(['approvedImage', 'recommendation']);
    expect(await page(admin)).toEqual({ data: [], unread: 0 });
  });

  it('marks everything read when the bell is opened; what comes later is unread', async () => {
    expect(await ok(ava, 'POST', '/notifications/read')).toMatchObject({ unread: 0 });
    const read = await page(ava);
    expect(read.unread).toBe(0);
    expect(read.data.every((n) => n.read)).toBe(true);
    expect((await page(rita)).unread).toBe(2);

    await ok(ava, 'PUT', '/showcase/upload-video-url', { videoUrl: 'youtube.com/watch?v=def' });
    await ok(admin, 'POST', `/admin/showcases/${ava.id}/video/activate`);
    await expect.poll(async () => (await page(ava)).unread).toBe(1);
    const [latest, ...rest] = (await page(ava)).data;
    expect(latest).toMatchObject({ type: 'videoActivated', read: false });
    expect(rest.every((n) => n.read)).toBe(true);
  });
});

describe('a member who erases their account', () => {
  it('is named "Deleted user" in the notifications of others', async () => {
    await ok(rita, 'DELETE', '/user', { password: PASSWORD });
    expect((await one(ava, 'match')).message).toMatch(/^Deleted user asked for a look: /);
  });
});
