import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { paths } from '../../../config/paths';
import { lookBoardView, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage, stubFetch } from '../../../test/render-page';
import { DashboardLookBoardsPage } from './dashboard-look-boards-page';

const stage = (name: LookBoardView['stages'][number]['name'], done: boolean) => ({ name, done });

const board = (id: number, title: string, status: LookBoardView['status']): LookBoardView =>
  lookBoardView(id, title, [], {
    description: 'A look.',
    message: 'Enjoy.',
    roomTypeId: 1,
    columns: 2,
    columnCount: 2,
    inspirationImageId: 8,
    draft: status === 'draft',
    status,
    stages: [stage('Saved to File', true), stage('Reviewed', status !== 'draft'), stage('Approved', status === 'approved'), stage('Sent', false), stage('Published', status === 'approved')],
    rejectionReason: status === 'rejected' ? 'Please add a rug.' : null,
    ownerId: 9,
    owner: testOwner(9, 'Morgan Reyes'),
    likesCount: 3,
    votesCount: 1,
    rating: 4.5,
    ratingsCount: 2,
    publishedAt: null,
  });

const mine = [board(1, 'Quiet Reading Corner', 'approved'), board(2, 'Coastal Kitchen', 'draft'), board(3, 'Loft Bedroom', 'rejected')];

function renderBoards(url: string = paths.dashboardLookBoards) {
  window.localStorage.setItem('accessToken', 'token-1');
  let boards = mine;
  const calls = stubFetch((input, _body, init) => {
    if (input === '/v1/look-board/search') return Response.json({ result: boards, total: boards.length });
    if (init.method === 'DELETE' && input === '/v1/look-board/2') {
      boards = boards.filter((b) => b.id !== 2);
      return Response.json({ result: { deleted: true } });
    }
  });
  const { router } = renderPage([{ path: paths.dashboardLookBoards, Component: DashboardLookBoardsPage }], { url, me: sessionUser({ displayName: 'Morgan Reyes' }) });
  return { calls, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('My Look Boards', () => {
  it('shows each of the person’s boards with its status, stage and the way to edit it', async () => {
    const { calls } = renderBoards();
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
    const { calls } = renderBoards(`${paths.dashboardLookBoards}?publication=drafts`);
    await screen.findAllByTestId('look-board-card');
    expect(calls[0].body).toMatchObject({ source: 'my', publication: 'drafts' });
  });

  it('deletes a board only once the person confirms', async () => {
    const { calls } = renderBoards();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Coastal Kitchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Coastal Kitchen');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('look-board-card')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/v1/look-board/2']);
  });

  it('lists everyone’s and the liked boards without the owner’s controls', async () => {
    const { calls } = renderBoards(`${paths.dashboardLookBoards}?tab=liked`);
    const cards = await screen.findAllByTestId('look-board-card');
    expect(within(cards[0]).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(calls[0].body).toMatchObject({ source: 'liked' });
  });
});
