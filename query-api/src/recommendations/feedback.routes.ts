import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The query side of recommendations: feedback. */
export function feedbackReadRoutes(_platform: Platform): Router {
  return Router();
}
