import type { Request, RequestHandler } from 'express';
import type { Caller } from '@decorlook/domain';

/** The caller as the request's token says (request-context sets it). */
export const callerOf = (req: Request): Caller => ({ userId: req.ctx.userId ?? null, role: req.ctx.role ?? null });

/**
 * Decides who may call from the token before anything reads the call: a route's first step. The
 * policy (domain/src/<context>/*.policy.ts, shared/access.policy.ts) throws the refusal.
 */
export function allow(policy: (caller: Caller) => void): RequestHandler & { policy: (caller: Caller) => void } {
  const handler: RequestHandler = (req, _res, next) => {
    try {
      policy(callerOf(req));
      next();
    } catch (err) {
      next(err);
    }
  };
  // Kept on the handler, so what a mounted route lets through can be read off it (the route-table test).
  return Object.assign(handler, { policy });
}
