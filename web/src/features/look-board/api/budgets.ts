import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import type { ExactItemAnswer } from '@decorlook/domain/recommendations/exact-items';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { lookBoardApiPath, lookBoardKeys } from '../../../lib/queries/look-boards';

export const boardBudgetsKey = lookBoardKeys.budgets;

/** GET /v1/look-board/{id}/budgets: the look at Save, Mid and Splurge (whoever may see the board). */
export async function fetchBoardBudgets(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<BudgetsView> {
  return (await client.get<{ result: BudgetsView }>(`${lookBoardApiPath(id)}/budgets`, { signal })).result;
}

export const boardBudgetsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: boardBudgetsKey(id), queryFn: ({ signal }) => fetchBoardBudgets(client, id, signal), staleTime: 60_000 });

/** POST /v1/look-board/{id}/exact-items: the curator says a product on the board is (or is not) the exact item in the picture. */
export async function markExactItem(client: Pick<ApiClient, 'post'>, id: number, productId: number, exact: boolean): Promise<ExactItemAnswer> {
  return (await client.post<{ result: ExactItemAnswer }>(`${lookBoardApiPath(id)}/exact-items`, { productId, exact })).result;
}

export function useMarkExactItem(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, exact }: { productId: number; exact: boolean }) => markExactItem(client, id, productId, exact),
    // The labels are the server's: read the budgets again once it has recorded the statement.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardBudgetsKey(id) }),
    onError: showApiError,
  });
}
