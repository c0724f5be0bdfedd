import { queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const imagePath = (id: number) => `${API_PREFIX}/inspiration-image/${id}`;

export async function getImage(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<ImageView> {
  return (await client.get<{ result: ImageView }>(imagePath(id), { signal })).result;
}

export const imageQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: ['get-the-look', 'image', id] as const, queryFn: ({ signal }) => getImage(client, id, signal) });
