import type pg from 'pg';
import type { Sql } from '../db/sql';
import type { Logger } from '../observability/logger';
import { backoffDelay } from '../projections/transient';
import type { Mailer } from './mailer';
import { purgeMailOutbox } from './outbox';

export interface DispatchOptions {
  /** How often the outbox is looked at. */
  intervalMs?: number;
  /** Mails claimed per look. */
  batchSize?: number;
  /** Attempts before a mail is given up (logged). */
  maxAttempts?: number;
  /** Retry backoff: the first delay, doubling per attempt, up to the longest. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed mail stays another process's: a sender that died lets it go after this. */
  leaseMs?: number;
  /** Days sent (or given up) mail is kept; MAIL_RETENTION_DAYS. */
  retentionDays?: number;
  /** How often the retention purge runs. */
  purgeEveryMs?: number;
}

export const DISPATCH_DEFAULTS = {
  intervalMs: 1000,
  batchSize: 20,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseMs: 10 * 60_000,
  purgeEveryMs: 3_600_000,
} as const;

/** MAIL_RETENTION_DAYS: a whole number of days, 7 when unset. */
export function mailRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MAIL_RETENTION_DAYS?.trim();
  if (!raw) return 7;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) throw new Error(`MAIL_RETENTION_DAYS=${raw} is not a whole number of days (1 or more)`);
  return Number(raw);
}

interface Claimed {
  event_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  attempts: number;
}

/**
 * Claims due mails and sends them. The claim is one statement: `FOR UPDATE SKIP LOCKED` keeps
 * two processes off the same rows, and it moves next_attempt_at past a lease, so no other
 * process takes them while they are being sent (and one that died lets them go when it ends).
 * A failure is retried with backoff; after `maxAttempts` the mail is given up and logged.
 * Answers how many mails were sent.
 */
export async function dispatchDue(pool: pg.Pool, mailer: Mailer, logger: Logger, options: DispatchOptions = {}): Promise<number> {
  const o = { ...DISPATCH_DEFAULTS, ...options };
  const { rows } = await pool.query<Claimed>(
    `WITH due AS (
       SELECT event_id FROM mail_outbox
       WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE mail_outbox m SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
     FROM due WHERE m.event_id = due.event_id
     RETURNING m.event_id, m.recipient, m.subject, m.text_body, m.html_body, m.reply_to, m.attempts`,
    [o.batchSize, o.leaseMs],
  );
  let sent = 0;
  for (const m of rows) {
    try {
      await mailer.send({ to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body, replyTo: m.reply_to ?? undefined });
      await pool.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE event_id = $1', [m.event_id]);
      sent++;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (m.attempts >= o.maxAttempts) {
        logger.error({ eventId: m.event_id, attempts: m.attempts, error }, `mail ${m.event_id} given up after ${m.attempts} attempts`);
        await pool.query('UPDATE mail_outbox SET gave_up_at = now(), last_error = $2 WHERE event_id = $1', [m.event_id, error]);
      } else {
        const delayMs = backoffDelay(m.attempts, o.retryBaseMs, o.retryMaxMs);
        logger.warn({ eventId: m.event_id, attempts: m.attempts, delayMs, error }, 'mail could not be sent; will retry');
        await pool.query(`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $3::float8 / 1000), last_error = $2 WHERE event_id = $1`, [
          m.event_id,
          error,
          delayMs,
        ]);
      }
    }
  }
  return sent;
}

/**
 * Sends what the outbox holds, until stopped, and purges mail past MAIL_RETENTION_DAYS at start
 * and every hour. With the dev mailbox (no SMTP) nothing is sent: the rows are the mailbox.
 */
export function startMailDispatcher(pool: pg.Pool, mailer: Mailer, logger: Logger, options: number | DispatchOptions = {}): () => Promise<void> {
  const o = { ...DISPATCH_DEFAULTS, retentionDays: mailRetentionDays(), ...(typeof options === 'number' ? { intervalMs: options } : options) };
  let stopped = false;
  let wake: () => void = () => undefined;
  const purge = () =>
    purgeMailOutbox(pool as unknown as Sql, o.retentionDays, mailer.kind === 'mailbox').then(
      (n) => n && logger.info({ purged: n, retentionDays: o.retentionDays }, 'mail past its retention purged'),
      (err) => logger.warn({ err }, 'mail retention purge failed; will retry'),
    );
  void purge();
  const purgeTimer = setInterval(() => void purge(), o.purgeEveryMs);
  purgeTimer.unref();
  const loop =
    mailer.kind === 'mailbox'
      ? Promise.resolve()
      : (async () => {
          while (!stopped) {
            let sent = 0;
            try {
              sent = await dispatchDue(pool, mailer, logger, o);
            } catch (err) {
              logger.warn({ err }, 'mail outbox could not be read; will retry');
            }
            // A full claim may have left more due mail: look again at once.
            if (!stopped && sent < o.batchSize) await new Promise<void>((r) => ((wake = r), setTimeout(r, o.intervalMs)));
          }
        })();
  return async () => {
    stopped = true;
    clearInterval(purgeTimer);
    wake();
    await loop;
  };
}
