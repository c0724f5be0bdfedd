import { Router } from 'express';
import { notificationListInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { notificationsOf } from '@decorlook/infra/read-models/notifications';
import { PRIVATE } from '../catalog/viewer';

/** `GET /notifications`: the caller's, five at a time from the newest, with the unread count. */
export function notificationReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;
  router.get('/notifications', requireUser, async (req, res) => {
    const { offset } = parseInput(notificationListInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await notificationsOf(sql, req.ctx.userId as number, offset) });
  });
  return router;
}
