import { AccountDeactivated, InvalidCredentials } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { emailHashOf, holderOf, loadUser } from './identity';
import { checkPassword } from './password-checks';
import { startSession } from './start-session';

/** Sign-in with email and password: a new session, or the same answer for a wrong address or password. */
export async function signIn(p: Platform, input: { email: string; password: string }, meta: EventMetadata) {
  const emailHash = emailHashOf(p, input.email);
  const userId = await holderOf(p, emailHash);
  const state = userId === null ? null : await loadUser(p, userId);
  const ok = await checkPassword(p, emailHash, state && !state.erased ? state.passwordHash : null, input.password, meta.ipHash);
  if (!ok || !state) throw new InvalidCredentials();
  if (state.deactivated) throw new AccountDeactivated();
  return startSession(p, state, 'password', meta);
}
