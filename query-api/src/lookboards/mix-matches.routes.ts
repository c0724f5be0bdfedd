import { Router } from 'express';
import { mixMatchListInput } from '@decorlook/domain';
import { requireUser } from '@decorlook/infra/http/auth';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { mixMatchesOf } from '@decorlook/infra/read-models/look-boards';
import { PRIVATE } from '../shared/viewer';

/** The caller's own Mix & Matches: nobody else's are ever listed. */
export function mixMatchReadRoutes(platform: Platform): Router {
  const router = Router();

  router.post('/user/mix-matches', requireUser, async (req, res) => {
    const input = parseInput(mixMatchListInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await mixMatchesOf(platform.pool, req.ctx.userId as number, input) });
  });

  return router;
}
