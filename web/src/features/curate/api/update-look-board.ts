import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { LookBoardBody } from '../machines/curate.details';
import { lookBoardKeys } from '../../../lib/queries/look-boards';

export interface BoardUpdate {
  id: number;
  body: LookBoardBody;
}

/** PUT /v1/look-board/{id}: a draft's new content (the whole board). */
export async function updateLookBoard(client: Pick<ApiClient, 'put'>, { id, body }: BoardUpdate): Promise<LookBoardView> {
  return (await client.put<{ result: LookBoardView }>(`${API_PREFIX}/look-board/${id}`, body)).result;
}

export function useUpdateLookBoard(client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['look-board', 'update'],
    mutationFn: (update: BoardUpdate) => updateLookBoard(client, update),
    onSuccess: (board) => queryClient.setQueryData(lookBoardKeys.one(board.id), board),
  });
}
