import { createHash } from 'node:crypto';
import { DIGEST_MAX_ITEMS, publicNameOf } from '@decorlook/domain';
import type { Pool } from '@decorlook/infra/db/pool';
import type { Sql } from '@decorlook/infra/db/sql';
import type { Logger } from '@decorlook/infra/observability/logger';
import { requestSummaries } from '../../requests/requests/queries';
import { unreadNotificationsSince } from './queries';
import { enqueueMail } from '@decorlook/infra/mail/outbox';
import { notificationDigestMail } from '@decorlook/infra/mail/templates';

/**
 * The daily notification digest: members who keep notification e-mails on (`notificationEmail`),
 * with a verified address, and unread notifications newer than the last digest told them of, get
 * one mail a UTC day through the mail outbox ("You have N unread notifications", the newest
 * DIGEST_MAX_ITEMS with their links, written by the same presenter as the bell).
 *
 * Sent once however many processes run it: the member's `notification_digests` row is claimed
 * for the day in the same transaction that queues the mail (a second process waits on the row,
 * then finds the day taken), and the mail's outbox key is derived from the member and the day.
 */

export const DIGEST_EVERY_MS = 3_600_000;

interface Candidate {
  id: number;
  email: string;
  email_hash: string;
  erased: boolean;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  covered_up_to: Date | null;
}

/** The outbox key of a member's digest of a day: a UUID made from both, the same in every process. */
export function digestMailId(userId: number, day: string): string {
  const h = createHash('sha256').update(`notification-digest:${userId}:${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

export interface DigestOptions {
  publicUrl: string;
  now: Date;
  /** Members looked at per run; the next run takes the rest. */
  batch?: number;
}

/** One run: queues today's digest for each member who is due one. Answers how many were queued. */
export async function sendNotificationDigests(pool: Pool, o: DigestOptions): Promise<number> {
  const day = o.now.toISOString().slice(0, 10);
  const dayStart = new Date(`${day}T00:00:00.000Z`);
  const { rows } = await pool.query<Candidate>(
    `SELECT u.id, u.email, u.email_hash, u.erased, u.display_name, u.first_name, u.last_name, d.covered_up_to
     FROM users u LEFT JOIN notification_digests d ON d.user_id = u.id
     WHERE u.notification_email AND u.has_verified_email AND NOT u.erased AND NOT u.deactivated AND u.email IS NOT NULL
       AND (d.sent_at IS NULL OR d.sent_at < $1)
       AND EXISTS (SELECT 1 FROM notifications n LEFT JOIN notification_reads r ON r.user_id = n.user_id
                   WHERE n.user_id = u.id AND (r.read_up_to IS NULL OR n.created_at > r.read_up_to) AND (d.covered_up_to IS NULL OR n.created_at > d.covered_up_to))
     ORDER BY u.id LIMIT $2`,
    [dayStart, o.batch ?? 500],
  );
  let queued = 0;
  for (const u of rows) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { total, items } = await unreadNotificationsSince(client as unknown as Sql, u.id, u.covered_up_to, DIGEST_MAX_ITEMS);
      if (total === 0 || items.length === 0) {
        await client.query('ROLLBACK');
        continue;
      }
      // Claims the day: a row already sent today (by another process meanwhile) is left alone and nothing is queued.
      const { rowCount } = await client.query(
        `INSERT INTO notification_digests (user_id, sent_at, covered_up_to) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET sent_at = EXCLUDED.sent_at, covered_up_to = EXCLUDED.covered_up_to WHERE notification_digests.sent_at < $4`,
        [u.id, o.now, items[0].createdAt, dayStart],
      );
      if (!rowCount) {
        await client.query('ROLLBACK');
        continue;
      }
      const name = u.first_name || publicNameOf({ erased: u.erased, displayName: u.display_name, firstName: u.first_name, lastName: u.last_name });
      const content = notificationDigestMail({
        name,
        total,
        items: items.map((n) => ({ title: n.title, message: n.message, label: n.linkMessage, url: new URL(n.link, o.publicUrl).toString() })),
        url: new URL('/', o.publicUrl).toString(),
      });
      const about = await peopleNamedIn(client as unknown as Sql, items.map((n) => n.id));
      const r = await enqueueMail(client as unknown as Sql, { eventId: digestMailId(u.id, day), kind: 'notification-digest', userId: u.id, to: u.email, recipientHash: u.email_hash, content, about, at: o.now });
      await client.query('COMMIT');
      if (r === 'queued') queued++;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  return queued;
}

/**
 * Runs the digest at start and every hour until stopped (a member is mailed at most once a UTC
 * day, so the hourly runs only catch those who became due). `now` is the clock (tests move it).
 */
export function startNotificationDigest(
  pool: Pool,
  o: { publicUrl: string; logger: Logger; everyMs?: number; now?: () => Date; onRun?: (queued: number) => void },
): () => Promise<void> {
  const now = o.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      sendNotificationDigests(pool, { publicUrl: o.publicUrl, now: now() }).then(
        (n) => {
          if (n) o.logger.info({ queued: n }, 'notification digests queued');
          o.onRun?.(n);
        },
        (err) => o.logger.warn({ err }, 'notification digests could not be sent; will retry next hour'),
      ),
    );
  };
  run();
  const timer = setInterval(run, o.everyMs ?? DIGEST_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Whom the notifications name: who acted, and whose request a match is about (its title is theirs; the requests read model knows whose). */
async function peopleNamedIn(sql: Sql, notificationIds: readonly string[]): Promise<number[]> {
  const { rows } = await sql.query<{ actor_id: number | null; type: string; notifiable_id: number }>(`SELECT n.actor_id, n.type, n.notifiable_id FROM notifications n WHERE n.id = ANY($1)`, [
    notificationIds,
  ]);
  const requests = await requestSummaries(
    sql,
    rows.filter((r) => r.type === 'match' || r.type === 'recommendation').map((r) => r.notifiable_id),
  );
  const people = [...rows.flatMap((r) => (r.actor_id === null ? [] : [Number(r.actor_id)])), ...requests.map((r) => Number(r.user_id))];
  return [...new Set(people)].sort((a, b) => a - b);
}
