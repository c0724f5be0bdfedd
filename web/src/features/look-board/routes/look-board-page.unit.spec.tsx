import { LOOK_BOARD_IN_REVIEW } from '@decorlook/domain/lookboards/look-board.errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { lookBoardSocialImages } from '@decorlook/domain/lookboards/look-board.views';
import { paths } from '../../../config/paths';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { inkOn } from '../../../lib/banner-ink';
import { lookBoardView, productView, publishedStages, sessionUser, testMedia } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { LookBoardPage } from './look-board-page';

/** Sold at West Elm through an affiliate link. */
const product = (id: number, title: string, price: number, change: Partial<ProductView> = {}) =>
  productView(id, title, price, { brand: 'Nordhaus', retailerUrl: `https://www.westelm.com/p/${id}`, shopUrl: `https://www.westelm.com/p/${id}?aff=decorlook`, affiliate: true, ...change });

const products = [product(11, 'Oak Lounge Chair', 129_900), product(12, 'Linen Sofa', 245_000), product(13, 'Brass Lamp', 18_950, { approval: 'rejected', rejectionReason: 'The picture is blurred.' })];

const board: LookBoard = lookBoardView(5, 'Sunday Morning Calm', products, {
  description: 'Soft oak and linen for a slow Sunday.',
  message: 'Start with the sofa; everything else follows it.',
  columns: 2,
  columnCount: 2,
  totalPrice: 374_900,
  inspirationImageId: 8,
  image: { id: 8, title: 'Calm living room', slug: 'calm-living-room', media: testMedia(8) },
  stages: publishedStages(),
  shareUrl: 'http://localhost:3000/look-board/5/sunday-morning-calm',
  socialImages: lookBoardSocialImages(5),
  likesCount: 4,
  votesCount: 2,
  rating: 4.25,
  ratingsCount: 4,
  updatedAt: '2026-11-11T00:00:00.000Z',
  publishedAt: '2026-11-12T00:00:00.000Z',
});

interface Setup {
  answer?: LookBoard | { failure: number; message: string };
  signedInAs?: number;
  url?: string;
}

function renderBoard({ answer = board, signedInAs, url = '/look-board/5/sunday-morning-calm' }: Setup = {}) {
  if (signedInAs !== undefined) window.localStorage.setItem('accessToken', 'token-1');
  const me = signedInAs === undefined ? undefined : sessionUser({ id: signedInAs });
  let votes = board.votesCount;
  const calls = stubFetch((input, body) => {
    if (input === '/v1/user') return Response.json({ result: me });
    if (input === '/v1/look-board/5') return 'failure' in answer ? Response.json({ message: answer.message }, { status: answer.failure }) : Response.json({ result: answer });
    if (input === '/v1/productslb') return Response.json({ result: products });
    if (input === '/v1/look-board/5/vote') {
      votes += 1;
      return Response.json({ result: { isVoted: true, votesCount: votes } });
    }
    if (input === '/v1/look-board/5/rate') return Response.json({ result: { rate: body?.rate, rating: 4.4, ratingsCount: 5 } });
    if (input === '/v1/look-board/5/like') return Response.json({ result: { isLiked: body?.isLiked, likesCount: 5 } });
  });
  const { router } = renderPage([{ path: paths.lookBoard, Component: LookBoardPage }], { url, me });
  return { router, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd's buttons and rates render slowly in jsdom on a busy machine.
describe('look board page', () => {
  it('shows the board: banner, owner, story, inspiration image, the template and the total', async () => {
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday Morning Calm' })).toBeTruthy();
    expect(screen.getByTestId('board-banner').textContent).toContain('Ana Lindqvist');
    expect(screen.getByText('Soft oak and linen for a slow Sunday.')).toBeTruthy();
    expect(screen.getByText('Start with the sofa; everything else follows it.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Calm living room' })).toBeTruthy();
    expect(screen.getByTestId('board-template').getAttribute('data-columns')).toBe('2');
    expect(within(screen.getByTestId('board-template')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('board-total').textContent).toContain('$3,749');
    expect(screen.getByTestId('board-total').textContent).toContain('2 pieces');
  });

  it('replaces a missing or old slug in the address with the board’s own', async () => {
    const { router } = renderBoard({ url: '/look-board/5' });
    await screen.findByRole('heading', { level: 1, name: 'Sunday Morning Calm' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/look-board/5/sunday-morning-calm'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists every product with its retailer link, and flags a rejected one instead of hiding it', async () => {
    renderBoard();
    const items = await screen.findAllByTestId('board-product');
    expect(items).toHaveLength(3);
    const chair = within(items[0]).getByRole('link', { name: /Shop at westelm\.com/ });
    expect(chair.getAttribute('href')).toBe('https://www.westelm.com/p/11?aff=decorlook');
    expect(chair.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(items[0].textContent).toContain('$1,299');

    const lamp = items[2];
    expect(lamp.textContent).toContain('Brass Lamp');
    expect(within(lamp).getByText('Rejected')).toBeTruthy();
    expect(within(lamp).getByText('No longer available')).toBeTruthy();
    expect(within(lamp).queryByRole('link')).toBeNull();
    // On the board itself, too.
    expect(within(screen.getByTestId('board-template')).getByText('No longer available')).toBeTruthy();
  });

  it('votes once: after the server confirms, the button reads "Voted" and cannot be pressed again', async () => {
    const { calls } = renderBoard({ signedInAs: 9 });
    const vote = await screen.findByRole('button', { name: /^Vote/ });
    expect(vote.textContent).toContain('2');
    fireEvent.click(vote);
    const voted = await screen.findByRole('button', { name: /^Voted/ });
    expect(voted.textContent).toContain('3');
    expect((voted as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(voted);
    expect(calls.filter((call) => call.url === '/v1/look-board/5/vote').map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/v1/look-board/5/vote', body: { vote: true } }]);
  });

  it('rates 1 to 5 and shows the new average, the count and the person’s own rating', async () => {
    const { calls } = renderBoard({ signedInAs: 9 });
    const summary = await screen.findByTestId('board-rating-summary');
    expect(summary.textContent).toContain('Rated 4.3 out of 5');
    expect(summary.textContent).toContain('(4 ratings)');
    expect(screen.getByText('Rate this look')).toBeTruthy();

    const stars = within(screen.getByLabelText('Rate this look')).getAllByRole('radio');
    fireEvent.click(stars[3]);
    await vi.waitFor(() => expect(screen.getByTestId('board-rating-summary').textContent).toContain('(5 ratings)'));
    expect(screen.getByTestId('board-rating-summary').textContent).toContain('Rated 4.4 out of 5');
    expect(screen.getByText('Your rating')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/look-board/5/rate').map((call) => call.body)).toEqual([{ rate: 4 }]);
  });

  it('offers a visitor sign-in when they like, vote or rate, and sends nothing', async () => {
    const { router, calls } = renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: /^Vote/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?auth=sign-in'));
    // Nothing is written: the only board call besides the page's reads is its budgets' read.
    expect(calls.some((call) => call.url.startsWith('/v1/look-board/5/') && call.url !== '/v1/look-board/5/budgets')).toBe(false);
  });

  it('likes once the server confirms, and the owner gets no vote button', async () => {
    renderBoard({ signedInAs: 3 });
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }));
    const liked = await screen.findByRole('button', { name: /^Liked/ });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.textContent).toContain('5');
    expect(screen.queryByRole('button', { name: /^Vote/ })).toBeNull();
  });

  it('shows the not-found page for a board the visitor may not see', async () => {
    renderBoard({ answer: { failure: 404, message: 'Look board not found' } });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('tells someone who followed the share link of a board still in review that it is waiting for review', async () => {
    renderBoard({ answer: { failure: 404, message: LOOK_BOARD_IN_REVIEW } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This look board is waiting for review' })).toBeTruthy();
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });
});

describe('banner ink', () => {
  it('is dark on light colours and white on dark ones', () => {
    expect(inkOn('#f4efe6')).toBe('dark');
    expect(inkOn('#1f2a30')).toBe('light');
    expect(inkOn('#0f766e')).toBe('light');
    expect(inkOn('not a colour')).toBe('dark');
  });
});
