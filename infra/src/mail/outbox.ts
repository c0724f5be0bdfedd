import type { Sql } from '../db/sql';
import type { MailContent } from './templates';

/**
 * The mail outbox: one row per mail, keyed by the id of the event that called for it, so a
 * retried batch, a second process or a redelivered event never makes a second mail. Rows carry
 * the keyed hash of the address (the one the events carry), so an erasure finds them all.
 */
export type MailKind =
  | 'verification'
  | 'reset'
  | 'persona'
  | 'email-changed'
  | 'ambassador-invitation'
  | 'ambassador-decision'
  | 'notification-digest'
  | 'trade-inquiry'
  | 'contact-message'
  | 'claim-received'
  | 'claim-decision';

/**
 * The mails a visitor can ask for again and again (an invitation is a nomination anyone may send
 * to any address); at most this many per address per hour.
 */
export const LIMITED_KINDS: readonly MailKind[] = ['verification', 'reset', 'persona', 'ambassador-invitation'];
export const LIMIT_PER_ADDRESS_PER_HOUR = 3;

export interface OutboxMail {
  /** The event that called for the mail: the outbox key. */
  eventId: string;
  kind: MailKind;
  userId: number | null;
  to: string;
  /**
   * Keyed hash of the normalised address; null for an address that is no account's (the team's,
   * a claim form's): such mail is found by its user id when a person is erased.
   */
  recipientHash: string | null;
  content: MailContent;
  /** Where an answer goes (mail to the team answers the person who wrote). */
  replyTo?: string | null;
  /** The people the mail names besides its recipient (a nominator, the members a digest tells of): their erasure deletes it too. */
  about?: readonly number[];
  /** When the event happened: the hourly limit counts in event time, so a late run decides the same. */
  at: Date;
}

/**
 * Records the mail unless the address already had its hourly share of the limited kinds.
 * Answers what happened: 'queued', 'duplicate' (this event's mail exists) or 'limited'.
 */
export async function enqueueMail(sql: Sql, m: OutboxMail): Promise<'queued' | 'duplicate' | 'limited'> {
  if (LIMITED_KINDS.includes(m.kind)) {
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox
       WHERE recipient_hash = $1 AND kind = ANY($2) AND event_id <> $3
         AND created_at > $4::timestamptz - interval '1 hour' AND created_at <= $4::timestamptz`,
      [m.recipientHash, LIMITED_KINDS, m.eventId, m.at],
    );
    if (rows[0].n >= LIMIT_PER_ADDRESS_PER_HOUR) {
      const { rows: mine } = await sql.query('SELECT 1 FROM mail_outbox WHERE event_id = $1', [m.eventId]);
      return mine.length ? 'duplicate' : 'limited';
    }
  }
  const { rowCount } = await sql.query(
    `INSERT INTO mail_outbox (event_id, kind, user_id, recipient, recipient_hash, subject, text_body, html_body, links, created_at, reply_to, about_user_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (event_id) DO NOTHING`,
    [m.eventId, m.kind, m.userId, m.to, m.recipientHash, m.content.subject, m.content.text, m.content.html, JSON.stringify(m.content.links), m.at, m.replyTo ?? null, [...new Set(m.about ?? [])]],
  );
  return rowCount ? 'queued' : 'duplicate';
}

/** Deletes every mail to or about a person, sent or not: by user id, by each address hash they had, and every mail that names them. */
export async function forgetRecipient(sql: Sql, who: { userId?: number | null; emailHashes: readonly string[] }): Promise<number> {
  const { rowCount } = await sql.query('DELETE FROM mail_outbox WHERE user_id = $1 OR recipient_hash = ANY($2) OR about_user_ids @> ARRAY[$1::integer]', [
    who.userId ?? null,
    [...new Set(who.emailHashes)],
  ]);
  return rowCount ?? 0;
}

/**
 * Forgets mail past its retention: sent or given up more than `days` ago. In the dev mailbox
 * (no SMTP) nothing is ever sent, so there the rows go `days` after they were written.
 */
export async function purgeMailOutbox(sql: Sql, days: number, mailbox: boolean): Promise<number> {
  const { rowCount } = await sql.query(
    `DELETE FROM mail_outbox
     WHERE sent_at < now() - make_interval(days => $1) OR gave_up_at < now() - make_interval(days => $1)
        OR ($2 AND created_at < now() - make_interval(days => $1))`,
    [days, mailbox],
  );
  return rowCount ?? 0;
}
