import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const BOARD_PRODUCTS_PATH = `${API_PREFIX}/productslb`;
export const PRODUCTS_BY_ID_PATH = `${API_PREFIX}/products`;

export interface BoardProductsBody {
  products: number[];
  lookBoardId: number;
}

/** POST /v1/productslb: a board's products in slot order, rejected ones included (flagged by their approval). */
export async function fetchBoardProducts(client: Pick<ApiClient, 'post'>, body: BoardProductsBody, signal?: AbortSignal): Promise<ProductView[]> {
  return (await client.post<{ result: ProductView[] }>(BOARD_PRODUCTS_PATH, body, { signal })).result;
}

export const boardProductsQuery = (board: Pick<LookBoardView, 'id' | 'products'>, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['get-the-look', 'board-products', board.id, board.products] as const,
    queryFn: ({ signal }) => fetchBoardProducts(client, { products: board.products, lookBoardId: board.id }, signal),
    staleTime: 60_000,
  });

/** POST /v1/products: products by id, in the asked order (those the caller may see). */
export async function fetchProductsById(client: Pick<ApiClient, 'post'>, products: number[], signal?: AbortSignal): Promise<ProductView[]> {
  return (await client.post<{ result: ProductView[] }>(PRODUCTS_BY_ID_PATH, { products }, { signal })).result;
}

export const productsByIdQuery = (products: number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['get-the-look', 'products-by-id', products] as const,
    queryFn: ({ signal }) => fetchProductsById(client, products, signal),
    staleTime: 60_000,
  });
