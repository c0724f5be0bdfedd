import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import type { z } from 'zod';
import type { ambassadorMatchView, recommendationsAnswer, RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';

/**
 * The calls of the two answer pages: the ambassador's match page and the requester's
 * recommendations page (GET /v1/requests/{id}, its recommendations, the caller's matches, the
 * requester's rating and closing, and saving a Mix & Match of the recommended boards).
 */
export type AmbassadorMatchView = z.infer<typeof ambassadorMatchView>;
export type RecommendationsAnswer = z.infer<typeof recommendationsAnswer>;
export type RecommendedBoard = RecommendationsAnswer['lookBoards'][number];

export const answerKeys = {
  request: (id: number) => ['requests', 'one', id] as const,
  recommendations: (id: number) => ['requests', 'recommendations', id] as const,
  matches: ['requests', 'ambassador-matches'] as const,
};

export const MATCHES_PAGE_SIZE = 50;

/** GET /v1/requests/{id}: its requester and its matched ambassadors may read it (404 to anyone else). */
export async function fetchRequest(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<RequestView> {
  return (await client.get<{ result: RequestView }>(`${API_PREFIX}/requests/${id}`, { signal })).result;
}

export const requestQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  // Always read afresh when a page opens: answers and closings change it from other tabs and people.
  queryOptions({ queryKey: answerKeys.request(id), queryFn: ({ signal }) => fetchRequest(client, id, signal), retry: false, staleTime: 0 });

/** GET /v1/ambassador/matches: the requests matched to the caller, newest first (ambassadors only). */
export async function fetchAmbassadorMatches(client: Pick<ApiClient, 'get'>, signal?: AbortSignal): Promise<AmbassadorMatchView[]> {
  return (await client.get<{ result: AmbassadorMatchView[] }>(`${API_PREFIX}/ambassador/matches`, { signal, query: { status: 'all', offset: 0, limit: MATCHES_PAGE_SIZE } })).result;
}

export const ambassadorMatchesQuery = (client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: answerKeys.matches, queryFn: ({ signal }) => fetchAmbassadorMatches(client, signal), retry: false, staleTime: 0 });

/** GET /v1/requests/{id}/recommendations: the boards, the product stream and the Mix & Match view (the requester). */
export async function fetchRecommendations(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<RecommendationsAnswer> {
  return (await client.get<{ result: RecommendationsAnswer }>(`${API_PREFIX}/requests/${id}/recommendations`, { signal })).result;
}

export const recommendationsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: answerKeys.recommendations(id), queryFn: ({ signal }) => fetchRecommendations(client, id, signal), retry: false, staleTime: 0 });

export interface RateBody {
  lookBoardId: number;
  rate: number;
}

/** POST /v1/requests/{id}/rate: the requester's 1 to 5 for one recommended board (changeable). */
export async function rateRecommendation(client: Pick<ApiClient, 'post'>, requestId: number, body: RateBody): Promise<RateBody> {
  return (await client.post<{ result: RateBody }>(`${API_PREFIX}/requests/${requestId}/rate`, body)).result;
}

export function useRateRecommendation(requestId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBody) => rateRecommendation(client, requestId, body),
    // The rating shows once the server has it: the board's requestRate is set in the cached answer.
    onSuccess: (rated) =>
      queryClient.setQueryData<RecommendationsAnswer>(answerKeys.recommendations(requestId), (answer) =>
        answer ? { ...answer, lookBoards: answer.lookBoards.map((board) => (board.id === rated.lookBoardId ? { ...board, requestRate: rated.rate } : board)) } : answer,
      ),
    onError: showApiError,
  });
}

/** POST /v1/requests/{id}/close: the requester has what they need; no new boards are taken. */
export async function closeRequest(client: Pick<ApiClient, 'post'>, requestId: number): Promise<{ id: number; status: RequestView['status'] }> {
  return (await client.post<{ result: { id: number; status: RequestView['status'] } }>(`${API_PREFIX}/requests/${requestId}/close`)).result;
}

export function useCloseRequest(requestId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRequest(client, requestId),
    onSuccess: (closed) => queryClient.setQueryData<RequestView>(answerKeys.request(requestId), (request) => (request ? { ...request, status: closed.status } : request)),
    onError: showApiError,
  });
}

/** POST /v1/mix-match: the pieces picked from the recommended boards, saved as the requester's mix. */
export async function saveRequestMix(client: Pick<ApiClient, 'post'>, body: { inspirationImageId: number; products: number[] }): Promise<MixMatchView> {
  return (await client.post<{ result: MixMatchView }>(`${API_PREFIX}/mix-match`, body)).result;
}

export function useSaveRequestMix(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationFn: (body: { inspirationImageId: number; products: number[] }) => saveRequestMix(client, body), onError: showApiError });
}
