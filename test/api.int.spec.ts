import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, ENUM_RESOURCES, REFERENCE_ENUMS } from '@decorlook/domain';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the HTTP conventions', () => {
  it('answers malformed JSON with 400 in the error format', async () => {
    const r = await call(s.url, 'POST', '/v1/notification-email', '{"email":');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown path with 404 JSON, for reads and writes, inside /v1 and outside it', async () => {
    for (const [method, path] of [
      ['GET', '/v1/no-such-thing'],
      ['POST', '/v1/no-such-thing'],
      ['DELETE', '/v1/enums/styles'],
      ['POST', '/no-such-page'],
      ['PUT', '/'],
    ]) {
      const r = await call(s.url, method, path, method === 'GET' ? undefined : {});
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(r.body.message).toEqual(expect.any(String));
    }
  });

  it('lets a read with X-Min-Position see the write it follows, with no sleep', async () => {
    for (let i = 0; i < 5; i++) {
      const email = `reader-${randomUUID()}@example.com`;
      const write = await call(s.url, 'POST', '/v1/notification-email', { email });
      expect(write.status).toBe(201);
      const position = write.headers.get('x-event-position');
      expect(position).toMatch(/^\d+$/);
      const hash = s.platform.hash(email);
      await freshRead(s.url, 'GET', '/v1/default-filters', undefined, { 'X-Min-Position': position! });
      const { rows } = await s.platform.pool.query('SELECT 1 FROM newsletter_subscriptions WHERE email_hash = $1', [hash]);
      expect(rows).toHaveLength(1);
    }
  });

  it('answers every write with an X-Event-Position that grows with later writes', async () => {
    const a = await call(s.url, 'POST', '/v1/notification-email', { email: `a-${randomUUID()}@example.com` });
    const b = await call(s.url, 'POST', '/v1/notification-email', { email: `b-${randomUUID()}@example.com` });
    expect(BigInt(b.headers.get('x-event-position')!)).toBeGreaterThan(BigInt(a.headers.get('x-event-position')!));
  });

  it('refuses a malformed X-Min-Position', async () => {
    const r = await call(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': 'soon' });
    expect(r.status).toBe(400);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const key = randomUUID();
    const email = `idem-${randomUUID()}@example.com`;
    const first = await call(s.url, 'POST', '/v1/notification-email', { email }, { 'Idempotency-Key': key });
    const again = await call(s.url, 'POST', '/v1/notification-email', { email }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-event-position')).toBe(first.headers.get('x-event-position'));
    const other = await call(s.url, 'POST', '/v1/notification-email', { email: `x-${email}` }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    const { rows } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'NewsletterSubscribed' AND stream_id = $1`, [`newsletter-${s.platform.hash(email)}`]);
    expect(rows[0].n).toBe(1);
  });

  it('reports health and readiness with each projector lag, and Prometheus metrics', async () => {
    expect((await call(s.url, 'GET', '/healthz')).status).toBe(200);
    const ready = await call(s.url, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: true, referenceData: true });
    expect(ready.body.projectors).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'site-enums', lagEvents: expect.any(Number), lagSeconds: expect.any(Number) })]));
    const metrics = await fetch(`${s.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/http_request_duration_seconds_bucket/);
    expect(metrics).toMatch(/events_appended_total/);
    expect(metrics).toMatch(/projector_lag_events\{projector="site-enums"\}/);
  });

  it('is not ready until the projectors have caught up', async () => {
    const cold = await startTestServer({}, { startProjectors: false });
    try {
      const r = await call(cold.url, 'GET', '/readyz');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'not ready', database: true });
      await cold.runner.start();
      await vi.waitFor(async () => expect((await call(cold.url, 'GET', '/readyz')).status).toBe(200), { timeout: 10_000, interval: 50 });
    } finally {
      await cold.close();
    }
  });

  it('never leaks a stack trace: a server fault is a 500 with a request id', async () => {
    const broken = await startTestServer();
    await broken.platform.pool.query('DROP VIEW site_settings');
    const r = await call(broken.url, 'GET', '/v1/default-filters');
    await broken.close();
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ message: 'An unknown error occurred', requestId: expect.any(String) });
  });
});

describe('site configuration', () => {
  it('answers the config with the endpoints map and every enum resource path', async () => {
    const r = await call(s.url, 'GET', '/v1/config');
    expect(r.status).toBe(200);
    const config = r.body.result as { endpoints: { checksum: string; configs: Record<string, string> }; appVersion: string };
    expect(config.endpoints.checksum).toBe('/v1/enums/checksum');
    expect(Object.keys(config.endpoints.configs).sort()).toEqual([...ENUM_RESOURCES].sort());
    expect(config.appVersion).toBe(APP_VERSION);
  });

  it('answers each resource with its entries, NONE included, and caches the versioned URL', async () => {
    const sum = (await call(s.url, 'GET', `/v1/enums/checksum?v=${Math.floor(Date.now() / 1000)}`)).body.result as Record<string, number>;
    expect(sum.application).toBeGreaterThan(0);
    const { configs } = ((await call(s.url, 'GET', '/v1/config')).body.result as { endpoints: { configs: Record<string, string> } }).endpoints;
    for (const resource of ENUM_RESOURCES) {
      expect(sum[resource], resource).toBeGreaterThan(0);
      const r = await call(s.url, 'GET', `${configs[resource]}?v=${sum[resource]}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect((r.body.result as { id: number; name: string }[]).map((e) => e.name)).toEqual(REFERENCE_ENUMS[resource].map((e) => e.name));
    }
    const styles = (await call(s.url, 'GET', '/v1/enums/styles')).body.result as { id: number; name: string }[];
    expect(styles.slice(0, 3).map((x) => x.name)).toEqual(['Scandinavian', 'Mid-Century Modern', 'Bohemian']);
    expect(styles.every((x, i) => x.id === i + 1)).toBe(true);
    const colors = (await call(s.url, 'GET', '/v1/enums/colors')).body.result as { id: number }[];
    expect(colors.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, 4, 15, 16, 19]));
    const shapes = (await call(s.url, 'GET', '/v1/enums/shapes')).body.result as { name: string }[];
    expect(shapes).toHaveLength(9);
    expect(shapes.map((x) => x.name)).toContain('NONE');
    expect((await call(s.url, 'GET', '/v1/enums/not-a-resource')).status).toBe(404);
  });

  it('moves a resource version only when that resource changes', async () => {
    const before = (await call(s.url, 'GET', '/v1/enums/checksum')).body.result as Record<string, number>;
    const w = await s.platform.store.append('siteEnum-vibes', 'stream_exists', [{ type: 'EnumEntryAdded', data: { resource: 'vibes', entry: { id: 99, name: 'Serene' } } }]);
    const after = (await freshRead(s.url, 'GET', '/v1/enums/checksum', undefined, { 'X-Min-Position': String(w.position) })).body.result as Record<string, number>;
    expect(after.vibes).toBeGreaterThan(before.vibes);
    expect({ ...after, vibes: 0 }).toEqual({ ...before, vibes: 0 });
  });

  it('answers the default filters', async () => {
    const r = await call(s.url, 'GET', '/v1/default-filters');
    expect(r.body.result).toEqual({ subStyles: [], styles: [], colors: [], itemClasses: [] });
  });

  it('validates the newsletter address and accepts a second subscription without change', async () => {
    expect((await call(s.url, 'POST', '/v1/notification-email', { email: 'not-an-email' })).body.errors).toEqual({ email: ['Email must be a valid email address'] });
    expect((await call(s.url, 'POST', '/v1/notification-email', { email: '   ' })).body.errors).toEqual({ email: ['This field is required'] });
    expect((await call(s.url, 'POST', '/v1/notification-email', {})).status).toBe(422);
    const email = `twice-${randomUUID()}@Example.com`;
    expect((await call(s.url, 'POST', '/v1/notification-email', { email, reCaptchaToken: 't', extra: 'ignored' })).status).toBe(201);
    expect((await call(s.url, 'POST', '/v1/notification-email', { email: email.toLowerCase() })).status).toBe(200);
    const { rows } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'NewsletterSubscribed' AND stream_id = $1`, [`newsletter-${s.platform.hash(email.toLowerCase())}`]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses the newsletter without a valid CAPTCHA token when CAPTCHA is configured, whatever the User-Agent claims', async () => {
    const guarded = await startTestServer();
    // The reCAPTCHA adapter calls Google; here the port gets a verifier that knows one good token.
    Object.assign(guarded.platform, { captcha: { enabled: true, verify: async (t?: string) => t === 'good' } });
    try {
      const missing = await call(guarded.url, 'POST', '/v1/notification-email', { email: 'person@example.com' });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors ?? {})).toEqual(['reCaptchaToken']);
      expect((await call(guarded.url, 'POST', '/v1/notification-email', { email: 'person@example.com', reCaptchaToken: 'bad' })).status).toBe(422);
      expect((await call(guarded.url, 'POST', '/v1/notification-email', { email: 'person@example.com', reCaptchaToken: 'good' })).status).toBe(201);
      expect((await call(guarded.url, 'POST', '/v1/notification-email', { email: 'crawled@example.com' }, { 'User-Agent': 'Googlebot/2.1' })).status).toBe(422);
    } finally {
      await guarded.close();
    }
  });
});

describe('API documentation', () => {
  it('describes every call with the request schemas that validate it', async () => {
    const r = await call(s.url, 'GET', '/v1/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.body as unknown as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> };
    expect(doc.openapi).toBe('3.1.0');
    const signUp = doc.paths['/auth/sign-up'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(signUp.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'passwordRepeat', 'businessName', 'terms']));
    const page = await fetch(`${s.url}/v1/docs`).then((x) => x.text());
    expect(page).toContain('/v1/auth/login');
  });
});

describe('operational tables', () => {
  it('forgets idempotency keys after 24 hours', async () => {
    const { purgeOperationalRows } = await import('@decorlook/infra/http/idempotency');
    const key = randomUUID();
    await call(s.url, 'POST', '/v1/notification-email', { email: `purge-${randomUUID()}@example.com` }, { 'Idempotency-Key': key });
    await s.platform.pool.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    await purgeOperationalRows(s.platform.pool);
    expect((await s.platform.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rows).toHaveLength(0);
  });
});
