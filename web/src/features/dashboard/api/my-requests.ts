import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '@decorlook/domain/requests/request.rules';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';

export const REQUEST_FILTERS = ['all', 'open', 'closed'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export const REQUESTS_PAGE_SIZE = 10;

export interface RequestListBody {
  status: RequestFilter;
  offset: number;
  limit: number;
}

export const myRequestsKeys = {
  all: ['dashboard', 'requests'] as const,
  list: (status: RequestFilter) => ['dashboard', 'requests', status] as const,
};

/** POST /v1/user/requests: the caller's requests, newest first, with their counts (read-your-writes: a request just sent is listed). */
export async function listMyRequests(client: Pick<ApiClient, 'post'>, body: RequestListBody, signal?: AbortSignal): Promise<RequestView[]> {
  return (await client.post<{ result: RequestView[] }>(`${API_PREFIX}/user/requests`, body, { signal, readYourWrites: true })).result;
}

export const myRequestsQuery = (status: RequestFilter, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: myRequestsKeys.list(status),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listMyRequests(client, { status, offset: pageParam, limit: REQUESTS_PAGE_SIZE }, signal),
    // Spec 4 "Paging": there is more while the last page came back full.
    getNextPageParam: (last, pages) => (last.length === REQUESTS_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined),
  });

export interface CloseAnswer {
  id: number;
  status: RequestStatus;
}

/** POST /v1/requests/{id}/close: the requester is done with it; it takes no more recommendations. */
export async function closeRequest(client: Pick<ApiClient, 'post'>, id: number): Promise<CloseAnswer> {
  return (await client.post<{ result: CloseAnswer }>(`${API_PREFIX}/requests/${id}/close`)).result;
}

export function useCloseRequest(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'requests', 'close'],
    mutationFn: (id: number) => closeRequest(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
    onError: (error) => showApiError(error),
  });
}
