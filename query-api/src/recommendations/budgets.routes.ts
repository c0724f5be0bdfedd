import type { Handlers } from '@decorlook/infra/http/operations-router';
import type { Platform } from '@decorlook/infra/platform';
import { imageSeen, lookBoardSeen } from '@decorlook/projectors/lookboards/boards/access';
import { boardBudgets, budgetsModel, imageBudgets } from '@decorlook/projectors/recommendations/budgets/queries';
import { PRIVATE, viewerOf } from '../shared/viewer';

/**
 * The look of a board, or of an image's best published board, at three budgets. Whoever may see
 * the board may see its budgets (404 otherwise, as the board).
 */
export function budgetReads(platform: Platform): Handlers<'query'> {
  const sql = platform.pool;
  return {
    lookBoardBudgets: async ({ req, res, params }) => {
      const { id } = params();
      res.set('Cache-Control', PRIVATE).json({ result: lookBoardSeen(await boardBudgets(sql, id, viewerOf(req), await budgetsModel(sql))) });
    },

    imageBudgets: async ({ req, res, params }) => {
      const { id } = params();
      res.set('Cache-Control', PRIVATE).json({ result: imageSeen(await imageBudgets(sql, id, viewerOf(req), await budgetsModel(sql))) });
    },
  };
}
