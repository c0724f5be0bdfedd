import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { lookBoardKeys } from '../../../lib/queries/look-boards';
import type { BoardUpdate } from './update-look-board';

/** PUT /v1/look-board/{id}/submitted: an already submitted board's new content; it goes back for review. */
export async function updateSubmittedLookBoard(client: Pick<ApiClient, 'put'>, { id, body }: BoardUpdate): Promise<LookBoardView> {
  return (await client.put<{ result: LookBoardView }>(`${API_PREFIX}/look-board/${id}/submitted`, body)).result;
}

export function useUpdateSubmittedLookBoard(client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['look-board', 'update-submitted'],
    mutationFn: (update: BoardUpdate) => updateSubmittedLookBoard(client, update),
    onSuccess: (board) => queryClient.setQueryData(lookBoardKeys.one(board.id), board),
  });
}
