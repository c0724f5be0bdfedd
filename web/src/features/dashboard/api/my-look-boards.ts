import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { lookBoardApiPath, lookBoardKeys } from '../../../lib/queries/look-boards';

/** DELETE /v1/look-board/{id}: only the owner's own boards. */
export async function deleteLookBoard(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: boolean }> {
  return (await client.delete<{ result: { deleted: boolean } }>(lookBoardApiPath(id))).result;
}

export function useDeleteLookBoard(client: Pick<ApiClient, 'delete'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLookBoard(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookBoardKeys.dashboard }),
    onError: showApiError,
  });
}
