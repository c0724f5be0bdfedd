import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';
import { budgetsReadRoutes } from './budgets.routes';
import { compatibilityReadRoutes } from './compatibility.routes';
import { feedbackReadRoutes } from './feedback.routes';

/** Every recommendations route of the query side (the `service: 'query'` operations of RECOMMENDATION_ROUTES). */
export function recommendationReadRoutes(platform: Platform): Router {
  const router = Router();
  router.use(compatibilityReadRoutes(platform));
  router.use(budgetsReadRoutes(platform));
  router.use(feedbackReadRoutes(platform));
  return router;
}
