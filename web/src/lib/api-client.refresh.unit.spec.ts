import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';
import { ApiError, createApiClient, REFRESH_IMPOSSIBLE, REFRESH_RATE_LIMIT_RETRIES, refreshesOn401, retryAfterMs } from './api-client';
import { createTokenStore } from './auth-tokens';
import { memoryStorage } from './storage';

/**
 * A fake server: /v1/user (and friends) accept only the current access token; the refresh call
 * swaps a valid refresh token for a new pair. Each refresh can be held to test concurrency.
 */
function fakeServer(opts: { refreshOk?: boolean; refreshStatus?: number; holdRefresh?: boolean; rateLimited?: { times: number; retryAfter: string } } = {}) {
  let limited = opts.rateLimited?.times ?? 0;
  let valid = 'access-2';
  let validRefresh = 'refresh-1';
  let release: (() => void) | null = null;
  const seen: { path: string; auth: string | undefined; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ path, auth: headers.Authorization, body });
    if (path === '/v1/auth/refresh-token') {
      if (opts.holdRefresh) await new Promise<void>((resolve) => (release = resolve));
      if (limited > 0) {
        limited -= 1;
        return Response.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': opts.rateLimited!.retryAfter } });
      }
      if (opts.refreshOk === false || body?.refreshToken !== validRefresh) {
        return Response.json({ message: 'Unauthenticated.' }, { status: opts.refreshStatus ?? 401 });
      }
      valid = 'access-3';
      validRefresh = 'refresh-2';
      return Response.json({ token_type: 'Bearer', access_token: 'access-3', refresh_token: 'refresh-2', expires_in: 900 });
    }
    if (path === '/v1/auth/login') return Response.json({ message: 'These credentials do not match our records.' }, { status: 401 });
    if (path === '/v1/always-refused' || headers.Authorization !== `Bearer ${valid}`) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    return Response.json({ result: { path } });
  });
  return {
    fetchMock,
    seen,
    release: () => release?.(),
    refreshCalls: () => seen.filter((s) => s.path === '/v1/auth/refresh-token'),
  };
}

function setup(server: ReturnType<typeof fakeServer>, stored: Record<string, string> = { accessToken: 'access-1', refreshToken: 'refresh-1' }) {
  const storage = memoryStorage(stored);
  const tokens = createTokenStore(storage);
  const changes = vi.fn();
  tokens.subscribe(changes);
  const api = createApiClient({ fetch: server.fetchMock, tokens, lock: (run) => run() });
  return { api, storage, tokens, changes };
}

describe('401 refresh and retry', () => {
  it('refreshes an expired access token once and retries the request with the new one', async () => {
    const server = fakeServer();
    const { api, storage } = setup(server);

    await expect(api.get('/v1/user')).resolves.toEqual({ result: { path: '/v1/user' } });

    expect(server.seen.map((s) => [s.path, s.auth])).toEqual([
      ['/v1/user', 'Bearer access-1'],
      ['/v1/auth/refresh-token', undefined],
      ['/v1/user', 'Bearer access-3'],
    ]);
    expect(server.refreshCalls()[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(storage.dump()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-2' });
  });

  it('keeps a single refresh in flight: concurrent 401s wait for it and retry with the new token', async () => {
    const server = fakeServer({ holdRefresh: true });
    const { api } = setup(server);

    const calls = [api.get('/v1/user'), api.get('/v1/notifications'), api.put('/v1/user', { firstName: 'Ana' })];
    await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(1));
    // Every request has met its 401 and is queued behind the one refresh.
    await vi.waitFor(() => expect(server.seen.filter((s) => s.auth === 'Bearer access-1')).toHaveLength(3));
    server.release();

    await expect(Promise.all(calls)).resolves.toHaveLength(3);
    expect(server.refreshCalls()).toHaveLength(1);
    const retried = server.seen.filter((s) => s.auth === 'Bearer access-3').map((s) => s.path);
    expect(retried.sort()).toEqual(['/v1/notifications', '/v1/user', '/v1/user']);
  });

  it('a request that fails with an already-replaced token retries without another refresh', async () => {
    const server = fakeServer();
    const { api } = setup(server);
    await api.get('/v1/user');
    expect(server.refreshCalls()).toHaveLength(1);
    await api.get('/v1/user');
    expect(server.refreshCalls()).toHaveLength(1);
  });

  it('raises "Refresh is impossible" and clears the session when there is no refresh token', async () => {
    const server = fakeServer();
    const { api, storage, changes } = setup(server, { accessToken: 'access-1' });

    const error = await api.get('/v1/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Refresh is impossible' });
    expect(server.refreshCalls()).toHaveLength(0);
    expect(storage.dump()).toEqual({});
    expect(changes).toHaveBeenCalled();
    expect(REFRESH_IMPOSSIBLE).toBe(MESSAGES_IDENTITY.refreshImpossible);
  });

  it('logs out (tokens cleared) when the server refuses the refresh', async () => {
    const server = fakeServer({ refreshOk: false });
    const { api, storage, tokens, changes } = setup(server);

    const calls = await Promise.allSettled([api.get('/v1/user'), api.get('/v1/notifications')]);
    expect(calls.map((c) => c.status)).toEqual(['rejected', 'rejected']);
    expect((calls[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(server.refreshCalls()).toHaveLength(1);
    expect(storage.dump()).toEqual({});
    expect(tokens.access()).toBeNull();
    expect(changes).toHaveBeenCalled();
  });

  it('keeps the tokens when the refresh meets a server fault, so a later call can try again', async () => {
    const server = fakeServer({ refreshOk: false, refreshStatus: 503 });
    const { api, storage } = setup(server);
    await expect(api.get('/v1/user')).rejects.toMatchObject({ status: 503 });
    expect(storage.dump()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('does not loop: a retry that is refused again fails after one refresh', async () => {
    const server = fakeServer();
    const { api } = setup(server);
    await expect(api.get('/v1/always-refused')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(server.seen.map((s) => s.path)).toEqual(['/v1/always-refused', '/v1/auth/refresh-token', '/v1/always-refused']);
  });

  it('never refreshes for the auth calls themselves: a wrong password is an answer', async () => {
    const server = fakeServer();
    const { api, storage } = setup(server);
    await expect(api.post('/v1/auth/login', { email: 'a@b.co', password: 'wrongpass1' })).rejects.toMatchObject({
      status: 401,
      message: 'These credentials do not match our records.',
    });
    expect(server.refreshCalls()).toHaveLength(0);
    expect(storage.dump()).toMatchObject({ accessToken: 'access-1' });
  });

  it('knows which calls refresh on a 401', () => {
    expect(refreshesOn401('/v1/user')).toBe(true);
    expect(refreshesOn401('/v1/look-board/1?x=1')).toBe(true);
    expect(refreshesOn401('/v1/auth/change-password')).toBe(true);
    expect(refreshesOn401('/v1/auth/logout')).toBe(true);
    for (const path of ['/v1/auth/login', '/v1/auth/refresh-token', '/v1/auth/sign-up', '/v1/auth/login/by-invitation-code', '/v1/auth/forgot-password', '/v1/auth/password-reset/abc', '/v1/auth/email-verification/1/t']) {
      expect(refreshesOn401(path)).toBe(false);
    }
  });

  it('runs the refresh under the cross-tab lock and skips it when another tab already refreshed', async () => {
    const server = fakeServer();
    const storage = memoryStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const tokens = createTokenStore(storage);
    // The other tab refreshed while this one waited for the lock.
    const lockCalls = vi.fn();
    const lock = async <T,>(run: () => Promise<T>): Promise<T> => {
      lockCalls();
      tokens.save({ accessToken: 'access-2', refreshToken: 'refresh-9' });
      return run();
    };
    const api = createApiClient({ fetch: server.fetchMock, tokens, lock });
    await expect(api.get('/v1/user')).resolves.toEqual({ result: { path: '/v1/user' } });
    expect(lockCalls).toHaveBeenCalledOnce();
    expect(server.refreshCalls()).toHaveLength(0);
    expect(server.seen.map((s) => s.auth)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });
});

describe('a rate-limited refresh (429)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the tokens and retries after Retry-After', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ rateLimited: { times: 1, retryAfter: '5' } });
    const { api, storage } = setup(server);

    const answer = api.get('/v1/user');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(storage.dump()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ result: { path: '/v1/user' } });
    expect(server.refreshCalls()).toHaveLength(2);
    expect(storage.dump()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-2' });
  });

  it('still limited after the retries: the call fails with 429 and the tokens stay', async () => {
    vi.useFakeTimers();
    const server = fakeServer({ rateLimited: { times: REFRESH_RATE_LIMIT_RETRIES + 1, retryAfter: '2' } });
    const { api, storage } = setup(server);

    const answer = api.get('/v1/user');
    const failure = expect(answer).rejects.toMatchObject({ status: 429 });
    await vi.advanceTimersByTimeAsync(2_000 * REFRESH_RATE_LIMIT_RETRIES);
    await failure;
    expect(server.refreshCalls()).toHaveLength(REFRESH_RATE_LIMIT_RETRIES + 1);
    expect(storage.dump()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs(null, now)).toBe(1_000);
    expect(retryAfterMs('3600', now)).toBe(60_000);
  });
});
