import { InvalidResetLink, decideUser, sessionStream, userStream } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import { openSessions } from '@decorlook/infra/identity/sessions';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, emailHashOf, foldUser, holderOf, nowOf, revokeSessions } from './identity';

/**
 * Password reset from the mailed link: the new password and the end of every open session are
 * one append, so no crash can leave the old sessions alive beside the new password.
 */
export async function resetPassword(p: Platform, input: { token: string; email: string; password: string }, meta: EventMetadata): Promise<bigint> {
  const claims = p.tokens.verifyResetToken(input.token);
  if (!claims || (await holderOf(p, emailHashOf(p, input.email))) !== claims.userId) throw new InvalidResetLink();
  const passwordHash = await hashPassword(input.password);
  const families = await openSessions(p.pool, claims.userId);
  const now = nowOf(p);
  const r = await handleMultiStreamCommand(
    p.store,
    [userStream(claims.userId), ...families.map(sessionStream)],
    (h) => [
      appendTo(h, userStream(claims.userId), decideUser({ type: 'ResetPassword', passwordVersion: claims.passwordVersion, passwordHash, now }, foldUser(h.get(userStream(claims.userId))!.events))),
      ...revokeSessions(h, families, 'password_reset', now),
    ],
    meta,
  );
  return r.position;
}
