import { decideEmailReservation, decideUser, emailStream, EmailTaken, userStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, emailHashOf, foldEmail, foldUser, loadUser, nowOf } from './identity';
import { checkPassword } from './password-checks';

/**
 * Moves an account to a new address, confirmed with the password: the new address is reserved,
 * the old one released and the account changed in one append. The old address is mailed a notice
 * with a link that undoes the change (revert-email-change.ts).
 */
export async function changeEmail(p: Platform, userId: number, input: { newEmail: string; password: string; domain?: string }, meta: EventMetadata) {
  const current = await loadUser(p, userId);
  const passwordMatches = await checkPassword(p, current.emailHash, current.passwordHash, input.password, meta.ipHash);
  const newHash = emailHashOf(p, input.newEmail);
  const oldHash = current.emailHash;
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    [emailStream(newHash), emailStream(oldHash), userStream(userId)],
    (h) => {
      const user = foldUser(h.get(userStream(userId))!.events);
      const changed = decideUser({ type: 'ChangeEmail', email: input.newEmail, emailHash: newHash, passwordMatches, domain: input.domain, now }, user);
      if (changed.length === 0) return [];
      let reserved;
      try {
        reserved = decideEmailReservation({ type: 'ReserveEmail', emailHash: newHash, userId, now }, foldEmail(h.get(emailStream(newHash))!.events));
      } catch (err) {
        if (err instanceof EmailTaken) throw new EmailTaken('newEmail');
        throw err;
      }
      return [
        appendTo(h, emailStream(newHash), reserved),
        appendTo(h, emailStream(oldHash), decideEmailReservation({ type: 'ReleaseEmail', emailHash: oldHash, userId, now }, foldEmail(h.get(emailStream(oldHash))!.events))),
        appendTo(h, userStream(userId), changed),
      ];
    },
    meta,
  );
  return r.position;
}
