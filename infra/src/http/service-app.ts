import cors from 'cors';
import express, { type ErrorRequestHandler, type Express } from 'express';
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
  if (opts.parseJson !== false) {
    app.use(express.json({ limit: '1mb', strict: false, type: ['application/json', 'application/*+json'], verify: refuseDeepNesting }));
    app.use(tooDeeplyNested);
  }
  return app;
}

/**
 * How deeply a JSON body may nest arrays and objects. The deepest /v1 body nests 2 levels
 * (PUT /v1/user/vibes); this leaves ample room while no later reader (the idempotency hash,
 * schema validation, logging) ever recurses through thousands of levels.
 */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEPLY_NESTED = 'The request body is nested too deeply.';
const TOO_DEEP = 'entity.too.deep';

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without
 * recursion; brackets inside strings do not count. The text needs not be valid JSON: the parser
 * refuses what is not, after this.
 */
export function jsonDepth(text: Buffer | string, stopAbove = Infinity): number {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      // UTF-8 continuation bytes are never ASCII, so a byte scan is exact.
      if (b === 0x5c) i++;
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      if (++depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return deepest;
}

/** express.json's hook on the raw body, before it is parsed: a body nested too deeply is refused. */
function refuseDeepNesting(_req: unknown, _res: unknown, buf: Buffer): void {
  if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw Object.assign(new Error(TOO_DEEPLY_NESTED), { type: TOO_DEEP, status: 400 });
}

/** A body refused for its nesting is a bad request (400, like a body that is not JSON). */
const tooDeeplyNested: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string } | null)?.type !== TOO_DEEP) return next(err);
  res.status(400).json({ message: TOO_DEEPLY_NESTED });
};
