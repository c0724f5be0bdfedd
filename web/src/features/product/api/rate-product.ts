import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { productKeys, productPath, type Product } from '../../../lib/queries/products';

export interface RateAnswer {
  rate: number;
  rating: number | null;
  ratingsCount: number;
}

/** POST /v1/product/{id}/rate: one rating per person, 1 to 5; rating again changes it. */
export async function rateProduct(client: Pick<ApiClient, 'post'>, id: number, rate: number): Promise<RateAnswer> {
  return (await client.post<{ result: RateAnswer }>(`${productPath(id)}/rate`, { rate })).result;
}

export function useRateProduct(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => rateProduct(client, id, rate),
    onSuccess: ({ rate, rating, ratingsCount }) =>
      queryClient.setQueryData<Product>(productKeys.one(id), (product) => (product ? { ...product, myRate: rate, rating, ratingsCount } : product)),
    onError: showApiError,
  });
}
