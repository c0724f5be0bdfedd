import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshRead, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The ambassador programme's writes through the real server: applying (with the spec's messages),
 * the admins' decisions and the mails they send, and the nomination that invites someone new,
 * who signs in with the mailed code, confirms their details and applies.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}
interface Me {
  id: number;
  email: string;
  status: string;
  role: string;
  ambassador: boolean;
  ambassadorType: string | null;
  hasVerifiedEmail: number;
}
interface Tokens {
  token_type: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const form = (over: Record<string, unknown> = {}) => ({
  describe_yourself: 'I restore mid-century furniture and stage small flats',
  styles: [2, 4],
  interests: [1, 'Helping friends furnish'],
  message: 'Five years of home staging',
  links: ['myrooms.example', ''],
  isReferred: 0,
  ...over,
});
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** The mails an address received, once every write so far has been acted on. */
async function mailbox(to: string): Promise<Mail[]> {
  const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, { 'X-Min-Position': String(client.position()) });
  expect(r.status).toBe(200);
  return r.body.result as Mail[];
}

const me = (who: Person) => ok<Me>(who, 'GET', '/user');

async function verifiedPerson(name: string): Promise<Person> {
  const p = await client.person(name);
  await client.verifyEmail(p);
  return p;
}

let admin: Person;

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'ambassador-applications', 'mail'] });
  client = testClient(s, { readYourWrites: true });
  admin = await client.person('Ada', { role: 'admin' });
});
afterAll(() => s.close());

describe('applying to be an ambassador', () => {
  it('refuses a visitor (401) and a member whose address is not verified (403)', async () => {
    expect((await api(null, 'POST', '/invitation/request-ambassador-access', form())).status).toBe(401);
    const unverified = await client.person('Uma');
    const r = await api(unverified, 'POST', '/invitation/request-ambassador-access', form());
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Please verify your email address before applying.');
  });

  it('answers 422 with the spec messages for each field', async () => {
    const bea = await verifiedPerson('Bea');
    const empty = await api(bea, 'POST', '/invitation/request-ambassador-access', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      describe_yourself: ['This field is required'],
      styles: ['This field is required'],
      interests: ['This field is required'],
      message: ['This field is required'],
    });
    const many = await api(bea, 'POST', '/invitation/request-ambassador-access', form({ styles: [1, 2, 3, 4], interests: [1, 2, 3, 4], links: ['rooms.example', 'not a link'] }));
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual({ styles: ['Please select up to three'], interests: ['Please select up to three'], 'links.1': ['Please enter a correct link'] });
    const referred = await api(bea, 'POST', '/invitation/request-ambassador-access', form({ isReferred: 1, referred_by: 'Bob' }));
    expect(referred.status).toBe(422);
    expect(referred.body.errors).toEqual({ referred_by: ['Please Enter a Name'] });
    const tooManyLinks = await api(bea, 'POST', '/invitation/request-ambassador-access', form({ links: Array.from({ length: 11 }, (_, i) => `site${i}.example`) }));
    expect(tooManyLinks.body.errors).toEqual({ links: ['Please add at most 10 links'] });
    const unknownStyle = await api(bea, 'POST', '/invitation/request-ambassador-access', form({ styles: [2, 999] }));
    expect(unknownStyle.status).toBe(422);
    expect(unknownStyle.body.errors).toEqual({ styles: ['Please choose from the list'] });
    // none of these was an application: a correct one goes through
    expect(await ok(bea, 'POST', '/invitation/request-ambassador-access', form(), 201)).toEqual({ id: expect.any(Number), status: 'pending' });
  });

  it('keeps one application open at a time, also when two are sent at once', async () => {
    const cai = await verifiedPerson('Cai');
    const both = await Promise.all([api(cai, 'POST', '/invitation/request-ambassador-access', form()), api(cai, 'POST', '/invitation/request-ambassador-access', form())]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = both.find((r) => r.status === 422);
    expect(refused?.body.errors).toEqual({ application: ['Your application is being reviewed; we will be in touch soon'] });
    const { rows } = await s.platform.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'AmbassadorApplicationSubmitted' AND stream_id LIKE 'ambassadorApplication-%' AND (data->>'userId')::int = $1`, [cai.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe('the admins decide', () => {
  it('approves with a type: the member becomes an ambassador of it and is mailed a welcome', async () => {
    const dee = await verifiedPerson('Dee');
    const { id } = await ok<{ id: number }>(dee, 'POST', '/invitation/request-ambassador-access', form(), 201);

    const notAdmin = await api(dee, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'designProfessional' });
    expect(notAdmin.status).toBe(403);
    const noType = await api(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, {});
    expect(noType.status).toBe(422);
    expect(noType.body.errors).toEqual({ ambassadorType: ['Please choose the ambassador type'] });
    expect((await api(admin, 'POST', `/admin/ambassador-applications/${id + 1000}/approve`, { ambassadorType: 'decorLover' })).status).toBe(404);

    const approved = await ok(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'designProfessional' });
    expect(approved).toEqual({ id, userId: dee.id, status: 'approved', ambassadorType: 'designProfessional' });
    expect(await me(dee)).toMatchObject({ ambassador: true, ambassadorType: 'designProfessional', role: 'ambassador' });

    const { email } = await me(dee);
    const welcome = (await mailbox(email)).filter((m) => m.subject === 'Welcome to the DecorLook ambassador programme');
    expect(welcome).toHaveLength(1);
    expect(welcome[0].text).toContain('Design Professional');
    expect(welcome[0].links.map(pathOf)).toEqual(['/dashboard/ambassador-management']);

    // the same decision again changes nothing; another one is refused
    const again = await api(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'designProfessional' });
    expect(again.status).toBe(200);
    expect((await api(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'decorLover' })).status).toBe(422);
    expect((await api(admin, 'POST', `/admin/ambassador-applications/${id}/reject`, { reason: 'Changed our mind' })).status).toBe(422);
    expect((await mailbox(email)).filter((m) => m.subject === 'Welcome to the DecorLook ambassador programme')).toHaveLength(1);

    // an ambassador does not apply again
    const reapply = await api(dee, 'POST', '/invitation/request-ambassador-access', form());
    expect(reapply.status).toBe(422);
    expect(reapply.body.errors).toEqual({ application: ['You are already an ambassador'] });
  });

  it('rejects with a reason that the applicant is mailed; they may apply again', async () => {
    const eli = await verifiedPerson('Eli');
    const { id } = await ok<{ id: number }>(eli, 'POST', '/invitation/request-ambassador-access', form(), 201);
    expect((await api(eli, 'POST', `/admin/ambassador-applications/${id}/reject`, { reason: 'x' })).status).toBe(403);
    const noReason = await api(admin, 'POST', `/admin/ambassador-applications/${id}/reject`, {});
    expect(noReason.body.errors).toEqual({ reason: ['This field is required'] });
    const rejected = await ok(admin, 'POST', `/admin/ambassador-applications/${id}/reject`, { reason: 'Please show more of your own rooms' });
    expect(rejected).toEqual({ id, userId: eli.id, status: 'rejected', ambassadorType: null });
    expect(await me(eli)).toMatchObject({ ambassador: false, ambassadorType: null });

    const { email } = await me(eli);
    const [decision] = (await mailbox(email)).filter((m) => m.subject === 'Your DecorLook ambassador application');
    expect(decision.text).toContain('Please show more of your own rooms');
    expect(decision.links.map(pathOf)).toEqual(['/ambassador']);
    expect((await api(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'decorLover' })).status).toBe(422);

    const second = await ok<{ id: number }>(eli, 'POST', '/invitation/request-ambassador-access', form(), 201);
    expect(second.id).not.toBe(id);
  });
});

describe('nominations and the invitation code', () => {
  const nomination = (to: string, over: Record<string, unknown> = {}) => ({ firstName: 'Fay', lastName: 'Nominator', toFirstName: 'Gus', toEmailAddress: to, message: 'Your flat is a joy', ...over });
  // Nominating needs a signed-in member with a verified address; the invitation names them as their account does.
  let fay: Person;
  beforeAll(async () => {
    fay = await client.person('Fay', { lastName: 'Nominator' });
    await client.verifyEmail(fay);
  });

  it('invites someone new: the mailed code signs them in, they confirm their details and apply', async () => {
    const to = address('gus');
    const nominated = await ok<{ id: number; message: string }>(fay, 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    expect(nominated).toEqual({ id: expect.any(Number), message: expect.any(String) });

    const mails = await mailbox(to);
    // the invitation is the only mail: the code proves the address, no separate verification link
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You have been nominated as a DecorLook ambassador');
    expect(mails[0].text).toContain('Your flat is a joy');
    expect(mails[0].text).toContain('Fay Nominator');
    const link = new URL(mails[0].links[0]);
    expect(link.pathname).toBe('/ambassador/become-ambassador');
    const code = link.searchParams.get('invitation') as string;
    expect(code).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const signedIn = await api(null, 'POST', '/auth/login/by-invitation-code', { code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const tokens = signedIn.body as unknown as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900, access_token: expect.any(String), refresh_token: expect.any(String) });
    const gus: Person = { id: 0, token: tokens.access_token };
    expect(await me(gus)).toMatchObject({ email: to, status: 'unconfirmed', hasVerifiedEmail: 1, ambassador: false });

    await ok(gus, 'PUT', '/user/confirm', { firstName: 'Gus', lastName: 'Grant', password: 'my own pass 7' });
    expect((await me(gus)).status).toBe('pre_complete');
    await ok(gus, 'POST', '/invitation/request-ambassador-access', form(), 201);
    expect((await me(gus)).status).toBe('complete');

    // registration finished: the code no longer signs in; the chosen password does
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code })).status).toBe(401);
    expect((await api(null, 'POST', '/auth/login', { email: to, password: 'my own pass 7' })).status).toBe(200);
  });

  it('refuses a code that is not one (401) and a missing code (422)', async () => {
    const bad = await api(null, 'POST', '/auth/login/by-invitation-code', { code: 'not.a.code' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('This invitation code is not valid or has expired.');
    const forged = s.platform.tokens.verificationToken(admin.id, 'a'.repeat(40), new Date());
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code: forged })).status).toBe(401);
    const missing = await api(null, 'POST', '/auth/login/by-invitation-code', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ code: ['This field is required'] });
  });

  it('invites a member to the account they have, without a code; refuses yourself and an ambassador', async () => {
    const hal = await verifiedPerson('Hal');
    const { email } = await me(hal);
    await ok(fay, 'POST', '/invitation/nominate-ambassador', nomination(email), 201);
    const [invitation] = (await mailbox(email)).filter((m) => m.subject === 'You have been nominated as a DecorLook ambassador');
    expect(invitation.links.map(pathOf)).toEqual(['/ambassador/become-ambassador']);

    const self = await api(hal, 'POST', '/invitation/nominate-ambassador', nomination(email.toUpperCase()));
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ toEmailAddress: ['You cannot nominate yourself; please apply instead'] });

    const ivy = await verifiedPerson('Ivy');
    const { id } = await ok<{ id: number }>(ivy, 'POST', '/invitation/request-ambassador-access', form(), 201);
    await ok(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType: 'onlineShopper' });
    const ambassador = await api(hal, 'POST', '/invitation/nominate-ambassador', nomination((await me(ivy)).email));
    expect(ambassador.status).toBe(422);
    expect(ambassador.body.errors).toEqual({ toEmailAddress: ['This person is already an ambassador'] });
  });

  it('answers 422 with the form messages', async () => {
    const r = await api(fay, 'POST', '/invitation/nominate-ambassador', { toEmailAddress: 'nope' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      toFirstName: ['This field is required'],
      toEmailAddress: ['Email must be a valid email address'],
      message: ['This field is required'],
    });
  });

  it('a second nomination of someone who has not signed in yet mails a code for the same account', async () => {
    const to = address('jo');
    await ok(fay, 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    await ok(fay, 'POST', '/invitation/nominate-ambassador', nomination(to, { firstName: 'Kim' }), 201);
    const codes = (await mailbox(to)).map((m) => new URL(m.links[0]).searchParams.get('invitation'));
    expect(codes).toHaveLength(2);
    const ids = codes.map((c) => s.platform.tokens.verifyInvitationToken(c as string)?.userId);
    expect(ids[0]).toEqual(expect.any(Number));
    expect(ids[1]).toBe(ids[0]);
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code: codes[1] })).status).toBe(200);
  });

  it('a code works for 30 days after its mail', async () => {
    const to = address('lee');
    await ok(fay, 'POST', '/invitation/nominate-ambassador', nomination(to), 201);
    const [mail] = await mailbox(to);
    const claims = s.platform.tokens.verifyInvitationToken(new URL(mail.links[0]).searchParams.get('invitation') as string);
    if (!claims) throw new Error('the mailed code does not verify');
    const day = 24 * 3600 * 1000;
    const issued = (daysAgo: number) => s.platform.tokens.invitationToken(claims.userId, claims.nominationId, new Date(Date.now() - daysAgo * day));
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code: issued(31) })).status).toBe(401);
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code: issued(29) })).status).toBe(200);
    // a code for a nomination that is not this account's is refused
    const other = s.platform.tokens.invitationToken(claims.userId, claims.nominationId + 1000, new Date());
    expect((await api(null, 'POST', '/auth/login/by-invitation-code', { code: other })).status).toBe(401);
  });
});
