import { TooManyFailedSignIns } from '@decorlook/domain';
import { hit, clear, peek, unhit } from '@decorlook/infra/identity/rate-limit';
import { verifyPassword } from '@decorlook/infra/identity/passwords';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser } from './identity';

/**
 * Every check of a password against an account counts: sign-in, password change, the password
 * that confirms a sensitive change. Failures count per address and client (the caller's keyed IP
 * hash), so ten wrong guesses from one client do not lock the owner out elsewhere; a far higher
 * cap per address across all clients bounds a guesser spread over many clients. Both counts are
 * taken before the check, so however many attempts arrive at once, at most MAX_FAILED_CHECKS from
 * one client are checked in a window. A success clears its client's count and does not count
 * against the address.
 */
export const MAX_FAILED_CHECKS = 10;
export const MAX_FAILED_CHECKS_PER_ADDRESS = 100;
const WINDOW_SECONDS = 15 * 60;
const addressBucket = (emailHash: string) => `signin-failed:${emailHash}`;
const clientBucket = (emailHash: string, client: string | null | undefined) => `signin-failed:${emailHash}:${client ?? 'unknown'}`;

export async function checkPassword(p: Platform, emailHash: string, passwordHash: string | null, password: string, client: string | null | undefined): Promise<boolean> {
  const fromClient = await hit(p.pool, clientBucket(emailHash, client), WINDOW_SECONDS);
  // A client over its limit is refused without touching the address's count, so it cannot use it up.
  if (fromClient.count > MAX_FAILED_CHECKS) throw new TooManyFailedSignIns(fromClient.retryAfter);
  const all = await hit(p.pool, addressBucket(emailHash), WINDOW_SECONDS);
  if (all.count > MAX_FAILED_CHECKS_PER_ADDRESS) throw new TooManyFailedSignIns(all.retryAfter);
  const ok = await verifyPassword(passwordHash, password);
  if (ok) await Promise.all([clear(p.pool, clientBucket(emailHash, client)), unhit(p.pool, addressBucket(emailHash))]);
  return ok;
}

/**
 * A password-setting call that checks no password (an invited person confirming their details)
 * is refused while the account's failed checks (from this client, or in all) are at the limit,
 * and a failed attempt counts.
 */
export async function countedAttempt<T>(p: Platform, emailHash: string, client: string | null | undefined, attempt: () => Promise<T>): Promise<T> {
  const [fromClient, all] = await Promise.all([peek(p.pool, clientBucket(emailHash, client), WINDOW_SECONDS), peek(p.pool, addressBucket(emailHash), WINDOW_SECONDS)]);
  if (fromClient.count >= MAX_FAILED_CHECKS) throw new TooManyFailedSignIns(fromClient.retryAfter);
  if (all.count >= MAX_FAILED_CHECKS_PER_ADDRESS) throw new TooManyFailedSignIns(all.retryAfter);
  try {
    return await attempt();
  } catch (err) {
    await Promise.all([hit(p.pool, clientBucket(emailHash, client), WINDOW_SECONDS), hit(p.pool, addressBucket(emailHash), WINDOW_SECONDS)]);
    throw err;
  }
}

/** Whether `password` is the person's own: what confirms a change of password, a closure or an erasure. */
export async function isOwnPassword(p: Platform, userId: number, password: string, client: string | null | undefined): Promise<boolean> {
  const current = await loadUser(p, userId);
  return checkPassword(p, current.emailHash, current.passwordHash, password, client);
}
