import { queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const SIMILAR_IMAGES_PATH = `${API_PREFIX}/inspiration-image/similar`;

export interface SimilarImagesBody {
  imageId: number;
  offset: number;
  limit: number;
}

export async function similarImages(client: Pick<ApiClient, 'post'>, body: SimilarImagesBody, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(SIMILAR_IMAGES_PATH, body, { signal })).result;
}

/** Images nearest to one by colour, style and room type. */
export const similarImagesQuery = (imageId: number, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: ['get-the-look', 'similar-images', imageId, limit] as const,
    queryFn: ({ signal }) => similarImages(client, { imageId, offset: 0, limit }, signal),
    staleTime: 60_000,
  });
