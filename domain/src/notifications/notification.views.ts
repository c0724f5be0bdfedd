import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification.rules';

/** What the notification calls answer (spec 3 "Notification"). */
const id = z.number().int();

export const notificationMediaView = z
  .object({ type: z.enum(['avatar', 'inspirationImage', 'lookBoard']), userId: id, hash: z.string() })
  .describe('The picture shown beside it: served at /media/{userId}/{hash}/{size}.webp');

export const notificationView = z.object({
  id: z.string().describe("The notification's id (stable across rebuilds: the source event's id and the recipient)"),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  linkMessage: z.string().describe('The words of the link to what it is about'),
  link: z.string().describe("Where clicking it leads (spec 4's navigation table)"),
  createdAt: z.string().describe('ISO 8601 UTC'),
  slug: z.string().nullable(),
  notifiableId: id.describe('The id of what it is about: a request, a look board, an image, a showcase or the member'),
  media: notificationMediaView.nullable(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** `GET /notifications` answers `{ data, unread }` (spec 3: "The list response carries data and an unread count"). */
export const notificationsAnswer = z.object({ data: z.array(notificationView), unread: id });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;
export const notificationsReadAnswer = z.object({ unread: z.literal(0), readUpTo: z.string().describe('Every notification up to this time is read') });
