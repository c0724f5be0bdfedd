import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView, MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import { paths } from '../../../config/paths';
import { boardPreview, imageView, lookBoardView, productView, sessionUser } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { DashboardMixMatchesPage, MixMatchDetailsPage, MixMatchLookBoardsPage, roomsOf } from './mix-match-pages';

const media = (n: number) => ({ userId: 3, hash: `h${n}`.padEnd(32, '0') });

/** Sold through an affiliate link. */
const product = (id: number, title: string, price: number, approval: ProductView['approval'] = 'approved') =>
  productView(id, title, price, { media: media(id), retailerUrl: `https://shop.example.com/${id}`, shopUrl: `https://shop.example.com/${id}?aff=dl`, affiliate: true, approval });

const image = imageView(8, 'Calm living room', { media: media(8) });
const boardImage = { id: 8, title: image.title, slug: image.slug, media: image.media };

const boardProducts: Record<number, ProductView[]> = {
  5: [product(11, 'Oak Lounge Chair', 129_900), product(12, 'Brass Lamp', 18_950, 'rejected')],
  6: [product(21, 'Linen Sofa', 245_000), product(22, 'Jute Rug', 39_900)],
};

const board = (id: number, title: string): LookBoardView =>
  lookBoardView(id, title, boardProducts[id], {
    description: 'A calm look.',
    message: 'Enjoy.',
    color: '#e8dcc8',
    inspirationImageId: 8,
    image: boardImage,
    shareUrl: `http://localhost/look-board/${id}`,
  });

const boards = [board(5, 'Warm Oak Corner'), board(6, 'Linen and Jute')];

const savedMix: MixMatchView = {
  id: 40,
  inspirationImageId: 8,
  image: boardImage,
  products: [11, 21],
  productsPreview: [11, 21].map((id) => boardPreview([...boardProducts[5], ...boardProducts[6]].find((candidate) => candidate.id === id)!)),
  totalPrice: 374_900,
  createdAt: '2026-11-22T10:00:00.000Z',
};

function renderAt(path: string, url: string, Page: () => React.ReactNode, signedIn: boolean) {
  if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
  const calls = stubFetch((input, body) => {
    if (input === '/v1/inspiration-image/8') return Response.json({ result: image });
    if (input.startsWith('/v1/inspiration-image/8/view-look-boards')) return Response.json({ result: boards });
    if (input === '/v1/productslb') return Response.json({ result: boardProducts[body?.lookBoardId as number] });
    if (input === '/v1/mix-match') return Response.json({ result: savedMix }, { status: 201 });
    if (input === '/v1/user/mix-matches') return Response.json({ result: [savedMix] });
    if (input === '/v1/mix-match/40') return Response.json({ result: { deleted: true } });
  });
  const { router } = renderPage([{ path, Component: Page }], { url, me: signedIn ? sessionUser() : undefined });
  return { router, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('Mix & Match', () => {
  it('picks pieces from several boards of a room and saves the mix: the toast says so', async () => {
    const { calls } = renderAt(paths.mixMatchDetails, '/get-the-look/mix-match/details/8/calm-living-room', MixMatchDetailsPage, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm living room' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Oak Lounge Chair to your mix' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Linen Sofa to your mix' }));

    const tray = screen.getByTestId('mix-tray');
    expect(within(tray).getByText('Oak Lounge Chair')).toBeTruthy();
    expect(within(tray).getByText('Linen Sofa')).toBeTruthy();
    expect(tray.textContent).toContain('2 pieces');
    expect(tray.textContent).toContain('$3,749');

    fireEvent.click(within(tray).getByRole('button', { name: 'Save Mix & Match' }));
    expect(await screen.findByText('Your Mix & Match has been successfully saved')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/v1/mix-match')).toEqual([{ method: 'POST', url: '/v1/mix-match', body: { inspirationImageId: 8, products: [11, 21] } }]);
    // The tray empties for the next mix, with a way to the saved ones.
    expect(within(tray).getByRole('link', { name: /See your mixes for this room/ }).getAttribute('href')).toBe('/get-the-look/mix-match/look-boards/details/8');
  });

  it('flags a rejected piece and does not let it into a mix', async () => {
    renderAt(paths.mixMatchDetails, '/get-the-look/mix-match/details/8/calm-living-room', MixMatchDetailsPage, true);
    const lamp = await screen.findByRole('button', { name: 'Add Brass Lamp to your mix' });
    expect((lamp as HTMLButtonElement).disabled).toBe(true);
    expect(within(lamp).getByText('No longer available')).toBeTruthy();
  });

  it('offers a visitor sign-in on save and sends nothing', async () => {
    const { router, calls } = renderAt(paths.mixMatchDetails, '/get-the-look/mix-match/details/8/calm-living-room', MixMatchDetailsPage, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Linen Sofa to your mix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Mix & Match' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?auth=sign-in'));
    expect(calls.some((call) => call.url === '/v1/mix-match')).toBe(false);
  });

  it('lists the person’s saved mixes and deletes one after confirmation', async () => {
    const { calls } = renderAt(paths.mixMatchLookBoards, '/get-the-look/mix-match/look-boards', MixMatchLookBoardsPage, true);
    const card = await screen.findByTestId('mix-card');
    expect(card.textContent).toContain('Calm living room');
    expect(card.textContent).toContain('2 pieces');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/v1/mix-match/40')).toBe(true));
    expect(calls.find((call) => call.url === '/v1/user/mix-matches')?.body).toEqual({ offset: 0, limit: 12 });
  });

  it('lists them in the dashboard too, beside My Look Boards', async () => {
    renderAt(paths.dashboardMixMatches, '/dashboard/mix-matches', DashboardMixMatchesPage, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Mix & Matches' })).toBeTruthy();
    expect((await screen.findByTestId('mix-card')).textContent).toContain('2 pieces');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toContain('My Mix & Matches');
    expect(within(menu).getByRole('link', { name: 'My Look Boards' })).toBeTruthy();
  });
});

describe('rooms of boards', () => {
  it('lists each room once, with its boards, in the boards’ order', () => {
    const other = { ...board(6, 'Elsewhere'), id: 7, image: { id: 9, title: 'Bright kitchen', slug: 'bright-kitchen', media: media(9) } };
    const rooms = roomsOf([boards[0], other, boards[1]]);
    expect(rooms.map((room) => [room.image.id, room.boards.map((b) => b.id)])).toEqual([
      [8, [5, 6]],
      [9, [7]],
    ]);
  });
});
