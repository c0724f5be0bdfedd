import { Router, type Express } from 'express';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { minPosition } from '@decorlook/infra/http/min-position';
import { mediaServingRoutes } from '@decorlook/infra/media/serve';
import { socialImageRoutes } from '@decorlook/infra/media/social-images';
import { shareableBoardsOf } from './lookboards/social-images';
import type { Platform } from '@decorlook/infra/platform';
import { authenticate } from '@decorlook/infra/http/auth';
import { ambassadorReadRoutes } from './ambassadors/routes';
import { catalogReadRoutes } from './catalog/catalog.routes';
import { devMailboxRoutes } from './dev/mailbox.routes';
import { docsRoutes } from './docs/openapi';
import { userReadRoutes } from './identity/user.routes';
import { lookBoardsReadRoutes } from './lookboards/routes';
import { requestReadRoutes } from './requests/routes';
import { rewardReadRoutes } from './rewards/routes';
import { messagingReadRoutes } from './messaging/routes';
import { notificationReadRoutes } from './notifications/routes';
import { moderationReadRoutes } from './moderation/routes';
import { configRoutes } from './site/config.routes';
import { recommendationReadRoutes } from './recommendations/routes';

/** The query side of /v1: every read. Mounted under /v1 by the server or run alone. */
export function queryApi(platform: Platform): Router {
  const v1 = Router();
  v1.use(minPosition(platform.pool));
  v1.use(authenticate(platform.pool, platform.tokens));
  v1.use(docsRoutes());
  v1.use(configRoutes(platform));
  // Before /user/{id}: the caller's own /user/product-feedback is a literal path, which wins over a parameter.
  v1.use(recommendationReadRoutes(platform));
  v1.use(userReadRoutes(platform));
  v1.use(catalogReadRoutes(platform));
  v1.use(lookBoardsReadRoutes(platform));
  v1.use(ambassadorReadRoutes(platform));
  v1.use(requestReadRoutes(platform));
  v1.use(rewardReadRoutes(platform));
  v1.use(messagingReadRoutes(platform));
  v1.use(notificationReadRoutes(platform));
  v1.use(moderationReadRoutes(platform));
  v1.use(notFoundHandler);
  v1.use(errorHandler);
  return v1;
}

/**
 * query-api as a service of its own (`npm run start -w query-api`): ops endpoints, the reads under
 * /v1, the dev mailbox in development only, and api.md's JSON answers for everything else.
 */
export function queryApiApp(platform: Platform): Express {
  const { settings } = platform;
  const app = createServiceApp({ service: 'query-api', logger: platform.logger, hashKey: settings.hashKey, corsOrigins: settings.corsOrigins, trustProxy: settings.trustProxy });
  mountOps(app, { pool: platform.pool, projectors: [], access: settings });
  app.use('/v1', queryApi(platform));
  app.use('/media', mediaServingRoutes(platform));
  app.use('/social', socialImageRoutes(platform, shareableBoardsOf(platform)));
  if (settings.devMailbox) app.use('/dev', devMailboxRoutes(platform));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
