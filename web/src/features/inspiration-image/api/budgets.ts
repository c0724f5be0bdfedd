import { queryOptions } from '@tanstack/react-query';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { imageKeys } from './get-image';

/** GET /v1/inspiration-image/{id}/budgets: the picture's look at three budgets, from its best published board (no tiers without one). */
export async function fetchImageBudgets(client: Pick<ApiClient, 'get'>, imageId: number, signal?: AbortSignal): Promise<BudgetsView> {
  return (await client.get<{ result: BudgetsView }>(`${API_PREFIX}/inspiration-image/${imageId}/budgets`, { signal })).result;
}

export const imageBudgetsQuery = (imageId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: [...imageKeys.one(imageId), 'budgets'] as const, queryFn: ({ signal }) => fetchImageBudgets(client, imageId, signal), staleTime: 60_000 });
