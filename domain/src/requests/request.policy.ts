import type { RequestState } from './request';
import { NoSuchRequest, NotRequester } from './request.errors';

/** Who may do what with a request, decided on the request's own stream. */

export function requestExists(state: RequestState): void {
  if (!state.exists) throw new NoSuchRequest();
}

/** Rating its recommendations and closing it are the requester's. */
export function requestedBy(state: RequestState, userId: number): void {
  requestExists(state);
  if (state.requesterId !== userId) throw new NotRequester();
}
