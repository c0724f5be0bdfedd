import { decideMixMatch } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { mixMatchAggregate } from './lookboards';

export function deleteMixMatch(p: Pick<Platform, 'store' | 'clock'>, mixMatchId: number, userId: number, meta: EventMetadata) {
  return handleCommand(p.store, mixMatchAggregate(mixMatchId), (s) => decideMixMatch({ type: 'DeleteMixMatch', userId, now: p.clock().toISOString() }, s), meta);
}
