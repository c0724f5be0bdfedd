import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../../../lib/api-client';

export const LOOK_BOARD_TABS = ['my', 'all', 'liked'] as const;
export type LookBoardTab = (typeof LOOK_BOARD_TABS)[number];
/** On "my": everything, the published ones, or drafts (not yet published). */
export const BOARD_PUBLICATION_FILTERS = ['any', 'published', 'drafts'] as const;
export type BoardPublicationFilter = (typeof BOARD_PUBLICATION_FILTERS)[number];
export const LOOK_BOARDS_PAGE_SIZE = 12;

export const myLookBoardsKeys = {
  all: ['dashboard', 'look-boards'] as const,
  list: (tab: LookBoardTab, publication: BoardPublicationFilter) => ['dashboard', 'look-boards', tab, publication] as const,
};

export interface LookBoardsSearchBody {
  source: LookBoardTab;
  type: 'all';
  sort: 'newest';
  offset: number;
  limit: number;
  publication?: Exclude<BoardPublicationFilter, 'any'>;
}

export function lookBoardsSearchBody(tab: LookBoardTab, publication: BoardPublicationFilter, offset: number): LookBoardsSearchBody {
  const body: LookBoardsSearchBody = { source: tab, type: 'all', sort: 'newest', offset, limit: LOOK_BOARDS_PAGE_SIZE };
  if (tab === 'my' && publication !== 'any') body.publication = publication;
  return body;
}

/** POST /v1/look-board/search for the dashboard: the caller's boards (any status), everyone's published ones, or the liked ones. */
export async function searchMyLookBoards(client: Pick<ApiClient, 'post'>, body: LookBoardsSearchBody, signal?: AbortSignal): Promise<LookBoardView[]> {
  // Read-your-writes: a board just saved or deleted shows so at once.
  return (await client.post<{ result: LookBoardView[]; total: number }>(`${API_PREFIX}/look-board/search`, body, { signal, readYourWrites: true })).result;
}

/** Spec 4 "Paging": there is more while the last page came back full. */
const nextOffset = (lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  lastPage.length === LOOK_BOARDS_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export const myLookBoardsQuery = (tab: LookBoardTab, publication: BoardPublicationFilter, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: myLookBoardsKeys.list(tab, publication),
    queryFn: ({ pageParam, signal }) => searchMyLookBoards(client, lookBoardsSearchBody(tab, publication, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** DELETE /v1/look-board/{id}: only the owner's own boards. */
export async function deleteLookBoard(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: boolean }> {
  return (await client.delete<{ result: { deleted: boolean } }>(`${API_PREFIX}/look-board/${id}`)).result;
}

export function useDeleteLookBoard(client: Pick<ApiClient, 'delete'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLookBoard(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myLookBoardsKeys.all }),
    onError: showApiError,
  });
}
