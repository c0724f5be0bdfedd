import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ambassadorMatchView, recommendationsAnswer, RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';
import { cappedCount, COUNT_CAP, type CappedCount } from './paging';

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

/**
 * The caller's own requests (POST /v1/user/requests), apart from `requestKeys.all`: an answer to
 * someone else's request does not change them.
 */
export const myRequestsKeys = {
  all: ['my-requests'] as const,
  lists: ['my-requests', 'list'] as const,
  list: (status: MyRequestsFilter) => ['my-requests', 'list', status] as const,
  count: ['my-requests', 'count'] as const,
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

export const MY_REQUESTS_FILTERS = ['all', 'open', 'closed'] as const;
export type MyRequestsFilter = (typeof MY_REQUESTS_FILTERS)[number];
export const MY_REQUESTS_PAGE_SIZE = 10;

export interface RequestListBody {
  status: MyRequestsFilter;
  offset: number;
  limit: number;
}

/** POST /v1/user/requests: the caller's requests, newest first, with their counts (read-your-writes: a request just sent is listed). */
export async function fetchMyRequests(client: Pick<ApiClient, 'post'>, body: RequestListBody, signal?: AbortSignal): Promise<RequestView[]> {
  return (await client.post<{ result: RequestView[] }>(`${API_PREFIX}/user/requests`, body, { signal, readYourWrites: true })).result;
}

export const myRequestsQuery = (status: MyRequestsFilter, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: myRequestsKeys.list(status),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchMyRequests(client, { status, offset: pageParam, limit: MY_REQUESTS_PAGE_SIZE }, signal),
    // Spec 4 "Paging": there is more while the last page came back full.
    getNextPageParam: (last, pages) => (last.length === MY_REQUESTS_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined),
  });

/** How many requests the caller has sent (one capped page of them) and how many are open. */
export const myRequestsCountQuery = (client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: myRequestsKeys.count,
    queryFn: async ({ signal }): Promise<CappedCount & { open: number }> => {
      const requests = await fetchMyRequests(client, { status: 'all', offset: 0, limit: COUNT_CAP }, signal);
      return { ...cappedCount(requests, COUNT_CAP), open: requests.filter((r) => r.status === 'open').length };
    },
  });
