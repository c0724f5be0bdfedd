import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The query side of recommendations: budgets. */
export function budgetsReadRoutes(_platform: Platform): Router {
  return Router();
}
