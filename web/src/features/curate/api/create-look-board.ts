import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { LookBoardBody } from '../machines/curate.details';
import { lookBoardKeys } from '../../../lib/queries/look-boards';

/** POST /v1/look-board (201): a new board, saved as a draft. */
export async function createLookBoard(client: Pick<ApiClient, 'post'>, body: LookBoardBody): Promise<LookBoardView> {
  return (await client.post<{ result: LookBoardView }>(`${API_PREFIX}/look-board`, body)).result;
}

export function useCreateLookBoard(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['look-board', 'create'],
    mutationFn: (body: LookBoardBody) => createLookBoard(client, body),
    onSuccess: (board) => queryClient.setQueryData(lookBoardKeys.one(board.id), board),
  });
}
