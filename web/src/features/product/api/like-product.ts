import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { productKeys, productPath, type Product } from '../../../lib/queries/products';

export interface ProductLikeAnswer {
  isLiked: boolean;
  likesCount: number;
}

/** POST /v1/product/{id}/like with the wanted state. */
export async function likeProduct(client: Pick<ApiClient, 'post'>, id: number, isLiked: boolean): Promise<ProductLikeAnswer> {
  return (await client.post<{ result: ProductLikeAnswer }>(`${productPath(id)}/like`, { isLiked })).result;
}

/** Spec 4: the like shows once the server confirms it. */
export function useLikeProduct(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => likeProduct(client, id, isLiked),
    onSuccess: (answer) => queryClient.setQueryData<Product>(productKeys.one(id), (product) => (product ? { ...product, ...answer } : product)),
    onError: showApiError,
  });
}
