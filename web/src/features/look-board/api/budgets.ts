import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { lookBoardKeys, markExactItem } from '../../../lib/queries/look-boards';

/** The curator marks exact items on the board's budgets (read in lib/queries/look-boards). */
export function useMarkExactItem(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, exact }: { productId: number; exact: boolean }) => markExactItem(client, id, productId, exact),
    // The labels are the server's: read the budgets again once it has recorded the statement.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookBoardKeys.budgets(id) }),
    onError: showApiError,
  });
}
