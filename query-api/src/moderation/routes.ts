import { Router } from 'express';
import { adminsOnly, queueInput } from '@decorlook/domain';
import { allow } from '@decorlook/infra/http/policy';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { adminQueue } from '@decorlook/infra/read-models/moderation';
import { PRIVATE } from '../shared/viewer';

/** Moderation's reads: the admins' one queue (the `service: 'query'` operation of MODERATION_ROUTES). */
export function moderationReadRoutes(platform: Platform): Router {
  const router = Router();

  /** Everything waiting for an admin (or taken down, to restore), with counts per kind; nobody else may see it. */
  router.get('/admin/queue', allow(adminsOnly), async (req, res) => {
    const input = parseInput(queueInput, req.query);
    res.set('Cache-Control', PRIVATE).json({ result: await adminQueue(platform.pool, input) });
  });

  return router;
}
