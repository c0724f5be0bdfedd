import type { RequestHandler } from 'express';
import type pg from 'pg';
import { Unauthenticated } from '@decorlook/domain';
import { isSessionOpen } from '../identity/sessions';
import type { TokenService } from '../identity/tokens';

/**
 * Reads `Authorization: Bearer <access token>` when present: a valid token of a session that is
 * still open signs the request in. Routes that need a user add `requireUser`.
 */
export function authenticate(pool: pg.Pool, tokens: TokenService): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (!header) return next();
    try {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match ? tokens.verifyAccess(match[1]) : null;
      if (claims && (await isSessionOpen(pool, claims.sessionId))) {
        req.ctx.userId = claims.userId;
        req.ctx.role = claims.role;
        req.ctx.sessionId = claims.sessionId;
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.ctx.userId === null ? new Unauthenticated() : undefined);
};
