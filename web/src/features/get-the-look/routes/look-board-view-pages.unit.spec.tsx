import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../config/paths';
import { lookBoardSearchBody } from '../../../lib/queries/look-boards';
import { lookBoardView } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { LookBoardDetailsPage, LookBoardViewPage } from './look-board-view-pages';

const board = (id: number) => lookBoardView(id, `Calm board ${id}`, [], { likesCount: id, votesCount: 1, rating: 4, ratingsCount: 2 });

function renderAt(url: string) {
  const bodies: Record<string, unknown>[] = [];
  stubFetch((input, sent) => {
    if (input === '/v1/look-board/search') {
      const body = sent as { offset: number; limit: number };
      bodies.push(body);
      return Response.json({ result: Array.from({ length: Math.min(body.limit, 3) }, (_, i) => board(body.offset + i + 1)), total: 3 });
    }
  });
  const { router } = renderPage(
    [
      { path: paths.lookBoardView, Component: LookBoardViewPage },
      { path: paths.getTheLookLookBoardDetails, Component: LookBoardDetailsPage },
      { path: paths.lookBoard, Component: () => <p>board page</p> },
    ],
    { url },
  );
  return { router, bodies };
}

afterEach(() => vi.unstubAllGlobals());

describe('Look Boards View', () => {
  it('searches published boards with the address’s filters and shows them as cards', async () => {
    const { bodies } = renderAt('/get-the-look/look-board-view?type=room&style=2&rooms=4,5&sort=voted&q=oak');
    const list = await screen.findByTestId('look-board-list');
    expect(within(list).getAllByTestId('look-board-card')).toHaveLength(3);
    expect(within(list).getAllByRole('link')[0].getAttribute('href')).toBe('/look-board/1/calm-board-1');
    expect(screen.getByText('3 look boards')).toBeTruthy();
    expect(bodies[0]).toEqual({ source: 'all', sort: 'voted', type: 'room', styles: [2], roomTypes: [4, 5], search: 'oak', offset: 0, limit: 12 });
  });

  it('clears every filter at once', async () => {
    const { router } = renderAt('/get-the-look/look-board-view?type=single&q=lamp&sort=liked');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Clear filters' }))[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=liked'));
  });

  it('sends the old Get the Look board address to the board’s own page', async () => {
    const { router } = renderAt('/get-the-look/look-board/details/5/calm-board-5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/look-board/5/calm-board-5'));
  });

  it('leaves empty filters out of the body so the server applies its defaults', () => {
    expect(lookBoardSearchBody({ sort: 'newest', styles: [], roomTypes: [], search: '' }, 24, 12)).toEqual({ source: 'all', sort: 'newest', type: 'all', offset: 24, limit: 12 });
  });
});
