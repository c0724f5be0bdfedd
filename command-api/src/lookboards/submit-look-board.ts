import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** A draft goes for review once its template has what it needs; submitting again changes nothing. */
export function submitLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'SubmitLookBoard', userId, now: p.clock().toISOString() }, s), meta);
}
