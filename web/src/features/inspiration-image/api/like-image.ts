import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import { imageKeys, imagePath, type InspirationImage } from './get-image';

export interface LikeAnswer {
  isLiked: boolean;
  likesCount: number;
}

/** POST /v1/inspiration-image/{id}/like with the wanted state (the call toggles without one). */
export async function likeImage(client: Pick<ApiClient, 'post'>, id: number, isLiked: boolean): Promise<LikeAnswer> {
  return (await client.post<{ result: LikeAnswer }>(`${imagePath(id)}/like`, { isLiked })).result;
}

/** Spec 4: a like shows once the server confirms it, never before. */
export function useLikeImage(id: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => likeImage(client, id, isLiked),
    onSuccess: (answer) => queryClient.setQueryData<InspirationImage>(imageKeys.one(id), (image) => (image ? { ...image, ...answer } : image)),
    onError: showApiError,
  });
}
