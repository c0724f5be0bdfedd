import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as defaultApi, ApiError, createApiClient, showApiError } from './api-client';
import { memoryStorage } from './storage';
import { toast } from './toast';

type Answer = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> };

function fakeFetch(...answers: Answer[]) {
  const queue = [...answers];
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.shift() ?? { body: { result: null } };
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : text, { status, headers: answer.headers });
  });
}

const headersOf = (fetchMock: ReturnType<typeof fakeFetch>, call: number) =>
  (fetchMock.mock.calls[call][1]?.headers ?? {}) as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('calls the same origin with JSON and returns the parsed body', async () => {
    const fetchMock = fakeFetch({ body: { result: { id: 1 } } });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });

    await expect(api.post('/v1/look-board', { title: 'Calm' })).resolves.toEqual({ result: { id: 1 } });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/v1/look-board');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ title: 'Calm' }));
    expect(headersOf(fetchMock, 0)['Content-Type']).toBe('application/json');
  });

  it('adds the query string and skips empty values', async () => {
    const fetchMock = fakeFetch({ body: { result: [] } });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });
    await api.get('/v1/enums/styles', { query: { v: 12, empty: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/enums/styles?v=12');
  });

  it('sends the stored access token as a bearer token, and none when there is none', async () => {
    const fetchMock = fakeFetch({}, {});
    const storage = memoryStorage();
    const api = createApiClient({ fetch: fetchMock, storage });

    await api.get('/v1/user');
    expect(headersOf(fetchMock, 0).Authorization).toBeUndefined();

    storage.setItem('accessToken', 'abc.def');
    await api.get('/v1/user');
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer abc.def');
  });

  it('keeps the highest X-Event-Position (compared as big integers) and sends it on reads', async () => {
    const fetchMock = fakeFetch(
      { headers: { 'X-Event-Position': '9007199254740993' } },
      { headers: { 'X-Event-Position': '12' } },
      { headers: { 'X-Event-Position': 'not-a-number' } },
      {},
      {},
    );
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });

    await api.post('/v1/look-board/1/like', { isLiked: true });
    expect(headersOf(fetchMock, 0)['X-Min-Position']).toBeUndefined();
    await api.post('/v1/look-board/2/like', { isLiked: true });
    await api.post('/v1/look-board/3/like', { isLiked: true });
    expect(api.minPosition()).toBe('9007199254740993');

    await api.get('/v1/look-board/1');
    expect(headersOf(fetchMock, 3)['X-Min-Position']).toBe('9007199254740993');
    await api.post('/v1/look-board/4/vote', { vote: 1 });
    expect(headersOf(fetchMock, 4)['X-Min-Position']).toBeUndefined();
  });

  it('lets a POST search opt in to read-your-writes', async () => {
    const fetchMock = fakeFetch({ headers: { 'X-Event-Position': '5' } }, {});
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });
    await api.post('/v1/inspiration-image', {});
    await api.post('/v1/inspiration-image/search', {}, { readYourWrites: true });
    expect(headersOf(fetchMock, 1)['X-Min-Position']).toBe('5');
  });

  it('also learns positions from error answers', async () => {
    const fetchMock = fakeFetch({ status: 409, body: { message: 'conflict' }, headers: { 'X-Event-Position': '77' } });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });
    await expect(api.post('/v1/x')).rejects.toBeInstanceOf(ApiError);
    expect(api.minPosition()).toBe('77');
  });

  it('turns a failure into an ApiError with the server message and validation map', async () => {
    const fetchMock = fakeFetch({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['Email must be a valid email address'] }, exception: 'ValidationException' },
    });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });

    const error = await api.post('/v1/auth/sign-up', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Email must be a valid email address'] },
      exceptionMessage: 'ValidationException',
    });
  });

  it('uses the default message and an empty map when the server gives none', async () => {
    const fetchMock = fakeFetch({ status: 500, body: { requestId: 'r1' } });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });
    await expect(api.get('/v1/user')).rejects.toMatchObject({
      status: 500,
      message: 'An unknown error occurred',
      errors: {},
    });
  });

  it('does not crash on a malformed or non-JSON body', async () => {
    const fetchMock = fakeFetch(
      { status: 502, raw: '<html>Bad gateway</html>' },
      { status: 200, raw: '{"result": ' },
      { status: 500, raw: '"just a string"' },
    );
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });

    await expect(api.get('/v1/a')).rejects.toMatchObject({ status: 502, message: 'An unknown error occurred', errors: {} });
    await expect(api.get('/v1/b')).rejects.toMatchObject({ status: 200, message: 'An unknown error occurred' });
    await expect(api.get('/v1/c')).rejects.toMatchObject({ status: 500, message: 'An unknown error occurred' });
  });

  it('reads an empty success body as undefined', async () => {
    const fetchMock = fakeFetch({ status: 204, raw: '' });
    const api = createApiClient({ fetch: fetchMock, storage: memoryStorage() });
    await expect(api.delete('/v1/look-board/1')).resolves.toBeUndefined();
  });

  it('reports a network failure as status 0 and keeps an abort an abort', async () => {
    const networkDown = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch: networkDown, storage: memoryStorage() });
    await expect(api.get('/v1/user')).rejects.toMatchObject({ status: 0, message: 'An unknown error occurred', exceptionMessage: 'Failed to fetch' });

    const aborted = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const api2 = createApiClient({ fetch: aborted, storage: memoryStorage() });
    await expect(api2.get('/v1/user')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('the shared client uses the global fetch, even when stubbed after import', async () => {
    const fetchMock = fakeFetch({ body: { result: 'ok' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(defaultApi.get('/healthz')).resolves.toEqual({ result: 'ok' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('shows a failure as a toast titled "Error"', () => {
    const spy = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const shown = showApiError(new ApiError({ status: 422, message: 'Emails should match' }));
    expect(spy).toHaveBeenCalledWith('Emails should match');
    expect(shown.message).toBe('Emails should match');

    showApiError(new Error('boom'));
    expect(spy).toHaveBeenLastCalledWith('An unknown error occurred');
  });
});
