import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REFERENCE_DATA_VERSION, serviceFor } from '@decorlook/domain';
import { commandApi } from '@decorlook/command-api';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { lookBoardPageRoutes } from '@decorlook/infra/http/board-meta';
import { mountOps } from '@decorlook/infra/http/ops';
import { mediaServingRoutes } from '@decorlook/infra/media/serve';
import { socialImageRoutes } from '@decorlook/infra/media/social-images';
import { shareableBoardsOf } from '@decorlook/query-api/lookboards/social-images';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import type { AppSettings } from '@decorlook/infra/config';
import type { Platform } from '@decorlook/infra/platform';
import { PROJECTOR_NAMES } from '@decorlook/projectors';
import { devMailboxRoutes, queryApi, referenceDataVersion } from '@decorlook/query-api';

export const WEB_DIST = path.resolve(import.meta.dirname, '../web/dist');

/**
 * The single-process server: ops endpoints, /v1 split between command-api and query-api by the
 * one route table, and the built web client with its client-side routes.
 */
export function createServer(platform: Platform, opts: { webDist?: string | null; /** Routes mounted before the not-found answer (the bench's CRUD baseline). */ extraRoutes?: (app: Express) => void } = {}): Express {
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
  app.use('/media', mediaServingRoutes(platform), errorHandler);
  app.use('/social', socialImageRoutes(platform, shareableBoardsOf(platform)), errorHandler);
  const dist = opts.webDist === undefined ? WEB_DIST : opts.webDist;
  // A shared board's page carries its link-preview tags; before the client's catch-all page.
  if (dist && existsSync(path.join(dist, 'index.html'))) app.use(lookBoardPageRoutes({ dist, publicUrl: platform.settings.publicUrl, loadBoard: shareableBoardsOf(platform), csp: contentSecurityPolicy(platform.settings) }));
  if (dist && existsSync(path.join(dist, 'index.html'))) mountWeb(app, dist, platform.settings);
  opts.extraRoutes?.(app);
  // Whatever no page and no call answers gets the API's JSON not-found answer, not Express's HTML.
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** What the page headers need from the settings: the outside scripts the site may load. */
export type WebSettings = Pick<AppSettings, 'analyticsScriptUrl' | 'recaptchaSiteKey'>;

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/** Showcase videos play in the privacy-friendly players of YouTube (no cookies until played) and Vimeo (do-not-track). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The pages' Content-Security-Policy: scripts only from this origin, the configured analytics
 * origin and, with a site key, reCAPTCHA; no inline or eval'd script. Styles allow inline
 * elements: antd writes its component styles at runtime. Frames: the showcase video players and,
 * with a site key, reCAPTCHA's.
 */
export function contentSecurityPolicy(settings: WebSettings): string {
  const analytics = settings.analyticsScriptUrl ? new URL(settings.analyticsScriptUrl).origin : null;
  const recaptcha = settings.recaptchaSiteKey !== null && settings.recaptchaSiteKey !== '';
  const list = (...sources: (string | null | false)[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", analytics, ...(recaptcha ? RECAPTCHA_SCRIPTS : []))}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", analytics, recaptcha && 'https://www.google.com/recaptcha/')}`,
    `frame-src ${list(...VIDEO_FRAMES, ...(recaptcha ? RECAPTCHA_FRAMES : []))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The built web client: hashed assets (brotli or gzip written at build time, picked by
 * Accept-Encoding) cached for a year, the pre-rendered home page at `/`, and the pre-rendered
 * frame for every other client-side route (the client shows its own not-found page).
 */
export function mountWeb(app: Express, dist: string, settings: WebSettings = { analyticsScriptUrl: null, recaptchaSiteKey: null }): void {
  const csp = contentSecurityPolicy(settings);
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'] };
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  });
  app.use('/assets', expressStaticGzip(path.join(dist, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', fallthrough: false } }));
  app.use(expressStaticGzip(dist, { ...precompressed, index: false, serveStatic: { index: false, maxAge: '1h' } }));
  const shell = existsSync(path.join(dist, 'shell.html')) ? 'shell.html' : 'index.html';
  app.get(/^(?!\/v1\/|\/v1$).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(path.join(dist, req.path === '/' ? 'index.html' : shell));
  });
}
