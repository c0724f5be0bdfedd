import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { paths } from '../../../config/paths';
import { createQueryClient } from '../../../lib/query-client';
import { userKeys, type User } from '../../../lib/session/user';
import { DashboardRequestsPage } from './dashboard-requests-page';

const request = (over: Partial<RequestView> = {}): RequestView => ({
  id: 12,
  slug: '12-cozy-living-room',
  userId: 3,
  requester: { id: 3, displayName: 'Ana', avatar: null },
  inspirationImageId: 8,
  image: { id: 8, title: 'Calm living room', slug: 'calm-living-room', media: { userId: 3, hash: 'b'.repeat(32) } },
  imageSource: 'liked',
  requestType: 'room',
  title: 'Cozy living room',
  items: [],
  roomType: 5,
  message: 'Warm',
  requestColor: null,
  requestStyle: 4,
  status: 'open',
  matches: [],
  matchesCount: 5,
  recommendationsCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  matchedAt: '2026-11-20T10:00:01.000Z',
  closedAt: null,
  ...over,
});

function renderPage() {
  window.localStorage.setItem('accessToken', 'token-1');
  let closed = false;
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    if (input === '/v1/user/requests') return Response.json({ result: [request(closed ? { status: 'closed', closedAt: '2026-11-21T10:00:00.000Z' } : {})] });
    if (input === '/v1/requests/12/close' && init?.method === 'POST') {
      closed = true;
      return Response.json({ result: { id: 12, status: 'closed' } });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.me, { id: 3, role: 'personal', status: 'complete', displayName: 'Ana', email: 'ana@example.com', ambassador: false } as unknown as User);
  const router = createMemoryRouter([{ path: paths.dashboardRequests, Component: DashboardRequestsPage }], { initialEntries: [paths.dashboardRequests] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('My Requests', () => {
  it('lists each request with its picture, type, state, counts and its recommendations; closing asks first', async () => {
    const { fetchMock } = renderPage();
    const row = await screen.findByTestId('my-request');
    expect(within(row).getByRole('heading', { name: 'Cozy living room' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Calm living room' })).toBeTruthy();
    expect(within(row).getByText('Room Image')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('Matched with 5 ambassadors')).toBeTruthy();
    expect(within(row).getByText('2 recommendations')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Recommendations for Cozy living room' }).getAttribute('href')).toBe('/request-the-look/recommendations/12');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/user/requests')!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'all', offset: 0, limit: 10 });

    fireEvent.click(within(row).getByRole('button', { name: 'Close request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close request' }));
    await waitFor(() => expect(within(screen.getByTestId('my-request')).getByText('Closed')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/requests/12/close')).toBe(true);
    expect(within(screen.getByTestId('my-request')).queryByRole('button', { name: 'Close request' })).toBeNull();
  });
});
