import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImagePermissions, ImageType } from '@decorlook/domain/catalog/catalog.rules';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import { imageKeys, imagePath, patchImageEverywhere } from '../../../lib/queries/images';

/** What the edit form sends: every field, `null` clearing an optional one. */
export interface ImageChanges {
  title?: string;
  description?: string | null;
  type?: ImageType;
  styles?: number[];
  subStyles?: number[];
  roomTypeId?: number | null;
  credit?: string | null;
  sourceUrl?: string | null;
}

/** PUT /v1/inspiration-image/{id}: answers the edited image. */
export async function editImage(client: Pick<ApiClient, 'put'>, id: number, changes: ImageChanges): Promise<InspirationImage> {
  return (await client.put<{ result: InspirationImage }>(imagePath(id), changes)).result;
}

export function useEditImage(id: number, client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ImageChanges) => editImage(client, id, changes),
    onSuccess: (image) => {
      patchImageEverywhere(queryClient, id, image);
      void queryClient.invalidateQueries({ queryKey: imageKeys.similarAll(id) });
    },
  });
}

/** POST /v1/inspiration-image/{id}/permissions: the owner claims the picture as open or exclusive. */
export async function setImagePermissions(client: Pick<ApiClient, 'post'>, id: number, permissions: ImagePermissions): Promise<InspirationImage> {
  return (await client.post<{ result: InspirationImage }>(`${imagePath(id)}/permissions`, { permissions })).result;
}

export function useSetImagePermissions(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: ImagePermissions) => setImagePermissions(client, id, permissions),
    onSuccess: (image) => patchImageEverywhere(queryClient, id, image),
    onError: showApiError,
  });
}
