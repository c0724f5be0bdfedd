import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient } from '../api-client';
import { createTokenStore } from '../auth-tokens';
import { memoryStorage } from '../storage';
import { ACCOUNT_UNREADABLE, endSession, logout, startSession } from './session';
import { userKeys } from './user';

const user = { id: 7, email: 'ana@example.com', displayName: 'Ana', status: 'complete' };

function setup(answers: Record<string, () => Response>, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const tokens = createTokenStore(storage);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    return answer ? answer() : Response.json({ message: 'Not found.' }, { status: 404 });
  });
  const api = createApiClient({ fetch: fetchMock, tokens, lock: (run) => run() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { storage, tokens, api, queryClient, fetchMock, deps: { api, tokens, queryClient } };
}

describe('session', () => {
  it('a sign-in answer stores both tokens and loads the user', async () => {
    const { deps, storage, queryClient, fetchMock } = setup({ '/v1/user': () => Response.json({ result: user }) });
    queryClient.setQueryData(userKeys.me, { id: 1, email: 'previous@example.com' });
    const loaded = await startSession(deps, { token_type: 'Bearer', access_token: 'a1', refresh_token: 'r1', expires_in: 900 });
    expect(loaded).toEqual(user);
    expect(storage.dump()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(queryClient.getQueryData(userKeys.me)).toEqual(user);
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('refuses an answer without an access token', async () => {
    const { deps, storage } = setup({});
    await expect(startSession(deps, { message: 'odd' })).rejects.toBeInstanceOf(ApiError);
    expect(storage.dump()).toEqual({});
  });

  it('an account that cannot be read after sign-in leaves no half session, and says so', async () => {
    const { deps, storage } = setup({ '/v1/user': () => Response.json({ message: 'Server error.' }, { status: 500 }) });
    const started = startSession(deps, { token_type: 'Bearer', access_token: 'a1', refresh_token: 'r1', expires_in: 900 });
    await expect(started).rejects.toThrow(ACCOUNT_UNREADABLE);
    expect(storage.dump()).toEqual({});
  });

  it('logout tells the server, then clears tokens and the cached user', async () => {
    const { deps, storage, queryClient, fetchMock } = setup(
      { '/v1/auth/logout': () => Response.json({ result: { loggedOut: true } }) },
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    queryClient.setQueryData(userKeys.me, user);
    await expect(logout(deps)).resolves.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/v1/auth/logout']);
    expect(storage.dump()).toEqual({});
    expect(queryClient.getQueryData(userKeys.me)).toBeUndefined();
  });

  it('logout still signs out when the server fails, and hands back the failure to show', async () => {
    const { deps, storage } = setup({ '/v1/auth/logout': () => Response.json({ message: 'An unknown error occurred' }, { status: 500 }) }, { accessToken: 'a1', refreshToken: 'r1' });
    const failure = await logout(deps);
    expect(failure).toMatchObject({ status: 500 });
    expect(storage.dump()).toEqual({});
  });

  it('an already-ended session logs out quietly', async () => {
    const { deps, storage } = setup(
      {
        '/v1/auth/logout': () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
        '/v1/auth/refresh-token': () => Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
      },
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    await expect(logout(deps)).resolves.toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('endSession forgets everything locally', () => {
    const { deps, storage, queryClient } = setup({}, { accessToken: 'a1', refreshToken: 'r1' });
    queryClient.setQueryData(userKeys.me, user);
    endSession(deps);
    expect(storage.dump()).toEqual({});
    expect(queryClient.getQueryData(userKeys.me)).toBeUndefined();
  });
});
