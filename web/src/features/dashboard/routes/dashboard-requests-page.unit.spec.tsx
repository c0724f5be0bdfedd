import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { paths } from '../../../config/paths';
import { requestView, sessionUser, testOwner } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { DashboardRequestsPage } from './dashboard-requests-page';

const request = (over: Partial<RequestView> = {}): RequestView =>
  requestView({
    requester: testOwner(3, 'Ana'),
    image: { id: 8, title: 'Calm living room', slug: 'calm-living-room', media: { userId: 3, hash: 'b'.repeat(32) } },
    message: 'Warm',
    matchesCount: 5,
    recommendationsCount: 2,
    ...over,
  });

function renderRequests() {
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
  const me = sessionUser({ id: 3, displayName: 'Ana', email: 'ana@example.com' });
  renderPage([{ path: paths.dashboardRequests, Component: DashboardRequestsPage }], { url: paths.dashboardRequests, me });
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('My Requests', () => {
  it('lists each request with its picture, type, state, counts and its recommendations; closing asks first', async () => {
    const { fetchMock } = renderRequests();
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
