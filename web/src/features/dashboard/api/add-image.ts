import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { ImageType } from '@decorlook/domain/catalog/catalog.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { imageKeys } from '../../../lib/queries/images';

/** The body of POST /inspiration-image (api-contract.ts checks it against the server's schema). */
export interface NewImage {
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

/** POST /v1/inspiration-image: the image waits for review (status pending). */
export async function addImage(client: Pick<ApiClient, 'post'>, image: NewImage): Promise<ImageView> {
  return (await client.post<{ result: ImageView }>(`${API_PREFIX}/inspiration-image`, image)).result;
}

export function useAddImage(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inspiration-image', 'add'],
    mutationFn: (image: NewImage) => addImage(client, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.lists }),
  });
}
