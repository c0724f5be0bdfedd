import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { moderationKeys } from '../../../lib/queries/moderation';

/** Admins review showcase videos beside the moderation queue (applications are in the queue; the list is read in lib/queries/moderation). */
export type { ShowcaseView };

function dropFromList<T extends { id: number }>(queryClient: ReturnType<typeof useQueryClient>, key: readonly unknown[], id: number) {
  queryClient.setQueryData<InfiniteData<T[], number>>(key, (data) => (data ? { ...data, pages: data.pages.map((page) => page.filter((entry) => entry.id !== id)) } : data));
}

export type VideoDecision = { showcaseId: number } & ({ action: 'activate' } | { action: 'deactivate'; reason?: string });

export interface VideoDecisionAnswer {
  id: number;
  videoStatus: ShowcaseView['videoStatus'];
}

/** POST /v1/admin/showcases/{id}/video/activate, or /deactivate with an optional reason. */
export async function decideVideo(client: Pick<ApiClient, 'post'>, decision: VideoDecision): Promise<VideoDecisionAnswer> {
  const path = `${API_PREFIX}/admin/showcases/${decision.showcaseId}/video/${decision.action}`;
  const body = decision.action === 'deactivate' ? { reason: decision.reason?.trim() || undefined } : undefined;
  return (await client.post<{ result: VideoDecisionAnswer }>(path, body)).result;
}

export function useVideoDecision(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['moderation', 'showcase-video'],
    mutationFn: (decision: VideoDecision) => decideVideo(client, decision),
    onSuccess: (_answer, { showcaseId }) => dropFromList<ShowcaseView>(queryClient, moderationKeys.videos, showcaseId),
  });
}
