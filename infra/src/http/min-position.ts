import type { RequestHandler } from 'express';
import type pg from 'pg';
import { ValidationFailed } from '@decorlook/domain';
import { waitForPosition } from '../projections/wait';

const DECIMAL = /^\d{1,20}$/;

/**
 * Read-your-writes: a read carrying X-Min-Position waits (up to 2 s) until the read models have
 * applied every write whose X-Event-Position was at most that number, then answers; it answers
 * X-Stale: true if the wait ran out.
 */
export function minPosition(pool: pg.Pool, timeoutMs = 2000): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('x-min-position');
    if (!header) return next();
    try {
      if (!DECIMAL.test(header)) throw ValidationFailed.field('X-Min-Position', 'X-Min-Position must be a decimal number');
      const caughtUp = await waitForPosition(pool, BigInt(header), timeoutMs);
      if (!caughtUp) res.set('X-Stale', 'true');
      next();
    } catch (err) {
      next(err);
    }
  };
}
