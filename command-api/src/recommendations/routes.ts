import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';
import { budgetsWriteRoutes } from './budgets.routes';
import { compatibilityWriteRoutes } from './compatibility.routes';
import { feedbackWriteRoutes } from './feedback.routes';

/** Every recommendations route of the command side (the `service: 'command'` operations of RECOMMENDATION_ROUTES). */
export function recommendationWriteRoutes(platform: Platform): Router {
  const router = Router();
  router.use(compatibilityWriteRoutes(platform));
  router.use(budgetsWriteRoutes(platform));
  router.use(feedbackWriteRoutes(platform));
  return router;
}
