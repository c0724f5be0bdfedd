import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { mixMatchKeys } from '../../../lib/queries/look-boards';

export const MIX_MATCH_PATH = `${API_PREFIX}/mix-match`;
/** The spec's success toast for a saved mix (spec 4, Curate flow). */
export const MIX_MATCH_SAVED = 'Your Mix & Match has been successfully saved';

export interface MixMatchBody {
  inspirationImageId: number;
  products: number[];
}

/** POST /v1/mix-match: the picked products of one room's boards, saved as the person's mix. */
export async function saveMixMatch(client: Pick<ApiClient, 'post'>, body: MixMatchBody): Promise<MixMatchView> {
  return (await client.post<{ result: MixMatchView }>(MIX_MATCH_PATH, body)).result;
}

/** DELETE /v1/mix-match/{id}. */
export async function deleteMixMatch(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: boolean }> {
  return (await client.delete<{ result: { deleted: boolean } }>(`${MIX_MATCH_PATH}/${id}`)).result;
}

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
