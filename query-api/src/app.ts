import { Router } from 'express';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { minPosition } from '@decorlook/infra/http/min-position';
import type { Platform } from '@decorlook/infra/platform';
import { authenticate } from '@decorlook/infra/http/auth';
import { docsRoutes } from './docs/openapi';
import { userReadRoutes } from './identity/user.routes';
import { configRoutes } from './site/config.routes';

/** The query side of /v1: every read. Mounted under /v1 by the server or run alone. */
export function queryApi(platform: Platform): Router {
  const v1 = Router();
  v1.use(minPosition(platform.pool));
  v1.use(authenticate(platform.pool, platform.tokens));
  v1.use(docsRoutes());
  v1.use(configRoutes(platform));
  v1.use(userReadRoutes(platform));
  v1.use(notFoundHandler);
  v1.use(errorHandler);
  return v1;
}
