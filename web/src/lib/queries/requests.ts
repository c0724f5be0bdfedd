import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ambassadorMatchView, recommendationsAnswer, RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/**
 * The request endpoints' reads, one query each, under `['requests', …]`: the request pages, the
 * canvas that answers a request and the route guard share them, so a request read once is there
 * for the next page.
 */
export type AmbassadorMatchView = z.infer<typeof ambassadorMatchView>;
export type RecommendationsAnswer = z.infer<typeof recommendationsAnswer>;
export type RecommendedBoard = RecommendationsAnswer['lookBoards'][number];

export const requestKeys = {
  all: ['requests'] as const,
  one: (id: number) => ['requests', 'one', id] as const,
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
  queryOptions({ queryKey: requestKeys.one(id), queryFn: ({ signal }) => fetchRequest(client, id, signal), retry: false, staleTime: 0 });

/** GET /v1/ambassador/matches: the requests matched to the caller, newest first (ambassadors only). */
export async function fetchAmbassadorMatches(client: Pick<ApiClient, 'get'>, signal?: AbortSignal): Promise<AmbassadorMatchView[]> {
  return (await client.get<{ result: AmbassadorMatchView[] }>(`${API_PREFIX}/ambassador/matches`, { signal, query: { status: 'all', offset: 0, limit: MATCHES_PAGE_SIZE } })).result;
}

export const ambassadorMatchesQuery = (client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: requestKeys.matches, queryFn: ({ signal }) => fetchAmbassadorMatches(client, signal), retry: false, staleTime: 0 });

/** GET /v1/requests/{id}/recommendations: the boards, the product stream and the Mix & Match view (the requester). */
export async function fetchRecommendations(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<RecommendationsAnswer> {
  return (await client.get<{ result: RecommendationsAnswer }>(`${API_PREFIX}/requests/${id}/recommendations`, { signal })).result;
}

export const recommendationsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: requestKeys.recommendations(id), queryFn: ({ signal }) => fetchRecommendations(client, id, signal), retry: false, staleTime: 0 });
