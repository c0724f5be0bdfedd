import type { RequestEvent } from './request.events';
import type { RequestImageSource, RequestStatus, RequestType } from './request.rules';

/** What a request holds, as submitted. */
export interface RequestDetails {
  inspirationImageId: number;
  imageSource: RequestImageSource;
  requestType: RequestType;
  title: string;
  items: number[];
  roomType: number | null;
  message: string;
  requestColor: number | null;
  requestStyle: number;
}

export interface RequestState {
  exists: boolean;
  requestId: number;
  requesterId: number;
  details: RequestDetails | null;
  status: RequestStatus;
  submittedAt: string | null;
  /** The ambassadors it was matched to, best first; null until matched. */
  matches: readonly { userId: number; score: number }[] | null;
  matchedAt: string | null;
  /** The boards answering it, each with the ambassador who sent it, in the order they came. */
  recommendations: ReadonlyMap<number, number>;
  /** The requester's rating of each recommended board. */
  rates: ReadonlyMap<number, number>;
  closedAt: string | null;
}

export const initialRequestState = (): RequestState => ({
  exists: false,
  requestId: 0,
  requesterId: 0,
  details: null,
  status: 'open',
  submittedAt: null,
  matches: null,
  matchedAt: null,
  recommendations: new Map(),
  rates: new Map(),
  closedAt: null,
});

export function evolveRequest(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case 'RequestSubmitted': {
      const { requestId, userId, submittedAt, ...details } = event.data;
      return { ...state, exists: true, requestId, requesterId: userId, details, status: 'open', submittedAt };
    }
    case 'RequestMatched':
      return { ...state, matches: event.data.matches, matchedAt: event.data.matchedAt };
    case 'RecommendationAdded':
      return { ...state, recommendations: new Map(state.recommendations).set(event.data.lookBoardId, event.data.ambassadorId) };
    case 'RecommendationRated':
      return { ...state, rates: new Map(state.rates).set(event.data.lookBoardId, event.data.rate) };
    case 'RequestClosed':
      return { ...state, status: 'closed', closedAt: event.data.closedAt };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Whether the request went to this ambassador. */
export const isMatchedTo = (s: Pick<RequestState, 'matches'>, userId: number) => s.matches?.some((m) => m.userId === userId) === true;
