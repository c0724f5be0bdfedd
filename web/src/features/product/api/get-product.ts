import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export type Product = ProductView;

export const productPath = (id: number) => `${API_PREFIX}/product/${id}`;

export const productKeys = {
  all: ['product'] as const,
  one: (id: number) => ['product', id] as const,
  similar: (id: number) => ['product', id, 'similar'] as const,
};

/** GET /v1/product/{id}: others see it once approved; the owner sees it at any approval. */
export async function fetchProduct(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<Product> {
  return (await client.get<{ result: Product }>(productPath(id), { signal })).result;
}

export const productQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: productKeys.one(id), queryFn: ({ signal }) => fetchProduct(client, id, signal) });

export const SIMILAR_PRODUCTS_SIZE = 8;

/** GET /v1/products/similar/{id}: products like this one. */
export async function fetchSimilarProducts(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<Product[]> {
  const path = `${API_PREFIX}/products/similar/${id}`;
  return (await client.get<{ result: Product[] }>(path, { signal, query: { limit: SIMILAR_PRODUCTS_SIZE } })).result;
}

export const similarProductsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: productKeys.similar(id), queryFn: ({ signal }) => fetchSimilarProducts(client, id, signal), staleTime: 5 * 60_000 });
