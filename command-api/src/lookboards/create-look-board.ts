import { decideLookBoard, type LookBoardInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { boardMaterials, lookBoardAggregate } from './lookboards';

/** A new board, saved as a draft from the curate tool's details. */
export async function createLookBoard(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: LookBoardInput, meta: EventMetadata) {
  const [materials, lookBoardId] = await Promise.all([boardMaterials(p, userId, input.inspirationImageId, input.products), p.nextId('look_board_ids')]);
  const aggregate = { ...lookBoardAggregate(lookBoardId), usuallyNew: true };
  const r = await handleCommand(p.store, aggregate, (s) => decideLookBoard({ type: 'CreateLookBoard', lookBoardId, userId, input, materials, now: p.clock().toISOString() }, s), meta);
  return { ...r, materials };
}
