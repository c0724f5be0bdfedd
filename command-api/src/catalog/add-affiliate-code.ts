import { decideAffiliateCodes } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { affiliateCodesAggregate } from './catalog';

export async function addAffiliateCode(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, siteId: number, code: string, meta: EventMetadata) {
  const codeId = await p.nextId('affiliate_code_ids');
  return handleCommand(p.store, affiliateCodesAggregate(userId), (s) => decideAffiliateCodes({ type: 'AddAffiliateCode', codeId, userId, siteId, code, now: p.clock().toISOString() }, s), meta);
}
