import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationView } from '@decorlook/domain/notifications/notification.views';
import { renderPage } from '../../../test/render-page';
import NotificationBell from './notification-bell';

const note = (n: number, read: boolean): NotificationView => ({
  id: `event-${n}:5`,
  type: n === 1 ? 'approvedImage' : 'approvedLookBoard',
  title: n === 1 ? 'Image approved' : 'Look board approved',
  message: `Notification ${n}`,
  linkMessage: n === 1 ? 'My Images' : 'View look board',
  link: n === 1 ? '/dashboard/images' : `/look-board/${n}/board-${n}`,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  slug: null,
  notifiableId: n,
  media: null,
  read,
});

/** A server with 8 notifications, the newest 3 unread until POST /notifications/read. */
function server() {
  let readAll = false;
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname === '/v1/notifications/read') {
      readAll = true;
      return Response.json({ result: { unread: 0, readUpTo: new Date().toISOString() } });
    }
    if (url.pathname === '/v1/notifications') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const all = Array.from({ length: 8 }, (_, i) => note(i + 1, readAll || i >= 3));
      return Response.json({ result: { data: all.slice(offset, offset + 5), unread: readAll ? 0 : 3 } });
    }
    return Response.json({ message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderBell(start = '/about') {
  const { router } = renderPage(
    [
      { path: '/dashboard/images', element: <p>My Images page</p> },
      { path: '*', element: <NotificationBell me={5} /> },
    ],
    { initialEntries: ['/', start], initialIndex: 1 },
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notification bell (spec 4 "Notifications", spec 9)', () => {
  it('counts the unread; opening shows the latest 2 as "Last Messages" plus the unread ones, and marks all read', async () => {
    const calls = server();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    const last = within(panel).getByRole('region', { name: 'Last Messages' });
    expect(within(last).getAllByTestId('notification-item').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Notification 1'),
      expect.stringContaining('Notification 2'),
    ]);
    expect(within(within(panel).getByRole('region', { name: 'Earlier' })).getAllByTestId('notification-item')).toHaveLength(1);
    await waitFor(() => expect(calls).toContain('POST /v1/notifications/read'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    // The ones unread at opening stay marked new while the panel is open.
    expect(within(panel).getAllByText('New')).toHaveLength(3);
  });

  it('"Load More" shows 5 more, fetching the next page from offset 5', async () => {
    const calls = server();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(3));
    fireEvent.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(8));
    expect(calls).toContain('GET /v1/notifications?offset=5');
    expect(within(panel).queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('a click leads where the notification says, replacing the current history entry', async () => {
    server();
    const router = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByTestId('notification-panel');
    fireEvent.click(within(panel).getAllByTestId('notification-item')[0]);
    expect(await screen.findByText('My Images page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/images');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed load says "Error loading notifications" with the message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'The notifications are resting.' }, { status: 503 })));
    renderBell();
    expect(await screen.findByText('Error loading notifications')).toBeTruthy();
    expect(await screen.findByText('The notifications are resting.')).toBeTruthy();
  });
});
