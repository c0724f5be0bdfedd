import { notificationsStream, type NotificationEvent } from '@decorlook/domain';
import { decideNotifications, evolveNotificationReads, initialNotificationReadState, type NotificationReadState } from '@decorlook/domain/notifications/notifications.decide';
import { handleCommand, type Aggregate } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';

const notificationReads = (userId: number): Aggregate<NotificationReadState, NotificationEvent> => ({ streamId: notificationsStream(userId), initialState: initialNotificationReadState, evolve: evolveNotificationReads });

/** The member opened the bell: every notification raised until now is read. */
export async function markNotificationsRead(p: Pick<Platform, 'store' | 'clock'>, userId: number, meta: EventMetadata) {
  const now = nowOf(p);
  const r = await handleCommand(p.store, notificationReads(userId), (s) => decideNotifications({ type: 'MarkNotificationsRead', userId, now }, s), meta);
  return { position: r.position, answer: { unread: 0 as const, readUpTo: r.state.readUpTo ?? now } };
}
