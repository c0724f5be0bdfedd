import { Router } from 'express';
import { compatibilityInput } from '@decorlook/domain/recommendations/compatibility.routes';
import { parseInput } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { boardCompatibility } from '@decorlook/infra/read-models/compatibility';
import { PRIVATE } from '../shared/viewer';

/**
 * The query side of recommendations: the board editor's meter. Anyone may weigh a board (it
 * reads only approved, visible products); nothing is recorded.
 */
export function compatibilityReadRoutes(platform: Platform): Router {
  const router = Router();

  router.post('/look-board/compatibility', async (req, res) => {
    const input = parseInput(compatibilityInput, req.body);
    res.set('Cache-Control', PRIVATE).json({ result: await boardCompatibility(platform.pool, input) });
  });

  return router;
}
