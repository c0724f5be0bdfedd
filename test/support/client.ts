import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signUpInput, type Role } from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { signIn } from '@decorlook/command-api/identity/sign-in';
import { parseInput } from '@decorlook/infra/http/validate';
import { POLLING_BOUND_MS } from './polling-bound';
import { call, type TestServer } from './test-server';

/**
 * A read carrying X-Min-Position, asked again while it answers `X-Stale: true` (the server waits
 * at most 2 s per ask, api.md; a busy machine's projectors may need longer, and a read is safe to
 * repeat). Gives up after the tier's polling bound with the read and the position it waited for.
 */
export async function freshRead(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Awaited<ReturnType<typeof call>>> {
  const deadline = Date.now() + POLLING_BOUND_MS;
  for (;;) {
    const r = await call(base, method, path, body, headers);
    if (r.headers.get('x-stale') === null) return r;
    if (Date.now() >= deadline) {
      throw new Error(`${method} ${path} still answered X-Stale: true after ${POLLING_BOUND_MS / 1000} s: the read models never reached position ${headers['X-Min-Position']}`);
    }
    // A stale answer that came at once (too many reads waiting) would otherwise be asked again at once.
    await new Promise((done) => setTimeout(done, 100));
  }
}

export interface Person {
  id: number;
  token: string;
}

export const PASSWORD = 'correct horse 1';
export type Answer = Awaited<ReturnType<typeof call>>;

/**
 * Calls to the real server as a person (or a visitor, null), the way the site makes them. With
 * `readYourWrites`, every call carries the highest X-Event-Position seen so far, so a read waits
 * for the writes before it (no sleeping), asked again while it comes back stale (`freshRead`).
 */
export function testClient(s: TestServer, opts: { readYourWrites?: boolean } = {}) {
  let position = 0n;
  const saw = (p: bigint | string | null | undefined) => {
    if (p !== null && p !== undefined && BigInt(p) > position) position = BigInt(p);
  };

  async function api(who: Person | null, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const h: Record<string, string> = { ...headers };
    if (opts.readYourWrites) h['X-Min-Position'] = String(position);
    if (who) h.Authorization = `Bearer ${who.token}`;
    const r = await (opts.readYourWrites ? freshRead : call)(s.url, method, `/v1${url}`, body, h);
    saw(r.headers.get('x-event-position'));
    return r;
  }

  async function ok<T = unknown>(who: Person | null, method: string, url: string, body?: unknown, status = 200): Promise<T> {
    const r = await api(who, method, url, body);
    expect(r.status, `${method} ${url}: ${JSON.stringify(r.body)}`).toBe(status);
    return r.body.result as T;
  }

  /**
   * A signed-in person made through the account commands themselves (the HTTP sign-up is rate
   * limited per address, and a test may need fifty people).
   */
  async function person(firstName: string, opts: { lastName?: string; role?: Role; displayName?: string } = {}): Promise<Person> {
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const meta = { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' };
    const input = parseInput(signUpInput, { email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, firstName, lastName: opts.lastName ?? 'Tester', displayName: opts.displayName });
    const created = await registerAccount(s.platform, input, opts.role ?? 'personal', meta);
    saw(created.position);
    const { tokens, position: signedIn } = await signIn(s.platform, { email, password: PASSWORD }, meta);
    saw(signedIn);
    return { id: created.userId, token: tokens.access_token };
  }

  /** An upload through POST /v1/media, as the site sends it. */
  async function upload(who: Person, type: 'inspirationImage' | 'product', bytes: Buffer, name = 'picture.png'): Promise<number> {
    const form = new FormData();
    form.set('type', type);
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${s.url}/v1/media`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${who.token}` } });
    saw(res.headers.get('x-event-position'));
    const body = (await res.json()) as { result: { id: number } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body.result.id;
  }

  /** Verifies a person's address the way people do: the link in the mail the dev mailbox holds. */
  async function verifyEmail(who: Person): Promise<void> {
    const { email } = await ok<{ email: string }>(who, 'GET', '/user');
    const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`, undefined, { 'X-Min-Position': String(position) });
    const link = (r.body.result as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.includes('/auth/email-verification/'));
    expect(link, `a verification link for ${email}`).toBeDefined();
    const url = new URL(link as string);
    await ok(null, 'GET', url.pathname + url.search);
  }

  /**
   * Makes a person an ambassador as the programme does: they verify their address and apply with
   * `application`, and `admin` approves with `ambassadorType`. Answers the application's id.
   */
  async function becomeAmbassador(who: Person, admin: Person, application: Record<string, unknown>, ambassadorType = 'decorLover'): Promise<number> {
    await verifyEmail(who);
    const { id } = await ok<{ id: number }>(who, 'POST', '/invitation/request-ambassador-access', application, 201);
    await ok(admin, 'POST', `/admin/ambassador-applications/${id}/approve`, { ambassadorType });
    return id;
  }

  return { api, ok, person, upload, verifyEmail, becomeAmbassador, position: () => position };
}
