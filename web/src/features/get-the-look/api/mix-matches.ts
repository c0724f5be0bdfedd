import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';

export const MIX_MATCH_PATH = `${API_PREFIX}/mix-match`;
export const USER_MIX_MATCHES_PATH = `${API_PREFIX}/user/mix-matches`;
export const MIX_MATCH_PAGE_SIZE = 12;
/** The spec's success toast for a saved mix (spec 4, Curate flow). */
export const MIX_MATCH_SAVED = 'Your Mix & Match has been successfully saved';

export interface MixMatchBody {
  inspirationImageId: number;
  products: number[];
}

export interface MixMatchListBody {
  offset: number;
  limit: number;
  inspirationImageId?: number;
}

export const mixMatchKeys = {
  all: ['get-the-look', 'mix-matches'] as const,
  list: (inspirationImageId?: number) => [...mixMatchKeys.all, inspirationImageId ?? 'any'] as const,
};

/** POST /v1/mix-match: the picked products of one room's boards, saved as the person's mix. */
export async function saveMixMatch(client: Pick<ApiClient, 'post'>, body: MixMatchBody): Promise<MixMatchView> {
  return (await client.post<{ result: MixMatchView }>(MIX_MATCH_PATH, body)).result;
}

/** POST /v1/user/mix-matches: the person's saved mixes, newest first (optionally one room's). */
export async function fetchMixMatches(client: Pick<ApiClient, 'post'>, body: MixMatchListBody, signal?: AbortSignal): Promise<MixMatchView[]> {
  // Read-your-writes: a mix just saved is listed at once.
  return (await client.post<{ result: MixMatchView[] }>(USER_MIX_MATCHES_PATH, body, { signal, readYourWrites: true })).result;
}

/** DELETE /v1/mix-match/{id}. */
export async function deleteMixMatch(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: boolean }> {
  return (await client.delete<{ result: { deleted: boolean } }>(`${MIX_MATCH_PATH}/${id}`)).result;
}

export const mixMatchesQuery = (inspirationImageId?: number, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: mixMatchKeys.list(inspirationImageId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const body: MixMatchListBody = { offset: pageParam, limit: MIX_MATCH_PAGE_SIZE };
      if (inspirationImageId) body.inspirationImageId = inspirationImageId;
      return fetchMixMatches(client, body, signal);
    },
    // Spec 4 "Paging": there is more while the last page came back full.
    getNextPageParam: (last, pages) => (last.length === MIX_MATCH_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined),
  });

export function useSaveMixMatch(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MixMatchBody) => saveMixMatch(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mixMatchKeys.all }),
    onError: showApiError,
  });
}

export function useDeleteMixMatch(client: Pick<ApiClient, 'delete'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMixMatch(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mixMatchKeys.all }),
    onError: showApiError,
  });
}
