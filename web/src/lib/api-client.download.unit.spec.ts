import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, filenameOf } from './api-client';
import { createTokenStore } from './auth-tokens';
import { memoryStorage } from './storage';

const csv = (text: string, headers: Record<string, string> = {}) => new Response(text, { headers: { 'Content-Type': 'text/csv', ...headers } });

function client(...answers: Response[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => queue.shift() ?? Response.json({ message: 'none' }, { status: 500 }));
  const tokens = createTokenStore(memoryStorage());
  tokens.save({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  const api = createApiClient({ fetch: fetchMock, tokens, lock: (run) => run() });
  const authOf = (call: number) => (fetchMock.mock.calls[call][1]?.headers as Record<string, string>).Authorization;
  return { api, fetchMock, authOf, tokens };
}

describe('api client downloads (CSV exports need the bearer token)', () => {
  it('fetches the file with the token and the query, and answers it with the server’s file name', async () => {
    const { api, fetchMock, authOf } = client(csv('a,b\n1,2\n', { 'Content-Disposition': 'attachment; filename="ledger-3.csv"' }));
    const { blob, filename } = await api.download('/v1/admin/users/3/ledger.csv', { query: { asOf: '2026-11-20' }, headers: { Accept: 'text/csv' } });
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(filename).toBe('ledger-3.csv');
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/admin/users/3/ledger.csv?asOf=2026-11-20');
    expect(authOf(0)).toBe('Bearer old-access');
  });

  it('refreshes an expired token and tries once more, like any call', async () => {
    const { api, fetchMock, authOf } = client(
      Response.json({ message: 'Expired' }, { status: 401 }),
      Response.json({ access_token: 'new-access', refresh_token: 'refresh-2', token_type: 'Bearer' }),
      csv('x\n'),
    );
    const { blob, filename } = await api.download('/v1/admin/redemptions.csv');
    expect(await blob.text()).toBe('x\n');
    expect(filename).toBeNull();
    expect(fetchMock.mock.calls[1][0]).toBe('/v1/auth/refresh-token');
    expect(authOf(2)).toBe('Bearer new-access');
  });

  it('turns a refusal into an ApiError with the server’s message', async () => {
    const { api } = client(Response.json({ message: 'Admins only' }, { status: 403 }));
    const error = await api.download('/v1/admin/redemptions.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Admins only' });
  });

  it('reads plain and encoded file names from Content-Disposition', () => {
    expect(filenameOf('attachment; filename="redemptions 2026.csv"')).toBe('redemptions 2026.csv');
    expect(filenameOf('attachment; filename=ledger.csv')).toBe('ledger.csv');
    expect(filenameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''ledger%20%C3%A9.csv")).toBe('ledger é.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
