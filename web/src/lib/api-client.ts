import { MESSAGES } from '@decorlook/domain/shared/messages';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';
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
  storage?: KeyValueStorage;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const POSITION_PATTERN = /^\d+$/;
const PARSE_FAILED = Symbol('parse-failed');

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  // Resolved per call, so a fetch stubbed after creation (tests) is still the one used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage ?? browserStorage();
  let highestPosition: bigint | null = null;

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

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const verb = method.toUpperCase();
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const token = storage.getItem(STORAGE_KEYS.accessToken);
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
