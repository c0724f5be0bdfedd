import { describe, expect, it, vi } from 'vitest';
import { MESSAGES_MEDIA } from '@decorlook/domain/catalog/media';
import { ApiError } from '../../../lib/api-client';
import { checkFile, uploadMedia, type UploadDeps, type UploadProgress } from './upload-media';

/** A stand-in XMLHttpRequest: records what was sent and answers as each test scripts it. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly script: (request: FakeRequest) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function depsFor(scripts: ((request: FakeRequest) => void)[], token = 'access-1'): UploadDeps & { tokens: string[] } {
  FakeRequest.sent = [];
  let current: string | null = token;
  const tokens: string[] = [];
  return {
    tokens,
    accessToken: () => current,
    renew: vi.fn(async () => {
      current = 'access-2';
      tokens.push(current);
    }),
    createRequest: () => new FakeRequest(scripts.shift() ?? ((r) => r.answer(500, {}))) as unknown as XMLHttpRequest,
  };
}

const picture = () => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
const record = { id: 41, userId: 3, type: 'inspirationImage', hash: 'f'.repeat(32) };

describe('media upload', () => {
  it('posts the file and its use with the bearer token, reporting progress, and answers the media record', async () => {
    const deps = depsFor([
      (r) => {
        r.progress(250, 1000);
        r.progress(1000, 1000);
        r.answer(201, { result: record });
      },
    ]);
    const seen: UploadProgress[] = [];
    const media = await uploadMedia(picture(), 'inspirationImage', { onProgress: (p) => seen.push(p) }, deps);

    expect(media).toEqual(record);
    const [request] = FakeRequest.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/media');
    expect(request.headers.Authorization).toBe('Bearer access-1');
    expect(request.body?.get('type')).toBe('inspirationImage');
    expect(request.body?.get('file')).toBeInstanceOf(Blob);
    expect(seen.map((p) => p.percent)).toEqual([25, 100]);
  });

  it('renews an expired token and sends the upload once more', async () => {
    const deps = depsFor([(r) => r.answer(401, { message: 'Unauthenticated.' }), (r) => r.answer(201, { result: record })]);
    await expect(uploadMedia(picture(), 'inspirationImage', {}, deps)).resolves.toEqual(record);
    expect(deps.renew).toHaveBeenCalledOnce();
    expect(FakeRequest.sent.map((r) => r.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('says plainly that a file is too large (413) or not an image (415), even without a JSON answer', async () => {
    const tooLarge = uploadMedia(picture(), 'inspirationImage', {}, depsFor([(r) => r.answer(413, '<html>Request Entity Too Large</html>')]));
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: MESSAGES_MEDIA.tooLarge });
    const notImage = uploadMedia(picture(), 'inspirationImage', {}, depsFor([(r) => r.answer(415, '')]));
    await expect(notImage).rejects.toMatchObject({ status: 415, message: MESSAGES_MEDIA.notAnImage });
  });

  it("keeps the server's own words when it gives them (too many pixels is a 413 too)", async () => {
    const answer = uploadMedia(picture(), 'inspirationImage', {}, depsFor([(r) => r.answer(413, { message: MESSAGES_MEDIA.tooManyPixels })]));
    await expect(answer).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 413 && error.message === MESSAGES_MEDIA.tooManyPixels);
  });

  it('reports a dropped connection as an interrupted upload', async () => {
    const deps = depsFor([(r) => r.onerror?.()]);
    await expect(uploadMedia(picture(), 'inspirationImage', {}, deps)).rejects.toMatchObject({ status: 0, message: expect.stringContaining('interrupted') });
  });

  it('refuses, before sending anything, a file over 15 MB or one that is not an image', () => {
    expect(checkFile({ size: 15 * 1024 * 1024 + 1, type: 'image/png' })).toBe(MESSAGES_MEDIA.tooLarge);
    expect(checkFile({ size: 10, type: 'application/pdf' })).toBe(MESSAGES_MEDIA.notAnImage);
    expect(checkFile({ size: 10, type: 'image/webp' })).toBeNull();
  });
});
