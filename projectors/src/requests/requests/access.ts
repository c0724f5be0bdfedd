import { MatchesAreAmbassadors, NoSuchRequest, NotRequester } from '@decorlook/domain';

/**
 * Who may read what of Request the Look. A request is its requester's and the matched
 * ambassadors' to see: to anyone else it does not exist (404).
 */

/** Who the caller is to a request (`requestRelation`): its requester, an ambassador it was matched to, neither; null when there is no such request. */
export interface RequestRelation {
  requester: boolean;
  matched: boolean;
}

/** Whether the caller may see the request: they asked for it, or were matched to it. */
export const canSeeRequest = (relation: RequestRelation | null): relation is RequestRelation => relation !== null && (relation.requester || relation.matched);

/** A request is read by its requester and the ambassadors matched to it; to anyone else it is not there (404). */
export function requestSeenBy(relation: RequestRelation | null): asserts relation is RequestRelation {
  if (!canSeeRequest(relation)) throw new NoSuchRequest();
}

/** The boards answering a request are its requester's to read: a matched ambassador learns it is there (403), anyone else does not (404). */
export function recommendationsSeenByRequester(relation: RequestRelation | null): void {
  requestSeenBy(relation);
  if (!relation.requester) throw new NotRequester();
}

/** The requests matched to someone are read by ambassadors, as their account is now (a token's role may be stale); anyone else is refused (403). */
export function matchesSeenByAmbassadors(liveAmbassador: boolean): void {
  if (!liveAmbassador) throw new MatchesAreAmbassadors();
}
