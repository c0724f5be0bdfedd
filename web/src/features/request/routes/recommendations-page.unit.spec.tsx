import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { paths } from '../../../config/paths';
import type { RecommendationsAnswer, RecommendedBoard } from '../../../lib/queries/requests';
import { lookBoardView, productView, requestView, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { boardCounts, RecommendationsPage } from './recommendations-page';

const REQUESTER = 3;

const request = requestView({ message: 'Warm woods, please.', matches: [{ userId: 40, score: 9 }], matchesCount: 1, recommendationsCount: 2 });

const bo = testOwner(40, 'Bo Berg');
/** A product of Bo's (40), a curator's. */
const product = (id: number, title: string, price: number) => productView(id, title, price, { brand: 'Nordhaus', ownerId: 40, owner: bo });

const sofa = product(11, 'Linen Sofa', 245_000);
const lamp = product(12, 'Brass Lamp', 18_950);
const rug = product(13, 'Wool Rug', 49_900);
const sofaLike = (id: number, title: string) => product(id, title, 240_000);

function board(id: number, title: string, products: ProductView[], requestRate: number | null = null): RecommendedBoard {
  return {
    ...lookBoardView(id, title, products, {
      roomTypeId: 5,
      styleId: 4,
      inspirationImageId: 8,
      image: request.image,
      requestId: 12,
      status: 'submitted',
      ownerId: 40,
      owner: bo,
      createdAt: '2026-11-21T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
      publishedAt: null,
    }),
    requestRate,
  };
}

const answer = (boards = [board(30, 'Oak and linen', [sofa, lamp]), board(31, 'Soft wool corner', [rug, sofa], 2)]): RecommendationsAnswer => ({
  lookBoards: boards,
  products: [sofa, lamp, rug],
  mixMatch: { inspirationImageId: 8, image: request.image, lookBoards: boards.map((b) => b.id), products: [11, 12, 13] },
});

function renderAt(opts: { recommendations?: RecommendationsAnswer | number; req?: RequestView } = {}) {
  window.localStorage.setItem('accessToken', 'token-1');
  const calls = stubFetch((input, body) => {
    if (input === '/v1/requests/12') return Response.json({ result: opts.req ?? request });
    if (input === '/v1/requests/12/recommendations') {
      const r = opts.recommendations ?? answer();
      return typeof r === 'number' ? Response.json({ message: 'Only the requester sees them.' }, { status: r }) : Response.json({ result: r });
    }
    if (input === '/v1/requests/12/rate') return Response.json({ result: body });
    if (input === '/v1/requests/12/close') return Response.json({ result: { id: 12, status: 'closed' } });
    if (input === '/v1/mix-match') return Response.json({ result: { id: 1 } }, { status: 201 });
    if (input === '/v1/product/11/swap') return Response.json({ result: { productId: 11, verdict: 'swapped', chosenId: body?.chosenId ?? null } });
    if (input === '/v1/product/11/alternatives') return Response.json({ result: [sofaLike(21, 'Velvet Sofa'), sofaLike(22, 'Leather Sofa'), sofaLike(23, 'Oak Sofa')] });
    if (input === '/v1/product/12/keep') return Response.json({ result: { productId: 12, verdict: 'kept', chosenId: null } });
  });
  const me = sessionUser({ id: REQUESTER, displayName: 'Ana', email: 'ana@example.com' });
  const { router } = renderPage([{ path: paths.requestRecommendations, Component: RecommendationsPage }], { url: '/request-the-look/recommendations/12', me });
  return { router, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('recommendations page', () => {
  it('lists the recommended boards as cards leading to their pages, each with the requester’s own rating', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cozy living room' })).toBeTruthy();
    const cards = await screen.findAllByTestId('look-board-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: /Oak and linen/ }).getAttribute('href')).toBe('/look-board/30/oak-and-linen');
    expect(within(cards[0]).getByText('Rate this look board')).toBeTruthy();
    expect(within(cards[1]).getByText('You rated it 2: Some good ideas')).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: '2 out of 5' }).getAttribute('aria-pressed')).toBe('true');
    // The card's rating does not say "No ratings yet" beside the requester's own.
    expect(within(cards[1]).queryByText('No ratings yet')).toBeNull();
    expect(within(cards[1]).getByText('You rated it 2; no one else has rated it yet')).toBeTruthy();
  });

  it('rates a board 1 to 5 and shows the rating once the server has it', async () => {
    const { calls } = renderAt();
    const group = await screen.findByRole('group', { name: 'Your rating of Oak and linen' });
    fireEvent.click(within(group).getByRole('button', { name: '4 out of 5' }));
    expect(await screen.findByText('You rated it 4: Very close')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/requests/12/rate').map((call) => call.body)).toEqual([{ lookBoardId: 30, rate: 4 }]);
    expect(within(group).getByRole('button', { name: '4 out of 5' }).getAttribute('aria-pressed')).toBe('true');
    // Four stars lit: the saved rating, whatever the pointer was over when it was clicked.
    expect(within(group).getAllByRole('button').map((star) => star.classList.contains('is-on'))).toEqual([true, true, true, true, false]);
  });

  it('the product stream shows every product once, in the server’s order, with how many boards use it', async () => {
    renderAt();
    fireEvent.click(await screen.findByText('Product Stream'));
    const items = await screen.findAllByTestId('stream-product');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Linen Sofa'), expect.stringContaining('Brass Lamp'), expect.stringContaining('Wool Rug')]);
    expect(items[0].textContent).toContain('In 2 look boards');
    expect(items[1].textContent).toContain('In 1 look board');
  });

  it('offers Keep and Swap on each product of the stream: Swap shows three alternatives, and each choice is recorded for the request', async () => {
    const { calls } = renderAt();
    fireEvent.click(await screen.findByText('Product Stream'));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Keep or swap Brass Lamp' })).getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('Kept: you will see more like it')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Keep or swap Linen Sofa' })).getByRole('button', { name: 'Swap' }));
    const offered = await screen.findByRole('list', { name: 'Alternatives to Linen Sofa' });
    expect(within(offered).getAllByTestId('swap-alternative').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Velvet Sofa'),
      expect.stringContaining('Leather Sofa'),
      expect.stringContaining('Oak Sofa'),
    ]);
    await waitFor(() => expect(within(offered).getByRole('button', { name: 'Choose Oak Sofa' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(offered).getByRole('button', { name: 'Choose Oak Sofa' }));
    expect(await screen.findByText('Swapped for Oak Sofa')).toBeTruthy();
    expect(calls.filter((call) => /^\/v1\/product\/\d+\/(keep|swap)$/.test(call.url)).map((call) => [call.url, call.body])).toEqual([
      ['/v1/product/12/keep', { context: 'recommendations', requestId: 12 }],
      ['/v1/product/11/swap', { context: 'recommendations', requestId: 12 }],
      ['/v1/product/11/swap', { context: 'recommendations', requestId: 12, chosenId: 23 }],
    ]);
  });

  it('Mix & Match picks pieces from several boards into one mix and saves it for the request’s picture', async () => {
    const { calls } = renderAt();
    fireEvent.click(await screen.findByText('Mix & Match'));
    fireEvent.click(within(await screen.findByRole('list', { name: 'Products of Oak and linen' })).getByRole('button', { name: 'Add Brass Lamp to your mix' }));
    fireEvent.click(within(screen.getByRole('list', { name: 'Products of Soft wool corner' })).getByRole('button', { name: 'Add Wool Rug to your mix' }));
    expect(within(screen.getByRole('list', { name: 'Pieces in your mix' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save Mix & Match' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/v1/mix-match').map((call) => call.body)).toEqual([{ inspirationImageId: 8, products: [12, 13] }]));
  });

  it('closes the request after a confirmation', async () => {
    const { calls } = renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/requests/12/close')).toHaveLength(1);
    // The page offers it no more (the dialog's own button fades out with it).
    expect(screen.queryAllByRole('button', { name: 'Close request' }).filter((button) => !button.closest('.ant-modal'))).toEqual([]);
  });

  it('before any board arrives, says where the request stands', async () => {
    renderAt({ recommendations: answer([]), req: { ...request, recommendationsCount: 0 } });
    expect(await screen.findByText(/1 ambassador is curating look boards for you/)).toBeTruthy();
    expect(screen.getByText('Matched with ambassadors')).toBeTruthy();
  });

  it('a matched ambassador sees the request but is told the recommendations are the requester’s', async () => {
    renderAt({ recommendations: 403 });
    expect(await screen.findByText('Only the member who asked sees the recommendations')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe('/request-the-look/ambassador-match/12');
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
  });
});

describe('product stream counts', () => {
  it('counts each board once per product', () => {
    expect([...boardCounts([{ products: [1, 2, 2] }, { products: [2, 3] }])]).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
  });
});
