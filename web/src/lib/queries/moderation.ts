import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { QueueKind } from '@decorlook/domain/moderation/moderation.rules';
import type { QueueItemView } from '@decorlook/domain/moderation/moderation.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/**
 * The admins' reads (the moderation queue and the showcase videos waiting for review), one query
 * each, under `['moderation', …]`: the moderation page and the dashboard overview share them.
 */
export type QueueItem = QueueItemView;
export type { QueueKind };
/** Open: waiting for a decision. Taken down: content an admin removed, to restore. */
export type QueueStatus = 'open' | 'takenDown';
export type QueueFilter = QueueKind | 'all';

/** One page of the queue (GET /v1/admin/queue). */
export interface QueuePage {
  items: QueueItem[];
  /** Open items per kind (the tabs' counts). */
  counts: Partial<Record<QueueKind, number>>;
}

export const QUEUE_PAGE_SIZE = 20;
export const REVIEW_PAGE_SIZE = 20;

export const moderationKeys = {
  queue: ['moderation', 'queue'] as const,
  queueList: (kind: QueueFilter, status: QueueStatus) => ['moderation', 'queue', status, kind] as const,
  /** Apart from the queue's lists, whose cached pages a decision edits in place. */
  openCount: ['moderation', 'open-count'] as const,
  videos: ['moderation', 'showcase-videos'] as const,
};

/** GET /v1/admin/queue: open items oldest first, taken-down content newest first. */
export async function fetchQueue(client: Pick<ApiClient, 'get'>, kind: QueueFilter, status: QueueStatus, offset: number, limit: number, signal?: AbortSignal): Promise<QueuePage> {
  return (await client.get<{ result: QueuePage }>(`${API_PREFIX}/admin/queue`, { signal, query: { kind, status, offset, limit } })).result;
}

export const queueQuery = (kind: QueueFilter, status: QueueStatus, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queueList(kind, status),
    queryFn: ({ pageParam, signal }) => fetchQueue(client, kind, status, pageParam, QUEUE_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: QueuePage, pages: QueuePage[]) => (last.items.length === QUEUE_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined),
  });

/** How many items wait for a decision: one item is asked for, the answer's per-kind counts are the figure. */
export const openModerationCountQuery = (client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: moderationKeys.openCount,
    queryFn: async ({ signal }) => Object.values((await fetchQueue(client, 'all', 'open', 0, 1, signal)).counts).reduce<number>((sum, n) => sum + (n ?? 0), 0),
  });

/** GET /v1/admin/showcase-videos: showcases whose video waits for review, oldest first. */
export async function fetchShowcaseVideos(client: Pick<ApiClient, 'get'>, offset: number, signal?: AbortSignal): Promise<ShowcaseView[]> {
  return (await client.get<{ result: ShowcaseView[] }>(`${API_PREFIX}/admin/showcase-videos`, { signal, query: { offset, limit: REVIEW_PAGE_SIZE } })).result;
}

export const showcaseVideosQuery = (client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.videos,
    queryFn: ({ pageParam, signal }) => fetchShowcaseVideos(client, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ShowcaseView[], pages: ShowcaseView[][]) => (last.length === REVIEW_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined),
  });
