import { TooManyFailedSignIns } from '@decorlook/domain';
import { hit, clear, peek } from '@decorlook/infra/identity/rate-limit';
import { verifyPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser } from './identity';

/**
 * Every check of a password against an account counts: sign-in, password change, the password
 * that confirms a sensitive change. The count is taken before the check, so however many
 * attempts arrive at once, at most MAX_FAILED_CHECKS are checked in a window; a success clears it.
 */
export const MAX_FAILED_CHECKS = 10;
const WINDOW_SECONDS = 15 * 60;
const bucket = (emailHash: string) => `signin-failed:${emailHash}`;

export async function checkPassword(p: Platform, emailHash: string, passwordHash: string | null, password: string): Promise<boolean> {
  const attempt = await hit(p.pool, bucket(emailHash), WINDOW_SECONDS);
  if (attempt.count > MAX_FAILED_CHECKS) throw new TooManyFailedSignIns(attempt.retryAfter);
  const ok = await verifyPassword(passwordHash, password);
  if (ok) await clear(p.pool, bucket(emailHash));
  return ok;
}

/**
 * A password-setting call that checks no password (an invited person confirming their details)
 * is refused while the account's failed checks are at the limit, and a failed attempt counts.
 */
export async function countedAttempt<T>(p: Platform, emailHash: string, attempt: () => Promise<T>): Promise<T> {
  const failures = await peek(p.pool, bucket(emailHash), WINDOW_SECONDS);
  if (failures.count >= MAX_FAILED_CHECKS) throw new TooManyFailedSignIns(failures.retryAfter);
  try {
    return await attempt();
  } catch (err) {
    await hit(p.pool, bucket(emailHash), WINDOW_SECONDS);
    throw err;
  }
}

/** Whether `password` is the person's own: what confirms a change of password, a closure or an erasure. */
export async function isOwnPassword(p: Platform, userId: number, password: string): Promise<boolean> {
  const current = await loadUser(p, userId);
  return checkPassword(p, current.emailHash, current.passwordHash, password);
}
