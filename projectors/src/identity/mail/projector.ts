import type { PersonaEmailEvent, UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { TokenService } from '@decorlook/infra/identity/tokens';
import { passwordResetMail, personaMail, verificationMail, type MailContent } from '@decorlook/infra/mail/templates';
import type { Projector } from '@decorlook/infra/projections/index';

export interface MailProjectorDeps {
  tokens: TokenService;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
}

/**
 * Turns the events that call for a mail into messages in the outbox. It keeps the addresses it
 * needs in its own read model, so it never depends on another projector's progress. The outbox
 * is keyed by event id and is not rebuilt by a replay, so no mail is ever sent twice.
 */
export function mailProjector(deps: MailProjectorDeps): Projector {
  return {
    name: 'mail',
    version: 1,
    tables: {
      mail_recipients: (t) => `CREATE TABLE ${t} (
        user_id integer PRIMARY KEY,
        email text,
        name text,
        welcomed boolean NOT NULL DEFAULT false,
        position bigint NOT NULL)`,
    },
    handles: ['UserRegistered', 'ProfileUpdated', 'EmailChanged', 'UserErased', 'VerificationLinkRequested', 'PasswordResetRequested', 'PersonaEmailRequested'],
    async apply(events, { sql, table }) {
      const recipients = table('mail_recipients');
      const recipient = async (userId: number) =>
        (await sql.query<{ email: string | null; name: string | null; welcomed: boolean }>(`SELECT email, name, welcomed FROM ${recipients} WHERE user_id = $1`, [userId])).rows[0];
      const enqueue = async (raw: RecordedEvent, userId: number | null, to: string, m: MailContent) => {
        await sql.query(
          `INSERT INTO mail_outbox (event_id, user_id, recipient, subject, text_body, html_body, links, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (event_id) DO NOTHING`,
          [raw.eventId, userId, to, m.subject, m.text, m.html, JSON.stringify(m.links), raw.createdAt],
        );
      };
      for (const raw of events as RecordedEvent[]) {
        const e = raw as unknown as UserEvent | PersonaEmailEvent;
        const pos = String(raw.globalPosition);
        switch (e.type) {
          case 'UserRegistered': {
            const d = e.data;
            const name = d.displayName || d.firstName || 'there';
            await sql.query(`INSERT INTO ${recipients} (user_id, email, name, position) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING`, [d.userId, d.email ?? null, name, pos]);
            break;
          }
          case 'ProfileUpdated': {
            const name = e.data.displayName || e.data.firstName;
            if (name) await sql.query(`UPDATE ${recipients} SET name = $2, position = $3 WHERE user_id = $1 AND position < $3`, [e.data.userId, name, pos]);
            break;
          }
          case 'EmailChanged':
            await sql.query(`UPDATE ${recipients} SET email = $2, position = $3 WHERE user_id = $1 AND position < $3`, [e.data.userId, e.data.email ?? null, pos]);
            break;
          case 'UserErased':
            await sql.query(`UPDATE ${recipients} SET email = NULL, name = NULL, position = $2 WHERE user_id = $1 AND position < $2`, [e.data.userId, pos]);
            await sql.query('DELETE FROM mail_outbox WHERE user_id = $1', [e.data.userId]);
            break;
          case 'VerificationLinkRequested': {
            const r = await recipient(e.data.userId);
            await sql.query(`UPDATE ${recipients} SET welcomed = true WHERE user_id = $1`, [e.data.userId]);
            if (!r?.email) break;
            const token = deps.tokens.verificationToken(e.data.userId, e.data.emailHash, new Date(e.data.requestedAt));
            const url = `${deps.publicUrl}/auth/email-verification/${e.data.userId}/${token}`;
            await enqueue(raw, e.data.userId, r.email, verificationMail({ name: r.name ?? 'there', url, newUser: !r.welcomed }));
            break;
          }
          case 'PersonaEmailRequested': {
            if (!e.data.email) break;
            const style = e.data.persona ? `?style=${encodeURIComponent(e.data.persona)}` : '';
            await enqueue(raw, e.data.userId, e.data.email, personaMail({ persona: e.data.persona ?? null, url: `${deps.publicUrl}/get-the-look${style}` }));
            break;
          }
          case 'PasswordResetRequested': {
            const r = await recipient(e.data.userId);
            if (!r?.email) break;
            const token = deps.tokens.resetToken(e.data.userId, e.data.passwordVersion, new Date(e.data.requestedAt));
            const url = `${deps.publicUrl}/auth/password/reset/${token}?email=${encodeURIComponent(r.email)}`;
            await enqueue(raw, e.data.userId, r.email, passwordResetMail({ name: r.name ?? 'there', url }));
            break;
          }
        }
      }
    },
  };
}
