import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The command side of recommendations: feedback. */
export function feedbackWriteRoutes(_platform: Platform): Router {
  return Router();
}
