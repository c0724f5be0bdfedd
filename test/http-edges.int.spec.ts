import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const eventCount = async () => Number((await s.platform.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0].n);

describe('a JSON body nested deeper than any call needs', () => {
  it.each([
    ['100,000 unclosed [', '['.repeat(100_000)],
    ['100,000 closed [', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['nested objects', `{"email":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`],
    ['33 levels', `{"email":"x@example.com","extra":${'['.repeat(32)}${']'.repeat(32)}}`],
  ])('is refused with 400 in the error format before anything reads it (%s, with an Idempotency-Key)', async (_what, body) => {
    const before = await eventCount();
    const r = await call(s.url, 'POST', '/v1/notification-email', body, { 'Idempotency-Key': randomUUID() });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'The request body is nested too deeply.' });
    expect(await eventCount()).toBe(before);
    const { rows } = await s.platform.pool.query('SELECT 1 FROM idempotency_keys');
    expect(rows).toHaveLength(0);
  });

  it('is refused on reads too', async () => {
    const r = await call(s.url, 'POST', '/v1/product/search', `{"q":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('leaves brackets inside strings and bodies of ordinary depth alone', async () => {
    const r = await call(s.url, 'POST', '/v1/notification-email', { email: `brackets-${randomUUID()}@example.com`, note: '['.repeat(1000), extra: [[[[[{ a: [1] }]]]]] });
    expect(r.status).toBe(201);
  });
});
