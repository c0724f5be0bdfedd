import { InvalidRevertLink, MESSAGES_IDENTITY, decideEmailReservation, decideUser, emailStream, EmailTaken, sessionStream, userStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, foldEmail, foldUser, loadUser, nowOf, revokeSessions } from './identity';

/**
 * The link mailed to the previous address after a change: within 7 days it moves the account back
 * to that address (verified, since the link reached it) and ends every session, in one append;
 * whoever changed the address is signed out.
 */
export async function revertEmailChange(p: Platform, token: string, meta: EventMetadata): Promise<{ position: bigint; message: string }> {
  const claims = p.tokens.verifyEmailRevertToken(token);
  if (!claims) throw new InvalidRevertLink();
  const { userId, previousEmailHash } = claims;
  const current = await loadUser(p, userId);
  if (current.exists && current.emailHash === previousEmailHash) return { position: await p.store.headPosition(), message: MESSAGES_IDENTITY.alreadyRestored };
  const families = await openSessions(p.pool, userId);
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const user = h.get(userStream(userId));
      const holding = user ? foldUser(user.events).emailHash : null;
      return [userStream(userId), emailStream(previousEmailHash), ...(holding ? [emailStream(holding)] : []), ...families.map(sessionStream)];
    },
    (h) => {
      const user = foldUser(h.get(userStream(userId))!.events);
      const reverted = decideUser({ type: 'RevertEmailChange', previousEmailHash, now }, user);
      if (reverted.length === 0) return [];
      let reserved;
      try {
        reserved = decideEmailReservation({ type: 'ReserveEmail', emailHash: previousEmailHash, userId, now }, foldEmail(h.get(emailStream(previousEmailHash))!.events));
      } catch (err) {
        if (err instanceof EmailTaken) throw new InvalidRevertLink(MESSAGES_IDENTITY.revertTaken);
        throw err;
      }
      return [
        appendTo(h, emailStream(previousEmailHash), reserved),
        appendTo(h, emailStream(user.emailHash), decideEmailReservation({ type: 'ReleaseEmail', emailHash: user.emailHash, userId, now }, foldEmail(h.get(emailStream(user.emailHash))!.events))),
        appendTo(h, userStream(userId), reverted),
        ...revokeSessions(h, families, 'email_change_reverted', now),
      ];
    },
    meta,
  );
  return { position: r.position, message: MESSAGES_IDENTITY.emailRestored };
}
