import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@decorlook/domain/notifications/notification.views';
import { allRead, loadedNotifications, nextNotificationOffset, type NotificationPage } from '../../lib/queries/notifications';
import { initialShown, panelView, shownAfterLoadMore } from './panel';

const note = (n: number, read = true): NotificationView => ({
  id: `event-${n}:7`,
  type: 'approvedImage',
  title: 'Image approved',
  message: `Your image “Room ${n}” is now in the gallery`,
  linkMessage: 'My Images',
  link: '/dashboard/images',
  createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  slug: null,
  notifiableId: n,
  media: null,
  read,
});
const ids = (items: NotificationView[]) => items.map((n) => n.notifiableId);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the notification panel (spec 9: the latest 2 as "Last Messages", plus the unread ones; more by 5)', () => {
  it('shows the latest 2 under "Last Messages" when nothing is unread', () => {
    const items = range(1, 6).map((n) => note(n));
    const view = panelView(items, initialShown(0), true);
    expect(ids(view.lastMessages)).toEqual([1, 2]);
    expect(view.earlier).toEqual([]);
    expect(view.canLoadMore).toBe(true);
  });

  it('shows every unread one beside the latest 2, fetching more when the first page is not enough', () => {
    const items = range(1, 6).map((n) => note(n, false));
    const shown = initialShown(7);
    const view = panelView(items, shown, true);
    expect(ids(view.lastMessages)).toEqual([1, 2]);
    expect(ids(view.earlier)).toEqual([3, 4, 5]);
    expect(view.mustFetch).toBe(true);
    expect(panelView(range(1, 11).map((n) => note(n)), shown, true).mustFetch).toBe(false);
  });

  it('"Load More" adds 5, and is offered only while there is more', () => {
    const items = range(1, 13).map((n) => note(n));
    const once = shownAfterLoadMore(initialShown(0));
    expect(once).toBe(7);
    expect(ids(panelView(items, once, false).earlier)).toEqual([3, 4, 5, 6, 7]);
    expect(panelView(items, shownAfterLoadMore(once), false).canLoadMore).toBe(false);
    expect(panelView(items, once, false).canLoadMore).toBe(true);
  });

  it('pages from offset 0 by 5 while pages come back full, and lists each notification once', () => {
    const first: NotificationPage = { data: range(1, 6).map((n) => note(n)), unread: 0, offset: 0 };
    expect(nextNotificationOffset(first)).toBe(5);
    expect(nextNotificationOffset({ data: [note(6)], unread: 0, offset: 5 })).toBeUndefined();
    // A notification that arrived while paging pushes the last of page 1 onto page 2.
    const second: NotificationPage = { data: [note(5), note(6)], unread: 0, offset: 5 };
    expect(ids(loadedNotifications({ pages: [first, second] }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('opening marks all read: no unread count, every loaded one read', () => {
    const data = { pages: [{ data: [note(1, false), note(2)], unread: 1, offset: 0 }], pageParams: [0] };
    const read = allRead(data);
    expect(read?.pages[0].unread).toBe(0);
    expect(read?.pages[0].data.every((n) => n.read)).toBe(true);
  });
});
