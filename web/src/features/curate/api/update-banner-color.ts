import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { lookBoardKeys } from '../../../lib/queries/look-boards';

export interface BannerColorChange {
  id: number;
  color: string;
}

/** POST /v1/look-board/{id}/update-banner-color: only the colour changes, so no new review. */
export async function updateBannerColor(client: Pick<ApiClient, 'post'>, { id, color }: BannerColorChange): Promise<LookBoardView> {
  return (await client.post<{ result: LookBoardView }>(`${API_PREFIX}/look-board/${id}/update-banner-color`, { color })).result;
}

export function useUpdateBannerColor(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['look-board', 'update-banner-color'],
    mutationFn: (change: BannerColorChange) => updateBannerColor(client, change),
    onSuccess: (board) => queryClient.setQueryData(lookBoardKeys.one(board.id), board),
  });
}
