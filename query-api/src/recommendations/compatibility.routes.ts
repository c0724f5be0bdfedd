import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The query side of recommendations: compatibility. */
export function compatibilityReadRoutes(_platform: Platform): Router {
  return Router();
}
