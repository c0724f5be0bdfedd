import { createHash } from 'node:crypto';
import { evolveLedger, initialLedgerState, redemptionViewOf, type LedgerState } from '@decorlook/domain/rewards/ledger';
import { ledgerStream, type LedgerEvent, type RedemptionView } from '@decorlook/domain';
import type { Aggregate } from '@decorlook/infra/commands/handle';

/** What the rewards command handlers share: the ledger's aggregate and the hash its chain uses. */

export const ledgerAggregate = (userId: number): Aggregate<LedgerState, LedgerEvent> => ({ streamId: ledgerStream(userId), initialState: initialLedgerState, evolve: evolveLedger });

/** SHA-256 hex: the ledger chain's hash, passed into the decider (the domain does no I/O). */
export const sha256 = (input: string) => createHash('sha256').update(input).digest('hex');

/** A redemption as the ledger holds it after the command (it exists: the decider made or found it). */
export function redemptionAfter(state: LedgerState, redemptionId: number): RedemptionView {
  const r = state.redemptions.get(redemptionId);
  if (!r) throw new Error(`ledger-${state.userId}: redemption ${redemptionId} missing after its command`);
  return redemptionViewOf(state, r);
}
