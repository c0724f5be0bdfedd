import { decideLedger } from '@decorlook/domain/rewards/ledger.decide';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { ledgerAggregate, redemptionAfter } from './rewards';

/** An admin marks a member's pending redemption paid (once: a settled one is a conflict). */
export async function payRedemption(p: Pick<Platform, 'store' | 'clock' | 'ledgerHash'>, userId: number, redemptionId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  const now = nowOf(p);
  const r = await handleCommand(p.store, ledgerAggregate(userId), (s) => decideLedger({ type: 'PayRedemption', userId, redemptionId, adminId, isAdmin, now, hash: p.ledgerHash }, s), meta);
  return { redemption: redemptionAfter(r.state, redemptionId), position: r.position };
}
