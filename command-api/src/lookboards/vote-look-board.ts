import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** One vote per person, kept in the board's stream: the count is exact. */
export function voteLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, vote: boolean, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'VoteLookBoard', userId, vote, now: p.clock().toISOString() }, s), meta);
}
