import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookmarkletSource,
  collectPinImages,
  NO_IMAGES_MESSAGE,
  openPinPage,
  PIN_MAX_IMAGES,
  PIN_MAX_URL_LENGTH,
  PIN_MIN_SIDE,
  pinPageUrl,
} from './bookmarklet';

/** A page as a shop or blog would serve it, parsed by jsdom. */
function page(body: string, head = ''): Document {
  const doc = document.implementation.createHTMLDocument('Sunny living room');
  doc.head.innerHTML = `<base href="https://blog.example/rooms/sunny/">${head}`;
  doc.body.innerHTML = body;
  doc.title = 'Sunny living room';
  return doc;
}

const img = (src: string, width: number, height: number, alt = '') => `<img src="${src}" width="${width}" height="${height}" alt="${alt}">`;

describe('collectPinImages (the bookmarklet’s collector, run on a jsdom page)', () => {
  it('puts the page’s shared picture first, then large pictures largest first, as absolute addresses', () => {
    const doc = page(
      img('/media/sofa.jpg', 400, 300, 'A green sofa') + img('https://cdn.example/room-wide.jpg', 1200, 800, 'The whole room') + img('lamp.png', 300, 300),
      '<meta property="og:image" content="/media/cover.jpg">',
    );
    expect(collectPinImages(doc)).toEqual([
      { url: 'https://blog.example/media/cover.jpg', width: 0, height: 0, alt: 'Sunny living room' },
      { url: 'https://cdn.example/room-wide.jpg', width: 1200, height: 800, alt: 'The whole room' },
      { url: 'https://blog.example/media/sofa.jpg', width: 400, height: 300, alt: 'A green sofa' },
      { url: 'https://blog.example/rooms/sunny/lamp.png', width: 300, height: 300, alt: '' },
    ]);
  });

  it(`leaves out icons and thumbnails: each side must be at least ${PIN_MIN_SIDE} px`, () => {
    const doc = page(img('/narrow.jpg', PIN_MIN_SIDE - 1, 900) + img('/short.jpg', 900, PIN_MIN_SIDE - 1) + img('/square.jpg', PIN_MIN_SIDE, PIN_MIN_SIDE) + '<img src="/unsized.jpg">');
    expect(collectPinImages(doc).map((image) => image.url)).toEqual(['https://blog.example/square.jpg']);
  });

  it('keeps only web addresses (data: and blob: pictures cannot leave the page), each once', () => {
    const doc = page(
      img('data:image/png;base64,iVBORw0KGgo=', 800, 800) + img('blob:https://blog.example/1234', 800, 800) + img('/room.jpg', 800, 600) + img('https://blog.example/room.jpg', 800, 600),
      '<meta property="og:image" content="https://blog.example/room.jpg"><meta name="twitter:image" content="javascript:alert(1)">',
    );
    expect(collectPinImages(doc)).toEqual([{ url: 'https://blog.example/room.jpg', width: 0, height: 0, alt: 'Sunny living room' }]);
  });

  it(`stops at ${PIN_MAX_IMAGES} pictures`, () => {
    const doc = page(Array.from({ length: PIN_MAX_IMAGES + 5 }, (_, i) => img(`/p${i}.jpg`, 300 + i, 300)).join(''));
    const found = collectPinImages(doc);
    expect(found).toHaveLength(PIN_MAX_IMAGES);
    expect(found[0].url).toBe(`https://blog.example/p${PIN_MAX_IMAGES + 4}.jpg`);
  });

  it('finds nothing on a page without large pictures', () => {
    expect(collectPinImages(page('<p>Text only</p>' + img('/icon.png', 32, 32)))).toEqual([]);
  });
});

describe('pinPageUrl', () => {
  it('names the page, its title and every picture', () => {
    const url = new URL(pinPageUrl('https://decorlook.example', 'https://blog.example/post?id=3', 'Sunny room', [{ url: 'https://cdn.example/a.jpg?w=1200&h=800', width: 1, height: 1, alt: '' }]));
    expect(url.origin + url.pathname).toBe('https://decorlook.example/get-the-pin');
    expect(url.searchParams.get('source')).toBe('https://blog.example/post?id=3');
    expect(url.searchParams.get('title')).toBe('Sunny room');
    expect(url.searchParams.getAll('image')).toEqual(['https://cdn.example/a.jpg?w=1200&h=800']);
  });

  it(`keeps the address under ${PIN_MAX_URL_LENGTH} characters, dropping the pictures that do not fit`, () => {
    const long = Array.from({ length: 40 }, (_, i) => ({ url: `https://cdn.example/${'x'.repeat(300)}/${i}.jpg`, width: 1, height: 1, alt: '' }));
    const url = pinPageUrl('https://decorlook.example', 'https://blog.example/', 'T', long);
    expect(url.length).toBeLessThanOrEqual(PIN_MAX_URL_LENGTH);
    const kept = new URL(url).searchParams.getAll('image');
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(long.slice(0, kept.length).map((image) => image.url));
  });
});

describe('the bookmarklet', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const run = (source: string) => {
    expect(source.startsWith('javascript:')).toBe(true);
    // What the browser does with a javascript: bookmark: decode it and run it on the page.
    new Function(decodeURIComponent(source.slice('javascript:'.length)))();
  };

  it('opens the pin page of this site with the current page’s pictures', () => {
    document.title = 'Sunny living room';
    document.body.innerHTML = img('/media/room.jpg', 1200, 800);
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    run(bookmarkletSource('https://decorlook.example'));
    expect(open).toHaveBeenCalledTimes(1);
    const [address, target] = open.mock.calls[0];
    const url = new URL(String(address));
    expect(url.origin + url.pathname).toBe('https://decorlook.example/get-the-pin');
    expect(url.searchParams.get('source')).toBe(window.location.href);
    expect(url.searchParams.get('title')).toBe('Sunny living room');
    expect(url.searchParams.getAll('image')).toEqual([new URL('/media/room.jpg', window.location.href).href]);
    expect(target).toBe('_blank');
  });

  it('goes to the pin page in the same tab when pop-ups are blocked', () => {
    const tab = { open: vi.fn(() => null), location: { href: 'https://blog.example/post' } };
    openPinPage(tab as unknown as Window, 'https://decorlook.example/get-the-pin?image=x');
    expect(tab.open).toHaveBeenCalledWith('https://decorlook.example/get-the-pin?image=x', '_blank');
    expect(tab.location.href).toBe('https://decorlook.example/get-the-pin?image=x');
  });

  it('says so, and opens nothing, on a page without large pictures', () => {
    document.body.innerHTML = img('/icon.png', 16, 16);
    const open = vi.spyOn(window, 'open');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    run(bookmarkletSource('https://decorlook.example'));
    expect(alert).toHaveBeenCalledWith(NO_IMAGES_MESSAGE);
    expect(open).not.toHaveBeenCalled();
  });
});
