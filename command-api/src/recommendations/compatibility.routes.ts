import { Router } from 'express';
import type { Platform } from '@decorlook/infra/platform';

/** The command side of recommendations: compatibility. */
export function compatibilityWriteRoutes(_platform: Platform): Router {
  return Router();
}
