import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/query-client';
import { lookBoardSearchBody } from '../../../lib/queries/look-boards';
import { LookBoardDetailsPage, LookBoardViewPage } from './look-board-view-pages';

const owner = { id: 3, displayName: 'Ana Lindqvist', avatar: null };

function board(id: number) {
  return {
    id,
    title: `Calm board ${id}`,
    slug: `calm-board-${id}`,
    color: '#f4efe6',
    productsPreview: [],
    owner,
    likesCount: id,
    votesCount: 1,
    rating: 4,
    ratingsCount: 2,
  };
}

function renderAt(url: string) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input === '/v1/look-board/search') {
        const body = JSON.parse(String(init.body)) as { offset: number; limit: number };
        bodies.push(body);
        return Response.json({ result: Array.from({ length: Math.min(body.limit, 3) }, (_, i) => board(body.offset + i + 1)), total: 3 });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: paths.lookBoardView, Component: LookBoardViewPage },
      { path: paths.getTheLookLookBoardDetails, Component: LookBoardDetailsPage },
      { path: paths.lookBoard, Component: () => <p>board page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
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
