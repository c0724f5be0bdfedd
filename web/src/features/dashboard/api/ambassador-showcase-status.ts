import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';

export type { ShowcaseView };
export const OWN_SHOWCASE_PATH = `${API_PREFIX}/showcase`;
export const SHOWCASE_VIDEO_PATH = `${API_PREFIX}/showcase/upload-video-url`;

/** Its own key: the showcase setup page creates a missing showcase, these pages only look. */
export const ambassadorShowcaseKeys = { own: ['ambassador', 'own-showcase'] as const };

/** GET /v1/showcase: the ambassador's page, or null while they have none (404 NoShowcaseYet). */
export async function fetchOwnShowcase(client: Pick<ApiClient, 'get'>, signal?: AbortSignal): Promise<ShowcaseView | null> {
  try {
    return (await client.get<{ result: ShowcaseView }>(OWN_SHOWCASE_PATH, { signal })).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownShowcaseQuery = (client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: ambassadorShowcaseKeys.own, queryFn: ({ signal }) => fetchOwnShowcase(client, signal) });

/** PUT /v1/showcase/upload-video-url: a new address goes to review; empty removes the video. */
export async function sendShowcaseVideo(client: Pick<ApiClient, 'put'>, videoUrl: string): Promise<ShowcaseView> {
  return (await client.put<{ result: ShowcaseView }>(SHOWCASE_VIDEO_PATH, { videoUrl: videoUrl.trim() })).result;
}

export function useSendShowcaseVideo(client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ambassador', 'showcase-video'],
    mutationFn: (videoUrl: string) => sendShowcaseVideo(client, videoUrl),
    onSuccess: (showcase) => queryClient.setQueryData(ambassadorShowcaseKeys.own, showcase),
  });
}
