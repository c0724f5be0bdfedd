import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppSettings } from '../config';
import type { Logger } from '../observability/logger';
import { compression } from './compression';
import { httpDuration } from '../observability/metrics';
import { logSerializers } from '../observability/redact';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  service: 'command-api' | 'query-api' | 'gateway';
  logger: Logger;
  hashKey: string;
  corsOrigins: string[];
  /** TRUST_PROXY: which proxies in front may name the client in X-Forwarded-For. */
  trustProxy?: AppSettings['trustProxy'];
  /** False for a proxy: bodies stream through to the service that parses them. */
  parseJson?: boolean;
}

/**
 * The Express stack both APIs share: request ids, JSON logs, timing metrics, security headers,
 * CORS allow-list and a JSON body parser whose failures reach the one error mapper.
 */
export function createServiceApp(opts: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip (and so every per-client rate limit) is the client only if the proxies in front are trusted.
  app.set('trust proxy', opts.trustProxy ?? ['loopback']);
  app.set('query parser', 'simple');
  app.use(compression());
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  if (opts.corsOrigins.length) app.use(cors({ origin: opts.corsOrigins, exposedHeaders: ['X-Event-Position', 'X-Stale', 'X-Request-Id', 'Retry-After'] }));
  app.use(requestContext(opts.hashKey));
  app.use(
    pinoHttp({
      logger: opts.logger,
      genReqId: (req) => (req as express.Request).ctx.requestId,
      customProps: (req) => ({ requestId: (req as express.Request).ctx?.requestId }),
      // Raw req/res/err reach the redacting serializers: no token, address, header or SQL value is logged.
      wrapSerializers: false,
      serializers: logSerializers,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    }),
  );
  app.use((req, res, next) => {
    const end = httpDuration.startTimer({ service: opts.service, method: req.method });
    res.on('finish', () => end({ route: (req.route?.path as string | undefined) ?? 'unmatched', status: String(res.statusCode) }));
    next();
  });
  if (opts.parseJson !== false) app.use(express.json({ limit: '1mb', strict: false, type: ['application/json', 'application/*+json'] }));
  return app;
}
