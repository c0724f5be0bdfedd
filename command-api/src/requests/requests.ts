import { evolveRequest, initialRequestState, requestStream, type RequestEvent, type RequestState } from '@decorlook/domain';
import type { Aggregate } from '@decorlook/infra/commands/handle';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** What Request the Look's command handlers share: the request's aggregate and its fold. */

export const requestAggregate = (requestId: number): Aggregate<RequestState, RequestEvent> => ({ streamId: requestStream(requestId), initialState: initialRequestState, evolve: evolveRequest });

export const foldRequest = (events: readonly RecordedEvent[] = []) => events.reduce((s, e) => evolveRequest(s, e as unknown as RequestEvent), initialRequestState());

export async function loadRequest(p: Pick<Platform, 'store'>, requestId: number): Promise<RequestState> {
  return foldRequest((await p.store.readStream(requestStream(requestId))).events);
}
