import { NOTIFICATION_LATEST_SHOWN, NOTIFICATION_PAGE_SIZE } from '@decorlook/domain/notifications/notification.rules';
import type { NotificationView } from '@decorlook/domain/notifications/notification.views';

/**
 * The bell's panel (spec 9): the latest 2 under "Last Messages", plus the unread ones; "Load
 * More" shows 5 more each time. Unread notifications are always the newest (reading marks
 * everything up to a time), so "the latest 2 plus the unread ones" is the first max(2, unread).
 */
export interface PanelView {
  lastMessages: NotificationView[];
  earlier: NotificationView[];
  /** Whether "Load More" is offered: more are loaded than shown, or the server has more. */
  canLoadMore: boolean;
  /** Whether more must be fetched to fill what is to be shown. */
  mustFetch: boolean;
}

/** How many are shown when the panel opens with this many unread. */
export const initialShown = (unread: number): number => Math.max(NOTIFICATION_LATEST_SHOWN, unread);

/** How many are shown after one more "Load More". */
export const shownAfterLoadMore = (shown: number): number => shown + NOTIFICATION_PAGE_SIZE;

export function panelView(items: NotificationView[], shown: number, serverHasMore: boolean): PanelView {
  const visible = items.slice(0, shown);
  return {
    lastMessages: visible.slice(0, NOTIFICATION_LATEST_SHOWN),
    earlier: visible.slice(NOTIFICATION_LATEST_SHOWN),
    canLoadMore: items.length > shown || serverHasMore,
    mustFetch: items.length < shown && serverHasMore,
  };
}
