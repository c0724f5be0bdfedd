import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { hashPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser, nowOf } from './identity';
import { countedAttempt } from './password-checks';
import { runUserCommand } from './run-user-command';

/**
 * An invited person confirms their name (and may set a password) before using the account. It sets
 * a password without checking one, so it is held to the account's failed-check limit.
 */
export async function confirmDetails(
  p: Platform,
  userId: number,
  input: { firstName: string; lastName: string; countryId?: number; password?: string },
  meta: EventMetadata,
) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { emailHash } = await loadUser(p, userId);
  return countedAttempt(p, emailHash, meta.ipHash, () =>
    runUserCommand(p, userId, { type: 'ConfirmDetails', firstName: input.firstName, lastName: input.lastName, countryId: input.countryId, passwordHash, now: nowOf(p) }, meta),
  );
}
