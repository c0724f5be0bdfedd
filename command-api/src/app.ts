import { Router, type Express } from 'express';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { idempotency } from '@decorlook/infra/http/idempotency';
import type { Platform } from '@decorlook/infra/platform';
import { authenticate } from '@decorlook/infra/http/auth';
import { joinHandlers, operationsRouter, type Handlers } from '@decorlook/infra/http/operations-router';
import { authWrites } from './identity/auth.routes';
import { userWrites } from './identity/user.routes';
import { catalogWrites } from './catalog/catalog.routes';
import { mediaWrites } from './catalog/media/media.routes';
import { lookBoardWrites } from './lookboards/lookboards.routes';
import { ambassadorWrites } from './ambassadors/ambassadors.routes';
import { showcaseWrites } from './showcases/showcases.routes';
import { requestWrites } from './requests/requests.routes';
import { rewardWrites } from './rewards/rewards.routes';
import { newsletterWrites } from './site/newsletter.routes';
import { messagingWrites } from './messaging/messaging.routes';
import { notificationWrites } from './notifications/notifications.routes';
import { moderationWrites } from './moderation/moderation.routes';
import { inquiryWrites } from './site/inquiries.routes';
import { recommendationWrites } from './recommendations/routes';

/** Every context's writes, joined: one handler per command operation of the route table, named once. */
function commandHandlers(platform: Platform): Handlers<'command'> {
  const contexts = [
    newsletterWrites,
    authWrites,
    userWrites,
    catalogWrites,
    mediaWrites,
    lookBoardWrites,
    ambassadorWrites,
    showcaseWrites,
    requestWrites,
    rewardWrites,
    messagingWrites,
    notificationWrites,
    moderationWrites,
    inquiryWrites,
    recommendationWrites,
  ];
  return joinHandlers(contexts.map((writes) => writes(platform)));
}

/**
 * The command side of /v1: every write, built from the route table (building fails when an
 * operation has no handler or a handler no operation). Mounted under /v1 by the server or run alone.
 */
export function commandApi(platform: Platform): Router {
  const handlers = commandHandlers(platform);
  const v1 = Router();
  v1.use(authenticate(platform.pool, platform.tokens));
  // Token calls take no Idempotency-Key (api.md): they answer before the middleware is reached.
  v1.use(operationsRouter('command', handlers, { select: (op) => op.tokenCall === true }));
  v1.use(idempotency(platform.pool));
  v1.use(operationsRouter('command', handlers, { select: (op) => op.tokenCall !== true }));
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
