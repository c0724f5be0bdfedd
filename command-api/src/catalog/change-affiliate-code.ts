import { decideAffiliateCodes } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { affiliateCodesAggregate } from './catalog';

/** Only the caller's own codes are in their stream: anyone else's id is not found there. */
export function changeAffiliateCode(p: Pick<Platform, 'store' | 'clock'>, userId: number, codeId: number, code: string, meta: EventMetadata) {
  return handleCommand(p.store, affiliateCodesAggregate(userId), (s) => decideAffiliateCodes({ type: 'ChangeAffiliateCode', codeId, userId, code, now: p.clock().toISOString() }, s), meta);
}
