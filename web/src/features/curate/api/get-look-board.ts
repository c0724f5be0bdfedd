import { queryOptions } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const lookBoardKeys = {
  all: ['curate', 'look-board'] as const,
  one: (id: number) => [...lookBoardKeys.all, id] as const,
};

/** GET /v1/look-board/{id}: a board of the person's to edit. */
export async function getLookBoard(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<LookBoardView> {
  return (await client.get<{ result: LookBoardView }>(`${API_PREFIX}/look-board/${id}`, { signal })).result;
}

export const lookBoardQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.one(id), queryFn: ({ signal }) => getLookBoard(client, id, signal), staleTime: 0 });
