import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression';

/** An answer's encoding and size exactly as sent (no decompression). */
function rawGet(port: number, path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; vary: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

const big = { result: Array.from({ length: 200 }, (_, id) => ({ id, name: `Style ${id}` })) };

describe('compression', () => {
  let server: ReturnType<express.Express['listen']>;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.get('/big', (_req, res) => res.json(big));
    app.get('/small', (_req, res) => res.json({ result: { id: 1 } }));
    app.get('/encoded', (_req, res) => res.set({ 'Content-Encoding': 'br', 'Content-Type': 'text/javascript' }).send(Buffer.alloc(4096, 1)));
    app.get('/events', (_req, res) => {
      res.set('Content-Type', 'text/event-stream');
      res.end(`data: ${'x'.repeat(4096)}\n\n`);
    });
    await new Promise<void>((resolve) => (server = app.listen(0, () => resolve())));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('compresses JSON over 1 kB with what the client accepts', async () => {
    const raw = Buffer.byteLength(JSON.stringify(big));
    const gzip = await rawGet(port, '/big', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.vary).toMatch(/Accept-Encoding/i);
    expect(gzip.bytes).toBeLessThan(raw / 3);
    expect((await rawGet(port, '/big', 'br')).encoding).toBe('br');
    expect((await rawGet(port, '/big', 'identity')).bytes).toBe(raw);
  });

  it('leaves small answers, already-encoded answers and event streams alone', async () => {
    expect((await rawGet(port, '/small', 'gzip')).encoding).toBeUndefined();
    const encoded = await rawGet(port, '/encoded', 'gzip, br');
    expect(encoded.encoding).toBe('br');
    expect(encoded.bytes).toBe(4096);
    const events = await rawGet(port, '/events', 'gzip');
    expect(events.encoding).toBeUndefined();
  });
});
