import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import { TRENDING_COUNT } from '../trending-images';
import { TrendingLooks } from './trending-looks';

const image = (id: number) => ({
  id,
  title: `Sunny nook ${id}`,
  slug: `sunny-nook-${id}`,
  media: { userId: 3, hash: `h${id}` },
  width: 1200,
  height: 900,
  styles: [],
  likesCount: id,
});

/** An IntersectionObserver that reports its target in view at once (jsdom has none). */
class InView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

function renderStrip() {
  renderPage([{ path: '/', Component: TrendingLooks }]);
}

afterEach(() => vi.unstubAllGlobals());

describe('trending looks on the home page', () => {
  it('holds a placeholder for every look until they arrive, so nothing moves', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', InView);

    renderStrip();

    const strip = screen.getByTestId('trending-looks');
    expect(strip.children).toHaveLength(TRENDING_COUNT);
    expect(within(strip).queryAllByRole('link')).toHaveLength(0);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/inspiration-image/search');
    expect(JSON.parse(String(init.body))).toMatchObject({ sort: 'liked', limit: TRENDING_COUNT });

    answer(Response.json({ result: Array.from({ length: TRENDING_COUNT }, (_, i) => image(i + 1)) }));

    const first = await within(strip).findByRole('link', { name: /^Sunny nook 1 / });
    expect(first.getAttribute('href')).toBe('/inspiration-image/1/sunny-nook-1');
    expect(strip.children).toHaveLength(TRENDING_COUNT);
    expect(screen.getByRole('link', { name: /Explore all looks/ }).getAttribute('href')).toBe('/get-the-look');
  });

  it('waits until the strip nears the viewport before asking', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );

    renderStrip();

    expect(screen.getByTestId('trending-looks').children).toHaveLength(TRENDING_COUNT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows drawn rooms leading to Get the Look when there are no looks yet', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: [] })));
    vi.stubGlobal('IntersectionObserver', InView);

    renderStrip();

    const strip = screen.getByTestId('trending-looks');
    const links = await within(strip).findAllByRole('link');
    expect(links).toHaveLength(TRENDING_COUNT);
    expect(links.every((link) => link.getAttribute('href') === '/get-the-look')).toBe(true);
  });
});
