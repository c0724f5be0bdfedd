import { userStream, type PersonaEmailEvent, type UserEvent } from '@decorlook/domain';
import type { EventStore, RecordedEvent } from '@decorlook/infra/event-store/types';
import type { TokenService } from '@decorlook/infra/identity/tokens';
import { enqueueMail, forgetRecipient, type OutboxMail } from '@decorlook/infra/mail/outbox';
import { emailChangedMail, passwordResetMail, personaMail, verificationMail } from '@decorlook/infra/mail/templates';
import type { Reactor } from '@decorlook/infra/projections/index';

export interface MailReactorDeps {
  tokens: Pick<TokenService, 'verificationToken' | 'resetToken' | 'emailRevertToken'>;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
}

export const MAIL_REACTOR = 'mail';

/** What a mail needs to know of a person at the moment of an event of theirs. */
interface Person {
  email: string | null;
  name: string | null;
  /** Every address hash the person had: an erasure forgets mail to each. */
  emailHashes: string[];
  /** Verification links asked for so far: the first one is the welcome. */
  verificationLinks: number;
}

/** Folds the person's stream up to (not including) stream position `before`. */
export function personBefore(events: readonly RecordedEvent[], before: bigint): Person {
  const p: Person = { email: null, name: null, emailHashes: [], verificationLinks: 0 };
  let displayName: string | null = null;
  let firstName: string | null = null;
  for (const raw of events) {
    if (raw.streamPosition >= before) break;
    const e = raw as unknown as UserEvent;
    switch (e.type) {
      case 'UserRegistered':
        p.email = e.data.email ?? null;
        p.emailHashes.push(e.data.emailHash);
        displayName = e.data.displayName || null;
        firstName = e.data.firstName || null;
        break;
      case 'ProfileUpdated':
        if (e.data.displayName) displayName = e.data.displayName;
        if (e.data.firstName) firstName = e.data.firstName;
        break;
      case 'UserConfirmed':
        if (e.data.firstName) firstName = e.data.firstName;
        break;
      case 'EmailChanged':
        p.email = e.data.email ?? null;
        p.emailHashes.push(e.data.emailHash, e.data.previousEmailHash);
        break;
      case 'VerificationLinkRequested':
        p.verificationLinks++;
        break;
      case 'UserErased':
        p.emailHashes.push(e.data.emailHash);
        p.email = null;
        displayName = firstName = null;
        break;
    }
  }
  p.name = displayName || firstName;
  return p;
}

/**
 * Mails what the identity events call for: verification links, password resets, the style-quiz
 * result, and the notice to the previous address when an address changes. A reactor, not a
 * projector: it starts at the current position, is never replayed, and keys each mail by the
 * event that called for it (the outbox key). It keeps no copy of anyone's address or name: it
 * reads the person's own stream when it needs them, so it depends on no other projector's
 * progress, and an erased person's stream no longer opens. An erasure deletes every mail to or
 * about the person, sent or not.
 */
export function mailReactor(deps: MailReactorDeps): Reactor {
  return {
    kind: 'reactor',
    name: MAIL_REACTOR,
    version: 2,
    handles: ['VerificationLinkRequested', 'PasswordResetRequested', 'PersonaEmailRequested', 'EmailChanged', 'UserErased', 'EmailSubjectErased'],
    async apply(events, { sql, store }) {
      // One read per person per batch: a batch often holds several events of the same person.
      const streams = new Map<number, Promise<RecordedEvent[]>>();
      const streamOf = (userId: number) => {
        let s = streams.get(userId);
        if (!s) streams.set(userId, (s = readStream(store, userId)));
        return s;
      };
      const at = async (raw: RecordedEvent, userId: number, inclusive: boolean) => personBefore(await streamOf(userId), raw.streamPosition + (inclusive ? 1n : 0n));
      const send = (raw: RecordedEvent, m: Omit<OutboxMail, 'eventId' | 'at'>) => enqueueMail(sql, { ...m, eventId: raw.eventId, at: raw.createdAt });

      for (const raw of events) {
        const e = raw as unknown as UserEvent | PersonaEmailEvent;
        switch (e.type) {
          case 'VerificationLinkRequested': {
            // The person as they were when the link was asked for: the address it is for.
            const p = await at(raw, e.data.userId, false);
            if (!p.email) break;
            const token = deps.tokens.verificationToken(e.data.userId, e.data.emailHash, new Date(e.data.requestedAt));
            const url = `${deps.publicUrl}/auth/email-verification/${e.data.userId}/${token}`;
            await send(raw, { kind: 'verification', userId: e.data.userId, to: p.email, recipientHash: e.data.emailHash, content: verificationMail({ name: p.name ?? 'there', url, newUser: p.verificationLinks === 0 }) });
            break;
          }
          case 'PasswordResetRequested': {
            const p = await at(raw, e.data.userId, false);
            if (!p.email) break;
            const token = deps.tokens.resetToken(e.data.userId, e.data.passwordVersion, new Date(e.data.requestedAt));
            const url = `${deps.publicUrl}/auth/password/reset/${token}?email=${encodeURIComponent(p.email)}`;
            await send(raw, { kind: 'reset', userId: e.data.userId, to: p.email, recipientHash: e.data.emailHash, content: passwordResetMail({ name: p.name ?? 'there', url }) });
            break;
          }
          case 'PersonaEmailRequested': {
            // The address is sealed under its own subject; after an erasure it reads as null.
            if (!e.data.email) break;
            const style = e.data.persona ? `?style=${encodeURIComponent(e.data.persona)}` : '';
            await send(raw, {
              kind: 'persona',
              userId: e.data.userId,
              to: e.data.email,
              recipientHash: e.data.emailHash,
              content: personaMail({ persona: e.data.persona ?? null, url: `${deps.publicUrl}/get-the-look${style}` }),
            });
            break;
          }
          case 'EmailChanged': {
            // Undoing a change from the notice's own link needs no notice of its own.
            if (e.data.reason === 'revert' || !e.data.email) break;
            const before = await at(raw, e.data.userId, false);
            if (!before.email) break;
            const token = deps.tokens.emailRevertToken(e.data.userId, e.data.previousEmailHash, new Date(e.data.changedAt));
            await send(raw, {
              kind: 'email-changed',
              userId: e.data.userId,
              to: before.email,
              recipientHash: e.data.previousEmailHash,
              content: emailChangedMail({ name: before.name ?? 'there', newEmail: e.data.email, url: `${deps.publicUrl}/auth/email-revert/${token}` }),
            });
            break;
          }
          case 'UserErased': {
            const p = await at(raw, e.data.userId, true);
            await forgetRecipient(sql, { userId: e.data.userId, emailHashes: [e.data.emailHash, ...p.emailHashes] });
            break;
          }
          case 'EmailSubjectErased':
            await forgetRecipient(sql, { emailHashes: [e.data.emailHash] });
            break;
        }
      }
    },
  };
}

async function readStream(store: EventStore, userId: number): Promise<RecordedEvent[]> {
  return (await store.readStream(userStream(userId))).events;
}
