import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { REFERENCE_DATA_VERSION, serviceFor } from '@decorlook/domain';
import { commandApi } from '@decorlook/command-api';
import { errorHandler } from '@decorlook/infra/http/errors';
import { mountOps } from '@decorlook/infra/http/ops';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import type { Platform } from '@decorlook/infra/platform';
import { PROJECTOR_NAMES } from '@decorlook/projectors';
import { devMailboxRoutes, queryApi, referenceDataVersion } from '@decorlook/query-api';

export const WEB_DIST = path.resolve(import.meta.dirname, '../web/dist');

/**
 * The single-process server: ops endpoints, /v1 split between command-api and query-api by the
 * one route table, and the built web client with its client-side routes.
 */
export function createServer(platform: Platform, opts: { webDist?: string | null } = {}): Express {
  const app = createServiceApp({ service: 'gateway', logger: platform.logger, hashKey: platform.settings.hashKey, corsOrigins: platform.settings.corsOrigins, trustProxy: platform.settings.trustProxy });
  mountOps(app, {
    pool: platform.pool,
    projectors: PROJECTOR_NAMES,
    checks: [{ name: 'referenceData', check: async () => (await referenceDataVersion(platform.pool)) >= REFERENCE_DATA_VERSION }],
    access: platform.settings,
  });
  const command = commandApi(platform);
  const query = queryApi(platform);
  app.use('/v1', (req, res, next) => (serviceFor(req.method, req.path) === 'command' ? command : query)(req, res, next));
  if (platform.settings.devMailbox) app.use('/dev', devMailboxRoutes(platform), errorHandler);
  const dist = opts.webDist === undefined ? WEB_DIST : opts.webDist;
  if (dist && existsSync(path.join(dist, 'index.html'))) mountWeb(app, dist);
  app.use(errorHandler);
  return app;
}

export function mountWeb(app: Express, dist: string): void {
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  // Every other GET is a client-side route; the client shows its own not-found page.
  app.get(/^(?!\/v1\/|\/v1$).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(path.join(dist, 'index.html'));
  });
}
