import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from '../lookboards/lookboards';

export function takeDownLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, adminId: number, isAdmin: boolean, reason: string, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'TakeDownLookBoard', adminId, isAdmin, reason, now: p.clock().toISOString() }, s), meta);
}
