import type { RequestHandler } from 'express';
import type pg from 'pg';
import { MAX_WAITING, waitForPosition } from '../projections/wait';

/** Positions are xid8 values: 0 .. 2^64 - 1. */
export const MAX_POSITION = 18_446_744_073_709_551_615n;
const MAX_WAIT_MS = 2000;
const INVALID = `X-Min-Position must be a whole number from 0 to ${MAX_POSITION}`;

/** The position a header names, or null when it is not a whole number within the xid8 range. */
export function parsePosition(header: string): bigint | null {
  if (!/^\d{1,20}$/.test(header)) return null;
  const n = BigInt(header);
  return n <= MAX_POSITION ? n : null;
}

export interface MinPositionOptions {
  /** The longest wait (at most 2 s). */
  timeoutMs?: number;
  /** How many reads of this process may wait at once; one more answers stale at once. */
  maxWaiting?: number;
}

/**
 * Read-your-writes: a read carrying X-Min-Position waits (up to 2 s) until the read models have
 * applied every write whose X-Event-Position was at most that number, then answers; it answers
 * X-Stale: true if the wait ran out, at once if the position is beyond the store's head or a
 * projector it needs has stopped, and at once when too many reads of this process already wait.
 * Waiting costs no query of its own (projections/wait.ts). A header that is not a position is a
 * bad request (400), like a body that is not JSON: it is not a field of the call.
 */
export function minPosition(pool: pg.Pool, opts: MinPositionOptions = {}): RequestHandler {
  const wait = Math.min(opts.timeoutMs ?? MAX_WAIT_MS, MAX_WAIT_MS);
  const maxWaiting = opts.maxWaiting ?? MAX_WAITING;
  return async (req, res, next) => {
    const header = req.get('x-min-position');
    if (header === undefined) return next();
    const position = parsePosition(header.trim());
    if (position === null) {
      res.status(400).json({ message: INVALID, errors: { 'X-Min-Position': [INVALID] } });
      return;
    }
    try {
      const caughtUp = await waitForPosition(pool, position, wait, { maxWaiting });
      if (!caughtUp) res.set('X-Stale', 'true');
      next();
    } catch (err) {
      next(err);
    }
  };
}
