import { PIN_FAILED, PIN_FETCH, PIN_IMAGE } from './bookmarklet';

/** How long the pinned page has to send the picture before the member is asked to upload it. */
export const PIN_ANSWER_TIMEOUT_MS = 10_000;

/** What the pin page reads from its address (the bookmarklet writes it). */
export interface PinRequest {
  source: string | null;
  title: string;
  images: string[];
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The pin page's query, checked: only web addresses, each picture once. */
export function readPinRequest(search: URLSearchParams): PinRequest {
  const source = search.get('source');
  return {
    source: source && isWebAddress(source) ? source : null,
    title: (search.get('title') ?? '').trim(),
    images: [...new Set(search.getAll('image').filter(isWebAddress))],
  };
}

/** A file name for the upload, from the picture's address. */
export function pictureFileName(url: string, type: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  if (/\.(jpe?g|png|webp|avif)$/i.test(last)) return last;
  const extension = type.split('/')[1] ?? 'jpg';
  return `pinned-picture.${extension}`;
}

/** The site's name, the credit a pinned picture starts with (the member may change it). */
export function siteName(source: string | null): string {
  if (!source) return '';
  return new URL(source).hostname.replace(/^www\./, '');
}

/**
 * Asks the page the bookmarklet ran on (this tab's opener) for the picture's bytes; resolves with
 * them, or with null when that page cannot or will not send them (it is gone, it refused, the
 * picture cannot be read from there, or no answer came in time).
 */
export function requestPictureFromOpener(win: Window, url: string, pageUrl: string | null, timeoutMs = PIN_ANSWER_TIMEOUT_MS): Promise<Blob | null> {
  const opener = win.opener as Window | null;
  if (!opener || !pageUrl) return Promise.resolve(null);
  const pageOrigin = new URL(pageUrl).origin;
  return new Promise((resolve) => {
    const finish = (blob: Blob | null) => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      resolve(blob);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown; blob?: unknown } | null;
      if (event.source !== opener || event.origin !== pageOrigin || !data || data.url !== url) return;
      if (data.type === PIN_IMAGE && data.blob instanceof Blob) finish(data.blob);
      else if (data.type === PIN_FAILED) finish(null);
    };
    const timer = win.setTimeout(() => finish(null), timeoutMs);
    win.addEventListener('message', onMessage);
    try {
      opener.postMessage({ type: PIN_FETCH, url }, pageOrigin);
    } catch {
      finish(null);
    }
  });
}
