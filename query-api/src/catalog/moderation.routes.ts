import { Router } from 'express';
import { Forbidden, moderationQueueQuery } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { moderationQueue } from '@decorlook/infra/read-models/catalog';
import { PRIVATE, viewerOf } from './viewer';

export function moderationReadRoutes(platform: Platform): Router {
  const router = Router();

  /** What waits for an admin's decision, oldest first; nobody else may see the queue. */
  router.get('/admin/moderation-queue', requireUser, async (req, res) => {
    if (!viewerOf(req).admin) throw new Forbidden();
    const { kind, offset, limit } = parseInput(moderationQueueQuery, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await moderationQueue(platform.pool, kind, offset, limit) });
  });

  return router;
}
