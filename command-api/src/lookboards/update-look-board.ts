import { decideLookBoard, type LookBoardInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { boardMaterials, lookBoardAggregate } from './lookboards';

/**
 * The owner's edit of a board. A draft changes in place; a board already submitted changes
 * through the submitted-board path and goes back for review.
 */
export async function updateLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, input: LookBoardInput, submitted: boolean, meta: EventMetadata) {
  const materials = await boardMaterials(p, userId, input.inspirationImageId, input.products);
  const type = submitted ? 'EditSubmittedLookBoard' : 'EditDraftLookBoard';
  const r = await handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type, userId, input, materials, now: p.clock().toISOString() }, s), meta);
  return { ...r, materials };
}
