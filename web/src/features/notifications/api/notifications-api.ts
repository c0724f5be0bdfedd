import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { allRead, NOTIFICATIONS_PATH, notificationsKeys, type NotificationPage } from '../../../lib/queries/notifications';

/** POST /v1/notifications/read: opening the bell marks all read (spec 4). */
export function useMarkNotificationsRead(me: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: async () => (await client.post<{ result: { unread: 0; readUpTo: string } }>(`${NOTIFICATIONS_PATH}/read`)).result,
    onSuccess: () => queryClient.setQueryData<InfiniteData<NotificationPage, number>>(notificationsKeys.list(me), allRead),
    onError: showApiError,
  });
}
