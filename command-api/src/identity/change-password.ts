import { decideUser, sessionStream, userStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import { openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, foldUser, nowOf, revokeSessions } from './identity';
import { isOwnPassword } from './password-checks';

/**
 * Change of password by the signed-in person: the current password is checked (and counted like a
 * sign-in), then the new one and the end of every other session are one append. The session that
 * made the change stays signed in.
 */
export async function changePassword(p: Platform, userId: number, sessionId: string | null, input: { currentPassword: string; password: string }, meta: EventMetadata): Promise<bigint> {
  const matches = await isOwnPassword(p, userId, input.currentPassword, meta.ipHash);
  // The decider refuses a wrong current password; only a right one is worth hashing the new one for.
  const passwordHash = matches ? await hashPassword(input.password) : '';
  const others = (await openSessions(p.pool, userId)).filter((f) => f !== sessionId);
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    [userStream(userId), ...others.map(sessionStream)],
    (h) => [
      appendTo(h, userStream(userId), decideUser({ type: 'ChangePassword', currentPasswordMatches: matches, passwordHash, now }, foldUser(h.get(userStream(userId))!.events))),
      ...revokeSessions(h, others, 'password_change', now),
    ],
    meta,
  );
  return r.position;
}
