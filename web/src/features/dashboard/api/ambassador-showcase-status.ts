import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { api, type ApiClient } from '../../../lib/api-client';
import { SHOWCASE_PATH, showcaseKeys } from '../../../lib/queries/showcases';

export type { ShowcaseView };
export const SHOWCASE_VIDEO_PATH = `${SHOWCASE_PATH}/upload-video-url`;

/** PUT /v1/showcase/upload-video-url: a new address goes to review; empty removes the video. */
export async function sendShowcaseVideo(client: Pick<ApiClient, 'put'>, videoUrl: string): Promise<ShowcaseView> {
  return (await client.put<{ result: ShowcaseView }>(SHOWCASE_VIDEO_PATH, { videoUrl: videoUrl.trim() })).result;
}

/** The answer is the ambassador's page as it now stands: every view of it (the setup too) shows it. */
export function useSendShowcaseVideo(me: number, client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ambassador', 'showcase-video'],
    mutationFn: (videoUrl: string) => sendShowcaseVideo(client, videoUrl),
    onSuccess: (showcase) => queryClient.setQueryData(showcaseKeys.own(me), showcase),
  });
}
