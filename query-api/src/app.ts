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
import { operationsRouter, joinHandlers, type Handlers } from '@decorlook/infra/http/operations-router';
import { ambassadorReads } from './ambassadors/routes';
import { catalogReads } from './catalog/catalog.routes';
import { devMailboxRoutes } from './dev/mailbox.routes';
import { docsReads } from './docs/openapi';
import { userReads } from './identity/user.routes';
import { lookBoardsReads } from './lookboards/routes';
import { requestReads } from './requests/routes';
import { rewardReads } from './rewards/routes';
import { messagingReads } from './messaging/routes';
import { notificationReads } from './notifications/routes';
import { moderationReads } from './moderation/routes';
import { siteReads } from './site/config.routes';
import { recommendationReads } from './recommendations/routes';

/** Every context's reads, joined: one handler per query operation of the route table, named once. */
function queryHandlers(platform: Platform): Handlers<'query'> {
  const contexts = [siteReads, recommendationReads, userReads, catalogReads, lookBoardsReads, ambassadorReads, requestReads, rewardReads, messagingReads, notificationReads, moderationReads];
  return joinHandlers([docsReads(), ...contexts.map((reads) => reads(platform))]);
}

/**
 * The query side of /v1: every read, built from the route table (building fails when an operation
 * has no handler or a handler no operation; a literal path is mounted before a parameter in its
 * place). Mounted under /v1 by the server or run alone.
 */
export function queryApi(platform: Platform): Router {
  const v1 = Router();
  v1.use(minPosition(platform.pool));
  v1.use(authenticate(platform.pool, platform.tokens));
  v1.use(operationsRouter('query', queryHandlers(platform)));
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
