import { queryOptions } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { productKeys } from './get-product';

export const PRODUCT_BOARDS_SIZE = 4;

/** GET /v1/product/{id}/view-look-boards: published look boards the product is on, best first. */
export async function fetchProductLookBoards(client: Pick<ApiClient, 'get'>, productId: number, signal?: AbortSignal): Promise<LookBoardView[]> {
  const path = `${API_PREFIX}/product/${productId}/view-look-boards`;
  return (await client.get<{ result: LookBoardView[] }>(path, { signal, query: { offset: 0, limit: PRODUCT_BOARDS_SIZE } })).result;
}

export const productLookBoardsQuery = (productId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: [...productKeys.one(productId), 'look-boards'] as const, queryFn: ({ signal }) => fetchProductLookBoards(client, productId, signal), staleTime: 60_000 });
