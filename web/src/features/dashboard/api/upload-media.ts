import { useMutation } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES, MESSAGES_MEDIA, type MediaType } from '@decorlook/domain/catalog/media';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';
import { USER_PATH } from '../../../lib/session/user';

export const MEDIA_PATH = `${API_PREFIX}/media`;
/** What the server accepts (domain MEDIA_FORMATS), for the file picker. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export interface MediaRecord {
  id: number;
  userId: number;
  type: MediaType;
  hash: string;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

export interface UploadDeps {
  /** The current access token (the API client's store). */
  accessToken(): string | null;
  /**
   * Renews an expired access token the way the API client does (one refresh at a time, shared by
   * every tab); rejects when the session is over.
   */
  renew(): Promise<void>;
  createRequest(): XMLHttpRequest;
}

/**
 * A signed-in call through the API client: on a 401 it refreshes the tokens (under its lock) and
 * retries, so afterwards the store holds a fresh access token, or the session has ended.
 */
const defaultDeps: UploadDeps = {
  accessToken: () => tokenStore.access(),
  renew: async () => {
    await api.get(USER_PATH);
  },
  createRequest: () => new XMLHttpRequest(),
};

/** The person-facing message of a failed upload: the server's when it sent one, ours otherwise. */
function uploadError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as { message?: unknown; errors?: Record<string, string[]> }) : {};
  const sent = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined;
  if (status === 413) return new ApiError({ status, message: sent ?? MESSAGES_MEDIA.tooLarge });
  if (status === 415) return new ApiError({ status, message: sent ?? MESSAGES_MEDIA.notAnImage });
  if (status === 0) return new ApiError({ status, message: 'The upload was interrupted. Please check your connection and try again.' });
  return new ApiError({ status, message: sent, errors: record.errors, data: body });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function send(deps: UploadDeps, form: FormData, token: string | null, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = deps.createRequest();
    xhr.open('POST', MEDIA_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Checked before any byte is sent: the same limits the server enforces, with its messages. */
export function checkFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES_MEDIA.tooLarge;
  if (file.type && !file.type.startsWith('image/')) return MESSAGES_MEDIA.notAnImage;
  return null;
}

/**
 * POST /v1/media (multipart: `file`, `type`) over XMLHttpRequest, the one browser API that reports
 * upload progress. Authorised like every API call: on a 401 the token is renewed and the upload
 * sent once more.
 */
export async function uploadMedia(
  file: Blob,
  type: MediaType,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
  deps: UploadDeps = defaultDeps,
): Promise<MediaRecord> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  const token = deps.accessToken();
  let answer = await send(deps, form, token, options.onProgress, options.signal);
  if (answer.status === 401) {
    await deps.renew();
    answer = await send(deps, form, deps.accessToken(), options.onProgress, options.signal);
  }
  if (answer.status < 200 || answer.status >= 300) throw uploadError(answer.status, answer.body);
  const result = (answer.body as { result?: MediaRecord } | undefined)?.result;
  if (!result) throw new ApiError({ status: answer.status, exceptionMessage: 'The upload answer carries no media record.' });
  return result;
}

export function useUploadMedia(type: MediaType, onProgress: (progress: UploadProgress) => void) {
  return useMutation({
    mutationKey: ['media', 'upload', type],
    mutationFn: (file: File) => {
      const problem = checkFile(file);
      if (problem) return Promise.reject(new ApiError({ status: 422, message: problem }));
      return uploadMedia(file, type, { onProgress });
    },
  });
}
