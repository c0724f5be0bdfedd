import { queryOptions } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { imageKeys } from './get-image';

export const IMAGE_BOARDS_SIZE = 4;

/** GET /v1/inspiration-image/{id}/view-look-boards: the picture's published look boards, best first. */
export async function fetchImageLookBoards(client: Pick<ApiClient, 'get'>, imageId: number, signal?: AbortSignal): Promise<LookBoardView[]> {
  const path = `${API_PREFIX}/inspiration-image/${imageId}/view-look-boards`;
  return (await client.get<{ result: LookBoardView[] }>(path, { signal, query: { offset: 0, limit: IMAGE_BOARDS_SIZE } })).result;
}

export const imageLookBoardsQuery = (imageId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: [...imageKeys.one(imageId), 'look-boards'] as const, queryFn: ({ signal }) => fetchImageLookBoards(client, imageId, signal), staleTime: 60_000 });
