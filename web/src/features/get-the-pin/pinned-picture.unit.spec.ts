import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIN_FAILED, PIN_FETCH, PIN_IMAGE } from './bookmarklet';
import { pictureFileName, PIN_ANSWER_TIMEOUT_MS, readPinRequest, requestPictureFromOpener, siteName } from './pinned-picture';

describe('readPinRequest', () => {
  it('keeps web addresses only, each picture once', () => {
    const search = new URLSearchParams(
      'source=https://blog.example/post&title=%20Sunny%20room%20&image=https://cdn.example/a.jpg&image=javascript:alert(1)&image=https://cdn.example/a.jpg&image=http://cdn.example/b.png',
    );
    expect(readPinRequest(search)).toEqual({ source: 'https://blog.example/post', title: 'Sunny room', images: ['https://cdn.example/a.jpg', 'http://cdn.example/b.png'] });
    expect(readPinRequest(new URLSearchParams('source=file:///etc/passwd')).source).toBeNull();
  });

  it('names the file and the site', () => {
    expect(pictureFileName('https://cdn.example/rooms/sofa.JPG?w=1200', 'image/jpeg')).toBe('sofa.JPG');
    expect(pictureFileName('https://cdn.example/image?id=4', 'image/webp')).toBe('pinned-picture.webp');
    expect(siteName('https://www.blog.example/post')).toBe('blog.example');
    expect(siteName(null)).toBe('');
  });
});

describe('requestPictureFromOpener', () => {
  afterEach(() => vi.useRealTimers());

  function tab(withOpener = true) {
    const listeners = new Set<(event: MessageEvent) => void>();
    const asked: { message: unknown; origin: string }[] = [];
    const opener = { postMessage: (message: unknown, origin: string) => asked.push({ message, origin }) };
    const win = {
      opener: withOpener ? opener : null,
      addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    };
    const answer = (data: unknown, from: unknown = opener, origin = 'https://blog.example') => listeners.forEach((fn) => fn({ data, source: from, origin } as unknown as MessageEvent));
    return { win: win as unknown as Window, asked, answer, listeners };
  }

  it('asks the pinned page, at its own origin, and resolves with the picture it sends', async () => {
    const { win, asked, answer, listeners } = tab();
    const picture = requestPictureFromOpener(win, 'https://cdn.example/a.jpg', 'https://blog.example/post');
    expect(asked).toEqual([{ message: { type: PIN_FETCH, url: 'https://cdn.example/a.jpg' }, origin: 'https://blog.example' }]);
    const blob = new Blob(['bytes'], { type: 'image/jpeg' });
    answer({ type: PIN_IMAGE, url: 'https://cdn.example/a.jpg', blob }, {}); // another window: ignored
    answer({ type: PIN_IMAGE, url: 'https://cdn.example/other.jpg', blob }); // another picture: ignored
    answer({ type: PIN_IMAGE, url: 'https://cdn.example/a.jpg', blob }, undefined, 'https://evil.example'); // another origin: ignored
    answer({ type: PIN_IMAGE, url: 'https://cdn.example/a.jpg', blob });
    await expect(picture).resolves.toBe(blob);
    expect(listeners.size).toBe(0);
  });

  it('resolves null when the page refuses, when there is no page, and when no answer comes in time', async () => {
    const refused = tab();
    const first = requestPictureFromOpener(refused.win, 'https://cdn.example/a.jpg', 'https://blog.example/post');
    refused.answer({ type: PIN_FAILED, url: 'https://cdn.example/a.jpg' });
    await expect(first).resolves.toBeNull();

    await expect(requestPictureFromOpener(tab(false).win, 'https://cdn.example/a.jpg', 'https://blog.example/post')).resolves.toBeNull();

    vi.useFakeTimers();
    const silent = tab();
    const last = requestPictureFromOpener(silent.win, 'https://cdn.example/a.jpg', 'https://blog.example/post');
    vi.advanceTimersByTime(PIN_ANSWER_TIMEOUT_MS);
    await expect(last).resolves.toBeNull();
    expect(silent.listeners.size).toBe(0);
  });
});
