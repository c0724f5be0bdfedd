import { loadMessagePush } from '@decorlook/projectors/messaging/conversations/queries';
import { loadNotificationView } from '@decorlook/projectors/notifications/notifications/queries';
import type { RealtimeReads } from './relay';

/** The relay's reads: the messaging read model, and the notifications' one presenter (as GET /notifications). */
export const realtimeReads: RealtimeReads = {
  async messagePush(sql, ref) {
    const found = await loadMessagePush(sql, ref.messageId);
    if (!found) return null;
    const { participants, ...push } = found;
    return { push, participants };
  },
  notificationView: (sql, ref) => loadNotificationView(sql, ref.userId, ref.notificationId),
};
