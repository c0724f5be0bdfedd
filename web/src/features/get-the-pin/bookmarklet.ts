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

/** Opens the pin page in a new tab, or in this one when pop-ups are blocked. */
export function openPinPage(win: Window, address: string): void {
  const opened = win.open(address, '_blank');
  if (!opened) win.location.href = address;
}

/** The bookmarklet itself: a `javascript:` address running the functions above on the current page. */
export function bookmarkletSource(siteOrigin: string): string {
  const body =
    '(function(){' +
    'var collect=' + collectPinImages.toString() + ';' +
    'var pinUrl=' + pinPageUrl.toString() + ';' +
    'var open=' + openPinPage.toString() + ';' +
    'var site=' + JSON.stringify(siteOrigin) + ';' +
    'var images=collect(document);' +
    'if(!images.length){alert(' + JSON.stringify(NO_IMAGES_MESSAGE) + ');return;}' +
    'open(window,pinUrl(site,location.href,document.title||"",images));' +
    '})();';
  return 'javascript:' + encodeURIComponent(body);
}
