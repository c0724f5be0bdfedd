import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import ipaddr from 'ipaddr.js';
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
  /**
   * Set by the idempotency middleware: a digest of the caller, the key and the request. Events
   * the request writes get ids derived from it, so a retry after a crash is a duplicate the
   * event store refuses instead of a second effect.
   */
  operationId: string | null;
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
      ipHash: keyedHash(hashKey, clientKey(req.ip ?? req.socket.remoteAddress)),
      userId: null,
      role: null,
      sessionId: null,
      idempotencyKey: req.get('idempotency-key') ?? null,
      operationId: null,
    };
    next();
  };
}

/**
 * The client a rate limit counts: an IPv4 address (an IPv4-mapped IPv6 address is the same
 * client), or the /64 of an IPv6 address, since one subscriber is usually handed a whole /64 and
 * could otherwise rotate through it to pass every limit.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || 'unknown';
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Metadata every event written for this request carries (architecture.md section 4). */
export function metadataFor(ctx: RequestContext, extra: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: ctx.userId,
    correlationId: ctx.requestId,
    causationId: null,
    idempotencyKey: ctx.idempotencyKey,
    ...(ctx.operationId ? { operationId: ctx.operationId } : {}),
    ipHash: ctx.ipHash,
    appVersion: APP_VERSION,
    requestId: ctx.requestId,
    ...extra,
  };
}
