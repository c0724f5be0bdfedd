import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The command side of recommendations: budgets. */
export function budgetsWriteRoutes(_platform: Platform): Router {
  return Router();
}
