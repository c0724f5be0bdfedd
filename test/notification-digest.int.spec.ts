import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageView } from '@decorlook/domain';
import { DIGEST_EVERY_MS, sendNotificationDigests, startNotificationDigest } from '@decorlook/projectors/notifications/notifications/digest';
import { createLogger } from '@decorlook/infra/observability/logger';
import { testClient, type Person } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * The daily notification digest against the real server: members with notification e-mails on
 * and a verified address get one mail a UTC day telling them how many notifications are unread,
 * each linked; nothing more the same day, only what is new the next day, nothing when nothing
 * is new, one mail however many processes run it. The hourly timer is faked; the job's clock is
 * moved by the test.
 */
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);
let admin: Person;
let ava: Person; // verified, e-mails on
let rita: Person; // verified, e-mails off
let nora: Person; // never verified
let shade = 0;
const emails = new Map<number, string>();

async function approvedImage(who: Person, title: string): Promise<number> {
  // A picture of its own each time: the same bytes again would be the same upload.
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 40, g: 120, b: ++shade } } }).png().toBuffer();
  const mediaId = await client.upload(who, 'inspirationImage', png, `${title}.png`);
  const { id } = await ok<ImageView>(who, 'POST', '/inspiration-image', { mediaId, title, styles: [1], roomTypeId: 1 }, 201);
  await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  // The notification is raised by the projector: the digest reads it from there.
  await vi.waitFor(async () => expect((await ok<{ data: { notifiableId: number }[] }>(who, 'GET', '/notifications')).data.some((n) => n.notifiableId === id)).toBe(true));
  return id;
}

async function digests(who: Person): Promise<{ subject: string; text: string; links: string[] }[]> {
  const r = await call(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(emails.get(who.id)!)}`);
  return (r.body.result as { subject: string; text: string; links: string[] }[]).filter((m) => m.subject.includes('unread notification'));
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-digest-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir, PUBLIC_URL: 'https://decor.example' }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'notifications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { role: 'admin' });
  [ava, rita, nora] = [await client.person('Ava'), await client.person('Rita'), await client.person('Nora')];
  for (const who of [ava, rita, nora]) emails.set(who.id, (await ok<{ email: string }>(who, 'GET', '/user')).email);
  await client.verifyEmail(ava);
  await client.verifyEmail(rita);
  await ok(rita, 'PUT', '/user', { notificationEmail: false });
  await approvedImage(ava, 'Blue hall');
  await approvedImage(ava, 'Blue kitchen');
  await approvedImage(rita, 'Green hall');
  await approvedImage(nora, 'Red hall');
}, 180_000);

afterAll(async () => {
  vi.useRealTimers();
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('the daily notification digest', () => {
  it('mails once a day what is unread and new, hourly, and only to those who want it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // The job's clock: from tomorrow 08:00 UTC, so an hour later is still the same day.
    const tomorrow = new Date();
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    let clock = new Date(`${tomorrow.toISOString().slice(0, 10)}T08:00:00.000Z`);
    const runs: number[] = [];
    const stop = startNotificationDigest(s.platform.pool, { publicUrl: 'https://decor.example', logger: createLogger('test', 'silent'), now: () => clock, onRun: (n) => runs.push(n) });
    const hourLater = async (hours = 1) => {
      const before = runs.length;
      clock = new Date(clock.getTime() + hours * 3_600_000);
      vi.advanceTimersByTime(DIGEST_EVERY_MS);
      await vi.waitFor(() => expect(runs.length).toBe(before + 1));
    };
    try {
      // The first run, at start.
      await vi.waitFor(() => expect(runs).toHaveLength(1));
      const [first] = await digests(ava);
      expect(first.subject).toBe('You have 2 unread notifications on DecorLook');
      expect(first.text).toContain('Image approved: Your image “Blue kitchen” is now in the gallery');
      expect(first.links).toContain('https://decor.example/dashboard/images');
      expect(await digests(rita)).toEqual([]);
      expect(await digests(nora)).toEqual([]);

      // Later the same day: a new notification waits for tomorrow.
      await approvedImage(ava, 'Blue bath');
      await hourLater();
      expect(runs[1]).toBe(0);
      expect(await digests(ava)).toHaveLength(1);

      // The next day: only what is new since the last digest.
      await hourLater(24);
      expect(runs[2]).toBe(1);
      const second = (await digests(ava)).find((m) => m !== first && m.subject !== first.subject);
      expect(second?.subject).toBe('You have 1 unread notification on DecorLook');
      expect(second?.text).toContain('“Blue bath”');
      expect(second?.text).not.toContain('“Blue hall”');

      // Nothing new, nothing sent; read ones are not told of.
      await hourLater(24);
      expect(runs[3]).toBe(0);
      await ok(ava, 'POST', '/notifications/read');
      await approvedImage(rita, 'Green bath');
      await hourLater(24);
      expect(runs[4]).toBe(0);
      expect(await digests(ava)).toHaveLength(2);
    } finally {
      await stop();
      vi.useRealTimers();
    }
  });

  it('sends one mail however many processes run the same day', async () => {
    await approvedImage(ava, 'Blue porch');
    const now = new Date(Date.now() + 30 * 86_400_000);
    const queued = await Promise.all([1, 2, 3].map(() => sendNotificationDigests(s.platform.pool, { publicUrl: 'https://decor.example', now })));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendNotificationDigests(s.platform.pool, { publicUrl: 'https://decor.example', now })).toBe(0);
    expect(await digests(ava)).toHaveLength(3);
  });
});
