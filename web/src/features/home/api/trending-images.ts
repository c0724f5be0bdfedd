import { queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const TRENDING_IMAGES_PATH = `${API_PREFIX}/inspiration-image/search`;
/** Two rows of four on a wide screen. */
export const TRENDING_COUNT = 8;

export interface TrendingImagesRequest {
  sort: 'liked';
  offset: number;
  limit: number;
  onlyApproved: true;
}

export const trendingImagesRequest: TrendingImagesRequest = { sort: 'liked', offset: 0, limit: TRENDING_COUNT, onlyApproved: true };

export async function trendingImages(client: Pick<ApiClient, 'post'>, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(TRENDING_IMAGES_PATH, trendingImagesRequest, { signal })).result;
}

/** The community's most liked looks, for the home page's strip. */
export const trendingImagesQuery = (client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['home', 'trending-images'] as const,
    queryFn: ({ signal }) => trendingImages(client, signal),
    staleTime: 5 * 60_000,
  });
