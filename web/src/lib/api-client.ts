import { MESSAGES_IDENTITY } from '@decorlook/domain/identity/messages';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { createTokenStore, tokensFromAnswer, tokenStore, type TokenStore } from './auth-tokens';
import type { KeyValueStorage } from './storage';
import { toast } from './toast';

/** A failed call as the UI sees it (spec section 8). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's validation map (`errors`), field → messages; empty when there is none. */
  readonly errors: Record<string, string[]>;
  /** A lower-level explanation (the server's exception text or the transport failure), if any. */
  readonly exceptionMessage: string | null;
  /** The parsed body, for answers that carry data with an error (a moved image's new address). */
  readonly data: unknown;

  constructor(init: { status: number; message?: string; errors?: Record<string, string[]>; exceptionMessage?: string | null; data?: unknown }) {
    super(init.message || MESSAGES.unknownError);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.exceptionMessage = init.exceptionMessage ?? null;
    this.data = init.data;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Send the highest event position seen as `X-Min-Position`, so the read reflects this client's
   * own writes. Defaults to true for GET; the POST searches may opt in.
   */
  readYourWrites?: boolean;
}

export interface ApiClientOptions {
  /** Prefix for every path; '' means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the tokens live (tests pass an in-memory storage); ignored when `tokens` is given. */
  storage?: KeyValueStorage;
  tokens?: TokenStore;
  /**
   * Runs a token refresh under a lock shared by every tab of the site, so two tabs never spend
   * the same (single-use) refresh token. Defaults to the Web Locks API where the browser has it.
   */
  lock?: <T>(run: () => Promise<T>) => Promise<T>;
}

export const REFRESH_TOKEN_PATH = `${API_PREFIX}/auth/refresh-token`;

export const REFRESH_IMPOSSIBLE = MESSAGES_IDENTITY.refreshImpossible;

/** The auth calls made with the user's token: an expired one is refreshed like anywhere else. */
const SIGNED_IN_AUTH_CALLS = new Set([`${API_PREFIX}/auth/change-password`, `${API_PREFIX}/auth/logout`]);

/**
 * Calls whose 401 is an answer, not an expired token (wrong credentials, a used reset link):
 * the client never refreshes for them. Changing the password and logging out are signed-in calls
 * (a logout with an expired token still revokes the session on the server).
 */
export function refreshesOn401(path: string): boolean {
  const pathname = path.split('?')[0];
  if (!pathname.startsWith(`${API_PREFIX}/auth/`)) return true;
  return SIGNED_IN_AUTH_CALLS.has(pathname);
}

const REFRESH_LOCK = 'decorlook-token-refresh';

/** How often a rate-limited refresh (429) is tried again before the call fails (tokens kept). */
export const REFRESH_RATE_LIMIT_RETRIES = 3;
const DEFAULT_RETRY_AFTER_MS = 1_000;
const MAX_RETRY_AFTER_MS = 60_000;

/** `Retry-After` as milliseconds to wait: delay-seconds or an HTTP date (RFC 9110), capped at a minute. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  let ms = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(value)) ms = Number(value) * 1_000;
  else if (value !== '' && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function webLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, run) as Promise<T>) : run();
}

export type ApiClient = ReturnType<typeof createApiClient>;

const POSITION_PATTERN = /^\d+$/;
const PARSE_FAILED = Symbol('parse-failed');

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  // Resolved per call, so a fetch stubbed after creation (tests) is still the one used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokens ?? (options.storage ? createTokenStore(options.storage) : tokenStore);
  const lock = options.lock ?? webLock;
  let highestPosition: bigint | null = null;
  /** The refresh in flight: every request that meets a 401 meanwhile waits for this one. */
  let refreshing: Promise<string> | null = null;

  function notePosition(header: string | null): void {
    const value = header?.trim();
    if (!value || !POSITION_PATTERN.test(value)) return;
    const position = BigInt(value);
    if (highestPosition === null || position > highestPosition) highestPosition = position;
  }

  function buildUrl(path: string, query?: Record<string, QueryValue>): string {
    const url = `${baseUrl}${path}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    if (!qs) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
  }

  async function send(verb: string, path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const readYourWrites = opts.readYourWrites ?? verb === 'GET';
    if (readYourWrites && highestPosition !== null) headers['X-Min-Position'] = highestPosition.toString();

    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(buildUrl(path, opts.query), { method: verb, headers, body, signal: opts.signal });
    } catch (error) {
      // A cancelled request stays an AbortError, so TanStack Query can tell it from a failure.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, exceptionMessage: error instanceof Error ? error.message : String(error) });
    }
    notePosition(response.headers.get('X-Event-Position'));
    return response;
  }

  /** Spends the refresh token once and stores the new pair; a refused refresh ends the session. */
  async function refreshTokens(failedToken: string | null): Promise<string> {
    // Another request (or tab) may have refreshed while this one waited for the lock.
    const current = tokens.access();
    if (current !== null && current !== failedToken) return current;

    const refreshToken = tokens.refresh();
    if (!refreshToken) {
      tokens.clear();
      throw new ApiError({ status: 401, message: REFRESH_IMPOSSIBLE });
    }
    let response = await send('POST', REFRESH_TOKEN_PATH, { body: { refreshToken } }, null);
    // Rate limited: the refresh token was not spent, so keep it and ask again when told to.
    for (let retry = 0; response.status === 429 && retry < REFRESH_RATE_LIMIT_RETRIES; retry += 1) {
      await wait(retryAfterMs(response.headers.get('Retry-After')));
      response = await send('POST', REFRESH_TOKEN_PATH, { body: { refreshToken } }, null);
    }
    const parsed = await readBody(response);
    const renewed = response.ok ? tokensFromAnswer(parsed) : null;
    if (!renewed) {
      // The server refused the token (expired, reused, revoked): the session is over. A server
      // fault (5xx) or a rate limit (429) keeps the tokens, so a later call may try again.
      if (response.status < 500 && response.status !== 429) tokens.clear();
      throw response.ok
        ? new ApiError({ status: response.status, exceptionMessage: 'The refresh answer carries no access token.' })
        : errorFromBody(response.status, parsed);
    }
    tokens.save({ accessToken: renewed.accessToken, refreshToken: renewed.refreshToken ?? refreshToken });
    return renewed.accessToken;
  }

  /** One refresh at a time: a request that meets a 401 while one is running waits for it. */
  function renewAccessToken(failedToken: string | null): Promise<string> {
    const current = tokens.access();
    if (current !== null && current !== failedToken) return Promise.resolve(current);
    refreshing ??= lock(() => refreshTokens(failedToken)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Sends a call with the user's token; spec 8: on a 401, refreshes it and retries once. */
  async function respond(verb: string, path: string, opts: RequestOptions): Promise<Response> {
    const token = tokens.access();
    const response = await send(verb, path, opts, token);
    if (response.status !== 401 || !refreshesOn401(path)) return response;
    const renewed = await renewAccessToken(token);
    return send(verb, path, opts, renewed);
  }

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await respond(method.toUpperCase(), path, opts);
    const parsed = await readBody(response);
    if (!response.ok) throw errorFromBody(response.status, parsed);
    if (parsed === PARSE_FAILED) {
      throw new ApiError({ status: response.status, exceptionMessage: 'The response body is not valid JSON.' });
    }
    return parsed as T;
  }

  return {
    request,
    get: <T = unknown>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
    /**
     * A file the API answers (a CSV export): fetched with the user's token like any call, so it
     * cannot be a plain link. A refusal is an ApiError as usual.
     */
    async download(path: string, opts: Omit<RequestOptions, 'body'> = {}): Promise<{ blob: Blob; filename: string | null }> {
      const response = await respond('GET', path, { ...opts, headers: { Accept: '*/*', ...opts.headers } });
      if (!response.ok) throw errorFromBody(response.status, await readBody(response));
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
    },
    /** The highest `X-Event-Position` seen, as a decimal string. */
    minPosition: (): string | null => highestPosition?.toString() ?? null,
  };
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return PARSE_FAILED;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return PARSE_FAILED;
  }
}

/** The file name a `Content-Disposition: attachment; filename="..."` header gives (RFC 6266), if any. */
export function filenameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) {
    return new ApiError({ status, exceptionMessage: body === PARSE_FAILED ? 'The response body is not valid JSON.' : null });
  }
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      if (Array.isArray(value)) errors[field] = value.map(String);
      else if (value !== undefined && value !== null) errors[field] = [String(value)];
    }
  }
  const exception = body.exceptionMessage ?? body.exception;
  return new ApiError({
    status,
    message,
    errors,
    exceptionMessage: typeof exception === 'string' ? exception : null,
    data: body,
  });
}

/** Any thrown value as an ApiError (a programming error keeps the default message). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 0, exceptionMessage: error instanceof Error ? error.message : String(error) });
}

/** Shows a failure as the spec's error toast, titled "Error". */
export function showApiError(error: unknown): ApiError {
  const apiError = toApiError(error);
  toast.error(apiError.message);
  return apiError;
}

/** The one HTTP client of the web app: same origin, JSON, bearer token, read-your-writes. */
export const api = createApiClient();
