import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@decorlook/domain/notifications/notification.rules';
import type { NotificationView, NotificationsAnswer } from '@decorlook/domain/notifications/notification.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/** The notification reads (GET /v1/notifications), one query under `['notifications', me, …]`. Keys carry the signed-in user's id, so one person's notifications never show for the next. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (me: number) => ['notifications', me, 'list'] as const,
};

export const NOTIFICATIONS_PATH = `${API_PREFIX}/notifications`;

/** One page as GET /v1/notifications answers it, with the offset it was asked from. */
export interface NotificationPage extends NotificationsAnswer {
  offset: number;
}

/** Spec 4 "Paging": more may follow while the last page came back full (5, spec 9). */
export const nextNotificationOffset = (last: NotificationPage): number | undefined =>
  last.data.length >= NOTIFICATION_PAGE_SIZE ? last.offset + last.data.length : undefined;

/** GET /v1/notifications?offset=: five at a time from the newest (spec 4 "Notifications load from offset 0 and page in steps of 5"). */
export const notificationsQuery = (me: number, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(me),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const answer = await client.get<{ result: NotificationsAnswer }>(NOTIFICATIONS_PATH, { signal, query: { offset: pageParam } });
      return { ...answer.result, offset: pageParam };
    },
    getNextPageParam: nextNotificationOffset,
  });

/** The unread count the server gave with the newest page. */
export const unreadNotifications = (data: { pages: NotificationPage[] } | undefined): number => data?.pages[0]?.unread ?? 0;

/** Every notification loaded so far, newest first (a notification that moved to a later page while paging is listed once). */
export function loadedNotifications(data: { pages: NotificationPage[] } | undefined): NotificationView[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.data).filter((n) => !seen.has(n.id) && seen.add(n.id));
}

/** Every loaded notification read, and nothing unread. */
export function allRead(data: InfiniteData<NotificationPage, number> | undefined): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, unread: 0, data: page.data.map((n) => (n.read ? n : { ...n, read: true })) })) };
}
