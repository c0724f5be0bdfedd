import { decideLookBoard, decideRequest, evolveLookBoard, lookBoardStream, requestStream, type LookBoardInput, type LookBoardState } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, nowOf } from '../identity/identity';
import { foldRequest } from '../requests/requests';
import { boardMaterials, foldLookBoard } from './lookboards';

/**
 * The owner's edit of a board. A draft changes in place; a board already submitted goes back
 * for review (`PUT /look-board/{id}` takes either; the submitted-board path only the latter). A board answering a request is
 * checked against the request's own stream, and its resubmission is recorded as a recommendation
 * of the request in the same write (once per board).
 */
export async function updateLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, input: LookBoardInput, submitted: boolean, meta: EventMetadata) {
  const read = await boardMaterials(p, userId, input.inspirationImageId, input.products);
  const type = submitted ? 'EditSubmittedLookBoard' : 'EditLookBoard';
  const now = nowOf(p);
  const board = lookBoardStream(lookBoardId);
  const request = input.requestId === undefined ? null : requestStream(input.requestId);
  let materials = { ...read, request: null as ReturnType<typeof foldRequest> | null };
  let after: LookBoardState | null = null;
  const r = await handleMultiStreamCommand(
    p.store,
    request ? [board, request] : [board],
    (h) => {
      const requestState = request ? foldRequest(h.get(request)?.events) : null;
      materials = { ...read, request: requestState };
      const before = foldLookBoard(h.get(board)?.events);
      const edited = decideLookBoard({ type, userId, input, materials, now }, before);
      after = edited.reduce(evolveLookBoard, before);
      const appends = [appendTo(h, board, edited)];
      const resubmitted = edited.some((e) => e.type === 'LookBoardEdited' && e.data.resubmitted);
      if (request && requestState && resubmitted && input.requestId !== undefined) {
        const recommended = decideRequest({ type: 'AddRecommendation', lookBoardId, ambassadorId: after.ownerId, now }, requestState);
        if (recommended.length > 0) appends.push(appendTo(h, request, recommended));
      }
      return appends;
    },
    meta,
  );
  // A replay of an edit written before decides nothing here: its outcome is the stream's.
  const state: LookBoardState = after ?? foldLookBoard((await p.store.readStream(board)).events);
  return { position: r.position, state, materials };
}
