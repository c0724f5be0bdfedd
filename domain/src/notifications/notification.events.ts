import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';

/**
 * The one fact notifications add of their own: the member opened the bell, so everything raised
 * up to then is read. Stream `notifications-<userId>`. The notifications themselves are
 * projections of the other contexts' events (NOTIFICATION_SOURCES), rebuilt from them.
 */
export const notificationsStream = (userId: number) => `notifications-${userId}`;

export const notificationsRead = defineEvent({ type: 'NotificationsRead', version: 1, schema: z.object({ userId: positiveId, readUpTo: at, readAt: at }) });

export const notificationEvents = [notificationsRead] as const;
export type NotificationEvent = EventOf<(typeof notificationEvents)[number]>;
