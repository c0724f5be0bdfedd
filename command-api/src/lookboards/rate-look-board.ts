import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** One rating per person, changeable; the stream holds them all, so the average is exact. */
export function rateLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, rate: number, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'RateLookBoard', userId, rate, now: p.clock().toISOString() }, s), meta);
}
