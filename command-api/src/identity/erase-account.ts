import {
  decideEmailReservation,
  decideRequest,
  requesterStream,
  requestStream,
  type RequesterEvent,
  type UserEvent,
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
import { mediaOf } from '@decorlook/infra/media/media';
import { forgetSocialImagesOf } from '@decorlook/infra/media/social-images';
import type { MediaKey } from '@decorlook/infra/media/store';
import type { Platform } from '@decorlook/infra/platform';
import { foldRequest } from '../requests/requests';
import { appendTo, foldEmail, foldUser, nowOf, revokeSessions } from './identity';
import { isOwnPassword } from './password-checks';

const epochOf = (h: Histories, emailHash: string) => {
  const n = (h.get(newsletterStream(emailHash))?.events ?? []).reduce((s, e) => evolveNewsletter(s, e as unknown as NewsletterEvent), initialNewsletterState());
  const q = (h.get(personaStream(emailHash))?.events ?? []).reduce((s, e) => evolvePersona(s, e as unknown as PersonaEmailEvent), initialPersonaState());
  return { newsletter: n.subjectEpoch, persona: q.subjectEpoch, used: (h.get(newsletterStream(emailHash))?.events.length ?? 0) + (h.get(personaStream(emailHash))?.events.length ?? 0) > 0 };
};

/** The requests the person submitted, from their own list (`requester-<userId>`). */
const requestsOf = (h: Histories, userId: number) => (h.get(requesterStream(userId))?.events ?? []).map((e) => (e as unknown as RequesterEvent).data.requestId);

/** Every picture the person ever set as their avatar, from their own stream. */
const avatarsOf = (h: Histories, userId: number): MediaKey[] =>
  (h.get(userStream(userId))?.events ?? []).flatMap((e) => ((e as unknown as UserEvent).type === 'AvatarSet' ? [(e as unknown as Extract<UserEvent, { type: 'AvatarSet' }>).data.media] : []));

/**
 * Erasure, confirmed with the password. One append closes the account, releases every address it
 * held, ends every session, moves each address's own streams (newsletter, persona mail) to a new
 * data-key epoch, closes every request they submitted (its matches released), and shreds the
 * person's keys in the same commit: afterwards no event, read model or stored answer holds anything
 * readable about them, and the address can register anew. Then their pictures go from the media
 * store: every avatar they set, in every size, and the social pictures of their look boards.
 */
export async function eraseAccount(p: Platform, userId: number, input: { password: string }, meta: EventMetadata): Promise<bigint> {
  const passwordMatches = await isOwnPassword(p, userId, input.password, meta.ipHash);
  const families = await openSessions(p.pool, userId);
  const now = nowOf(p);
  let avatars: MediaKey[] = [];
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const user = h.get(userStream(userId));
      const hashes = user ? Object.keys(foldUser(user.events).addresses) : [];
      return [
        userStream(userId),
        requesterStream(userId),
        ...requestsOf(h, userId).map(requestStream),
        ...families.map(sessionStream),
        ...hashes.flatMap((x) => [emailStream(x), newsletterStream(x), personaStream(x)]),
      ];
    },
    (h) => {
      const user = foldUser(h.get(userStream(userId))!.events);
      const erased = decideUser({ type: 'EraseUser', passwordMatches, now }, user);
      if (erased.length === 0) return [];
      const appends: StreamAppend[] = [appendTo(h, userStream(userId), erased), ...revokeSessions(h, families, 'erased', now)];
      for (const requestId of requestsOf(h, userId)) {
        appends.push(appendTo(h, requestStream(requestId), decideRequest({ type: 'CloseRequest', userId, now }, foldRequest(h.get(requestStream(requestId))?.events))));
      }
      avatars = avatarsOf(h, userId);
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
  const { store } = mediaOf(p);
  for (const key of avatars) await store.remove(key);
  await forgetSocialImagesOf(p, userId);
  return r.position;
}
