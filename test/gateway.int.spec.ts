import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookBoardView } from '@decorlook/domain';
import { loadSettings } from '@decorlook/infra/config';
import { shareableBoardsFrom } from '@decorlook/infra/http/board-meta';
import { shareableBoardsOf } from '@decorlook/query-api/lookboards/social-images';
import { createLogger } from '@decorlook/infra/observability/logger';
import { createGateway } from '../scripts/gateway';
import { PASSWORD, testClient } from './support/client';
import { deadPort, serve, type Served } from './support/serve';
import { startTestServer, type TestServer } from './support/test-server';

interface Seen {
  service: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in service that answers with what it received, so the test sees what was forwarded. */
async function echoService(service: string): Promise<Served> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url?.startsWith('/v1/hang')) return; // never answers
      const seen: Seen = { service, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(seen));
    });
  });
  // A websocket-style upgrade: accept, then echo every byte back.
  server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Service: ${service}\r\n\r\n`);
    socket.pipe(socket);
  });
  return serve(server);
}

const settings = loadSettings({});
const logger = createLogger('gateway', 'silent');
let command: Served;
let query: Served;
let gateway: Served;

beforeAll(async () => {
  command = await echoService('command');
  query = await echoService('query');
  const g = createGateway({ commandUrl: command.url, queryUrl: query.url, settings, logger, webDist: null, proxyTimeoutMs: 300 });
  gateway = await serve(g.app);
  gateway.server.on('upgrade', g.upgrade);
});
afterAll(async () => {
  await gateway.close();
  await command.close();
  await query.close();
});

async function through(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${gateway.url}${path}`, { method, body: init.body, headers: init.headers });
  const text = await res.text();
  return { res, text, seen: res.status === 200 ? (JSON.parse(text) as Seen) : null };
}

describe('the gateway', () => {
  it('sends reads to query-api and writes to command-api by the route table, path and query intact', async () => {
    const read = await through('GET', '/v1/enums/styles?v=3');
    expect(read.seen).toMatchObject({ service: 'query', method: 'GET', url: '/v1/enums/styles?v=3' });
    const write = await through('POST', '/v1/notification-email', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(write.seen).toMatchObject({ service: 'command', method: 'POST', url: '/v1/notification-email' });
    const search = await through('POST', '/v1/users/regular', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(search.seen?.service).toBe('query');
    const upload = await through('POST', '/v1/media', { body: '--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(upload.seen?.service).toBe('command');
    const picture = await through('GET', '/media/7/0123456789abcdef0123456789abcdef/thumb.webp');
    expect(picture.seen).toMatchObject({ service: 'query', url: '/media/7/0123456789abcdef0123456789abcdef/thumb.webp' });
  });

  it('streams the body through untouched, even one that is not JSON', async () => {
    const body = '{"email": "a@example.com", "broken": ';
    const r = await through('POST', '/v1/notification-email', { body, headers: { 'content-type': 'application/json' } });
    expect(r.seen?.body).toBe(body);
    expect(r.seen?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it("appends the client's address to X-Forwarded-For and passes its request id on", async () => {
    const r = await through('GET', '/v1/config', { headers: { 'X-Forwarded-For': '203.0.113.5' } });
    const chain = String(r.seen?.headers['x-forwarded-for']).split(',').map((s) => s.trim());
    expect(chain).toEqual(['203.0.113.5', '127.0.0.1']);
    expect(r.seen?.headers['x-request-id']).toBe(r.res.headers.get('x-request-id'));
    expect(r.seen?.headers.host).toBe(new URL(query.url).host);
  });

  it('proxies a websocket upgrade to the service and carries bytes both ways', async () => {
    const { socket, response } = await new Promise<{ socket: Socket; response: IncomingMessage }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: gateway.port, path: '/v1/socket.io/?EIO=4&transport=websocket', headers: { Connection: 'Upgrade', Upgrade: 'websocket' } });
      req.on('upgrade', (res, s) => resolve({ socket: s, response: res }));
      req.on('error', reject);
      req.end();
    });
    expect(response.statusCode).toBe(101);
    expect(response.headers['x-service']).toBe('query');
    const echoed = await new Promise<string>((resolve) => {
      socket.once('data', (d: Buffer) => resolve(d.toString('utf8')));
      socket.write('ping');
    });
    expect(echoed).toBe('ping');
    socket.destroy();
  });

  it("sends the realtime service's polling and websocket upgrade to query-api", async () => {
    const polling = await through('GET', '/socket.io/?EIO=4&transport=polling&t=abc');
    expect(polling.seen).toMatchObject({ service: 'query', method: 'GET', url: '/socket.io/?EIO=4&transport=polling&t=abc' });
    const posted = await through('POST', '/socket.io/?EIO=4&transport=polling&sid=x', { body: '40', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(posted.seen).toMatchObject({ service: 'query', method: 'POST', body: '40' });

    const { socket, response } = await new Promise<{ socket: Socket; response: IncomingMessage }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: gateway.port, path: '/socket.io/?EIO=4&transport=websocket', headers: { Connection: 'Upgrade', Upgrade: 'websocket' } });
      req.on('upgrade', (res, s) => resolve({ socket: s, response: res }));
      req.on('error', reject);
      req.end();
    });
    expect(response.statusCode).toBe(101);
    expect(response.headers['x-service']).toBe('query');
    const echoed = await new Promise<string>((resolve) => {
      socket.once('data', (d: Buffer) => resolve(d.toString('utf8')));
      socket.write('2probe');
    });
    expect(echoed).toBe('2probe');
    socket.destroy();
  });

  it('answers 502 { message } when a service does not answer in time', async () => {
    const r = await through('GET', '/v1/hang');
    expect(r.res.status).toBe(502);
    expect(JSON.parse(r.text)).toEqual({ message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers 502 { message } when a service cannot be reached', async () => {
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const g = createGateway({ commandUrl: dead, queryUrl: dead, settings, logger, webDist: null });
    const s = await serve(g.app);
    try {
      const res = await fetch(`${s.url}/v1/config`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    } finally {
      await s.close();
    }
  });
});

describe("the gateway's page of a shared look board", () => {
  let server: TestServer;
  let site: Served;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-gateway-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>DecorLook</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
    server = await startTestServer({ MEDIA_DIR: path.join(dir, 'media') });
    // The scale-out shape: both services are the real server, reached only over HTTP.
    site = await serve(createGateway({ commandUrl: server.url, queryUrl: server.url, settings, logger, webDist: dist }).app);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows no preview of a board once its owner is erased, as the single server does, and its pictures are 404", async () => {
    const t = testClient(server, { readYourWrites: true });
    const [owner, admin] = [await t.person('Olga'), await t.person('Ada', { role: 'admin' })];
    const picture = (hex: string) => sharp({ create: { width: 24, height: 16, channels: 3, background: hex } }).png().toBuffer();
    const image = await t.ok<{ id: number }>(owner, 'POST', '/inspiration-image', { mediaId: await t.upload(owner, 'inspirationImage', await picture('#b08d57')), title: 'Loft', styles: [1], roomTypeId: 1 }, 201);
    await t.ok(admin, 'POST', `/admin/inspiration-images/${image.id}/approve`);
    const product = await t.ok<{ id: number }>(owner, 'POST', '/product', { mediaId: await t.upload(owner, 'product', await picture('#c0392b')), title: 'Red lamp', price: 1_000, itemClassId: 1 }, 201);
    await t.ok(admin, 'POST', `/admin/products/${product.id}/approve`);
    const board = await t.ok<LookBoardView>(owner, 'POST', '/look-board', { title: 'Olga loft', description: 'Oak and brass.', message: 'For you', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products: [product.id], inspirationImageId: image.id, public: 1 }, 201);
    await t.ok(owner, 'POST', `/look-board/${board.id}/submit`);
    await t.ok(admin, 'POST', `/admin/look-boards/${board.id}/approve`);
    await t.ok(admin, 'GET', `/look-board/${board.id}`);

    const page = async () => (await fetch(`${site.url}/look-board/${board.id}`, { headers: { Accept: 'text/html' } })).text();
    const previewed = (html: string) => html.includes('property="og:title"');
    expect(await shareableBoardsFrom(server.url)(board.id)).toMatchObject({ id: board.id, title: 'Olga loft' });
    expect(previewed(await page())).toBe(true);
    expect((await fetch(`${site.url}/social/look-board/${board.id}/standard.png`)).status).toBe(200);

    await t.ok(owner, 'DELETE', '/user', { password: PASSWORD });
    // The erasure reaches the read models a moment after the write: the single server's rule first.
    await expect.poll(() => shareableBoardsOf(server.platform)(board.id), { timeout: 10_000, interval: 50 }).toBeNull();
    expect(await shareableBoardsFrom(server.url)(board.id)).toBeNull();
    const html = await page();
    expect(previewed(html)).toBe(false);
    expect(html).toContain('<title>DecorLook</title>');
    expect((await fetch(`${site.url}/social/look-board/${board.id}/standard.png`)).status).toBe(404);
    // The board itself is still there to read, by "Deleted user": only its pictures and preview are gone.
    expect((await t.api(null, 'GET', `/look-board/${board.id}`)).status).toBe(200);
  });
});
