import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** Likes live in the board's own stream, so the count is exact under concurrency. */
export function likeLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, like: boolean | undefined, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'LikeLookBoard', userId, like, now: p.clock().toISOString() }, s), meta);
}
