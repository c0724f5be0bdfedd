import type { UserState } from '../identity/user';
import { EmailNotVerified, NotAnAmbassador } from './ambassador.errors';
import { NominationNeedsVerifiedEmail } from './nomination.decide';

/**
 * Who keeps a showcase: an ambassador, as their own account says now (read from its stream: a
 * token's role may be older than the approval).
 */
export const isAmbassadorNow = (user: Pick<UserState, 'exists' | 'erased' | 'deactivated' | 'ambassador'>) => user.exists && !user.erased && !user.deactivated && user.ambassador !== null;

/** The ambassadors' own calls (their showcase page): any other member is refused (403). */
export function ambassadorsOnly(user: Pick<UserState, 'exists' | 'erased' | 'deactivated' | 'ambassador'>): void {
  if (!isAmbassadorNow(user)) throw new NotAnAmbassador();
}

/** Who may apply to the programme: a member whose address is verified. */
export function mayApplyAsAmbassador(user: Pick<UserState, 'hasVerifiedEmail'>): void {
  if (!user.hasVerifiedEmail) throw new EmailNotVerified();
}

/** Who may nominate someone: a member whose address is verified (nomination.decide.ts holds the same rule). */
export function mayNominate(user: Pick<UserState, 'hasVerifiedEmail'>): void {
  if (!user.hasVerifiedEmail) throw new NominationNeedsVerifiedEmail();
}
