import { AccountDeactivated, InvalidInvitationCode } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { holderOf, loadUser, nowOf } from '../identity/identity';
import { runUserCommand } from '../identity/run-user-command';
import { startSession } from '../identity/start-session';
import { loadNomination } from './ambassadors';

/** Statuses of an account that has not finished registering: the only ones a code signs in. */
const REGISTERING = new Set(['invited', 'unconfirmed', 'pre_complete']);

/**
 * Sign-in with the code an ambassador invitation mailed. The code names the account and the
 * nomination; it works while the account is still registering (the become-ambassador page then
 * confirms the details and applies) and the address is still the account's (signing up with it
 * takes it over from an unused invitation). Arriving by the code proves the address it was mailed to.
 */
export async function signInByInvitation(p: Platform, code: string, meta: EventMetadata) {
  const claims = p.tokens.verifyInvitationToken(code);
  if (!claims) throw new InvalidInvitationCode();
  const [nomination, account] = await Promise.all([loadNomination(p, claims.nominationId), loadUser(p, claims.userId)]);
  if (!nomination.exists || nomination.inviteeId !== claims.userId || !account.exists || account.erased) throw new InvalidInvitationCode();
  if (account.deactivated) throw new AccountDeactivated();
  if (!REGISTERING.has(account.status)) throw new InvalidInvitationCode();
  // Someone signed up with the address before the code was used: the code has done its work.
  if ((await holderOf(p, account.emailHash)) !== claims.userId) throw new InvalidInvitationCode();
  let state = account;
  let position = 0n;
  if (!account.hasVerifiedEmail && nomination.toEmailHash === account.emailHash) {
    const verified = await runUserCommand(p, claims.userId, { type: 'VerifyEmail', emailHash: account.emailHash, now: nowOf(p) }, meta);
    state = verified.state;
    position = verified.position;
  }
  const session = await startSession(p, state, 'invitation', meta);
  return { tokens: session.tokens, position: session.position > position ? session.position : position };
}
