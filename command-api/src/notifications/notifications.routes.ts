import { Router } from 'express';
import { requireUser } from '@decorlook/infra/http/auth';
import { metadataFor } from '@decorlook/infra/http/request-context';
import type { Platform } from '@decorlook/infra/platform';
import { markNotificationsRead } from './mark-notifications-read';

/** Notifications' one write: opening the bell marks them all read. */
export function notificationRoutes(platform: Platform): Router {
  const router = Router();
  router.post('/notifications/read', requireUser, async (req, res) => {
    const r = await markNotificationsRead(platform, req.ctx.userId as number, metadataFor(req.ctx));
    res.set('X-Event-Position', String(r.position)).json({ result: r.answer });
  });
  return router;
}
