/**
 * The "Pin to DecorLook" bookmarklet. It runs on someone else's page, so each function below is
 * self-contained: the bookmarklet is built from their source text (`Function.prototype.toString`),
 * which means the code the unit tests run is the very code a member's browser runs. None of them
 * may refer to anything outside its own body.
 */

export interface PinImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The messages the pin page and the bookmarklet exchange (window.postMessage). */
export const PIN_FETCH = 'decorlook-pin:fetch';
export const PIN_IMAGE = 'decorlook-pin:image';
export const PIN_FAILED = 'decorlook-pin:failed';
/** Pictures smaller than this on either side are icons, logos or thumbnails, not rooms. */
export const PIN_MIN_SIDE = 200;
export const PIN_MAX_IMAGES = 20;
/** Browsers and servers refuse very long addresses; the pin page's address stays under this. */
export const PIN_MAX_URL_LENGTH = 7000;
export const NO_IMAGES_MESSAGE = 'DecorLook found no pictures large enough to pin on this page.';

/**
 * The page's pictures worth pinning: its og:image / twitter:image first (the picture the page
 * itself puts forward), then every <img> at least 200 px on each side, largest first; web
 * addresses only (data: and blob: addresses cannot leave the page), each once, at most 20.
 */
export function collectPinImages(doc: Document): PinImage[] {
  const minSide = 200;
  const maxImages = 20;
  const seen: Record<string, true> = {};
  const shared: PinImage[] = [];
  const found: PinImage[] = [];
  const absolute = (address: string | null): string | null => {
    if (!address) return null;
    try {
      const url = new URL(address.trim(), doc.baseURI);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  };
  const metas = doc.querySelectorAll('meta[property="og:image"], meta[property="og:image:secure_url"], meta[name="twitter:image"]');
  for (let i = 0; i < metas.length; i += 1) {
    const url = absolute(metas[i].getAttribute('content'));
    if (url && !seen[url]) {
      seen[url] = true;
      shared.push({ url, width: 0, height: 0, alt: doc.title || '' });
    }
  }
  const images = doc.images;
  for (let i = 0; i < images.length; i += 1) {
    const img = images[i];
    // naturalWidth is the picture's own size once loaded; the attributes stand in before that.
    const width = img.naturalWidth || img.width || 0;
    const height = img.naturalHeight || img.height || 0;
    if (width < minSide || height < minSide) continue;
    const url = absolute(img.currentSrc || img.getAttribute('src'));
    if (!url || seen[url]) continue;
    seen[url] = true;
    found.push({ url, width, height, alt: (img.getAttribute('alt') || '').trim() });
  }
  found.sort((a, b) => b.width * b.height - a.width * a.height);
  return shared.concat(found).slice(0, maxImages);
}

/**
 * The pin page's address for these pictures: the page they came from, its title and each
 * picture's address, as many pictures as fit under the address length limit.
 */
export function pinPageUrl(siteOrigin: string, pageUrl: string, pageTitle: string, images: readonly PinImage[]): string {
  const maxLength = 7000;
  let address = siteOrigin + '/get-the-pin?source=' + encodeURIComponent(pageUrl) + '&title=' + encodeURIComponent(pageTitle.slice(0, 200));
  for (let i = 0; i < images.length; i += 1) {
    const part = '&image=' + encodeURIComponent(images[i].url);
    if (address.length + part.length > maxLength) break;
    address += part;
  }
  return address;
}

/**
 * Installed on the pinned page: when the DecorLook tab it opened asks for one of the listed
 * pictures, fetch it here, where the page's own pictures may be read, and hand the bytes back.
 * DecorLook's servers never fetch other sites, and its pages may only call DecorLook, so this is
 * the one place the picture can be copied. Only the DecorLook origin is answered, only about the
 * pictures collected, and only with images.
 */
export function answerPinRequests(win: Window, siteOrigin: string, images: readonly PinImage[]): void {
  const marker = '__decorlookPinUrls';
  const holder = win as unknown as Record<string, Record<string, true> | undefined>;
  const listed: Record<string, true> = holder[marker] || {};
  for (let i = 0; i < images.length; i += 1) listed[images[i].url] = true;
  if (holder[marker]) return;
  holder[marker] = listed;
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (event.origin !== siteOrigin || !data || data.type !== 'decorlook-pin:fetch' || typeof data.url !== 'string') return;
    const url = data.url;
    const source = event.source as Window | null;
    if (!source) return;
    const fail = (reason: string) => source.postMessage({ type: 'decorlook-pin:failed', url, reason }, siteOrigin);
    if (!listed[url]) {
      fail('not-listed');
      return;
    }
    win
      .fetch(url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error('HTTP ' + response.status))))
      .then((blob) => {
        if (blob.type.indexOf('image/') !== 0) fail('not-an-image');
        else source.postMessage({ type: 'decorlook-pin:image', url, blob }, siteOrigin);
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : 'fetch failed'));
  });
}

/** Opens the pin page in a new tab (kept linked to this one, so it can ask for the bytes). */
export function openPinPage(win: Window, address: string): void {
  const opened = win.open(address, 'decorlook-pin');
  // A blocked pop-up: go there in this tab; the member then saves and uploads the picture.
  if (!opened) win.location.href = address;
}

/** The bookmarklet itself: a `javascript:` address running the functions above on the current page. */
export function bookmarkletSource(siteOrigin: string): string {
  const body =
    '(function(){' +
    'var collect=' + collectPinImages.toString() + ';' +
    'var pinUrl=' + pinPageUrl.toString() + ';' +
    'var answer=' + answerPinRequests.toString() + ';' +
    'var open=' + openPinPage.toString() + ';' +
    'var site=' + JSON.stringify(siteOrigin) + ';' +
    'var images=collect(document);' +
    'if(!images.length){alert(' + JSON.stringify(NO_IMAGES_MESSAGE) + ');return;}' +
    'answer(window,site,images);' +
    'open(window,pinUrl(site,location.href,document.title||"",images));' +
    '})();';
  return 'javascript:' + encodeURIComponent(body);
}
