import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SIZE_NAMES, requestStream, type LookBoardView } from '@decorlook/domain';
import { START } from '@decorlook/infra/event-store/types';
import { sendNotificationDigests } from '@decorlook/projectors/notifications/notifications/digest';
import { freshRead, PASSWORD, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * An erasure as the person asks for it, after they have used every part of the site: a profile,
 * an avatar, a published look board shared on social sites, a request matched to an ambassador,
 * a conversation, an ambassador application, a report and a nomination. Afterwards nothing
 * readable of theirs is left in the events table, the media store or the mail tables.
 */
let s: TestServer;
let mediaDir: string;
let t: ReturnType<typeof testClient>;
const STYLE = 4;

let admin: Person;
let ana: Person; // an ambassador of the request's style: matched to it, written to, told of it in a digest
let nora: Person; // the image and products everyone uses
let image: number;
let products: number[];

async function upload(who: Person, type: 'inspirationImage' | 'product' | 'userAvatar', colour: string, size = 32): Promise<{ id: number; hash: string }> {
  const bytes = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(bytes)]), `${randomUUID()}.png`);
  const res = await fetch(`${s.url}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${who.token}` } });
  const body = (await res.json()) as { result: { id: number; hash: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.result;
}

async function mailbox(to: string): Promise<unknown[]> {
  const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, { 'X-Min-Position': String(t.position()) });
  expect(r.status).toBe(200);
  return r.body.result as unknown[];
}

/** Every event in the store as its readers get it (personal fields opened where their key lives), as text. */
async function everyEventAsRead(): Promise<string> {
  const parts: string[] = [];
  let after = START;
  for (;;) {
    const { events } = await s.platform.store.readAll({ after, limit: 500 });
    if (events.length === 0) return parts.join('\n');
    for (const e of events) parts.push(JSON.stringify(e.data));
    const last = events.at(-1)!;
    after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-erasure-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir });
  t = testClient(s, { readYourWrites: true });
  admin = await t.person('Ada', { role: 'admin' });
  nora = await t.person('Nora');
  ana = await t.person('Ana');
  await t.becomeAmbassador(ana, admin, { describe_yourself: 'I style small flats', styles: [STYLE], interests: [1], message: 'Years of home staging', links: [], isReferred: 0 });
  image = (await t.ok<{ id: number }>(nora, 'POST', '/inspiration-image', { mediaId: (await upload(nora, 'inspirationImage', '#c0392b')).id, title: 'Sunny living room', styles: [STYLE], roomTypeId: 1 }, 201)).id;
  await t.ok(admin, 'POST', `/admin/inspiration-images/${image}/approve`);
  products = [];
  for (const [title, colour] of [
    ['Oak sofa', '#2980b9'],
    ['Linen lamp', '#16a085'],
  ]) {
    const p = await t.ok<{ id: number }>(nora, 'POST', '/product', { mediaId: (await upload(nora, 'product', colour)).id, title, price: 1000, itemClassId: 1 }, 201);
    await t.ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
}, 180_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('an erasure', () => {
  it('leaves nothing readable of the person in the events, the media store or the mail, in any context', async () => {
    // What the person wrote or is: none of it may be readable afterwards.
    const secrets = {
      firstName: 'Zenobia',
      lastName: 'Xylander',
      displayName: 'ZX Ochre Rooms',
      description: 'Collector of ochre zellige tiles',
      requestTitle: 'Quince street ochre nook',
      requestMessage: 'Match my ochre zellige, please',
      messageBody: 'My flat is at 12 Quince Street',
      applicationAbout: 'I restore ochre zellige kitchens',
      applicationMessage: 'Ten years of zellige staging',
      nominationMessage: 'Your zellige bathroom is a marvel',
    };
    const zoe = await t.person(secrets.firstName, { lastName: secrets.lastName, displayName: secrets.displayName });
    const { email: address } = await t.ok<{ email: string }>(zoe, 'GET', '/user');
    await t.ok(zoe, 'PUT', '/user', { description: secrets.description });
    await t.verifyEmail(zoe);

    // An avatar, served in every size.
    const avatar = await upload(zoe, 'userAvatar', '#f4a6b7', 300);
    await t.ok(zoe, 'POST', '/user/update-avatar', { mediaId: avatar.id });
    const avatarUrls = MEDIA_SIZE_NAMES.map((size) => `${s.url}/media/${zoe.id}/${avatar.hash}/${size}.webp`);
    for (const url of avatarUrls) expect((await fetch(url)).status, url).toBe(200);

    // A published look board, its social pictures drawn.
    const board = await t.ok<LookBoardView>(
      zoe,
      'POST',
      '/look-board',
      { title: 'Ochre and oak', description: 'Warm clay tones', message: 'Start with the sofa', type: 'room', roomTypeId: 1, styleId: STYLE, columns: 1, products, inspirationImageId: image },
      201,
    );
    await t.ok(zoe, 'POST', `/look-board/${board.id}/submit`);
    await t.ok(admin, 'POST', `/admin/look-boards/${board.id}/approve`);
    await t.ok(zoe, 'GET', `/look-board/${board.id}`);
    const socialUrls = ['standard', 'pinterest'].map((f) => `${s.url}/social/look-board/${board.id}/${f}.png`);
    for (const url of socialUrls) expect((await fetch(url)).status, url).toBe(200);
    const socialFolder = path.join(mediaDir, 'social', 'look-board', String(board.id));
    expect(existsSync(socialFolder)).toBe(true);

    // A request, matched to Ana, who is told of it.
    const request = await t.ok<{ id: number }>(
      zoe,
      'POST',
      '/requests',
      { imageSource: 'all', requestType: 'room', title: secrets.requestTitle, items: [1], roomType: 1, message: secrets.requestMessage, requestColor: 2, requestStyle: STYLE, inspirationImageId: image },
      201,
    );
    await expect.poll(async () => (await s.platform.store.readStream(requestStream(request.id))).events.map((e) => e.type)).toContain('RequestMatched');
    const matched = (await s.platform.store.readStream(requestStream(request.id))).events.find((e) => e.type === 'RequestMatched')!;
    expect((matched.data as { matches: { userId: number }[] }).matches.map((m) => m.userId)).toContain(ana.id);
    const asAna = async () => (await t.ok<{ id: number; status: string }[]>(ana, 'GET', '/ambassador/matches')).find((m) => m.id === request.id);
    // The match is the matching reactor's event, not a write of this client's: Ana's list shows it once projected.
    await expect.poll(asAna).toMatchObject({ status: 'open' });

    // A conversation with Ana.
    const conversation = await t.ok<{ id: number }>(zoe, 'POST', '/conversations', { type: 'private', participants: [ana.id], name: '' }, 201);
    await t.ok(zoe, 'POST', `/conversations/${conversation.id}/messages`, { type: 1, version: 0, body: secrets.messageBody }, 201);

    // An ambassador application, a report, and a nomination of someone new (a mail that names her).
    await t.ok(zoe, 'POST', '/invitation/request-ambassador-access', { describe_yourself: secrets.applicationAbout, styles: [STYLE], interests: [1], message: secrets.applicationMessage, links: [], isReferred: 0 }, 201);
    await t.ok(zoe, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
    const nominee = `nominee-${randomUUID().slice(0, 8)}@example.com`;
    await t.ok(zoe, 'POST', '/invitation/nominate-ambassador', { firstName: secrets.firstName, lastName: secrets.lastName, toFirstName: 'Gus', toEmailAddress: nominee, message: secrets.nominationMessage }, 201);
    await expect.poll(async () => (await mailbox(nominee)).length).toBe(1);

    // Ana's daily digest tells of the match: the request's title is Zoe's.
    await t.ok(ana, 'GET', '/notifications');
    expect(await sendNotificationDigests(s.platform.pool, { publicUrl: s.platform.settings.publicUrl, now: new Date() })).toBeGreaterThan(0);
    const digest = await s.platform.pool.query<{ text: string }>(`SELECT text_body AS text FROM mail_outbox WHERE kind = 'notification-digest' AND user_id = $1`, [ana.id]);
    expect(digest.rows.map((r) => r.text).join('\n')).toContain(secrets.requestTitle);
    expect((await mailbox(address)).length).toBeGreaterThan(0);

    // The erasure.
    await t.ok(zoe, 'DELETE', '/user', { password: PASSWORD });

    // The events table: every personal value of hers is sealed under a key that no longer exists.
    const raw = (await s.platform.pool.query<{ text: string }>('SELECT data::text || metadata::text AS text FROM events')).rows.map((r) => r.text).join('\n');
    for (const [name, value] of Object.entries({ ...secrets, address })) expect(raw.includes(value), name).toBe(false);
    // And read through the store, which opens every field whose key still exists: nothing of hers
    // opens, not even in her nomination, whose nominee (not erased) still reads as theirs.
    const asRead = await everyEventAsRead();
    for (const [name, value] of Object.entries({ ...secrets, address })) expect(asRead.includes(value), `${name}, as the store reads the events`).toBe(false);
    expect(asRead).toContain(nominee);
    const { events: history } = await s.platform.store.readStream(requestStream(request.id));
    expect(history[0].data).toMatchObject({ title: null, message: null });

    // Her request is closed, so it waits on its ambassadors no more.
    expect(history.at(-1)?.type).toBe('RequestClosed');
    await expect.poll(asAna).toMatchObject({ status: 'closed' });

    // The media store: her avatar in every size, and the social pictures of her board.
    for (const url of avatarUrls) expect((await fetch(url)).status, url).toBe(404);
    expect(existsSync(path.join(mediaDir, String(zoe.id), avatar.hash))).toBe(false);
    for (const url of socialUrls) expect((await fetch(url)).status, url).toBe(404);
    expect(existsSync(socialFolder)).toBe(false);

    // The mail tables: nothing sent to her, nothing that names her (the nomination, Ana's digest).
    await expect.poll(async () => (await mailbox(address)).length).toBe(0);
    await expect.poll(async () => (await mailbox(nominee)).length).toBe(0);
    const mails = (await s.platform.pool.query<{ text: string }>('SELECT recipient || subject || text_body || html_body || coalesce(reply_to, \'\') AS text FROM mail_outbox')).rows.map((r) => r.text).join('\n');
    for (const [name, value] of Object.entries({ ...secrets, address })) expect(mails.includes(value), name).toBe(false);
  }, 120_000);
});
