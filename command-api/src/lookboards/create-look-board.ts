import { decideLookBoard, type LookBoardInput } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadRequest } from '../requests/requests';
import { boardMaterials, lookBoardAggregate } from './lookboards';

/** A new board, saved as a draft from the curate tool's details (canvas/{requestSlug} names the request it answers). */
export async function createLookBoard(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, userId: number, input: LookBoardInput, meta: EventMetadata) {
  const [read, request, lookBoardId] = await Promise.all([
    boardMaterials(p, userId, input.inspirationImageId, input.products),
    input.requestId === undefined ? null : loadRequest(p, input.requestId),
    p.nextId('look_board_ids'),
  ]);
  const materials = { ...read, request };
  const aggregate = { ...lookBoardAggregate(lookBoardId), usuallyNew: true };
  const r = await handleCommand(p.store, aggregate, (s) => decideLookBoard({ type: 'CreateLookBoard', lookBoardId, userId, input, materials, now: p.clock().toISOString() }, s), meta);
  return { ...r, materials };
}
