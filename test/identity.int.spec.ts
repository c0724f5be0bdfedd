import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'mail'] });
});
afterAll(() => s.close());

const email = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'correct horse 1';
const signUpBody = (address: string, extra: Record<string, unknown> = {}) => ({ email: address, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Ada', lastName: 'Lovelace', ...extra });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Waits until the read models have applied every write so far (a test that reads a table the projectors write). */
async function settle(): Promise<void> {
  await freshRead(s.url, 'GET', '/v1/config', undefined, { 'X-Min-Position': String(await s.platform.store.headPosition()) });
}

async function signUp(address: string, extra: Record<string, unknown> = {}) {
  const r = await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(address, extra));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r;
}

async function login(address: string, password = PASSWORD) {
  const r = await call(s.url, 'POST', '/v1/auth/login', { email: address, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const position = r.headers.get('x-event-position');
  expect(position).toMatch(/^\d+$/);
  return { ...(r.body as unknown as { access_token: string; refresh_token: string; token_type: string; expires_in: number }), position: position! };
}

/** The signed-in account as the read side has it once the sign-in (and all before it) is projected. */
const readAccount = (t: { access_token: string; position: string }) => freshRead(s.url, 'GET', '/v1/user', undefined, { ...bearer(t.access_token), 'X-Min-Position': t.position });

async function mailbox(address: string, position?: string | null) {
  const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(address)}`, undefined, position ? { 'X-Min-Position': position } : {});
  expect(r.status).toBe(200);
  return r.body.result as { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string }[];
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

describe('sign-up', () => {
  it('creates a personal account that then signs in, and mails a verification link', async () => {
    const address = email();
    const r = await signUp(address);
    expect(r.body.result).toMatchObject({ id: expect.any(Number), email: address });
    const mails = await mailbox(address, r.headers.get('x-event-position'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/verify/i);
    expect(mails[0].html).toContain('DecorLook');
    expect(mails[0].text).toContain(mails[0].links[0]);
    expect(pathOf(mails[0].links[0])).toMatch(/^\/auth\/email-verification\/\d+\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const tokens = await login(address);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(900);
    const me = await readAccount(tokens);
    expect(me.body.result).toMatchObject({
      email: address,
      firstName: 'Ada',
      displayName: address,
      status: 'no_pref',
      newUser: true,
      hasVerifiedEmail: 0,
      countryId: 1,
      avatar: null,
      business: null,
      preferences: { styles: [], subStyles: {}, roomTypes: [], colors: {} },
    });
  });

  it('falls back to the email as display name', async () => {
    const address = email('plain');
    await signUp(address, { firstName: undefined, lastName: undefined });
    const tokens = await login(address);
    const me = await readAccount(tokens);
    expect((me.body.result as { displayName: string }).displayName).toBe(address);
  });

  it('creates a business account with its business, and requires the business name', async () => {
    const missing = await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(email(), { type: 'business' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ businessName: ['This field is required'] });
    const address = email('shop');
    await signUp(address, { type: 'business', businessName: 'Oak & Ash', businessType: 'retailer', businessUrl: 'oakandash.example' });
    const tokens = await login(address);
    const me = await readAccount(tokens);
    expect(me.body.result).toMatchObject({ type: 'business', role: 'business', business: { name: 'Oak & Ash', url: 'https://oakandash.example', approval: 'pending' }, businessType: 'retailer' });
  });

  it.each([
    [{ email: '' }, 'email', 'This field is required'],
    [{ email: 'nope' }, 'email', 'Email must be a valid email address'],
    [{ password: 'short1', passwordRepeat: 'short1' }, 'password', 'Password should be at least 8 characters'],
    [{ password: 'longenough', passwordRepeat: 'longenough' }, 'password', 'Password must include a number'],
    [{ passwordRepeat: 'something else 1' }, 'passwordRepeat', 'Passwords should match'],
    [{ passwordRepeat: undefined }, 'passwordRepeat', 'This field is required'],
    [{ terms: false }, 'terms', 'Please accept the terms and conditions'],
    [{ businessType: 'wizard', type: 'business', businessName: 'X' }, 'businessType', 'Please choose a business type'],
    [{ businessUrl: 'not a link' }, 'businessUrl', 'Please enter a correct link'],
  ])('refuses %j with the spec message on %s', async (override, field, message) => {
    const r = await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(email(), override));
    expect(r.status).toBe(422);
    expect(r.body.errors?.[field]).toEqual([message]);
  });

  it('refuses a taken address with errors.email, whatever its case', async () => {
    const address = email('taken');
    await signUp(address);
    const again = await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(address.toUpperCase()));
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual(['There is already an account with this email. Please login']);
  });

  it('makes exactly one account out of 20 parallel sign-ups with one address', async () => {
    const address = email('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(address))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(19);
    const { rows } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'UserRegistered' AND metadata->>'subject' IN (SELECT 'user-' || id FROM users)`);
    const { rows: reserved } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`email-${s.platform.hash(address)}`]);
    expect(reserved[0].n).toBe(1);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('ignores unknown fields', async () => {
    const r = await call(s.url, 'POST', '/v1/auth/sign-up', { ...signUpBody(email()), isAdmin: true, role: 'admin' });
    expect(r.status).toBe(201);
  });
});

describe('email verification', () => {
  it('verifies with the mailed link; a second click answers already verified; other users and tampered tokens are refused', async () => {
    const address = email('verify');
    const up = await signUp(address);
    const [mail] = await mailbox(address, up.headers.get('x-event-position'));
    const link = `/v1${pathOf(mail.links[0])}`;
    const first = await call(s.url, 'GET', link);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ verified: true, alreadyVerified: false });
    const second = await call(s.url, 'GET', link);
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({ alreadyVerified: true, message: 'Your email is already verified.' });
    const [, , , , userId, token] = link.split('/');
    expect((await call(s.url, 'GET', `/v1/auth/email-verification/${Number(userId) + 1}/${token}`)).status).toBe(422);
    expect((await call(s.url, 'GET', `/v1/auth/email-verification/${userId}/${token.slice(0, -2)}xx`)).status).toBe(422);
    const tokens = await login(address);
    const me = await freshRead(s.url, 'GET', '/v1/user', undefined, { ...bearer(tokens.access_token), 'X-Min-Position': second.headers.get('x-event-position')! });
    expect((me.body.result as { hasVerifiedEmail: number }).hasVerifiedEmail).toBe(1);
  });

  it('sends a new link on request', async () => {
    const address = email('relink');
    await signUp(address);
    const tokens = await login(address);
    const r = await call(s.url, 'POST', '/v1/user/send-verify-email-link', { domain: 'localhost' }, bearer(tokens.access_token));
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ message: 'Verification link successfully sent to your email' });
    expect(await mailbox(address, r.headers.get('x-event-position'))).toHaveLength(2);
  });
});

describe('sign-in, tokens and sessions', () => {
  it('validates sign-in input and refuses wrong credentials without saying which part was wrong', async () => {
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: 'x', password: 'whatever1' })).body.errors).toEqual({ email: ['Email must be a valid email address'] });
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: 'a@b.co', password: 'short' })).body.errors).toEqual({ password: ['Password should be at least 8 characters'] });
    const address = email('creds');
    await signUp(address);
    const wrong = await call(s.url, 'POST', '/v1/auth/login', { email: address, password: 'wrong password 1' });
    const nobody = await call(s.url, 'POST', '/v1/auth/login', { email: email('nobody'), password: 'wrong password 1' });
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(401);
    expect(wrong.body).toEqual(nobody.body);
  });

  it('refuses a request without a token, or with a forged one', async () => {
    expect((await call(s.url, 'GET', '/v1/user')).body).toEqual({ message: 'Unauthenticated.' });
    expect((await call(s.url, 'GET', '/v1/user')).status).toBe(401);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer('a.b.c'))).status).toBe(401);
    const address = email('alg');
    await signUp(address);
    const t = await login(address);
    const [header, payload] = t.access_token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(none))).status).toBe(401);
  });

  it('rotates refresh tokens, and a reused one ends the whole session family', async () => {
    const address = email('refresh');
    await signUp(address);
    const first = await login(address);
    const rotated = await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token });
    expect(rotated.status).toBe(200);
    const second = rotated.body as unknown as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await settle();
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(second.access_token))).status).toBe(200);
    // The owner goes on refreshing; then the first refresh token is presented again (stolen): the owner's session ends too.
    const third = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: second.refresh_token })).body as unknown as { access_token: string; refresh_token: string };
    const reuse = await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(third.access_token))).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: third.refresh_token })).status).toBe(401);
    const { rows } = await s.platform.pool.query(`SELECT type FROM events WHERE type IN ('RefreshTokenReuseDetected', 'SessionRevoked') AND data->>'userId' = (SELECT id::text FROM users WHERE email = $1)`, [address]);
    expect(rows.map((r) => r.type).sort()).toEqual(['RefreshTokenReuseDetected', 'SessionRevoked']);
    // Signing in again starts a fresh family.
    expect((await login(address)).access_token).toBeTruthy();
  });

  it('answers the retry of a refresh whose answer was lost: the token it never received stops working, and a later reuse still ends the session', async () => {
    const address = email('refresh-retry');
    await signUp(address);
    const first = await login(address);
    // The first exchange's answer never reaches the browser (it navigated away): it still holds the first token.
    const lost = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token })).body as unknown as { access_token: string; refresh_token: string };
    const retried = await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token });
    expect(retried.status).toBe(200);
    const kept = retried.body as unknown as { access_token: string; refresh_token: string };
    expect(kept.refresh_token).not.toBe(lost.refresh_token);
    await settle();
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(kept.access_token))).status).toBe(200);
    const next = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: kept.refresh_token })).body as unknown as { access_token: string; refresh_token: string };
    // The token whose answer was lost is retired: presenting it is reuse, and the whole session ends.
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: lost.refresh_token })).status).toBe(401);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(next.access_token))).status).toBe(401);
  });

  it('a rotated token past the retry window, or once its successor was used, is reuse', async () => {
    const address = email('refresh-late');
    await signUp(address);
    const first = await login(address);
    const second = (await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token })).body as unknown as { access_token: string; refresh_token: string };
    await settle();
    await s.platform.pool.query(`UPDATE refresh_tokens SET rotated_at = now() - interval '31 seconds' WHERE rotated_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)`, [address]);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: first.refresh_token })).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: second.refresh_token })).status).toBe(401);
  });

  it('logs out the session the access token belongs to, and only that one', async () => {
    const address = email('logout');
    await signUp(address);
    const a = await login(address);
    const b = await login(address);
    const out = await call(s.url, 'POST', '/v1/auth/logout', undefined, bearer(a.access_token));
    expect(out.status).toBe(200);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(a.access_token))).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: a.refresh_token })).status).toBe(401);
    await settle();
    expect((await readAccount(b)).status).toBe(200);
  });

  it('limits failed sign-ins to 10 per address per 15 minutes', async () => {
    const address = email('brute');
    await signUp(address);
    for (let i = 0; i < 10; i++) expect((await call(s.url, 'POST', '/v1/auth/login', { email: address, password: `wrong pass ${i}` })).status).toBe(401);
    const limited = await call(s.url, 'POST', '/v1/auth/login', { email: address, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password recovery and change', () => {
  it('answers forgot-password the same whether or not the account exists, and resets once with the mailed link, ending every session', async () => {
    const address = email('forgot');
    await signUp(address);
    const session = await login(address);
    const known = await call(s.url, 'POST', '/v1/auth/forgot-password', { email: address });
    const unknown = await call(s.url, 'POST', '/v1/auth/forgot-password', { email: email('ghost') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = await mailbox(address, known.headers.get('x-event-position'));
    const reset = mails.find((m) => /reset/i.test(m.subject))!;
    const url = new URL(reset.links[0]);
    expect(url.pathname).toMatch(/^\/auth\/password\/reset\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(url.searchParams.get('email')).toBe(address);
    const token = url.pathname.split('/').pop()!;
    const newPassword = 'brand new pass 2';
    const missing = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, { token: '', email: '', password: newPassword, confirmation: newPassword });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ token: ["Required data doesn't provided"], email: ["Required data doesn't provided"] });
    const mismatch = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, { token, email: address, password: newPassword, confirmation: 'other pass 2' });
    expect(mismatch.body.errors).toEqual({ confirmation: ['Passwords should match'] });
    const ok = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, { token, email: address, password: newPassword, confirmation: newPassword });
    expect(ok.status).toBe(200);
    const again = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, { token, email: address, password: 'third pass 33', confirmation: 'third pass 33' });
    expect(again.status).toBe(422);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(session.access_token))).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: address, password: PASSWORD })).status).toBe(401);
    await login(address, newPassword);
  });

  it('refuses a reset token with another address', async () => {
    const a = email('reset-a');
    await signUp(a);
    const r = await call(s.url, 'POST', '/v1/auth/forgot-password', { email: a });
    const token = new URL((await mailbox(a, r.headers.get('x-event-position')))[0 + 0].links[0]).pathname.split('/').pop();
    const b = email('reset-b');
    await signUp(b);
    const forged = await call(s.url, 'POST', `/v1/auth/password-reset/${token}`, { token, email: b, password: 'hijack pass 1', confirmation: 'hijack pass 1' });
    expect(forged.status).toBe(422);
  });

  it('changes the password with the current one', async () => {
    const address = email('change');
    await signUp(address);
    const t = await login(address);
    const wrong = await call(s.url, 'POST', '/v1/auth/change-password', { currentPassword: 'not it 123', password: 'next pass 42', confirmation: 'next pass 42' }, bearer(t.access_token));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    const ok = await call(s.url, 'POST', '/v1/auth/change-password', { currentPassword: PASSWORD, password: 'next pass 42', confirmation: 'next pass 42' }, bearer(t.access_token));
    expect(ok.status).toBe(200);
    await login(address, 'next pass 42');
  });
});

describe('profile and preferences', () => {
  it('saves preferences in the spec shape and completes the account once styles are picked', async () => {
    const address = email('prefs');
    await signUp(address);
    const t = await login(address);
    const h = bearer(t.access_token);
    const early = await call(s.url, 'POST', '/v1/user/finish-preferences', undefined, h);
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ styles: ['This field cant be empty'] });
    expect((await call(s.url, 'PUT', '/v1/user/styles', { styles: [] }, h)).body.errors).toEqual({ styles: ['This field cant be empty'] });
    expect((await call(s.url, 'PUT', '/v1/user/styles', { styles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, h)).status).toBe(422);
    expect((await call(s.url, 'PUT', '/v1/user/styles', { styles: [999] }, h)).status).toBe(422);
    expect((await call(s.url, 'PUT', '/v1/user/vibes', { vibes: [1, 2] }, h)).status).toBe(422);
    const styles = await call(s.url, 'PUT', '/v1/user/styles', { styles: [1, 7] }, h);
    expect(styles.status).toBe(200);
    expect((styles.body.result as { preferences: { styles: number[] } }).preferences.styles).toEqual([1, 7]);
    await call(s.url, 'PUT', '/v1/user/sub-styles', { subStyles: [1, 2] }, h);
    await call(s.url, 'PUT', '/v1/user/room-types', { roomTypes: [1] }, h);
    await call(s.url, 'PUT', '/v1/user/vibes', { vibes: [2] }, h);
    const colors = await call(s.url, 'PUT', '/v1/user/colors', { colors: [1, 15, 19] }, h);
    expect(colors.body.result).toEqual({
      vibes: [2],
      preferences: { styles: [1, 7], subStyles: { Hygge: 1, 'Nordic Minimal': 1 }, roomTypes: [1], colors: { '1': 1, '15': 1, '19': 1 } },
    });
    const done = await call(s.url, 'POST', '/v1/user/finish-preferences', undefined, h);
    expect(done.body.result).toMatchObject({ status: 'complete', newUser: false });
  });

  it('updates the profile and the profession', async () => {
    const address = email('profile');
    await signUp(address);
    const t = await login(address);
    const h = bearer(t.access_token);
    const r = await call(s.url, 'PUT', '/v1/user', { displayName: 'Ada L.', zipCode: '94110', notificationEmail: false, email: 'ignored@example.com' }, h);
    expect(r.body.result).toMatchObject({ displayName: 'Ada L.', zipCode: '94110', notificationEmail: false, email: address });
    expect((await call(s.url, 'PUT', '/v1/user/profession', { profession: 3 }, h)).body.result).toMatchObject({ profession: 3 });
  });

  it('changes the email: the new address is taken, the old one released, verification reset and a link mailed', async () => {
    const old = email('old');
    const fresh = email('new');
    await signUp(old);
    const t = await login(old);
    const r = await call(s.url, 'POST', '/v1/user/update-email', { newEmail: fresh, password: PASSWORD }, bearer(t.access_token));
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ email: fresh, hasVerifiedEmail: 0 });
    expect(await mailbox(fresh, r.headers.get('x-event-position'))).toHaveLength(1);
    await signUp(old);
    const taken = await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(fresh));
    expect(taken.body.errors?.email).toBeDefined();
    await login(fresh);
  });

  it('shows public fields only for another member, and finds regular members by name', async () => {
    const address = email('public');
    const up = await signUp(address, { displayName: 'Zelda Public' });
    const id = (up.body.result as { id: number }).id;
    const pub = await freshRead(s.url, 'GET', `/v1/user/${id}`, undefined, { 'X-Min-Position': up.headers.get('x-event-position')! });
    expect(pub.body.result).toMatchObject({ id, displayName: 'Zelda Public', isFollowed: false });
    expect(pub.body.result).not.toHaveProperty('email');
    const found = await call(s.url, 'POST', '/v1/users/regular', { search: 'zelda pub' });
    expect((found.body.result as { id: number }[]).map((u) => u.id)).toContain(id);
    const byIds = await call(s.url, 'POST', '/v1/users', { users: [id] });
    expect((byIds.body.result as { id: number }[])[0].id).toBe(id);
    const page = await call(s.url, 'POST', '/v1/users/regular', { limit: 10 });
    expect((page.body.result as unknown[]).length).toBeLessThanOrEqual(10);
  });
});

describe('closing an account', () => {
  it('deactivates: sessions end, the address stays taken, sign-in answers 410', async () => {
    const address = email('deact');
    await signUp(address);
    const t = await login(address);
    expect((await call(s.url, 'POST', '/v1/user/deactivate', { password: PASSWORD }, bearer(t.access_token))).status).toBe(200);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(t.access_token))).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/refresh-token', { refreshToken: t.refresh_token })).status).toBe(401);
    expect((await call(s.url, 'POST', '/v1/auth/login', { email: address, password: PASSWORD })).status).toBe(410);
    expect((await call(s.url, 'POST', '/v1/auth/sign-up', signUpBody(address))).status).toBe(422);
  });

  it('erases: the address is released, the data key deleted, events stay with unreadable personal fields, pages show Deleted user', async () => {
    const address = email('erase');
    const up = await signUp(address, { displayName: 'Erin Erased' });
    const id = (up.body.result as { id: number }).id;
    const t = await login(address);
    const del = await call(s.url, 'DELETE', '/v1/user', { password: PASSWORD }, bearer(t.access_token));
    expect(del.status).toBe(200);
    expect((await call(s.url, 'GET', '/v1/user', undefined, bearer(t.access_token))).status).toBe(401);
    const pub = await freshRead(s.url, 'GET', `/v1/user/${id}`, undefined, { 'X-Min-Position': del.headers.get('x-event-position')! });
    expect(pub.body.result).toMatchObject({ displayName: 'Deleted user', firstName: null });
    const { events } = await s.platform.store.readStream(`user-${id}`);
    expect(events[0].data).toMatchObject({ email: null, firstName: null, displayName: null });
    expect((await s.platform.pool.query('SELECT key FROM personal_data_keys WHERE subject = $1 AND key IS NOT NULL', [`user-${id}`])).rows).toHaveLength(0);
    expect(await mailbox(address)).toHaveLength(0);
    await signUp(address);
  });
});

describe('rate limits per client address', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' }, { projectors: ['site-enums', 'users', 'mail'] });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(limited.url, 'POST', '/v1/auth/forgot-password', { email: email('rl') })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const r = await call(limited.url, 'POST', '/v1/auth/forgot-password', { email: email('rl') });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
