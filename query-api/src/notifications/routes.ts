import type { Platform } from '@decorlook/infra/platform';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { notificationsOf } from '@decorlook/projectors/notifications/notifications/queries';
import { PRIVATE } from '../shared/viewer';

/** The notifications reads: the caller's, five at a time from the newest, with the unread count. */
export function notificationReads(platform: Platform): Handlers<'query'> {
  return {
    listNotifications: async ({ req, res, query }) => {
      const { offset } = query();
      res.set('Cache-Control', PRIVATE).json({ result: await notificationsOf(platform.pool, req.ctx.userId as number, offset) });
    },
  };
}

