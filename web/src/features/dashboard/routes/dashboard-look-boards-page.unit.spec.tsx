import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/query-client';
import { userKeys, type User } from '../../../lib/session/user';
import { DashboardLookBoardsPage } from './dashboard-look-boards-page';

const owner = { id: 9, displayName: 'Morgan Reyes', avatar: null };
const stage = (name: LookBoardView['stages'][number]['name'], done: boolean) => ({ name, done });

function board(id: number, title: string, status: LookBoardView['status']): LookBoardView {
  return {
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    description: 'A look.',
    message: 'Enjoy.',
    type: 'room',
    roomTypeId: 1,
    itemClassId: null,
    styleId: 1,
    color: '#f4efe6',
    columns: 2,
    columnCount: 2,
    products: [],
    productsPreview: [],
    totalPrice: 0,
    inspirationImageId: 8,
    image: null,
    requestId: null,
    public: 1,
    visibility: 'public',
    draft: status === 'draft',
    status,
    stages: [stage('Saved to File', true), stage('Reviewed', status !== 'draft'), stage('Approved', status === 'approved'), stage('Sent', false), stage('Published', status === 'approved')],
    rejectionReason: status === 'rejected' ? 'Please add a rug.' : null,
    shareUrl: '',
    socialImages: { standard: '', pinterest: '' },
    ownerId: 9,
    owner,
    likesCount: 3,
    isLiked: false,
    votesCount: 1,
    isVoted: false,
    rating: 4.5,
    ratingsCount: 2,
    rate: null,
    myRate: null,
    createdAt: '2026-11-10T00:00:00.000Z',
    updatedAt: '2026-11-10T00:00:00.000Z',
    publishedAt: null,
  };
}

const mine = [board(1, 'Quiet Reading Corner', 'approved'), board(2, 'Coastal Kitchen', 'draft'), board(3, 'Loft Bedroom', 'rejected')];

function renderPage(url: string = paths.dashboardLookBoards) {
  window.localStorage.setItem('accessToken', 'token-1');
  const calls: { method: string; url: string; body: unknown }[] = [];
  let boards = mine;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url: input, body });
      if (input === '/v1/look-board/search') return Response.json({ result: boards, total: boards.length });
      if (init.method === 'DELETE' && input === '/v1/look-board/2') {
        boards = boards.filter((b) => b.id !== 2);
        return Response.json({ result: { deleted: true } });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.me, { id: 9, role: 'personal', status: 'complete', displayName: 'Morgan Reyes', email: 'm@example.com', ambassador: false } as unknown as User);
  const router = createMemoryRouter([{ path: paths.dashboardLookBoards, Component: DashboardLookBoardsPage }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('My Look Boards', () => {
  it('shows each of the person’s boards with its status, stage and the way to edit it', async () => {
    const { calls } = renderPage();
    const cards = await screen.findAllByTestId('look-board-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Published', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(cards[0]).getByText('Stage: Published')).toBeTruthy();
    expect(within(cards[1]).getByText('Draft', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(cards[1]).getByText('Stage: Saved to File')).toBeTruthy();
    expect(within(cards[2]).getByText('Reason: Please add a rug.')).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: 'Edit Coastal Kitchen' }).getAttribute('href')).toBe('/curate-the-look/canvas?edit=2');
    expect(calls[0].body).toEqual({ source: 'my', type: 'all', sort: 'newest', offset: 0, limit: 12 });
  });

  it('narrows "my" to drafts with the publication filter', async () => {
    const { calls } = renderPage(`${paths.dashboardLookBoards}?publication=drafts`);
    await screen.findAllByTestId('look-board-card');
    expect(calls[0].body).toMatchObject({ source: 'my', publication: 'drafts' });
  });

  it('deletes a board only once the person confirms', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Coastal Kitchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Coastal Kitchen');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('look-board-card')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/v1/look-board/2']);
  });

  it('lists everyone’s and the liked boards without the owner’s controls', async () => {
    const { calls } = renderPage(`${paths.dashboardLookBoards}?tab=liked`);
    const cards = await screen.findAllByTestId('look-board-card');
    expect(within(cards[0]).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(calls[0].body).toMatchObject({ source: 'liked' });
  });
});
