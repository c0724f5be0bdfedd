import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { APP_VERSION } from '@decorlook/domain';
import type { EventMetadata } from '../event-store/types';
import { keyedHash } from '../keyed-hash';

export interface RequestContext {
  requestId: string;
  ipHash: string;
  /** The signed-in user, once accounts exist; null for visitors. */
  userId: number | null;
  role: string | null;
  /** The session family the access token belongs to. */
  sessionId: string | null;
  idempotencyKey: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestContext(hashKey: string): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.set('X-Request-Id', requestId);
    req.ctx = {
      requestId,
      ipHash: keyedHash(hashKey, req.ip ?? req.socket.remoteAddress ?? 'unknown'),
      userId: null,
      role: null,
      sessionId: null,
      idempotencyKey: req.get('idempotency-key') ?? null,
    };
    next();
  };
}

/** Metadata every event written for this request carries (architecture.md section 4). */
export function metadataFor(ctx: RequestContext, extra: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: ctx.userId,
    correlationId: ctx.requestId,
    causationId: null,
    idempotencyKey: ctx.idempotencyKey,
    ipHash: ctx.ipHash,
    appVersion: APP_VERSION,
    requestId: ctx.requestId,
    ...extra,
  };
}
