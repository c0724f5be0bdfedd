import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHashOf } from '@decorlook/command-api/identity/identity';
import { MAX_FAILED_CHECKS_PER_ADDRESS } from '@decorlook/command-api/identity/password-checks';
import { call, startTestServer, type TestServer } from './support/test-server';

/**
 * Failed sign-ins count per address and client: a guesser at one client cannot lock the owner
 * out of their account elsewhere, and a far higher cap per address bounds guessers spread over
 * many clients. The test server trusts its loopback proxy, so X-Forwarded-For names the client.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_PER_MINUTE: '10000' }, { projectors: ['users'] });
});
afterAll(() => s.close());

const PASSWORD = 'correct horse 1';
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const login = (address: string, password: string, ip: string) => call(s.url, 'POST', '/v1/auth/login', { email: address, password }, from(ip));

async function signUp() {
  const address = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const r = await call(s.url, 'POST', '/v1/auth/sign-up', { email: address, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName: 'Ada', lastName: 'Lovelace' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return address;
}

describe('failed sign-ins', () => {
  it('ten wrong passwords from one client lock that client out, not the owner at another', async () => {
    const address = await signUp();
    for (let i = 0; i < 10; i++) expect((await login(address, `wrong pass ${i}`, '203.0.113.10')).status).toBe(401);
    const locked = await login(address, PASSWORD, '203.0.113.10');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await login(address, PASSWORD, '198.51.100.20');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body).toMatchObject({ token_type: 'Bearer' });
  });

  it('checks at most 10 of 30 parallel wrong passwords from one client', async () => {
    const address = await signUp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => login(address, `wrong pass ${i}`, '203.0.113.30')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(20);
    expect((await login(address, PASSWORD, '198.51.100.31')).status).toBe(200);
  });

  it('refuses every client once the address has had its cap of failures from all clients together', async () => {
    const address = await signUp();
    // The address has already failed its cap's worth of checks, spread over many clients.
    await s.platform.pool.query(`INSERT INTO rate_limits (bucket, count, window_start) VALUES ($1, $2, now())`, [`signin-failed:${emailHashOf(s.platform, address)}`, MAX_FAILED_CHECKS_PER_ADDRESS]);
    const r = await login(address, PASSWORD, '198.51.100.40');
    expect(r.status).toBe(429);
  });

  it('a right password does not count against the address', async () => {
    const address = await signUp();
    for (let i = 0; i < 3; i++) expect((await login(address, PASSWORD, `198.51.100.${50 + i}`)).status).toBe(200);
    const { rows } = await s.platform.pool.query<{ count: number }>('SELECT count FROM rate_limits WHERE bucket = $1', [`signin-failed:${emailHashOf(s.platform, address)}`]);
    expect(rows[0]?.count ?? 0).toBe(0);
  });
});
