import { useMutation } from '@tanstack/react-query';
import type { ImageType } from '@decorlook/domain/catalog/catalog.rules';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** The body of POST /v1/inspiration-image for a pinned picture. */
export interface PinnedImage {
  mediaId: number;
  title: string;
  description?: string;
  type?: ImageType;
  styles?: number[];
  subStyles?: number[];
  roomTypeId?: number;
  credit?: string;
  sourceUrl?: string;
}

/** POST /v1/inspiration-image: the pinned picture waits for review like any added image. */
export async function addPinnedImage(client: Pick<ApiClient, 'post'>, image: PinnedImage): Promise<ImageView> {
  return (await client.post<{ result: ImageView }>(`${API_PREFIX}/inspiration-image`, image)).result;
}

export function useAddPinnedImage(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationKey: ['get-the-pin', 'add'],
    mutationFn: (image: PinnedImage) => addPinnedImage(client, image),
  });
}
