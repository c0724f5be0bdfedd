import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOMINATIONS_PER_DAY, nominationStream, nominatorStream } from '@decorlook/domain';
import { freshRead, PASSWORD, testClient, type Person } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * Invitations are not a mail relay: only a signed-in member with a verified address nominates,
 * at most ten a day; the mail is the site's own, quoting the nominator as plain text with nothing
 * in it a mail client could make a link of; and a nomination never blocks its nominee from
 * signing up with the address.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

interface Mail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const nomination = (to: string, over: Record<string, unknown> = {}) => ({ firstName: 'Typed', lastName: 'Name', toFirstName: 'Nia', toEmailAddress: to, message: 'Your flat is a joy', ...over });

async function mailbox(to: string): Promise<Mail[]> {
  const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, { 'X-Min-Position': String(client.position()) });
  expect(r.status).toBe(200);
  return r.body.result as Mail[];
}

async function verifiedPerson(name: string, lastName = 'Member'): Promise<Person> {
  const p = await client.person(name, { lastName });
  await client.verifyEmail(p);
  return p;
}

beforeAll(async () => {
  // Many nominations come from this one test client: the per-member limit is what is under test.
  s = await startTestServer({ RATE_LIMIT_PER_MINUTE: '10000' }, { projectors: ['site-enums', 'users', 'ambassador-applications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
});
afterAll(() => s.close());

describe('who may nominate', () => {
  it('refuses a visitor (401) and a member whose address is not verified (403), and mails nobody', async () => {
    const to = address('nobody');
    const visitor = await api(null, 'POST', '/invitation/nominate-ambassador', nomination(to));
    expect(visitor.status).toBe(401);
    const unverified = await api(await client.person('Uma'), 'POST', '/invitation/nominate-ambassador', nomination(to));
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Please verify your email address before nominating an ambassador.');
    expect(await mailbox(to)).toEqual([]);
  });

  it(`lets a member send at most ${NOMINATIONS_PER_DAY} a day; the next is refused with 429 and Retry-After, and others still may`, async () => {
    const ola = await verifiedPerson('Ola');
    for (let i = 0; i < NOMINATIONS_PER_DAY; i++) await ok(ola, 'POST', '/invitation/nominate-ambassador', nomination(address(`n${i}`)), 201);
    const to = address('one-too-many');
    const over = await api(ola, 'POST', '/invitation/nominate-ambassador', nomination(to));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailbox(to)).toEqual([]);
    await ok(await verifiedPerson('Pia'), 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    expect(await mailbox(to)).toHaveLength(1);
  });
});

describe('the invitation mail', () => {
  it('is the site’s own: its subject, the nominator’s name as their account has it, their words as plain text with no link in them', async () => {
    const rex = await verifiedPerson('Rex', 'Owner');
    const to = address('nia');
    const message = 'Claim your prize at https://phish.example/login or <a href="http://evil.example">here</a>, www.spam.example';
    await ok(rex, 'POST', '/invitation/nominate-ambassador', nomination(to, { message, subject: 'URGENT: your account at evil.example', firstName: 'Bank', lastName: 'Security' }), 201);
    const [mail] = await mailbox(to);
    expect(mail.subject).toBe('You have been nominated as a DecorLook ambassador');
    expect(mail.text).toContain('Rex Owner');
    expect(mail.text).not.toContain('Bank Security');
    expect(mail.text).toContain('https[:]//phish[.]example/login');
    for (const whole of ['phish.example', 'evil.example', 'www.spam.example', 'https://phish']) {
      expect(mail.text).not.toContain(whole);
      expect(mail.html).not.toContain(whole);
    }
    expect(mail.html).toContain('&lt;a href=&quot;http[:]//evil[.]example&quot;&gt;here&lt;/a&gt;');
    // The one link is the site's own.
    expect(mail.links.map((l) => new URL(l).pathname)).toEqual(['/ambassador/become-ambassador']);
    const hrefs = new Set([...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname));
    expect(hrefs).toEqual(new Set(['/ambassador/become-ambassador']));
  });
});

describe('the nominee', () => {
  it('signs up with the nominated address; the code works until then and not after', async () => {
    const sal = await verifiedPerson('Sal');
    const to = address('tia');
    await ok(sal, 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    const [mail] = await mailbox(to);
    const code = new URL(mail.links[0]).searchParams.get('invitation') as string;
    const claims = s.platform.tokens.verifyInvitationToken(code);
    expect(claims).not.toBeNull();

    const signUp = await call(s.url, 'POST', '/v1/auth/sign-up', { email: to, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Tia', lastName: 'Own' });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    expect((signUp.body.result as { id: number }).id).not.toBe(claims!.userId);
    const login = await call(s.url, 'POST', '/v1/auth/login', { email: to, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code })).status).toBe(401);
    // The address is now the new account's: a second sign-up is refused as usual.
    const again = await call(s.url, 'POST', '/v1/auth/sign-up', { email: to, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Tia', lastName: 'Again' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('email');
  });

  it('keeps an address whose invitation was used: signing up with it is refused', async () => {
    const sal = await verifiedPerson('Sam');
    const to = address('uli');
    await ok(sal, 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    const [mail] = await mailbox(to);
    const code = new URL(mail.links[0]).searchParams.get('invitation') as string;
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code })).status).toBe(200);
    const signUp = await call(s.url, 'POST', '/v1/auth/sign-up', { email: to, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Uli', lastName: 'Late' });
    expect(signUp.status).toBe(422);
    expect(signUp.body.errors).toHaveProperty('email');
  });
});

describe('an erasure', () => {
  it('takes each person’s own part of a nomination: the nominee’s address with the nominee, the nominator’s name and words with the nominator', async () => {
    const rex = await verifiedPerson('Rexford', 'Quillon');
    const kim = await verifiedPerson('Kim');
    const { email: to } = await ok<{ email: string }>(kim, 'GET', '/user');
    const message = 'Your quilted headboards are splendid';
    const { id } = await ok<{ id: number }>(rex, 'POST', '/invitation/nominate-ambassador', nomination(to, { message, subject: 'Quilted rooms' }), 201);
    const [mail] = await mailbox(to);
    expect(mail.text).toContain('Rexford Quillon');
    expect(mail.text).toContain(message);

    const nominated = async () => (await s.platform.store.readStream(nominationStream(id))).events[0].data as Record<string, unknown>;
    const sent = async () => (await s.platform.store.readStream(nominatorStream(rex.id))).events.find((e) => (e.data as { nominationId: number }).nominationId === id)!.data;
    expect(await nominated()).toMatchObject({ nominatorId: rex.id, toFirstName: 'Nia', toEmailAddress: to });
    expect(JSON.stringify(await nominated())).not.toContain(message);
    expect(await sent()).toMatchObject({ firstName: 'Rexford', lastName: 'Quillon', subject: 'Quilted rooms', message });

    await ok(kim, 'DELETE', '/user', { password: PASSWORD });
    expect(await nominated()).toMatchObject({ nominatorId: rex.id, toFirstName: null, toEmailAddress: null });
    expect(await sent()).toMatchObject({ firstName: 'Rexford', lastName: 'Quillon', subject: 'Quilted rooms', message });

    await ok(rex, 'DELETE', '/user', { password: PASSWORD });
    expect(await sent()).toMatchObject({ nominationId: id, firstName: null, lastName: null, subject: null, message: null });
    const raw = (await s.platform.pool.query<{ text: string }>('SELECT data::text AS text FROM events WHERE stream_id = ANY($1)', [[nominationStream(id), nominatorStream(rex.id)]])).rows.map((r) => r.text).join('\n');
    for (const value of [message, 'Quilted rooms', 'Rexford', 'Quillon', to]) expect(raw).not.toContain(value);
  });
});
