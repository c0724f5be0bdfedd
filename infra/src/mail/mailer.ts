import type pg from 'pg';
import nodemailer from 'nodemailer';
import { PRODUCT_NAME } from './templates';

/**
 * Mails are written to the outbox by the mail reactor (once per event, never for history); a
 * dispatcher (dispatcher.ts) hands unsent ones to the Mailer. Without SMTP_URL the outbox is the
 * dev mailbox: messages stay stored and are shown at /dev/mailbox.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
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
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, ...(m.replyTo ? { replyTo: m.replyTo } : {}) });
    },
  };
}

/** The embedded default: the outbox row is the stored message; sending marks nothing. */
export const mailboxMailer: Mailer = { kind: 'mailbox', send: async () => undefined };

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  replyTo: string | null;
  sentAt: string;
}

export async function mailboxFor(pool: pg.Pool, to: string | null): Promise<MailboxMessage[]> {
  const { rows } = await pool.query<{ recipient: string; subject: string; text_body: string; html_body: string; links: string[]; reply_to: string | null; created_at: Date }>(
    `SELECT recipient, subject, text_body, html_body, links, reply_to, created_at FROM mail_outbox
     WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, event_id LIMIT 200`,
    [to],
  );
  return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body, links: r.links, replyTo: r.reply_to, sentAt: r.created_at.toISOString() }));
}

export { startMailDispatcher, dispatchDue, mailRetentionDays, type DispatchOptions } from './dispatcher';
