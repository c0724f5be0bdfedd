import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import type { ExactItemAnswer } from '@decorlook/domain/recommendations/exact-items';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { imageKeys } from '../../../lib/queries/images';

const imageBudgetsKey = imageKeys.budgets;

/** GET /v1/inspiration-image/{id}/budgets: the picture's look at three budgets, from its best published board (no tiers without one). */
export async function fetchImageBudgets(client: Pick<ApiClient, 'get'>, imageId: number, signal?: AbortSignal): Promise<BudgetsView> {
  return (await client.get<{ result: BudgetsView }>(`${API_PREFIX}/inspiration-image/${imageId}/budgets`, { signal })).result;
}

export const imageBudgetsQuery = (imageId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: imageBudgetsKey(imageId), queryFn: ({ signal }) => fetchImageBudgets(client, imageId, signal), staleTime: 60_000 });

/** POST /v1/look-board/{id}/exact-items: the picture's credited owner (or the board's curator) says a piece is the exact item in it. */
export function useMarkImageExactItem(imageId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lookBoardId, productId, exact }: { lookBoardId: number; productId: number; exact: boolean }) =>
      (await client.post<{ result: ExactItemAnswer }>(`${API_PREFIX}/look-board/${lookBoardId}/exact-items`, { productId, exact })).result,
    // The labels are the server's: read the budgets again once it has recorded the statement.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageBudgetsKey(imageId) }),
    onError: showApiError,
  });
}
