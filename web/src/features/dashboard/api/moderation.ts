import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moderationItemView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export type ModerationItem = z.infer<typeof moderationItemView>;
export const MODERATION_KINDS = ['all', 'images', 'products', 'lookBoards'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const QUEUE_PAGE_SIZE = 20;

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (kind: ModerationKind) => ['moderation', kind] as const,
};

/** GET /v1/admin/moderation-queue: what waits for review, oldest first. */
export async function fetchQueue(client: Pick<ApiClient, 'get'>, kind: ModerationKind, offset: number, signal?: AbortSignal): Promise<ModerationItem[]> {
  const answer = await client.get<{ result: ModerationItem[] }>(`${API_PREFIX}/admin/moderation-queue`, { signal, query: { kind, offset, limit: QUEUE_PAGE_SIZE } });
  return answer.result;
}

export const moderationQueueQuery = (kind: ModerationKind, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(kind),
    queryFn: ({ pageParam, signal }) => fetchQueue(client, kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ModerationItem[], pages: ModerationItem[][]) =>
      last.length === QUEUE_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined,
  });

export type Decision = { item: Pick<ModerationItem, 'kind' | 'id'> } & ({ action: 'approve' } | { action: 'reject'; reason: string });

const COLLECTIONS: Record<ModerationItem['kind'], string> = { image: 'inspiration-images', product: 'products', lookBoard: 'look-boards' };

/** POST /v1/admin/{inspiration-images|products|look-boards}/{id}/{approve|reject}. */
export async function decide(client: Pick<ApiClient, 'post'>, decision: Decision): Promise<{ id: number; status: string }> {
  const collection = COLLECTIONS[decision.item.kind];
  const path = `${API_PREFIX}/admin/${collection}/${decision.item.id}/${decision.action}`;
  const body = decision.action === 'reject' ? { reason: decision.reason } : undefined;
  return (await client.post<{ result: { id: number; status: string } }>(path, body)).result;
}

/** The item leaves every queue list once the server has recorded the decision. */
export function useModerationDecision(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['moderation', 'decide'],
    mutationFn: (decision: Decision) => decide(client, decision),
    onSuccess: (_answer, { item }) => {
      queryClient.setQueriesData<InfiniteData<ModerationItem[], number>>({ queryKey: moderationKeys.all }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((entry) => !(entry.kind === item.kind && entry.id === item.id))) } : data,
      );
    },
  });
}
