import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from '../lookboards/lookboards';

export function restoreLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, adminId: number, isAdmin: boolean, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'RestoreLookBoard', adminId, isAdmin, now: p.clock().toISOString() }, s), meta);
}
