import { creditClaimStream, decideCreditClaim, evolveCreditClaim, initialCreditClaimState } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

export function rejectCreditClaim(p: Pick<Platform, 'store' | 'clock'>, claimId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(
    p.store,
    { streamId: creditClaimStream(claimId), initialState: initialCreditClaimState, evolve: evolveCreditClaim },
    (s) => decideCreditClaim({ type: 'RejectCreditClaim', adminId, isAdmin, reason, now: p.clock().toISOString() }, s),
    meta,
  );
}
