import { decideLedger } from '@decorlook/domain/rewards/ledger.decide';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { ledgerAggregate, redemptionAfter } from './rewards';

/** An admin refuses a member's pending redemption with a reason: its points return to the balance. */
export async function refuseRedemption(p: Pick<Platform, 'store' | 'clock' | 'ledgerHash'>, userId: number, redemptionId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  const now = nowOf(p);
  const r = await handleCommand(p.store, ledgerAggregate(userId), (s) => decideLedger({ type: 'RefuseRedemption', userId, redemptionId, adminId, isAdmin, reason, now, hash: p.ledgerHash }, s), meta);
  return { redemption: redemptionAfter(r.state, redemptionId), position: r.position };
}
