import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';
import type { Page } from '../paging';
import { imageKeys } from './search-images';

export interface LikeAnswer {
  isLiked: boolean;
  likesCount: number;
}

/** POST /v1/inspiration-image/{id}/like with the wanted state (the call toggles without one). */
export async function likeGalleryImage(client: Pick<ApiClient, 'post'>, id: number, isLiked: boolean): Promise<LikeAnswer> {
  return (await client.post<{ result: LikeAnswer }>(`${API_PREFIX}/inspiration-image/${id}/like`, { isLiked })).result;
}

/** The same image wherever a loaded gallery page shows it. */
export function withLike(data: InfiniteData<Page<ImageView>> | undefined, id: number, answer: LikeAnswer): InfiniteData<Page<ImageView>> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((image) => (image.id === id ? { ...image, ...answer } : image)) })) };
}

/** Spec 4: a like shows once the server confirms it, in every gallery that holds the image. */
export function useLikeGalleryImage(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isLiked }: { id: number; isLiked: boolean }) => likeGalleryImage(client, id, isLiked),
    onSuccess: (answer, { id }) => queryClient.setQueriesData<InfiniteData<Page<ImageView>>>({ queryKey: [...imageKeys.all, 'gallery'] }, (data) => withLike(data, id, answer)),
    onError: showApiError,
  });
}
