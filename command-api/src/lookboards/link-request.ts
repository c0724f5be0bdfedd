import { decideLookBoard } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadRequest } from '../requests/requests';
import { lookBoardAggregate } from './lookboards';

/** The request a board answers (null unlinks it): one that is open and was matched to the board's owner. */
export async function linkRequest(p: Pick<Platform, 'store' | 'clock'>, lookBoardId: number, userId: number, requestId: number | null, meta: EventMetadata) {
  const request = requestId === null ? null : await loadRequest(p, requestId);
  return handleCommand(p.store, lookBoardAggregate(lookBoardId), (s) => decideLookBoard({ type: 'LinkRequest', userId, requestId, request, now: p.clock().toISOString() }, s), meta);
}
