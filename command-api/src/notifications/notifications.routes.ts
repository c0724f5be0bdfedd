import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { markNotificationsRead } from './mark-notifications-read';

/** Notifications' one write: opening the bell marks them all read. */
export function notificationWrites(platform: Platform): Handlers<'command'> {
  return {
    markNotificationsRead: async ({ req, res }) => {
      const r = await markNotificationsRead(platform, req.ctx.userId as number, metadataFor(req.ctx));
      res.set('X-Event-Position', String(r.position)).json({ result: r.answer });
    },
  };
}
