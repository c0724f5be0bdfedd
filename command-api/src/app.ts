import { Router, type Express } from 'express';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { idempotency } from '@decorlook/infra/http/idempotency';
import type { Platform } from '@decorlook/infra/platform';
import { authenticate } from '@decorlook/infra/http/auth';
import { authRoutes, tokenRoutes } from './identity/auth.routes';
import { userRoutes } from './identity/user.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { mediaRoutes } from './catalog/media/media.routes';
import { lookBoardRoutes } from './lookboards/lookboards.routes';
import { ambassadorRoutes, ambassadorTokenRoutes } from './ambassadors/ambassadors.routes';
import { showcaseRoutes } from './showcases/showcases.routes';
import { requestRoutes } from './requests/requests.routes';
import { rewardRoutes } from './rewards/rewards.routes';
import { newsletterRoutes } from './site/newsletter.routes';
import { messagingRoutes } from './messaging/messaging.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { inquiryRoutes } from './site/inquiries.routes';
import { recommendationWriteRoutes } from './recommendations/routes';

/** The command side of /v1: every write. Mounted under /v1 by the server or run alone. */
export function commandApi(platform: Platform): Router {
  const v1 = Router();
  v1.use(authenticate(platform.pool, platform.tokens));
  // Token calls take no Idempotency-Key (api.md): they answer before the middleware is reached.
  v1.use(tokenRoutes(platform));
  v1.use(ambassadorTokenRoutes(platform));
  v1.use(idempotency(platform.pool));
  v1.use(newsletterRoutes(platform));
  v1.use(authRoutes(platform));
  v1.use(userRoutes(platform));
  v1.use(catalogRoutes(platform));
  v1.use(mediaRoutes(platform));
  v1.use(lookBoardRoutes(platform));
  v1.use(ambassadorRoutes(platform));
  v1.use(showcaseRoutes(platform));
  v1.use(requestRoutes(platform));
  v1.use(rewardRoutes(platform));
  v1.use(messagingRoutes(platform));
  v1.use(notificationRoutes(platform));
  v1.use(moderationRoutes(platform));
  v1.use(inquiryRoutes(platform));
  v1.use(recommendationWriteRoutes(platform));
  v1.use(notFoundHandler);
  v1.use(errorHandler);
  return v1;
}

/**
 * command-api as a service of its own (`npm run start -w command-api`): ops endpoints, the writes
 * under /v1, and api.md's JSON answers for everything else, a body that is not JSON and a fault
 * included, wherever the request went.
 */
export function commandApiApp(platform: Platform): Express {
  const { settings } = platform;
  const app = createServiceApp({ service: 'command-api', logger: platform.logger, hashKey: settings.hashKey, corsOrigins: settings.corsOrigins, trustProxy: settings.trustProxy });
  mountOps(app, { pool: platform.pool, projectors: [], access: settings });
  app.use('/v1', commandApi(platform));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
