import { decideLookBoard, decideRequest, evolveLookBoard, lookBoardStream, requestStream, type LookBoardState } from '@decorlook/domain';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, nowOf } from '../identity/identity';
import { foldRequest } from '../requests/requests';
import { foldLookBoard } from './lookboards';

/**
 * A draft goes for review once its template has what it needs; submitting again changes nothing.
 * A board answering a request is, from its submission on, a recommendation of that request: the
 * request's stream records it in the same write, once per board (a board linked after its first
 * submission is recorded when it is submitted again).
 */
export async function submitLookBoard(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, meta: EventMetadata) {
  const now = nowOf(p);
  const board = lookBoardStream(lookBoardId);
  const requestOf = (s: LookBoardState) => (s.details?.requestId ? requestStream(s.details.requestId) : null);
  let after: LookBoardState | null = null;
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => {
      const request = h.has(board) ? requestOf(foldLookBoard(h.get(board)?.events)) : null;
      return request ? [board, request] : [board];
    },
    (h) => {
      const before = foldLookBoard(h.get(board)?.events);
      const submitted = decideLookBoard({ type: 'SubmitLookBoard', userId, now }, before);
      after = submitted.reduce(evolveLookBoard, before);
      const appends = [appendTo(h, board, submitted)];
      const request = requestOf(after);
      if (request && after.status !== 'draft') {
        const recommended = decideRequest({ type: 'AddRecommendation', lookBoardId, ambassadorId: after.ownerId, now }, foldRequest(h.get(request)?.events));
        if (recommended.length > 0) appends.push(appendTo(h, request, recommended));
      }
      return appends;
    },
    meta,
  );
  // A replay of a submission written before decides nothing here: its outcome is the stream's.
  const state: LookBoardState = after ?? foldLookBoard((await p.store.readStream(board)).events);
  return { position: r.position, state };
}
