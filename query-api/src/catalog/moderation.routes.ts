import { Router } from 'express';
import { adminsOnly, moderationQueueQuery } from '@decorlook/domain';
import { allow } from '@decorlook/infra/http/policy';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { moderationQueue } from '@decorlook/infra/read-models/catalog';
import { PRIVATE } from '../shared/viewer';

export function moderationReadRoutes(platform: Platform): Router {
  const router = Router();

  /** What waits for an admin's decision, oldest first; nobody else may see the queue. */
  router.get('/admin/moderation-queue', allow(adminsOnly), async (req, res) => {
    const { kind, offset, limit } = parseInput(moderationQueueQuery, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await moderationQueue(platform.pool, kind, offset, limit) });
  });

  return router;
}
