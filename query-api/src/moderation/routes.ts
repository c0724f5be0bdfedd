import { Router } from 'express';
import { Forbidden, queueInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { adminQueue } from '@decorlook/infra/read-models/moderation';
import { PRIVATE, viewerOf } from '../catalog/viewer';

/** Moderation's reads: the admins' one queue (the `service: 'query'` operation of MODERATION_ROUTES). */
export function moderationReadRoutes(platform: Platform): Router {
  const router = Router();

  /** Everything waiting for an admin (or taken down, to restore), with counts per kind; nobody else may see it. */
  router.get('/admin/queue', requireUser, async (req, res) => {
    if (!viewerOf(req).admin) throw new Forbidden();
    const input = parseInput(queueInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await adminQueue(platform.pool, input) });
  });

  return router;
}
