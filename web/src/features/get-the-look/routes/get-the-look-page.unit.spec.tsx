import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { tokenStore } from '../../../lib/auth-tokens';
import type { User } from '../../../lib/session/user';
import { imageView, productView, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { GetTheLookPage } from './get-the-look-pages';

const image = (id: number) => imageView(id, `Calm room ${id}`, { media: { userId: 1, hash: `hash${id}` }, likesCount: id % 7, ownerId: 1, owner: testOwner(1, 'Ann') });

const product = (id: number, title: string) => productView(id, title, 40_000, { media: { userId: 1, hash: `p${id}` } });

function renderAt(url: string, member?: User) {
  if (member) tokenStore.save({ accessToken: 'token-9', refreshToken: 'refresh-9' });
  const { router } = renderPage(
    [
      { path: paths.getTheLook, Component: GetTheLookPage },
      { path: paths.getTheLookStyleOrOldDetails, Component: GetTheLookPage },
    ],
    { url, me: member },
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

// antd's tabs, selects and buttons render slowly in jsdom on a busy machine.
describe('Get the Look for a visitor', () => {
  it('pages through the gallery, stops at the visitor cap and offers sign-in', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { offset, limit } = JSON.parse(String(init.body)) as { offset: number; limit: number };
      return Response.json({ result: Array.from({ length: limit }, (_, i) => image(offset + i + 1)) });
    });
    vi.stubGlobal('fetch', fetchMock);

    renderAt('/get-the-look?sort=liked&colors=4');

    const gallery = await screen.findByTestId('image-gallery');
    expect(within(gallery).getAllByRole('link')).toHaveLength(10);
    expect(within(gallery).getAllByRole('link')[0].getAttribute('href')).toBe('/inspiration-image/1/calm-room-1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more looks' }));
    await waitFor(() => expect(within(gallery).getAllByRole('link')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Show more looks' }));

    const cap = await screen.findByTestId('visitor-cap');
    expect(within(gallery).getAllByRole('link')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more looks' })).toBeNull();
    const signIn = within(cap).getByRole('link', { name: 'Sign in to see more' });
    expect(signIn.getAttribute('href')).toBe('/get-the-look?sort=liked&colors=4&auth=sign-in');

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
    expect(bodies.map((body) => body.offset)).toEqual([0, 10, 20]);
    expect(bodies[0]).toMatchObject({ sort: 'liked', colors: [4], limit: 10, pageType: 'get-the-look' });
  });

  it('sends an old ?view= address of Mix & Match or Look Boards View to their own pages', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: [image(1)] })));
    const router = renderAt('/get-the-look?view=mix-match');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-the-look/mix-match'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves to the Look Boards View page from its tab', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: [image(1)] })));
    const router = renderAt('/get-the-look');
    fireEvent.click(await screen.findByRole('tab', { name: 'Look Boards View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-the-look/look-board-view'));
  });

  it('says so when nothing matches, with a way back to every look', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: [] })));
    const router = renderAt('/get-the-look?q=zebra');

    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('Get the Look Product View, keep or swap', () => {
  const member = sessionUser();
  const stubProducts = (saved: unknown[] = []) => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/v1/user') return Response.json({ result: member });
      if (url === '/v1/user/product-feedback?ids=5,6') return Response.json({ result: saved });
      if (url === '/v1/product/search') return Response.json({ result: [product(5, 'Velvet sofa'), product(6, 'Oak table')], facets: { styles: [], subStyles: [], colors: [], itemClasses: [], materials: [], shapes: [], prices: [] }, total: 2 });
      if (url === '/v1/product/5/keep') return Response.json({ result: { productId: 5, verdict: 'kept', chosenId: null } });
      return Response.json({ message: `unexpected ${init.method ?? 'GET'} ${url}` }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it("offers a member Keep and Swap on each product of the stream, and records a keep as the stream's", async () => {
    const fetchMock = stubProducts();
    renderAt('/get-the-look?view=products', member);
    const grid = await screen.findByTestId('product-grid');
    const cards = await within(grid).findAllByRole('group', { name: /^Keep or swap / });
    expect(cards.map((group) => group.getAttribute('aria-label'))).toEqual(['Keep or swap Velvet sofa', 'Keep or swap Oak table']);
    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Keep' }));
    expect(await within(cards[0]).findByText('Kept: you will see more like it')).toBeTruthy();
    const keep = fetchMock.mock.calls.find(([url]) => url === '/v1/product/5/keep');
    expect(JSON.parse(String(keep?.[1]?.body))).toEqual({ context: 'stream' });
  });

  it('shows what the member said of each product before, asked once for the page', async () => {
    const fetchMock = stubProducts([{ productId: 5, verdict: 'kept', chosenId: null }]);
    renderAt('/get-the-look?view=products', member);
    const grid = await screen.findByTestId('product-grid');
    const [sofa, table] = await within(grid).findAllByRole('group', { name: /^Keep or swap / });
    expect(await within(sofa).findByText('Kept: you will see more like it')).toBeTruthy();
    expect(within(sofa).getByRole('button', { name: 'Keep' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(table).getByRole('button', { name: 'Keep' }).getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/v1/user/product-feedback'))).toHaveLength(1);
  });

  it('offers a visitor the products without Keep or Swap', async () => {
    const fetchMock = stubProducts();
    renderAt('/get-the-look?view=products');
    const grid = await screen.findByTestId('product-grid');
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(2);
    // Products without a brand show none: their category is not passed off as one.
    expect([...grid.querySelectorAll('.gtl-product__brand')].map((brand) => brand.textContent)).toEqual(['\u00a0', '\u00a0']);
    expect(within(grid).queryByRole('button', { name: 'Keep' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/v1/user/product-feedback'))).toEqual([]);
  });
});
