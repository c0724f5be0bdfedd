import { Router } from 'express';
import { idParam, NoSuchImage, NoSuchLookBoard } from '@decorlook/domain';
import { parsePath } from '@decorlook/infra/http/validate';
import type { Platform } from '@decorlook/infra/platform';
import { boardBudgets, imageBudgets, type BudgetsModel } from '@decorlook/infra/read-models/budgets';
import { imageFeatures } from '@decorlook/projectors/catalog/images/queries';
import { currentTraining } from '@decorlook/infra/read-models/compatibility';
import { PRIVATE, viewerOf } from '../shared/viewer';

/**
 * The query side of recommendations: the look of a board, or of an image's best published board,
 * at three budgets. Whoever may see the board may see its budgets (404 otherwise, as the board).
 */
export function budgetsReadRoutes(platform: Platform): Router {
  const router = Router();
  const sql = platform.pool;
  // Before a model is trained the budgets are filled by price, then style, and say so.
  const model = async (): Promise<BudgetsModel | null> => currentTraining(sql);

  router.get('/look-board/:id/budgets', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const budgets = await boardBudgets(sql, id, viewerOf(req), await model());
    if (!budgets) throw new NoSuchLookBoard();
    res.set('Cache-Control', PRIVATE).json({ result: budgets });
  });

  router.get('/inspiration-image/:id/budgets', async (req, res) => {
    const { id } = parsePath(idParam, req.params);
    const viewer = viewerOf(req);
    if (!(await imageFeatures(sql, id, viewer))) throw new NoSuchImage();
    res.set('Cache-Control', PRIVATE).json({ result: await imageBudgets(sql, id, viewer, await model()) });
  });

  return router;
}
