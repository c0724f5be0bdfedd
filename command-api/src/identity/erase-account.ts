import {
  decideEmailReservation,
  decideUser,
  emailStream,
  emailSubject,
  evolveNewsletter,
  evolvePersona,
  initialNewsletterState,
  initialPersonaState,
  newsletterStream,
  personaStream,
  sessionStream,
  userStream,
  type NewsletterEvent,
  type PersonaEmailEvent,
} from '@decorlook/domain';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, StreamAppend } from '@decorlook/infra/event-store/types';
import { forgetStoredAnswers } from '@decorlook/infra/http/idempotency';
import { dropRefreshTokens, openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, foldEmail, foldUser, nowOf, revokeSessions } from './identity';
import { isOwnPassword } from './password-checks';

const epochOf = (h: Histories, emailHash: string) => {
  const n = (h.get(newsletterStream(emailHash))?.events ?? []).reduce((s, e) => evolveNewsletter(s, e as unknown as NewsletterEvent), initialNewsletterState());
  const q = (h.get(personaStream(emailHash))?.events ?? []).reduce((s, e) => evolvePersona(s, e as unknown as PersonaEmailEvent), initialPersonaState());
  return { newsletter: n.subjectEpoch, persona: q.subjectEpoch, used: (h.get(newsletterStream(emailHash))?.events.length ?? 0) + (h.get(personaStream(emailHash))?.events.length ?? 0) > 0 };
};

/**
 * Erasure, confirmed with the password. One append closes the account, releases every address it
 * held, ends every session, moves each address's own streams (newsletter, persona mail) to a new
 * data-key epoch, and shreds the person's keys in the same commit: afterwards no event, read model
 * or stored answer holds anything readable about them, and the address can register anew.
 */
export async function eraseAccount(p: Platform, userId: number, input: { password: string }, meta: EventMetadata): Promise<bigint> {
  const passwordMatches = await isOwnPassword(p, userId, input.password, meta.ipHash);
  const families = await openSessions(p.pool, userId);
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const user = h.get(userStream(userId));
      const hashes = user ? Object.keys(foldUser(user.events).addresses) : [];
      return [userStream(userId), ...families.map(sessionStream), ...hashes.flatMap((x) => [emailStream(x), newsletterStream(x), personaStream(x)])];
    },
    (h) => {
      const user = foldUser(h.get(userStream(userId))!.events);
      const erased = decideUser({ type: 'EraseUser', passwordMatches, now }, user);
      if (erased.length === 0) return [];
      const appends: StreamAppend[] = [appendTo(h, userStream(userId), erased), ...revokeSessions(h, families, 'erased', now)];
      const shred = [`user-${userId}`];
      for (const emailHash of Object.keys(user.addresses)) {
        appends.push(appendTo(h, emailStream(emailHash), decideEmailReservation({ type: 'ReleaseEmail', emailHash, userId, now }, foldEmail(h.get(emailStream(emailHash))!.events))));
        const epochs = epochOf(h, emailHash);
        if (!epochs.used) continue;
        // Both streams move to one new epoch past either's, and every key they used is shredded.
        const epoch = Math.max(epochs.newsletter, epochs.persona) + 1;
        const moved: StreamAppend['events'] = [{ type: 'EmailSubjectErased', data: { emailHash, epoch, erasedAt: now } }];
        appends.push(appendTo(h, newsletterStream(emailHash), moved), appendTo(h, personaStream(emailHash), moved));
        shred.push(...new Set([emailSubject(emailHash, epochs.newsletter), emailSubject(emailHash, epochs.persona)]));
      }
      return { appends, shred };
    },
    meta,
  );
  // Operational rows about the person go too (the outbox is cleared by the mail reactor on UserErased).
  await forgetStoredAnswers(p.pool, userId);
  await dropRefreshTokens(p.pool, userId);
  return r.position;
}
