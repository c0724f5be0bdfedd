import { decideAffiliateCodes } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { affiliateCodesAggregate } from './catalog';

export function deleteAffiliateCode(p: Pick<Platform, 'store' | 'clock'>, userId: number, codeId: number, meta: EventMetadata) {
  return handleCommand(p.store, affiliateCodesAggregate(userId), (s) => decideAffiliateCodes({ type: 'DeleteAffiliateCode', codeId, userId, now: p.clock().toISOString() }, s), meta);
}
