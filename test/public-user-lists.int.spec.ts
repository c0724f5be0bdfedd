import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInput } from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { parseInput } from '@decorlook/infra/http/validate';
import { freshRead } from './support/client';
import { call, startTestServer, type TestServer } from './support/test-server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['users'] });
});
afterAll(() => s.close());

const PASSWORD = 'correct horse 1';
/** One family name per run, so the search finds only this file's members. */
const FAMILY = `Listed${randomUUID().slice(0, 8)}`;
let lastPosition = '0';

const track = (r: { headers: Headers }) => {
  const p = r.headers.get('x-event-position');
  if (p && BigInt(p) > BigInt(lastPosition)) lastPosition = p;
};

async function member(tag: string): Promise<{ id: number; token: string }> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const up = await call(s.url, 'POST', '/v1/auth/sign-up', { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: tag, lastName: FAMILY });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  track(up);
  const login = await call(s.url, 'POST', '/v1/auth/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { id: (up.body.result as { id: number }).id, token: (login.body as unknown as { access_token: string }).access_token };
}

describe('the public member lists (POST /users, POST /users/regular)', () => {
  let active: number;
  let deactivated: number;
  let erased: number;
  let admin: number;

  beforeAll(async () => {
    active = (await member('Active')).id;
    const d = await member('Deactivated');
    deactivated = d.id;
    const deact = await call(s.url, 'POST', '/v1/user/deactivate', { password: PASSWORD }, { Authorization: `Bearer ${d.token}` });
    expect(deact.status).toBe(200);
    track(deact);
    const e = await member('Erased');
    erased = e.id;
    const del = await call(s.url, 'DELETE', '/v1/user', { password: PASSWORD }, { Authorization: `Bearer ${e.token}` });
    expect(del.status).toBe(200);
    track(del);
    // Admins never come from sign-up; npm run admin:create records them through this command.
    const input = parseInput(signUpInput, { email: `admin-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Admin', lastName: FAMILY });
    const created = await registerAccount(s.platform, input, 'admin', { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' });
    admin = created.userId;
    if (BigInt(created.position) > BigInt(lastPosition)) lastPosition = String(created.position);
  });

  it('POST /users answers only active, non-admin members, in the order asked', async () => {
    const r = await freshRead(s.url, 'POST', '/v1/users', { users: [erased, admin, active, deactivated] }, { 'X-Min-Position': lastPosition });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-stale')).toBeNull();
    expect((r.body.result as { id: number }[]).map((u) => u.id)).toEqual([active]);
  });

  it('POST /users/regular finds only the active member among them', async () => {
    const r = await freshRead(s.url, 'POST', '/v1/users/regular', { search: FAMILY }, { 'X-Min-Position': lastPosition });
    expect(r.status).toBe(200);
    const found = r.body.result as { id: number; firstName: string }[];
    expect(found.map((u) => u.id)).toEqual([active]);
    expect(found[0].firstName).toBe('Active');
  });
});
