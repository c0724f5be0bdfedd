import type pg from 'pg';
import nodemailer from 'nodemailer';
import type { Logger } from '../observability/logger';
import { PRODUCT_NAME } from './templates';

/**
 * Mails are written to the outbox by the mail projector (once per event, never again on a
 * replay); a dispatcher hands unsent ones to the Mailer. Without SMTP_URL the outbox is the dev
 * mailbox: messages stay stored and are shown at /dev/mailbox.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpMailer(url: string, from = process.env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@decorlook.example>`): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/** The embedded default: the outbox row is the stored message; sending marks nothing. */
export const mailboxMailer: Mailer = { kind: 'mailbox', send: async () => undefined };

/** Sends what the outbox holds, until stopped; only for a real mailer. */
export function startMailDispatcher(pool: pg.Pool, mailer: Mailer, logger: Logger, intervalMs = 1000): () => Promise<void> {
  if (mailer.kind === 'mailbox') return async () => undefined;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await pool
        .query<{ event_id: string; recipient: string; subject: string; text_body: string; html_body: string }>(
          `SELECT event_id, recipient, subject, text_body, html_body FROM mail_outbox WHERE sent_at IS NULL AND attempts < 10 ORDER BY created_at LIMIT 20`,
        )
        .catch(() => ({ rows: [] }));
      for (const m of rows) {
        try {
          await mailer.send({ to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body });
          await pool.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE event_id = $1', [m.event_id]);
        } catch (err) {
          logger.warn({ err, eventId: m.event_id }, 'mail could not be sent; will retry');
          await pool.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE event_id = $1', [m.event_id, String(err)]);
        }
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
  };
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

export async function mailboxFor(pool: pg.Pool, to: string | null): Promise<MailboxMessage[]> {
  const { rows } = await pool.query<{ recipient: string; subject: string; text_body: string; html_body: string; links: string[]; created_at: Date }>(
    `SELECT recipient, subject, text_body, html_body, links, created_at FROM mail_outbox
     WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, event_id LIMIT 200`,
    [to],
  );
  return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, links: r.links, sentAt: r.created_at.toISOString() }));
}
