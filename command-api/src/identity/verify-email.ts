import { InvalidVerificationLink } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from './identity';
import { runUserCommand } from './run-user-command';

/** The link in the verification mail: it names the account and the address it was sent to. */
export async function verifyEmail(p: Pick<Platform, 'store' | 'clock' | 'tokens'>, link: { userId: string; token: string }, meta: EventMetadata) {
  const claims = p.tokens.verifyVerificationToken(link.token);
  const userId = Number(link.userId);
  if (!claims || !Number.isInteger(userId) || claims.userId !== userId) throw new InvalidVerificationLink();
  return runUserCommand(p, userId, { type: 'VerifyEmail', emailHash: claims.emailHash, now: nowOf(p) }, meta);
}
