import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** Admins review showcase videos beside the moderation queue (applications are in the queue). */
export type { ShowcaseView };
export const REVIEW_PAGE_SIZE = 20;

export const reviewKeys = {
  videos: ['moderation', 'showcase-videos'] as const,
};

const nextOffset = <T>(last: T[], pages: T[][]) => (last.length === REVIEW_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined);

function dropFromList<T extends { id: number }>(queryClient: ReturnType<typeof useQueryClient>, key: readonly unknown[], id: number) {
  queryClient.setQueryData<InfiniteData<T[], number>>(key, (data) => (data ? { ...data, pages: data.pages.map((page) => page.filter((entry) => entry.id !== id)) } : data));
}

/** GET /v1/admin/showcase-videos: showcases whose video waits for review, oldest first. */
export async function fetchShowcaseVideos(client: Pick<ApiClient, 'get'>, offset: number, signal?: AbortSignal): Promise<ShowcaseView[]> {
  return (await client.get<{ result: ShowcaseView[] }>(`${API_PREFIX}/admin/showcase-videos`, { signal, query: { offset, limit: REVIEW_PAGE_SIZE } })).result;
}

export const showcaseVideosQuery = (client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.videos,
    queryFn: ({ pageParam, signal }) => fetchShowcaseVideos(client, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ShowcaseView>,
  });

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
    onSuccess: (_answer, { showcaseId }) => dropFromList<ShowcaseView>(queryClient, reviewKeys.videos, showcaseId),
  });
}
