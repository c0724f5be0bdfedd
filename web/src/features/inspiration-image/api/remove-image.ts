import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { imageKeys, imagePath } from '../../../lib/queries/images';

/** DELETE /v1/inspiration-image/{id}. */
export async function removeImage(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: true }> {
  return (await client.delete<{ result: { deleted: true } }>(imagePath(id))).result;
}

export function useRemoveImage(id: number, client: Pick<ApiClient, 'delete'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeImage(client, id),
    onSuccess: () => queryClient.removeQueries({ queryKey: imageKeys.one(id) }),
    onError: showApiError,
  });
}
