import { decideRequest } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { requestAggregate } from './requests';

/** The requester rates a board recommended for the request (1 to 5; a new rating replaces the last). */
export function rateRecommendation(p: Pick<Platform, 'store' | 'clock'>, requestId: number, userId: number, lookBoardId: number, rate: number, meta: EventMetadata) {
  return handleCommand(p.store, requestAggregate(requestId), (s) => decideRequest({ type: 'RateRecommendation', userId, lookBoardId, rate, now: nowOf(p) }, s), meta);
}
