import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export type LookProduct = ProductView;

export const SHOP_THE_LOOK_SIZE = 8;

export const shopTheLookBody = (imageId: number) => ({ sort: 'bestMatch' as const, imageId, limit: SHOP_THE_LOOK_SIZE });

/** POST /v1/product/search sorted by best match to the picture: "Shop the Look". */
export async function fetchShopTheLook(client: Pick<ApiClient, 'post'>, imageId: number, signal?: AbortSignal): Promise<LookProduct[]> {
  return (await client.post<{ result: LookProduct[] }>(`${API_PREFIX}/product/search`, shopTheLookBody(imageId), { signal })).result;
}

export const shopTheLookQuery = (imageId: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: ['inspiration-image', imageId, 'shop-the-look'] as const, queryFn: ({ signal }) => fetchShopTheLook(client, imageId, signal), staleTime: 5 * 60_000 });
