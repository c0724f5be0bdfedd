import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInput, type LookBoardView } from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { shareableBoardsFrom } from '@decorlook/infra/http/board-meta';
import { parseInput } from '@decorlook/infra/http/validate';
import { createLogger } from '@decorlook/infra/observability/logger';
import { shareableBoardsOf } from '@decorlook/query-api/lookboards/social-images';
import { createGateway } from '../scripts/gateway';
import { createServer } from '../scripts/server';
import { serve, type Served } from './support/serve';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * Sharing a look board through the real server: the social pictures at /social/look-board and
 * the link-preview tags of the board's page, for published public boards only, and both
 * following the board when it changes.
 */
let s: TestServer;
/** The same server with a built client to serve pages from (the test server serves none). */
let site: Served;
let mediaDir: string;
let dist: string;
const PUBLIC_URL = 'https://decorlook.example';
const PASSWORD = 'correct horse 1';
let position = 0n;

interface Person {
  id: number;
  token: string;
}
let owner: Person;
let admin: Person;

async function api(who: Person | null, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = { 'X-Min-Position': String(position) };
  if (who) headers.Authorization = `Bearer ${who.token}`;
  const r = await call(s.url, method, `/v1${url}`, body, headers);
  const p = r.headers.get('x-event-position');
  if (p && BigInt(p) > position) position = BigInt(p);
  return r;
}
async function ok<T = unknown>(who: Person | null, method: string, url: string, body?: unknown, status = 200): Promise<T> {
  const r = await api(who, method, url, body);
  expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBe(status);
  return r.body.result as T;
}

async function person(role: 'personal' | 'admin'): Promise<Person> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const input = parseInput(signUpInput, { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Sam', lastName: 'Share' });
  const created = await registerAccount(s.platform, input, role, { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' });
  if (BigInt(created.position) > position) position = BigInt(created.position);
  const login = await call(s.url, 'POST', '/v1/auth/login', { email, password: PASSWORD });
  return { id: created.userId, token: (login.body as { access_token: string }).access_token };
}

/** A product photo: a disc of `hex` on white (PNG, so the colour survives exactly where it is not scaled). */
async function upload(type: 'product' | 'inspirationImage', hex: string): Promise<number> {
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ffffff"/><circle cx="200" cy="150" r="140" fill="${hex}"/></svg>`))
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(png)]), `${type}.png`);
  const res = await fetch(`${s.url}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${owner.token}` } });
  const body = (await res.json()) as { result: { id: number } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.result.id;
}

let imageId: number;
let products: number[];

/** A board made by its owner, submitted and approved (published when public). */
async function publishedBoard(fields: Record<string, unknown> = {}): Promise<LookBoardView> {
  const board = await ok<LookBoardView>(
    owner,
    'POST',
    '/look-board',
    { title: 'Sunlit loft', description: 'Oak, linen and brass.', message: 'For you', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products, inspirationImageId: imageId, ...fields },
    201,
  );
  await ok(owner, 'POST', `/look-board/${board.id}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${board.id}/approve`);
  return board;
}

/** The board as the read model has it once it has every write so far (read-your-writes, no sleeping). */
const settled = (id: number) => ok<LookBoardView>(owner, 'GET', `/look-board/${id}`);

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${site.url}${url}`, { headers });

async function picture(url: string) {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  };
  return { res, bytes, width: info.width, height: info.height, format: (await sharp(bytes).metadata()).format, at };
}

/** Every `<meta>` of a page as [key, content]. */
const metas = (html: string) => [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]);
const contentOf = (html: string, key: string) => metas(html).filter(([k]) => k === key).map(([, v]) => v);

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-share-'));
  dist = path.join(mediaDir, 'dist');
  mkdirSync(dist);
  // The built client's page, as vite writes it: the site's own title and description.
  const page = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="DecorLook: find room inspiration, get the look and shop it." />\n    <title>DecorLook</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'shell.html'), page);
  s = await startTestServer({ MEDIA_DIR: mediaDir, PUBLIC_URL }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation'] });
  site = await serve(createServer(s.platform, { webDist: dist }));
  admin = await person('admin');
  owner = await person('personal');
  const image = await ok<{ id: number }>(owner, 'POST', '/inspiration-image', { mediaId: await upload('inspirationImage', '#b08d57'), title: 'Loft', styles: [1], roomTypeId: 1, type: 'room' }, 201);
  imageId = image.id;
  await ok(admin, 'POST', `/admin/inspiration-images/${imageId}/approve`);
  products = [];
  for (const [title, hex] of [
    ['Red lamp', '#c0392b'],
    ['Blue vase', '#2980b9'],
  ]) {
    const p = await ok<{ id: number }>(owner, 'POST', '/product', { mediaId: await upload('product', hex), title, price: 1_000, itemClassId: 1 }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
});

afterAll(async () => {
  await site?.close();
  await s?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('social pictures of a look board', () => {
  it('serves a published board as a 1200x630 card and a 1000x1500 pin, PNG, on its banner colour, kept a short while and revalidated', async () => {
    const board = await publishedBoard({ color: '#1d3b36' });
    const view = await settled(board.id);
    expect(view.socialImages).toEqual({ standard: `/social/look-board/${board.id}/standard.png`, pinterest: `/social/look-board/${board.id}/pinterest.png` });
    const standard = await picture(view.socialImages.standard);
    expect({ format: standard.format, width: standard.width, height: standard.height }).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(standard.at(2, 628)).toBe('#1d3b36');
    expect(standard.res.headers.get('content-type')).toBe('image/png');
    expect(standard.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const pin = await picture(view.socialImages.pinterest);
    expect({ format: pin.format, width: pin.width, height: pin.height }).toEqual({ format: 'png', width: 1000, height: 1500 });

    const etag = standard.res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(view.socialImages.standard, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    // Drawn once and kept: one file per format for the board.
    expect(readdirSync(path.join(mediaDir, 'social', 'look-board', String(board.id))).sort()).toEqual([expect.stringMatching(/^pinterest-[0-9a-f]{32}\.png$/), expect.stringMatching(/^standard-[0-9a-f]{32}\.png$/)]);
  });

  it('draws the board again when it changes: a new colour gives new pictures and a new ETag, and the old file goes', async () => {
    const board = await publishedBoard({ color: '#1d3b36' });
    const before = await picture((await settled(board.id)).socialImages.standard);
    await ok(owner, 'POST', `/look-board/${board.id}/update-banner-color`, { color: '#f4efe6' });
    const after = await picture((await settled(board.id)).socialImages.standard);
    expect(after.at(2, 628)).toBe('#f4efe6');
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
    // The old ETag no longer matches: a client holding it gets the new picture.
    expect((await get(`/social/look-board/${board.id}/standard.png`, { 'If-None-Match': before.res.headers.get('etag')! })).status).toBe(200);
    expect(readdirSync(path.join(mediaDir, 'social', 'look-board', String(board.id))).filter((f) => f.startsWith('standard-'))).toHaveLength(1);
  });

  it('draws the board again when its products change', async () => {
    const board = await publishedBoard();
    const before = await picture((await settled(board.id)).socialImages.standard);
    const edited = await ok<LookBoardView>(owner, 'PUT', `/look-board/${board.id}/submitted`, { title: 'Sunlit loft', description: 'Oak, linen and brass.', message: 'For you', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products: [...products].reverse(), inspirationImageId: imageId });
    await ok(admin, 'POST', `/admin/look-boards/${edited.id}/approve`);
    const after = await picture((await settled(board.id)).socialImages.standard);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('answers 404 for a draft, a private board, a deleted one, an unknown id and any other path', async () => {
    const draft = await ok<LookBoardView>(owner, 'POST', '/look-board', { title: 'Draft', description: 'd', message: 'm', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products, inspirationImageId: imageId }, 201);
    const hidden = await publishedBoard({ public: 0 });
    const gone = await publishedBoard();
    await ok(owner, 'DELETE', `/look-board/${gone.id}`);
    await settled(hidden.id);
    for (const url of [`/social/look-board/${draft.id}/standard.png`, `/social/look-board/${hidden.id}/pinterest.png`, `/social/look-board/${gone.id}/standard.png`, '/social/look-board/999999/standard.png', `/social/look-board/${hidden.id}/huge.png`, '/social/look-board/x/standard.png', '/social/look-board/%2e%2e%2fetc/standard.png']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('link-preview tags of a look board page', () => {
  it("give a published board's page its title, description, address and both pictures as absolute URLs that serve", async () => {
    const board = await publishedBoard({ title: 'Oak & "Linen" <loft>', description: 'Pale oak, linen and brass.' });
    const view = await settled(board.id);
    const res = await get(`/look-board/${board.id}/${view.slug}`, { Accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(contentOf(html, 'og:title')).toEqual(['Oak &amp; &quot;Linen&quot; &lt;loft&gt;']);
    expect(contentOf(html, 'og:description')).toEqual(['Pale oak, linen and brass.']);
    expect(contentOf(html, 'og:url')).toEqual([view.shareUrl]);
    expect(view.shareUrl).toBe(`${PUBLIC_URL}/look-board/${board.id}/${view.slug}`);
    expect(contentOf(html, 'twitter:card')).toEqual(['summary_large_image']);
    const images = contentOf(html, 'og:image');
    expect(images).toEqual([expect.stringMatching(new RegExp(`^${PUBLIC_URL}/social/look-board/${board.id}/standard\\.png\\?v=`)), expect.stringMatching(new RegExp(`^${PUBLIC_URL}/social/look-board/${board.id}/pinterest\\.png\\?v=`))]);
    expect(contentOf(html, 'og:image:height')).toEqual(['630', '1500']);
    for (const [image, height] of [
      [images[0], 630],
      [images[1], 1500],
    ] as const) {
      const served = await picture(image.slice(PUBLIC_URL.length).replace(/&amp;/g, '&'));
      expect(served.height).toBe(height);
    }
    expect(html).toContain('<title>Oak &amp; &quot;Linen&quot; &lt;loft&gt; | DecorLook</title>');
    expect(html).not.toContain('<loft>');
    // Without the slug, too: the tags name the board's own address.
    expect(contentOf(await (await get(`/look-board/${board.id}`, { Accept: 'text/html' })).text(), 'og:url')).toEqual([view.shareUrl]);
    // A client that does not take HTML gets no page at all, as on every other path.
    const json = await get(`/look-board/${board.id}/${view.slug}`, { Accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ message: expect.any(String) });
  });

  it('gives a changed board new picture addresses, so social sites fetch the new pictures', async () => {
    const board = await publishedBoard({ color: '#1d3b36' });
    const page = async () => contentOf(await (await get(`/look-board/${board.id}/${(await settled(board.id)).slug}`, { Accept: 'text/html' })).text(), 'og:image');
    const before = await page();
    await ok(owner, 'POST', `/look-board/${board.id}/update-banner-color`, { color: '#ffffff' });
    const after = await page();
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('serves the plain page, with no tags, for a private, draft, deleted or unknown board', async () => {
    const hidden = await publishedBoard({ public: 0, title: 'Secret den' });
    const draft = await ok<LookBoardView>(owner, 'POST', '/look-board', { title: 'Draft den', description: 'd', message: 'm', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products, inspirationImageId: imageId }, 201);
    await settled(hidden.id);
    for (const url of [`/look-board/${hidden.id}/secret-den`, `/look-board/${draft.id}`, '/look-board/999999/nothing']) {
      const res = await get(url, { Accept: 'text/html' });
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(contentOf(html, 'og:title'), url).toEqual([]);
      expect(html).toContain('<title>DecorLook</title>');
      expect(html).not.toContain('Secret den');
    }
  });
});

describe('the boards that may be shared', () => {
  it('are the same whether read from the database (single server) or through query-api (the scale-out gateway)', async () => {
    const shown = await publishedBoard({ color: '#2f6f62' });
    const hidden = await publishedBoard({ public: 0 });
    await settled(hidden.id);
    const fromDatabase = shareableBoardsOf(s.platform);
    const throughQueryApi = shareableBoardsFrom(s.url);
    const expected = { id: shown.id, title: 'Sunlit loft', slug: 'sunlit-loft', description: 'Oak, linen and brass.', color: '#2f6f62', media: expect.any(Array) };
    expect(await fromDatabase(shown.id)).toEqual(expected);
    expect(await throughQueryApi(shown.id)).toEqual(await fromDatabase(shown.id));
    expect((await fromDatabase(shown.id))!.media).toHaveLength(products.length);
    for (const id of [hidden.id, 999999]) {
      expect(await fromDatabase(id)).toBeNull();
      expect(await throughQueryApi(id)).toBeNull();
    }
    // A query-api that does not answer is no board: the page is served plain, not held up.
    const dead = await serve((_req, res) => res.destroy());
    expect(await shareableBoardsFrom(dead.url)(shown.id)).toBeNull();
    await dead.close();
  });
});

describe('a product rejected after it was placed', () => {
  it('is left out of the social pictures, which are drawn again without it', async () => {
    const p = await ok<{ id: number }>(owner, 'POST', '/product', { mediaId: await upload('product', '#27ae60'), title: 'Green pot', price: 900, itemClassId: 1 }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    const board = await publishedBoard({ products: [p.id, ...products] });
    await settled(board.id);
    const shared = shareableBoardsOf(s.platform);
    expect((await shared(board.id))!.media).toHaveLength(3);
    const before = await picture(`/social/look-board/${board.id}/standard.png`);
    await ok(admin, 'POST', `/admin/products/${p.id}/reject`, { reason: 'Not a real product' });
    await settled(board.id);
    expect((await shared(board.id))!.media).toHaveLength(2);
    const after = await picture(`/social/look-board/${board.id}/standard.png`);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
  });
});

describe('through the scale-out gateway', () => {
  it("serves a published board's page with its tags and passes its pictures on to query-api", async () => {
    const board = await publishedBoard({ title: 'Gateway loft' });
    const view = await settled(board.id);
    // The single server stands in for query-api and command-api: it answers the same /v1 and /social paths.
    const gateway = await serve(createGateway({ commandUrl: s.url, queryUrl: s.url, settings: s.platform.settings, logger: createLogger('test', 'silent'), webDist: dist }).app);
    try {
      const page = await fetch(`${gateway.url}/look-board/${board.id}/${view.slug}`, { headers: { Accept: 'text/html' } });
      const html = await page.text();
      expect(contentOf(html, 'og:title')).toEqual(['Gateway loft']);
      expect(contentOf(html, 'og:url')).toEqual([view.shareUrl]);
      const pin = await fetch(`${gateway.url}${view.socialImages.pinterest}`);
      expect(pin.status).toBe(200);
      expect((await sharp(Buffer.from(await pin.arrayBuffer())).metadata()).height).toBe(1500);
      const hidden = await publishedBoard({ public: 0 });
      await settled(hidden.id);
      expect(contentOf(await (await fetch(`${gateway.url}/look-board/${hidden.id}`, { headers: { Accept: 'text/html' } })).text(), 'og:title')).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
