import { realpathSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Express, Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { serviceFor } from '@decorlook/domain';
import { loadSettings, type AppSettings } from '@decorlook/infra/config';
import { lookBoardPageRoutes, shareableBoardsFrom } from '@decorlook/infra/http/board-meta';
import { errorHandler, notFoundHandler } from '@decorlook/infra/http/errors';
import { createServiceApp } from '@decorlook/infra/http/service-app';
import { createLogger, type Logger } from '@decorlook/infra/observability/logger';
import { listen } from '@decorlook/infra/standalone';
import { WEB_DIST, contentSecurityPolicy, mountWeb } from './server';

export interface GatewayOptions {
  /** Where command-api and query-api answer (COMMAND_API_URL, QUERY_API_URL). */
  commandUrl: string;
  queryUrl: string;
  settings: Pick<AppSettings, 'corsOrigins' | 'trustProxy' | 'hashKey' | 'analyticsScriptUrl' | 'recaptchaSiteKey' | 'publicUrl'>;
  logger: Logger;
  /** How long a service may take to answer (ms); a stuck one is cut off and answered 502. */
  proxyTimeoutMs?: number;
  /** How long the client's connection may stay idle (ms). */
  timeoutMs?: number;
  /** The built web client to serve beside /v1; null serves none. */
  webDist?: string | null;
}

export interface Gateway {
  app: Express;
  /** Hand a server's 'upgrade' events here, so websockets (the realtime /socket.io, and any under /v1) reach their service. */
  upgrade: (req: IncomingMessage, socket: Socket, head: Buffer) => void;
}

export const UNAVAILABLE = 'The service is unavailable. Please retry.';

/** Paths outside /v1 that query-api answers. */
const QUERY_PREFIXES = ['/media/', '/social/', '/socket.io/'];

/**
 * The scale-out gateway: one origin for the browser; each /v1 call is forwarded to command-api
 * or query-api by the same route table the single-process server uses. Bodies stream through
 * unparsed (uploads included), the client's address is appended to X-Forwarded-For, websockets
 * are proxied, and a service that cannot be reached is answered 502 in the API's error format.
 */
export function createGateway(opts: GatewayOptions): Gateway {
  const targets = { command: opts.commandUrl, query: opts.queryUrl };
  const app = createServiceApp({
    service: 'gateway',
    logger: opts.logger,
    hashKey: opts.settings.hashKey || 'gateway',
    corsOrigins: opts.settings.corsOrigins,
    trustProxy: opts.settings.trustProxy,
    // The services parse and validate bodies; the gateway only passes the bytes on.
    parseJson: false,
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const proxy = createProxyMiddleware<Request, ServerResponse>({
    // Pictures (uploads and look boards' social pictures) and the realtime sockets (polling and
    // websocket upgrades alike) are served by query-api, like every other read.
    pathFilter: (path) => path === '/v1' || path.startsWith('/v1/') || QUERY_PREFIXES.some((p) => path.startsWith(p)),
    target: targets.query,
    router: (req) => (QUERY_PREFIXES.some((p) => req.url?.startsWith(p)) ? targets.query : targets[serviceFor(req.method ?? 'GET', (req.url ?? '/').replace(/^\/v1/, '').split('?')[0] || '/')]),
    changeOrigin: true,
    xfwd: true,
    ws: true,
    proxyTimeout: opts.proxyTimeoutMs ?? 30_000,
    timeout: opts.timeoutMs ?? 60_000,
    on: {
      proxyReq: (proxyReq, req) => {
        const id = (req as Partial<Request>).ctx?.requestId;
        if (id) proxyReq.setHeader('x-request-id', id);
      },
      error: (err, req, res) => {
        const requestId = (req as Partial<Request>).ctx?.requestId;
        opts.logger.warn({ err, requestId, url: req.url }, 'service unavailable');
        if ('writeHead' in res) {
          const response = res as ServerResponse;
          if (response.headersSent) response.destroy();
          else {
            response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
            response.end(JSON.stringify({ message: UNAVAILABLE, ...(requestId ? { requestId } : {}) }));
          }
        } else (res as Socket).destroy();
      },
    },
  });
  app.use(proxy);

  const dist = opts.webDist === undefined ? WEB_DIST : opts.webDist;
  // A shared board's page carries its link-preview tags, the board read from query-api.
  if (dist) app.use(lookBoardPageRoutes({ dist, publicUrl: opts.settings.publicUrl, loadBoard: shareableBoardsFrom(targets.query), csp: contentSecurityPolicy(opts.settings) }));
  // The pages' Content-Security-Policy names the analytics and CAPTCHA origins these settings configure.
  if (dist) mountWeb(app, dist, opts.settings);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return { app, upgrade: proxy.upgrade };
}

/** Starts the gateway on `port`, websockets included. */
export async function startGateway(opts: GatewayOptions, port: number): Promise<Server> {
  const gateway = createGateway(opts);
  const server = await listen(gateway.app, port);
  server.on('upgrade', gateway.upgrade);
  return server;
}

async function main() {
  const settings = loadSettings();
  const commandUrl = process.env.COMMAND_API_URL ?? 'http://localhost:3001';
  const queryUrl = process.env.QUERY_API_URL ?? 'http://localhost:3002';
  await startGateway({ commandUrl, queryUrl, settings, logger: createLogger('gateway') }, settings.port);
  console.log(`gateway on http://localhost:${settings.port} → command ${commandUrl}, query ${queryUrl}`);
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (runDirectly) {
  main().catch((err) => {
    console.error(`the gateway could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
