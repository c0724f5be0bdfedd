import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** The request a board answers (null unlinks it). */
export function linkRequest(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, requestId: number | null, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'LinkRequest', userId, requestId, now: p.clock().toISOString() }, s), meta);
}
