import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { imageKeys } from '../../../lib/queries/images';
import { markExactItem } from '../../../lib/queries/look-boards';

/** POST /v1/look-board/{id}/exact-items: the picture's credited owner (or the board's curator) says a piece is the exact item in it. */
export function useMarkImageExactItem(imageId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lookBoardId, productId, exact }: { lookBoardId: number; productId: number; exact: boolean }) => markExactItem(client, lookBoardId, productId, exact),
    // The labels are the server's: read the budgets again once it has recorded the statement.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.budgets(imageId) }),
    onError: showApiError,
  });
}
