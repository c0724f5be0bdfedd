import { decideRequest } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { requestAggregate } from './requests';

/** The requester closes the request: it takes no new boards and no longer waits on its ambassadors. */
export function closeRequest(p: Pick<Platform, 'store' | 'clock'>, requestId: number, userId: number, meta: EventMetadata) {
  return handleCommand(p.store, requestAggregate(requestId), (s) => decideRequest({ type: 'CloseRequest', userId, now: nowOf(p) }, s), meta);
}
