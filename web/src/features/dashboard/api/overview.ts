import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { QueuePage } from './moderation';

/**
 * The overview's figures, one read each. Their keys live under ['dashboard', 'overview'] so they
 * never share a cache entry with the list pages (whose answers have another shape).
 */
export const overviewKeys = {
  all: ['dashboard', 'overview'] as const,
  requests: ['dashboard', 'overview', 'requests'] as const,
  images: ['dashboard', 'overview', 'images'] as const,
  lookBoards: ['dashboard', 'overview', 'look-boards'] as const,
  followers: (userId: number) => ['dashboard', 'overview', 'followers', userId] as const,
  moderation: ['dashboard', 'overview', 'moderation'] as const,
};

/** At most this many requests and images are counted; more reads as "100+". */
export const COUNT_CAP = 100;

/** A count read from a list that has no total: `more` when the list came back full. */
export interface CappedCount {
  count: number;
  more: boolean;
}

type Get = Pick<ApiClient, 'get'>;
type Post = Pick<ApiClient, 'post'>;

export const requestsCountQuery = (client: Post = api) =>
  queryOptions({
    queryKey: overviewKeys.requests,
    queryFn: async ({ signal }): Promise<CappedCount & { open: number }> => {
      const body = { status: 'all', offset: 0, limit: COUNT_CAP };
      const { result } = await client.post<{ result: { status: string }[] }>(`${API_PREFIX}/user/requests`, body, { signal, readYourWrites: true });
      return { count: result.length, more: result.length === COUNT_CAP, open: result.filter((r) => r.status === 'open').length };
    },
  });

export const imagesCountQuery = (client: Post = api) =>
  queryOptions({
    queryKey: overviewKeys.images,
    // The image search answers no total, so one capped page of the member's own images is counted.
    queryFn: async ({ signal }): Promise<CappedCount> => {
      const body = { source: 'my', sort: 'newest', offset: 0, limit: COUNT_CAP, pageType: 'images' };
      const { result } = await client.post<{ result: unknown[] }>(`${API_PREFIX}/inspiration-image/search`, body, { signal, readYourWrites: true });
      return { count: result.length, more: result.length === COUNT_CAP };
    },
  });

export const lookBoardsCountQuery = (client: Post = api) =>
  queryOptions({
    queryKey: overviewKeys.lookBoards,
    // The look board search answers its total: one board is asked for, the total is the figure.
    queryFn: async ({ signal }) => {
      const body = { source: 'my', type: 'all', sort: 'newest', offset: 0, limit: 1 };
      return (await client.post<{ result: unknown[]; total: number }>(`${API_PREFIX}/look-board/search`, body, { signal, readYourWrites: true })).total;
    },
  });

export const followersCountQuery = (userId: number, client: Get = api) =>
  queryOptions({
    queryKey: overviewKeys.followers(userId),
    // The member's own public fields carry the follower count.
    queryFn: async ({ signal }) => (await client.get<{ result: { followersCount: number } }>(`${API_PREFIX}/user/${userId}`, { signal })).result.followersCount,
  });

export const openModerationQuery = (client: Get = api) =>
  queryOptions({
    queryKey: overviewKeys.moderation,
    // One item is enough: the answer's per-kind counts are the figure.
    queryFn: async ({ signal }) => {
      const { result } = await client.get<{ result: QueuePage }>(`${API_PREFIX}/admin/queue`, { signal, query: { kind: 'all', status: 'open', offset: 0, limit: 1 } });
      return Object.values(result.counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    },
  });
