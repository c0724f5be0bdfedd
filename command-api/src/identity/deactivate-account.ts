import { decideUser, sessionStream, userStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, foldUser, nowOf, revokeSessions } from './identity';
import { isOwnPassword } from './password-checks';

/** Deactivation, confirmed with the password: the account closes and every session ends in one append; the address stays taken. */
export async function deactivateAccount(p: Platform, userId: number, input: { password: string }, meta: EventMetadata): Promise<bigint> {
  const passwordMatches = await isOwnPassword(p, userId, input.password, meta.ipHash);
  const families = await openSessions(p.pool, userId);
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    [userStream(userId), ...families.map(sessionStream)],
    (h) => {
      const closed = decideUser({ type: 'DeactivateUser', passwordMatches, now }, foldUser(h.get(userStream(userId))!.events));
      return [appendTo(h, userStream(userId), closed), ...revokeSessions(h, families, 'deactivated', now)];
    },
    meta,
  );
  return r.position;
}
