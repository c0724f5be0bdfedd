import type { RequestHandler } from 'express';
import type pg from 'pg';
import { RateLimited } from '@decorlook/domain';

/** Fixed-window counters in an ordinary table, shared by every instance of a service. */
export async function hit(pool: pg.Pool, bucket: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await pool.query<{ count: number; retry: number }>(
    `INSERT INTO rate_limits AS r (bucket, count, window_start) VALUES ($1, 1, now())
     ON CONFLICT (bucket) DO UPDATE SET
       count = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING count, GREATEST(1, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now())))::int AS retry`,
    [bucket, windowSeconds],
  );
  return { count: rows[0].count, retryAfter: rows[0].retry };
}

export async function peek(pool: pg.Pool, bucket: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await pool.query<{ count: number; retry: number }>(
    `SELECT count, GREATEST(1, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now())))::int AS retry
     FROM rate_limits WHERE bucket = $1 AND window_start >= now() - make_interval(secs => $2)`,
    [bucket, windowSeconds],
  );
  return rows[0] ? { count: rows[0].count, retryAfter: rows[0].retry } : { count: 0, retryAfter: 0 };
}

/** Takes back one count of a window still open (an attempt that turned out not to count). */
export async function unhit(pool: pg.Pool, bucket: string): Promise<void> {
  await pool.query('UPDATE rate_limits SET count = count - 1 WHERE bucket = $1 AND count > 0', [bucket]);
}

export async function clear(pool: pg.Pool, bucket: string): Promise<void> {
  await pool.query('DELETE FROM rate_limits WHERE bucket = $1', [bucket]);
}

/** Per client address: `perMinute` requests a minute to the call it guards (api.md). */
export function perClientLimit(pool: pg.Pool, name: string, perMinute: number): RequestHandler {
  return async (req, _res, next) => {
    try {
      const { count, retryAfter } = await hit(pool, `ip:${req.ctx.ipHash}:${name}`, 60);
      if (count > perMinute) throw new RateLimited(retryAfter);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** A signed-in member's own bucket for a call: counted by who they are, wherever they call from. */
export const memberBucket = (userId: number, name: string) => `user:${userId}:${name}`;

/** Counts one more of `name` for the member; refused once past `limit` in the window. */
export async function takeMemberQuota(pool: pg.Pool, userId: number, name: string, limit: number, windowSeconds: number): Promise<void> {
  const { count, retryAfter } = await hit(pool, memberBucket(userId, name), windowSeconds);
  if (count > limit) throw new RateLimited(retryAfter);
}

/** Per signed-in member (mounted after requireUser): `limit` calls to the call it guards in `windowSeconds`. */
export function perMemberLimit(pool: pg.Pool, name: string, limit: number, windowSeconds = 60): RequestHandler {
  return async (req, _res, next) => {
    try {
      await takeMemberQuota(pool, req.ctx.userId as number, name, limit, windowSeconds);
      next();
    } catch (err) {
      next(err);
    }
  };
}
