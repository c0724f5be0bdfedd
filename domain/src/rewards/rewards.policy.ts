import type { UserState } from '../identity/user';
import { RedeemNeedsVerifiedEmail } from './rewards.errors';

/** Who may redeem points: a member whose address is verified (the ledger's decider holds the same rule). */
export function mayRedeem(user: Pick<UserState, 'hasVerifiedEmail' | 'erased'>): void {
  if (!user.hasVerifiedEmail || user.erased) throw new RedeemNeedsVerifiedEmail();
}
