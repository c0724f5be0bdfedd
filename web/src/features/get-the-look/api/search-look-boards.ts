import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from '../../../lib/queries/paging';
import { usePagingRule } from '../use-galleries';

export const LOOK_BOARD_SEARCH_PATH = `${API_PREFIX}/look-board/search`;
export const LOOK_BOARD_PAGE_SIZE = 12;

export type LookBoardSort = 'newest' | 'oldest' | 'highest' | 'liked' | 'voted';
export type LookBoardType = 'all' | 'room' | 'single' | 'makeOver';

/** What narrows the published boards (offset and limit are the paging's). */
export interface LookBoardSearch {
  sort: LookBoardSort;
  type?: LookBoardType;
  styles?: number[];
  roomTypes?: number[];
  search?: string;
  inspirationImageId?: number;
}

export interface LookBoardSearchBody {
  source: 'all';
  sort: LookBoardSort;
  type: LookBoardType;
  offset: number;
  limit: number;
  styles?: number[];
  roomTypes?: number[];
  search?: string;
  inspirationImageId?: number;
}

export interface LookBoardSearchAnswer {
  result: LookBoardView[];
  total: number;
}

/** The request body: empty filters are left out, so the server applies its defaults. */
export function lookBoardSearchBody(search: LookBoardSearch, offset: number, limit: number): LookBoardSearchBody {
  const body: LookBoardSearchBody = { source: 'all', sort: search.sort, type: search.type ?? 'all', offset, limit };
  if (search.styles?.length) body.styles = search.styles;
  if (search.roomTypes?.length) body.roomTypes = search.roomTypes;
  if (search.search) body.search = search.search;
  if (search.inspirationImageId) body.inspirationImageId = search.inspirationImageId;
  return body;
}

/** POST /v1/look-board/search over everyone's published boards. */
export async function searchLookBoards(client: Pick<ApiClient, 'post'>, body: LookBoardSearchBody, signal?: AbortSignal): Promise<LookBoardSearchAnswer> {
  return client.post<LookBoardSearchAnswer>(LOOK_BOARD_SEARCH_PATH, body, { signal });
}

export const lookBoardKeys = {
  all: ['get-the-look', 'look-boards'] as const,
  search: (search: LookBoardSearch, rule: PagingRule) => [...lookBoardKeys.all, 'search', search, rule] as const,
  preview: (search: LookBoardSearch, limit: number) => [...lookBoardKeys.all, 'preview', search, limit] as const,
};

export interface LookBoardPage extends Page<LookBoardView> {
  total: number;
}

/** Published boards page by page; a visitor stops at the cap (spec 6). */
export const lookBoardSearchQuery = (search: LookBoardSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: lookBoardKeys.search(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<LookBoardPage> => {
      const limit = pageLimit(pageParam, rule);
      const answer = await searchLookBoards(client, lookBoardSearchBody(search, pageParam, limit), signal);
      return { items: answer.result, offset: pageParam, limit, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

export function useLookBoardSearch(search: LookBoardSearch, pageSize: number = LOOK_BOARD_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...lookBoardSearchQuery(search, rule), placeholderData: keepPreviousData }) };
}

/** The first few boards of a search, for a strip. */
export const lookBoardPreviewQuery = (search: LookBoardSearch, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: lookBoardKeys.preview(search, limit),
    queryFn: async ({ signal }) => (await searchLookBoards(client, lookBoardSearchBody(search, 0, limit), signal)).result,
    staleTime: 60_000,
  });

/** The most boards one room's page shows (the call's own maximum page). */
export const IMAGE_BOARDS_LIMIT = 50;
