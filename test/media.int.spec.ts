import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { MESSAGES_MEDIA, type MediaType } from '@decorlook/domain';
import { loadMedia } from '@decorlook/command-api/catalog/media/load-media';
import { uploadMedia } from '@decorlook/command-api/catalog/media/upload-media';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-media-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir });
});
afterAll(async () => {
  await s?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const PASSWORD = 'correct horse 1';
async function signedIn(): Promise<{ token: string; userId: number; position: string }> {
  const email = `media-${randomUUID().slice(0, 8)}@example.com`;
  const r = await call(s.url, 'POST', '/v1/auth/sign-up', { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Ada' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const login = await call(s.url, 'POST', '/v1/auth/login', { email, password: PASSWORD });
  expect(login.headers.get('x-event-position')).toMatch(/^\d+$/);
  return { token: (login.body as { access_token: string }).access_token, userId: (r.body.result as { id: number }).id, position: login.headers.get('x-event-position')! };
}

interface Sent {
  status: number;
  headers: Headers;
  body: { result?: { id: number; userId: number; type: MediaType; hash: string }; message?: string; errors?: Record<string, string[]> };
}
async function send(token: string | null, fields: { file?: Buffer; name?: string; type?: string }, idempotencyKey?: string): Promise<Sent> {
  const form = new FormData();
  if (fields.type !== undefined) form.set('type', fields.type);
  if (fields.file) form.set('file', new Blob([new Uint8Array(fields.file)]), fields.name ?? 'photo.jpg');
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const res = await fetch(`${s.url}/v1/media`, { method: 'POST', body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Sent['body'] };
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${s.url}${url}`, { headers });
const variantUrl = (m: { userId: number; hash: string }, size: string) => `/media/${m.userId}/${m.hash}/${size}.webp`;

/** A picture with some structure, so the encoders have something to encode. */
const picture = (width: number, height: number, colour = '#336699') =>
  sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#e67e22' } }, left: Math.round(width / 3), top: Math.round(height / 3) },
  ]);

let me: { token: string; userId: number };
beforeAll(async () => {
  me = await signedIn();
});

describe('POST /v1/media', () => {
  it('takes a JPEG and serves its four sizes as WebP, never upscaled, cached for good', async () => {
    const jpeg = await picture(1600, 1000).jpeg().toBuffer();
    const r = await send(me.token, { file: jpeg, type: 'inspirationImage' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.result).toEqual({ id: expect.any(Number), userId: me.userId, type: 'inspirationImage', hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(r.headers.get('x-event-position')).toMatch(/^\d+$/);
    const m = r.body.result!;
    for (const [size, width, height] of [['small', 64, 40], ['thumb', 200, 125], ['medium', 600, 375], ['large', 1400, 875]] as const) {
      const res = await get(variantUrl(m, size));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toBeTruthy();
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      const again = await get(variantUrl(m, size), { 'If-None-Match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
    // Recorded with what the picture looks like.
    const state = await loadMedia(s.platform, m.id);
    expect(state).toMatchObject({ exists: true, userId: me.userId, type: 'inspirationImage', format: 'jpeg', width: 1600, height: 1000, bytes: jpeg.length });
    expect(state.palette[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(state.colorGroups).toContain(15);
    expect(state.features).toHaveLength(32);
  });

  it('takes PNG, WebP and AVIF too', async () => {
    const base = picture(300, 200, '#5b8c51');
    for (const [format, bytes] of [
      ['png', await base.clone().png().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
      ['avif', await base.clone().avif({ effort: 0 }).toBuffer()],
    ] as const) {
      const r = await send(me.token, { file: bytes, type: 'product', name: `item.${format}` });
      expect(r.status, `${format}: ${JSON.stringify(r.body)}`).toBe(201);
      const medium = await get(variantUrl(r.body.result!, 'medium'));
      expect(await sharp(Buffer.from(await medium.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
      expect((await loadMedia(s.platform, r.body.result!.id)).format).toBe(format);
    }
  });

  it('renders the sizes in the background after answering, without any request for them', async () => {
    const r = await send(me.token, { file: await picture(900, 600, '#7d5ba6').jpeg().toBuffer(), type: 'inspirationImage' });
    expect(r.status).toBe(201);
    const { userId, hash } = r.body.result!;
    await expect.poll(() => ['small', 'thumb', 'medium', 'large'].every((size) => existsSync(path.join(mediaDir, String(userId), hash, `${size}.webp`))), { timeout: 10_000 }).toBe(true);
  });

  it('takes an Idempotency-Key: the same file again is the first answer, another file under the key is refused', async () => {
    const key = `upload-${Date.now()}`;
    const first = await send(me.token, { file: await picture(90, 60, '#8e44ad').png().toBuffer(), type: 'inspirationImage' }, key);
    expect(first.status).toBe(201);
    const again = await send(me.token, { file: await picture(90, 60, '#8e44ad').png().toBuffer(), type: 'inspirationImage' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.result).toEqual(first.body.result);
    const other = await send(me.token, { file: await picture(90, 60, '#16a085').png().toBuffer(), type: 'inspirationImage' }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
  });

  it('gives the same record for the same bytes from the same person for the same use', async () => {
    const bytes = await picture(400, 300, '#c0392b').png().toBuffer();
    const first = await send(me.token, { file: bytes, type: 'inspirationImage' });
    const second = await send(me.token, { file: bytes, type: 'inspirationImage', name: 'renamed.png' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    // Sent at once, they still make one record.
    const racing = await picture(401, 300, '#c0392b').png().toBuffer();
    const answers = await Promise.all([1, 2, 3].map(() => send(me.token, { file: racing, type: 'product' })));
    expect(new Set(answers.map((a) => a.body.result?.id)).size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // Another use, or another person, is another record.
    const asAvatar = await send(me.token, { file: bytes, type: 'userAvatar' });
    expect(asAvatar.status).toBe(201);
    expect(asAvatar.body.result!.id).not.toBe(first.body.result!.id);
    const other = await signedIn();
    const theirs = await send(other.token, { file: bytes, type: 'inspirationImage' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.result).toMatchObject({ userId: other.userId, hash: first.body.result!.hash });
    expect(theirs.body.result!.id).not.toBe(first.body.result!.id);
  });

  it('refuses a text file named .jpg with 415', async () => {
    const r = await send(me.token, { file: Buffer.from('Dear diary, today I renamed a text file.'), name: 'holiday.jpg', type: 'inspirationImage' });
    expect(r.status).toBe(415);
    expect(r.body).toEqual({ message: MESSAGES_MEDIA.notAnImage });
  });

  it('refuses a file over the limit with 413, announced or streamed', async () => {
    const huge = Buffer.concat([await picture(10, 10).jpeg().toBuffer(), Buffer.alloc(16 * 1024 * 1024)]);
    const announced = await send(me.token, { file: huge, type: 'inspirationImage' });
    expect(announced.status).toBe(413);
    expect(announced.body).toEqual({ message: MESSAGES_MEDIA.tooLarge });
    // Without a length up front, the file is cut off at the limit while it streams (nothing past
    // it is kept), and the answer is the same.
    const boundary = `----decorlook${randomUUID()}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ninspirationImage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (sent >= 16 * 1024 * 1024) {
          controller.enqueue(new Uint8Array(tail));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const res = await fetch(`${s.url}/v1/media`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(MESSAGES_MEDIA.tooLarge);
  });

  it('refuses a decompression bomb at once, from its header', async () => {
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const out = Buffer.alloc(data.length + 12);
      out.writeUInt32BE(data.length, 0);
      typed.copy(out, 4);
      out.writeUInt32BE(crc32(typed), data.length + 8);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(50_000, 0);
    ihdr.writeUInt32BE(50_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
    const started = performance.now();
    const r = await send(me.token, { file: bomb, name: 'tiny.png', type: 'inspirationImage' });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(MESSAGES_MEDIA.tooManyPixels);
    // Decoding it would take minutes; the bound only tells "read the header" from "decoded it", on any machine.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('applies the EXIF orientation and keeps no EXIF in what it serves', async () => {
    // Stored 120 wide and 80 high, to be shown turned a quarter (orientation 6): 80 wide, 120 high.
    const turned = await picture(120, 80).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Ada' } } }).toBuffer();
    expect((await sharp(turned).metadata()).exif).toBeDefined();
    const r = await send(me.token, { file: turned, type: 'userAvatar' });
    expect(r.status).toBe(201);
    const served = await sharp(Buffer.from(await (await get(variantUrl(r.body.result!, 'medium'))).arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 80, height: 120 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(await loadMedia(s.platform, r.body.result!.id)).toMatchObject({ width: 80, height: 120 });
    // Nor is it kept: the stored original is the picture as shown, without the camera's metadata.
    const kept = await sharp(path.join(mediaDir, String(r.body.result!.userId), r.body.result!.hash, 'original')).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 80, height: 120 });
    expect(kept.exif).toBeUndefined();
  });

  it('is for signed-in people only', async () => {
    const r = await send(null, { file: await picture(50, 50).png().toBuffer(), type: 'inspirationImage' });
    expect(r.status).toBe(401);
  });

  it('answers 422 with a field map for a missing or unknown type, or no file', async () => {
    const file = await picture(50, 50).png().toBuffer();
    const missing = await send(me.token, { file });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ type: ['This field is required'] });
    const unknown = await send(me.token, { file, type: 'poster' });
    expect(unknown.body.errors).toEqual({ type: [MESSAGES_MEDIA.badType] });
    const nothing = await send(me.token, {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors).toEqual({ type: ['This field is required'], file: ['This field is required'] });
    const json = await call(s.url, 'POST', '/v1/media', { type: 'product' }, { Authorization: `Bearer ${me.token}` });
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ file: ['This field is required'] });
  });
});

describe('GET /media/{userId}/{hash}/{size}.webp', () => {
  it('answers 404 for a picture, size or path that does not exist', async () => {
    for (const url of [`/media/${me.userId}/${'0'.repeat(32)}/thumb.webp`, `/media/${me.userId}/${'0'.repeat(32)}/huge.webp`, '/media/../../etc/passwd', `/media/x/${'0'.repeat(32)}/thumb.webp`]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('renders a size on its first request when it was not rendered on upload, once for many requests', async () => {
    const bytes = await picture(700, 500, '#0f766e').webp().toBuffer();
    const r = await uploadMedia(s.platform, { userId: me.userId, type: 'product', bytes, meta: {}, variants: 'lazy' });
    expect(r.created).toBe(true);
    const file = path.join(mediaDir, String(me.userId), r.media.hash, 'large.webp');
    expect(existsSync(file)).toBe(false);
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(variantUrl(r.media, 'large')).then(async (res) => ({ status: res.status, bytes: Buffer.from(await res.arrayBuffer()) }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    expect(await sharp(answers[0].bytes).metadata()).toMatchObject({ format: 'webp', width: 700 });
    expect(existsSync(file)).toBe(true);
  });
});

describe('POST /v1/user/update-avatar', () => {
  const setAvatar = (token: string | null, body: unknown) => call(s.url, 'POST', '/v1/user/update-avatar', body, token ? { Authorization: `Bearer ${token}` } : {});

  it("sets one of the person's avatar uploads as their picture, on the account and on the public member", async () => {
    const person = await signedIn();
    const up = await send(person.token, { file: await picture(300, 300, '#f4a6b7').jpeg().toBuffer(), type: 'userAvatar' });
    expect(up.status).toBe(201);
    const m = up.body.result!;
    const r = await setAvatar(person.token, { mediaId: m.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((r.body.result as { avatar: unknown }).avatar).toEqual({ userId: person.userId, hash: m.hash });
    const position = r.headers.get('x-event-position')!;
    expect(position).toMatch(/^\d+$/);
    const account = await freshRead(s.url, 'GET', '/v1/user', undefined, { Authorization: `Bearer ${person.token}`, 'X-Min-Position': position });
    expect((account.body.result as { avatar: unknown }).avatar).toEqual({ userId: person.userId, hash: m.hash });
    const member = await freshRead(s.url, 'GET', `/v1/user/${person.userId}`, undefined, { 'X-Min-Position': position });
    expect((member.body.result as { avatar: unknown }).avatar).toEqual({ userId: person.userId, hash: m.hash });
    const small = await get(variantUrl(m, 'small'));
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
    // Setting it again changes nothing and answers the same.
    const again = await setAvatar(person.token, { mediaId: m.id });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(r.body.result);
  });

  it("refuses someone else's picture, one uploaded for another use, or an unknown one, on mediaId", async () => {
    const person = await signedIn();
    const bytes = await picture(120, 120, '#8b5e3c').png().toBuffer();
    const theirs = await send(me.token, { file: bytes, type: 'userAvatar' });
    const notAnAvatar = await send(person.token, { file: bytes, type: 'inspirationImage' });
    for (const [mediaId, message] of [
      [theirs.body.result!.id, MESSAGES_MEDIA.notYourMedia],
      [notAnAvatar.body.result!.id, MESSAGES_MEDIA.wrongMediaType('userAvatar')],
      [999_999, MESSAGES_MEDIA.unknownMedia],
    ] as const) {
      const r = await setAvatar(person.token, { mediaId });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ mediaId: [message] });
    }
    expect((await setAvatar(person.token, {})).body.errors).toEqual({ mediaId: ['This field is required'] });
    // The account as the read side has it once the sign-up is projected: still no picture.
    const account = await freshRead(s.url, 'GET', '/v1/user', undefined, { Authorization: `Bearer ${person.token}`, 'X-Min-Position': person.position });
    expect((account.body.result as { avatar: unknown }).avatar).toBeNull();
  });

  it('is for signed-in people only', async () => {
    expect((await setAvatar(null, { mediaId: 1 })).status).toBe(401);
  });
});

describe('upload rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ MEDIA_DIR: mediaDir, RATE_LIMIT_PER_MINUTE: '2' }, { startProjectors: false });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE uploads a minute from one client', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    await call(limited.url, 'POST', '/v1/auth/sign-up', { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true });
    const token = ((await call(limited.url, 'POST', '/v1/auth/login', { email, password: PASSWORD })).body as { access_token: string }).access_token;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.set('type', 'product');
      form.set('file', new Blob([new Uint8Array(await picture(40 + i, 40).png().toBuffer())]), 'p.png');
      const res = await fetch(`${limited.url}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
