import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnection, useRealtimeEvent } from '../../../lib/realtime';
import { notificationsKeys } from '../../../lib/queries/notifications';

/**
 * Listens to the member's notification channel (mounted by the app shell for a signed-in member
 * with status complete): a new notification, or a connection after a gap, reloads the list
 * (spec 7 "a notification event ... reloads the list").
 */
export default function NotificationEvents({ me }: { me: number }) {
  const queryClient = useQueryClient();
  useRealtimeConnection(me);
  useRealtimeEvent('NotificationCreated', () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list(me) }));
  // Connected (again): what was read before may lack what was pushed meanwhile.
  useRealtimeEvent('resync', ({ at }) => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list(me), predicate: (query) => query.state.dataUpdatedAt < at }));
  return null;
}
