import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/** The product endpoints' reads, one query each, under `['product', …]`. */
export const PRODUCTS_BY_ID_PATH = `${API_PREFIX}/products`;

/** POST /v1/products: products by id, in the asked order (those the caller may see). */
export async function fetchProductsById(client: Pick<ApiClient, 'post'>, products: number[], signal?: AbortSignal): Promise<ProductView[]> {
  return (await client.post<{ result: ProductView[] }>(PRODUCTS_BY_ID_PATH, { products }, { signal })).result;
}

export const productsByIdQuery = (products: number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['product', 'by-id', products] as const,
    queryFn: ({ signal }) => fetchProductsById(client, products, signal),
    staleTime: 60_000,
  });
