import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { notificationListInput } from './notification.rules';
import { notificationsAnswer, notificationsReadAnswer } from './notification.views';

const q = 'query' as const;
const c = 'command' as const;

/** Notifications (spec 7 "notifications calls"). */
export const NOTIFICATION_ROUTES = [
  { method: 'get', path: '/notifications', service: q, operationId: 'listNotifications', summary: "The caller's notifications, five at a time from the newest, and how many are unread", tag: 'notifications', auth: 'bearer', status: 200, query: notificationListInput, answer: resultOf(notificationsAnswer) },
  { method: 'post', path: '/notifications/read', service: c, operationId: 'markNotificationsRead', summary: "Mark all the caller's notifications read (opening the bell)", tag: 'notifications', auth: 'bearer', status: 200, answer: resultOf(notificationsReadAnswer) },
] as const satisfies readonly Operation[];
