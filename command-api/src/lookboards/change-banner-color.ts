import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { lookBoardAggregate } from './lookboards';

/** A colour-only edit: the board keeps its stage. */
export function changeBannerColor(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, color: string, meta: EventMetadata) {
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'ChangeBannerColor', userId, color, now: p.clock().toISOString() }, s), meta);
}
