import { queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export type InspirationImage = ImageView;

export const imagePath = (id: number) => `${API_PREFIX}/inspiration-image/${id}`;

export const imageKeys = {
  all: ['inspiration-image'] as const,
  one: (id: number) => ['inspiration-image', id] as const,
  similar: (id: number) => ['inspiration-image', id, 'similar'] as const,
  shopTheLook: (id: number) => ['inspiration-image', id, 'shop-the-look'] as const,
};

/** GET /v1/inspiration-image/{id}: others see it once approved; the owner sees it at any status. */
export async function fetchImage(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<InspirationImage> {
  return (await client.get<{ result: InspirationImage }>(imagePath(id), { signal })).result;
}

export const imageQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: imageKeys.one(id), queryFn: ({ signal }) => fetchImage(client, id, signal) });
