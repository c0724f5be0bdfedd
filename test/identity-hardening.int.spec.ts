import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuild } from '@decorlook/infra/projections/rebuild';
import type { EventStore } from '@decorlook/infra/event-store/types';
import { createProjectors } from '@decorlook/projectors';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * The identity context under attack and under failure: single-append decisions, exact
 * idempotency, erasure that leaves nothing readable, and abuse limits that hold under concurrency.
 */
let s: TestServer;
beforeAll(async () => {
  // Many sign-ins come from this one test client; the per-address limits are what is under test.
  s = await startTestServer({ RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => s.close());

const email = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'correct horse 1';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Tokens = { access_token: string; refresh_token: string };

async function signUp(address: string, extra: Record<string, unknown> = {}) {
  const r = await call(s.url, 'POST', '/v1/auth/sign-up', { email: address, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Ada', lastName: 'Lovelace', ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return (r.body.result as { id: number }).id;
}

async function login(address: string, password = PASSWORD): Promise<Tokens> {
  const r = await call(s.url, 'POST', '/v1/auth/login', { email: address, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as Tokens;
}

/** Whether the token still reads the account, once the read models have every write so far (the account's row is projected). */
const signedIn = async (t: Tokens) =>
  (await freshRead(s.url, 'GET', '/v1/user', undefined, { ...bearer(t.access_token), 'X-Min-Position': String(await s.platform.store.headPosition()) })).status === 200;

async function mailbox(address: string, position?: string | null) {
  const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(address)}`, undefined, position ? { 'X-Min-Position': position } : {});
  return r.body.result as { subject: string; text: string; links: string[] }[];
}

/** Makes the store's next multi-stream append fail as a crash before its commit would. */
function failNextAppend(store: EventStore) {
  const original = store.appendMany.bind(store);
  store.appendMany = async () => {
    store.appendMany = original;
    throw Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' });
  };
}

async function resetToken(address: string) {
  const r = await call(s.url, 'POST', '/v1/auth/forgot-password', { email: address });
  const mail = (await mailbox(address, r.headers.get('x-event-position'))).find((m) => /reset/i.test(m.subject))!;
  return new URL(mail.links[0]).pathname.split('/').pop()!;
}

describe('one fact, one append', () => {
  it('a revoked session stops working the moment its revocation is stored, with no projector running', async () => {
    const address = email('inline');
    await signUp(address);
    const t = await login(address);
    await s.runner.stop();
    try {
      const out = await call(s.url, 'POST', '/v1/auth/logout', undefined, bearer(t.access_token));
      expect(out.status).toBe(200);
      // Asked at once, not after the read models catch up: with no projector running they never
      // would, and the answer must not depend on them.
      expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(t.access_token))).status).toBe(401);
      expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: t.refresh_token })).status).toBe(401);
    } finally {
      await s.runner.start();
    }
  });

  it('a reset that fails before its commit changes nothing; the retry changes the password and ends every session together', async () => {
    const address = email('reset-crash');
    await signUp(address);
    const a = await login(address);
    const b = await login(address);
    const token = await resetToken(address);
    const body = { token, email: address, password: 'brand new pass 2', confirmation: 'brand new pass 2' };
    failNextAppend(s.platform.store);
    const crashed = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, body);
    expect(crashed.status).toBe(500);
    expect(crashed.body).not.toHaveProperty('stack');
    // Nothing half-done: the old password and both sessions still work.
    expect(await signedIn(a)).toBe(true);
    expect(await signedIn(b)).toBe(true);
    const old = await login(address);
    const ok = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, body);
    expect(ok.status).toBe(200);
    expect([await signedIn(a), await signedIn(b), await signedIn(old)]).toEqual([false, false, false]);
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: address, password: PASSWORD })).status).toBe(401);
    await login(address, 'brand new pass 2');
    const { rows } = await s.platform.pool.query<{ tx: string; n: number }>(
      `SELECT transaction_id::text AS tx, count(*)::int AS n FROM events WHERE type IN ('PasswordChanged', 'SessionRevoked') AND metadata->>'correlationId' = (
         SELECT metadata->>'correlationId' FROM events WHERE type = 'PasswordChanged' AND stream_id = (SELECT stream_id FROM events WHERE type = 'UserRegistered' AND data->>'emailHash' = $1))
       GROUP BY transaction_id`,
      [s.platform.hash(address)],
    );
    expect(rows).toEqual([{ tx: expect.any(String), n: 4 }]);
  });

  it('an erasure that fails before its commit leaves the account whole; the retry erases everything at once', async () => {
    const address = email('erase-crash');
    const id = await signUp(address);
    const t = await login(address);
    failNextAppend(s.platform.store);
    expect((await call(s.url, 'DELETE', '/v1/user', { password: PASSWORD }, bearer(t.access_token))).status).toBe(500);
    expect(await signedIn(t)).toBe(true);
    expect((await s.platform.store.readStream(`user-${id}`)).events[0].data).toMatchObject({ email: address });
    expect((await call(s.url, 'DELETE', '/v1/user', { password: PASSWORD }, bearer(t.access_token))).status).toBe(200);
    expect(await signedIn(t)).toBe(false);
    expect((await s.platform.store.readStream(`user-${id}`)).events[0].data).toMatchObject({ email: null });
  });

  it('a reused refresh token ends the session even when recording the reuse fails', async () => {
    const address = email('reuse-fail');
    await signUp(address);
    const first = await login(address);
    const second = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token })).body as unknown as Tokens;
    // The owner has refreshed again, so the first token presented now is reuse, not the retry of a lost answer.
    const rotated = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: second.refresh_token })).body as unknown as Tokens;
    const original = s.platform.store.append.bind(s.platform.store);
    s.platform.store.append = async () => {
      s.platform.store.append = original;
      throw new Error('the audit write failed');
    };
    const reuse = await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token });
    expect(reuse.status).toBe(500);
    expect(await signedIn(rotated)).toBe(false);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: rotated.refresh_token })).status).toBe(401);
  });

  it('a session ends 30 days after sign-in, however often it is refreshed', async () => {
    const address = email('lifetime');
    await signUp(address);
    const t = await login(address);
    const family = (await s.platform.pool.query<{ family_id: string; created_at: Date; expires_at: Date }>('SELECT family_id, created_at, expires_at FROM session_families ORDER BY created_at DESC LIMIT 1')).rows[0];
    expect(family.expires_at.getTime() - family.created_at.getTime()).toBe(30 * 86_400_000);
    const next = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: t.refresh_token })).body as unknown as Tokens;
    const { rows } = await s.platform.pool.query<{ same: boolean }>('SELECT bool_and(expires_at = $2) AS same FROM refresh_tokens WHERE family_id = $1', [family.family_id, family.expires_at]);
    expect(rows[0].same).toBe(true);
    // The end arrives: neither the access token nor a refresh works any more.
    await s.platform.pool.query(`UPDATE session_families SET expires_at = now() - interval '1 second' WHERE family_id = $1`, [family.family_id]);
    expect(await signedIn(next)).toBe(false);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: next.refresh_token })).status).toBe(401);
  });
});

describe('exact idempotency', () => {
  it('replays the first answer byte for byte', async () => {
    const address = email('replay');
    await signUp(address);
    const t = await login(address);
    const h = { ...bearer(t.access_token), 'Idempotency-Key': `k-${randomUUID()}` };
    const body = { displayName: 'Zed', zipCode: '94110', firstName: 'Ada', description: 'Keys in an order jsonb would change' };
    const send = () => fetch(`${s.url}/v1/user`, { method: 'PUT', headers: { 'content-type': 'application/json', ...h }, body: JSON.stringify(body) });
    const first = await send();
    const second = await send();
    const [a, b] = [await first.text(), await second.text()];
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(b).toBe(a);
    expect(second.headers.get('x-event-position')).toBe(first.headers.get('x-event-position'));
  });

  it('a retry after a crash between the append and the stored answer is a duplicate, not a second change', async () => {
    const address = email('crash-key');
    const id = await signUp(address);
    const t = await login(address);
    const key = `k-${randomUUID()}`;
    const body = { displayName: 'Once Only' };
    const first = await call(s.url, 'PUT', '/v1/user', body, { ...bearer(t.access_token), 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    // The process died before it stored the answer: the key is free again after its claim lapses.
    await s.platform.pool.query('DELETE FROM idempotency_keys WHERE key = $1', [key]);
    const retry = await call(s.url, 'PUT', '/v1/user', body, { ...bearer(t.access_token), 'Idempotency-Key': key });
    expect(retry.status).toBe(200);
    expect(retry.body.result).toMatchObject({ displayName: 'Once Only' });
    const { rows } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'ProfileUpdated'`, [`user-${id}`]);
    expect(rows[0].n).toBe(1);
  });

  it.each(['/v1/auth/login', '/v1/auth/login/', '/v1/AUTH/Login', '/v1/auth//login'])('never stores or replays a sign-in, however the path %s is spelled', async (path) => {
    const address = email('token-call');
    await signUp(address);
    const key = `k-${randomUUID()}`;
    const send = () => call(s.url, 'POST', path, { email: address, password: PASSWORD }, { 'Idempotency-Key': key });
    const [a, b] = [await send(), await send()];
    if (a.status === 404) return expect(b.status).toBe(404);
    expect(a.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect((b.body as unknown as Tokens).refresh_token).not.toBe((a.body as unknown as Tokens).refresh_token);
    expect((await s.platform.pool.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rows).toHaveLength(0);
  });
});

describe('abuse limits', () => {
  it('checks at most 10 of 30 parallel wrong passwords for one address', async () => {
    const address = email('parallel');
    await signUp(address);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => call(s.url, 'POST', '/v1/auth/login', { email: address, password: `wrong pass ${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((x) => x === 401 || x === 429)).toBe(true);
  });

  it('counts wrong current passwords on change-password against the same account', async () => {
    const address = email('change-brute');
    await signUp(address);
    const t = await login(address);
    for (let i = 0; i < 10; i++) {
      const r = await call(s.url, 'POST', '/v1/auth/change-password', { currentPassword: `guess ${i}xx`, password: 'next pass 42', confirmation: 'next pass 42' }, bearer(t.access_token));
      expect(r.status).toBe(422);
    }
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: address, password: PASSWORD })).status).toBe(429);
  });

  it('holds /user/confirm, which can set a password, to the same limit once the account is under attack', async () => {
    const address = email('confirm-brute');
    await signUp(address);
    const t = await login(address);
    for (let i = 0; i < 10; i++) await call(s.url, 'POST', '/v1/auth/login', { email: address, password: `wrong pass ${i}` });
    const r = await call(s.url, 'PUT', '/v1/user/confirm', { firstName: 'Eve', lastName: 'Mallory', password: 'taken over 1' }, bearer(t.access_token));
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks for the current password before an address change, a deactivation or an erasure', async () => {
    const address = email('sensitive');
    await signUp(address);
    const h = bearer((await login(address)).access_token);
    for (const [method, path, extra] of [
      ['POST', '/v1/user/update-email', { newEmail: email('new') }],
      ['POST', '/v1/user/deactivate', {}],
      ['DELETE', '/v1/user', {}],
    ] as const) {
      const missing = await call(s.url, method, path, extra, h);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ password: ['This field is required'] });
      const wrong = await call(s.url, method, path, { ...extra, password: 'not my pass 1' }, h);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect.'] });
    }
    expect(await signedIn({ access_token: h.Authorization.slice(7), refresh_token: '' })).toBe(true);
  });
});

describe('address change notice', () => {
  it('mails the old address a link that restores it within 7 days and signs everyone out', async () => {
    const old = email('victim');
    const thief = email('thief');
    await signUp(old);
    const t = await login(old);
    const changed = await call(s.url, 'POST', '/v1/user/update-email', { newEmail: thief, password: PASSWORD }, bearer(t.access_token));
    expect(changed.status).toBe(200);
    const notice = (await mailbox(old, changed.headers.get('x-event-position'))).find((m) => /changed/i.test(m.subject));
    expect(notice, 'a notice to the old address').toBeDefined();
    expect(notice!.text).not.toContain(thief);
    const link = new URL(notice!.links[0]);
    expect(link.pathname).toMatch(/^\/auth\/email-revert\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = link.pathname.split('/').pop()!;
    const undo = await call(s.url, 'POST', '/v1/auth/email-revert', { token });
    expect(undo.status).toBe(200);
    expect(undo.body.result).toEqual({ message: 'Your previous email address has been restored. Please sign in again.' });
    expect(await signedIn(t)).toBe(false);
    const back = await login(old);
    const me = await freshRead(s.url, 'GET', '/v1/user', undefined, { ...bearer(back.access_token), 'X-Min-Position': undo.headers.get('x-event-position')! });
    expect(me.body.result).toMatchObject({ email: old, hasVerifiedEmail: 1 });
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: thief, password: PASSWORD })).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/email-revert', { token })).body.result).toEqual({ message: 'Your email address has already been restored.' });
    expect((await call(s.url, 'POST', '/v1/auth/email-revert', { token: `${token.slice(0, -3)}abc` })).status).toBe(422);
  });
});

describe('erasure that really erases', () => {
  it('leaves no plaintext of the person in the raw events, stored answers or read models; replay still works; the address can start again', async () => {
    const address = email('forget-me');
    const secrets = { firstName: 'Philippa', lastName: 'Quartermaine', displayName: 'PQ Interiors', businessName: 'Quartermaine Studio', businessUrl: 'quartermaine-studio.example', description: 'Loves teal velvet' };
    const id = await signUp(address, { type: 'business', businessType: 'designer', ...secrets, zipCode: '90210' });
    const t = await login(address);
    const h = { ...bearer(t.access_token), 'Idempotency-Key': `k-${randomUUID()}` };
    expect((await call(s.url, 'PUT', '/v1/user', { description: 'Still loves teal velvet', businessName: 'Quartermaine & Co' }, h)).status).toBe(200);
    expect((await call(s.url, 'POST', '/v1/notification-email', { email: address })).status).toBe(201);
    expect((await call(s.url, 'POST', '/v1/persona-email', { email: address, persona: 'Coastal' })).status).toBe(201);
    const del = await call(s.url, 'DELETE', '/v1/user', { password: PASSWORD }, bearer(t.access_token));
    expect(del.status).toBe(200);

    const raw = (await s.platform.pool.query<{ text: string }>('SELECT data::text || metadata::text AS text FROM events')).rows.map((r) => r.text).join('\n');
    for (const value of [address, ...Object.values(secrets), 'Quartermaine & Co', '90210']) expect(raw, value).not.toContain(value);
    const { rows: answers } = await s.platform.pool.query('SELECT answer FROM idempotency_keys WHERE user_id = $1 OR caller = $2', [id, `user:${id}`]);
    expect(answers).toHaveLength(0);
    const pub = await freshRead(s.url, 'GET', `/v1/user/${id}`, undefined, { 'X-Min-Position': del.headers.get('x-event-position')! });
    expect(pub.body.result).toMatchObject({ displayName: 'Deleted user', business: null });
    const tables = (await s.platform.pool.query<{ text: string }>(`SELECT string_agg(t::text, ' ') AS text FROM (SELECT * FROM users WHERE id = $1) t`, [id])).rows[0].text;
    expect(tables).not.toContain('Quartermaine');
    expect(await mailbox(address)).toHaveLength(0);

    // Every projector rebuilds from the history, erased fields and all.
    const projectors = createProjectors({ tokens: s.platform.tokens, publicUrl: s.platform.settings.publicUrl });
    for (const p of projectors) if ('tables' in p) await rebuild({ pool: s.platform.pool, store: s.platform.store, projector: p });

    // The address is free for someone new, newsletter included, sealed under a new key.
    const again = await signUp(address);
    expect(again).not.toBe(id);
    expect((await call(s.url, 'POST', '/v1/notification-email', { email: address })).status).toBe(201);
    const { events } = await s.platform.store.readStream(`newsletter-${s.platform.hash(address)}`);
    expect(events.map((e) => [e.type, (e.data as { email?: string | null }).email ?? null])).toEqual([
      ['NewsletterSubscribed', null],
      ['EmailSubjectErased', null],
      ['NewsletterSubscribed', address],
    ]);
  });
});
