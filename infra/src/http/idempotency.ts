import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { Conflict, MESSAGES, ValidationFailed } from '@decorlook/domain';

const KEY = /^[A-Za-z0-9_.:-]{1,255}$/;
const TTL = "interval '24 hours'";

/**
 * Idempotency-Key on writes (api.md): the same key and body answers the first answer again, byte
 * for byte, and changes nothing; the same key with another body is refused with 422. Keys live
 * 24 hours per caller. A write that failed with a server fault may be retried under the same key.
 *
 * Mount it after the token calls (sign-in, refresh), which must never be stored or replayed: the
 * router decides what is a token call, whatever the spelling of its path.
 *
 * The stored answer is written after the command's append; if the process dies in between, the
 * retry runs the command again, and the events' ids, derived from `operationId`, make the event
 * store answer it as the duplicate it is (infra/src/commands/handle.ts).
 */
export function idempotency(pool: pg.Pool): RequestHandler {
  return async (req, res, next) => {
    const key = req.ctx.idempotencyKey;
    if (!key || req.method === 'GET' || req.method === 'HEAD') return next();
    // A multipart body is read by its own route: that route runs this again once the parts are in,
    // so the file itself is part of what a repeated key must match.
    const file = (req as { file?: { buffer: Buffer } }).file;
    if (req.is('multipart/form-data') && !file) return next();
    try {
      if (!KEY.test(key)) throw ValidationFailed.field('Idempotency-Key', 'Idempotency-Key must be 1 to 255 letters, digits or - _ . :');
      const caller = req.ctx.userId !== null ? `user:${req.ctx.userId}` : `ip:${req.ctx.ipHash}`;
      const body = file ? { fields: req.body ?? null, file: createHash('sha256').update(file.buffer).digest('hex') } : (req.body ?? null);
      const hash = createHash('sha256').update(`${req.method} ${req.baseUrl}${req.path} ${JSON.stringify(body)}`).digest('hex');
      req.ctx.operationId = createHash('sha256').update(`${caller}\n${key}\n${hash}`).digest('hex');
      // Expired keys, and claims whose request never finished (its process stopped), are free again.
      await pool.query(
        `DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND (created_at < now() - ${TTL} OR (status IS NULL AND created_at < now() - interval '1 minute'))`,
        [caller, key],
      );
      const claimed = await pool.query('INSERT INTO idempotency_keys (caller, key, request_hash, user_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key', [
        caller,
        key,
        hash,
        req.ctx.userId,
      ]);
      if (claimed.rowCount === 0) {
        const { rows } = await pool.query<{ request_hash: string; status: number | null; answer: string | null; position: string | null }>(
          'SELECT request_hash, status, answer, position FROM idempotency_keys WHERE caller = $1 AND key = $2',
          [caller, key],
        );
        const first = rows[0];
        if (!first) return next(new Conflict());
        if (first.request_hash !== hash) throw new ValidationFailed({ 'Idempotency-Key': [MESSAGES.idempotencyMismatch] }, MESSAGES.idempotencyMismatch);
        if (first.status === null) throw new Conflict('A request with this Idempotency-Key is still being processed.');
        if (first.position) res.set('X-Event-Position', first.position);
        res.set('Idempotent-Replayed', 'true');
        res.status(first.status).type('application/json').send(first.answer ?? '');
        return;
      }
      // The first answer is sent as the very text that is stored, so a replay is identical.
      res.json = (body: unknown) => {
        const status = res.statusCode;
        const position = res.get('X-Event-Position') ?? null;
        const text = JSON.stringify(body) ?? '';
        // An answer about someone who was not yet the caller (a sign-up) is theirs too, for erasure.
        const owner = req.ctx.userId ?? (typeof res.locals.userId === 'number' ? res.locals.userId : null);
        const store =
          status >= 500
            ? pool.query('DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2', [caller, key])
            : pool.query('UPDATE idempotency_keys SET status = $3, answer = $4, position = $5, user_id = $6 WHERE caller = $1 AND key = $2', [caller, key, status, text, position, owner]);
        store.then(
          () => res.type('application/json').send(text),
          (err) => next(err),
        );
        return res;
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** An erased person's stored answers go with them. */
export async function forgetStoredAnswers(pool: pg.Pool, userId: number): Promise<void> {
  await pool.query('DELETE FROM idempotency_keys WHERE user_id = $1 OR caller = $2', [userId, `user:${userId}`]);
}

/** Forgets idempotency keys past their 24 hours and rate-limit windows long closed. */
export async function purgeOperationalRows(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${TTL}`);
  await pool.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}

/** Runs the purge every hour until the returned function stops it. */
export function startOperationalPurge(pool: pg.Pool): () => Promise<void> {
  const timer = setInterval(() => void purgeOperationalRows(pool).catch(() => undefined), 3_600_000);
  timer.unref();
  return async () => clearInterval(timer);
}
