import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView, MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import type { ExactItemAnswer } from '@decorlook/domain/recommendations/exact-items';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../api-client';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from './paging';

export type LookBoard = LookBoardView;

export const lookBoardApiPath = (id: number) => `${API_PREFIX}/look-board/${id}`;
export const BOARD_PRODUCTS_PATH = `${API_PREFIX}/productslb`;

export const LOOK_BOARD_SEARCH_PATH = `${API_PREFIX}/look-board/search`;

/**
 * The look-board endpoints' reads, one query each, under `['look-board', id, …]` for one board and
 * what hangs off it, and `['look-board', 'list', …]` for every list of boards (the search): the
 * board page, Get the Look, the dashboard, the showcase and the canvas share them, so a write to a
 * board shows in every view of it.
 */
export const lookBoardKeys = {
  all: ['look-board'] as const,
  one: (id: number) => ['look-board', id] as const,
  products: (id: number, products: readonly number[]) => ['look-board', id, 'products', products] as const,
  productsAll: (id: number) => ['look-board', id, 'products'] as const,
  share: (id: number) => ['look-board', id, 'share'] as const,
  budgets: (id: number) => ['look-board', id, 'budgets'] as const,
  lists: ['look-board', 'list'] as const,
  search: (search: LookBoardSearch, rule: PagingRule) => ['look-board', 'list', 'search', search, rule] as const,
  /** The member's own, everyone's and the liked boards, as the dashboard lists them. */
  dashboard: ['look-board', 'list', 'dashboard'] as const,
  dashboardList: (tab: DashboardBoardsTab, publication: BoardPublicationFilter) => ['look-board', 'list', 'dashboard', tab, publication] as const,
  myCount: ['look-board', 'list', 'my-count'] as const,
  showcaseSources: (userId: number) => ['look-board', 'list', 'showcase-sources', userId] as const,
};

/** GET /v1/look-board/{id}: the owner and admins always; others once it is approved and public (404 otherwise). */
export async function fetchLookBoard(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<LookBoard> {
  return (await client.get<{ result: LookBoard }>(lookBoardApiPath(id), { signal })).result;
}

export const lookBoardQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.one(id), queryFn: ({ signal }) => fetchLookBoard(client, id, signal) });

/** A product as the board shows it: `substituteFor` names the product that went, whose slot it fills ("Similar item"). */
export type BoardProduct = ProductView & { substituteFor?: number };

export interface BoardProductsBody {
  products: number[];
  lookBoardId: number;
}

/** POST /v1/productslb: the board's products in slot order, a substitute in place of one no longer available. */
export async function fetchBoardProducts(client: Pick<ApiClient, 'post'>, body: BoardProductsBody, signal?: AbortSignal): Promise<BoardProduct[]> {
  return (await client.post<{ result: BoardProduct[] }>(BOARD_PRODUCTS_PATH, body, { signal })).result;
}

export const boardProductsQuery = (board: Pick<LookBoard, 'id' | 'products'>, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: lookBoardKeys.products(board.id, board.products),
    queryFn: ({ signal }) => fetchBoardProducts(client, { products: board.products, lookBoardId: board.id }, signal),
    staleTime: 60_000,
  });

export interface ShareAnswer {
  shareUrl: string;
  images: { standard: string; pinterest: string };
}

export const SHARE_PATH = `${API_PREFIX}/look-board/share`;

/** POST /v1/look-board/share: the board's public address and its social pictures (rendered on first ask). */
export async function fetchShare(client: Pick<ApiClient, 'post'>, lookBoardId: number, signal?: AbortSignal): Promise<ShareAnswer> {
  return (await client.post<{ result: ShareAnswer }>(SHARE_PATH, { lookBoardId }, { signal })).result;
}

export const shareQuery = (lookBoardId: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.share(lookBoardId), queryFn: ({ signal }) => fetchShare(client, lookBoardId, signal), staleTime: 5 * 60_000 });

/** GET /v1/look-board/{id}/budgets: the look at Save, Mid and Splurge (whoever may see the board). */
export async function fetchBoardBudgets(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<BudgetsView> {
  return (await client.get<{ result: BudgetsView }>(`${lookBoardApiPath(id)}/budgets`, { signal })).result;
}

export const boardBudgetsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: lookBoardKeys.budgets(id), queryFn: ({ signal }) => fetchBoardBudgets(client, id, signal), staleTime: 60_000 });

/**
 * POST /v1/look-board/{id}/exact-items: the board's curator (or the picture's credited owner) says
 * a product on it is (or is not) the exact item in the picture. The budgets of the board and of
 * its picture carry the labels.
 */
export async function markExactItem(client: Pick<ApiClient, 'post'>, id: number, productId: number, exact: boolean): Promise<ExactItemAnswer> {
  return (await client.post<{ result: ExactItemAnswer }>(`${lookBoardApiPath(id)}/exact-items`, { productId, exact })).result;
}

export interface LookBoardSearchAnswer {
  result: LookBoardView[];
  total: number;
}

/**
 * POST /v1/look-board/search. With `readYourWrites` the answer includes the caller's latest
 * writes (a board just saved, deleted or liked shows so at once).
 */
export async function searchLookBoards<B extends object>(client: Pick<ApiClient, 'post'>, body: B, readYourWrites: boolean, signal?: AbortSignal): Promise<LookBoardSearchAnswer> {
  return client.post<LookBoardSearchAnswer>(LOOK_BOARD_SEARCH_PATH, body, { signal, readYourWrites });
}

export type LookBoardSort = 'newest' | 'oldest' | 'highest' | 'liked' | 'voted';
export type LookBoardType = 'all' | 'room' | 'single' | 'makeOver';

/** What narrows everyone's published boards (offset and limit are the paging's). */
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

/** The request body: empty filters are left out, so the server applies its defaults. */
export function lookBoardSearchBody(search: LookBoardSearch, offset: number, limit: number): LookBoardSearchBody {
  const body: LookBoardSearchBody = { source: 'all', sort: search.sort, type: search.type ?? 'all', offset, limit };
  if (search.styles?.length) body.styles = search.styles;
  if (search.roomTypes?.length) body.roomTypes = search.roomTypes;
  if (search.search) body.search = search.search;
  if (search.inspirationImageId) body.inspirationImageId = search.inspirationImageId;
  return body;
}

export interface LookBoardPage extends Page<LookBoardView> {
  total: number;
}

/** Everyone's published boards page by page; a visitor stops at the cap (spec 6). */
export const lookBoardSearchQuery = (search: LookBoardSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: lookBoardKeys.search(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<LookBoardPage> => {
      const limit = pageLimit(pageParam, rule);
      const answer = await searchLookBoards(client, lookBoardSearchBody(search, pageParam, limit), false, signal);
      return { items: answer.result, offset: pageParam, limit, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

export const DASHBOARD_BOARD_TABS = ['my', 'all', 'liked'] as const;
export type DashboardBoardsTab = (typeof DASHBOARD_BOARD_TABS)[number];
/** On "my": everything, the published ones, or drafts (not yet published). */
export const BOARD_PUBLICATION_FILTERS = ['any', 'published', 'drafts'] as const;
export type BoardPublicationFilter = (typeof BOARD_PUBLICATION_FILTERS)[number];
export const DASHBOARD_BOARDS_PAGE_SIZE = 12;

export interface LookBoardsSearchBody {
  source: DashboardBoardsTab;
  type: 'all';
  sort: 'newest';
  offset: number;
  limit: number;
  publication?: Exclude<BoardPublicationFilter, 'any'>;
}

export function lookBoardsSearchBody(tab: DashboardBoardsTab, publication: BoardPublicationFilter, offset: number): LookBoardsSearchBody {
  const body: LookBoardsSearchBody = { source: tab, type: 'all', sort: 'newest', offset, limit: DASHBOARD_BOARDS_PAGE_SIZE };
  if (tab === 'my' && publication !== 'any') body.publication = publication;
  return body;
}

/** Spec 4 "Paging": there is more while the last page came back full. */
const nextFullPage = (pageSize: number) => (last: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  last.length >= pageSize ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

/** The dashboard's boards: the caller's (any status), everyone's published ones, or the liked ones. */
export const dashboardBoardsQuery = (tab: DashboardBoardsTab, publication: BoardPublicationFilter, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: lookBoardKeys.dashboardList(tab, publication),
    queryFn: async ({ pageParam, signal }) => (await searchLookBoards(client, lookBoardsSearchBody(tab, publication, pageParam), true, signal)).result,
    initialPageParam: 0,
    getNextPageParam: nextFullPage(DASHBOARD_BOARDS_PAGE_SIZE),
  });

/** How many boards the caller has: the search answers its total, so one board is asked for. */
export const myLookBoardsCountQuery = (client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: lookBoardKeys.myCount,
    queryFn: async ({ signal }) => (await searchLookBoards(client, { source: 'my', type: 'all', sort: 'newest', offset: 0, limit: 1 }, true, signal)).total,
  });

export const SOURCE_BOARDS_PAGE_SIZE = 12;

export interface SourceLookBoardsBody {
  source: 'my';
  publication: 'published';
  type: 'all';
  sort: 'newest';
  offset: number;
  limit: number;
}

export const sourceLookBoardsBody = (offset: number): SourceLookBoardsBody => ({ source: 'my', publication: 'published', type: 'all', sort: 'newest', offset, limit: SOURCE_BOARDS_PAGE_SIZE });

/** The ambassador's own published boards, page by page, for their showcase. */
export const showcaseSourceBoardsQuery = (userId: number, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: lookBoardKeys.showcaseSources(userId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => (await searchLookBoards(client, sourceLookBoardsBody(pageParam), true, signal)).result,
    getNextPageParam: nextFullPage(SOURCE_BOARDS_PAGE_SIZE),
  });

export const USER_MIX_MATCHES_PATH = `${API_PREFIX}/user/mix-matches`;
export const MIX_MATCH_PAGE_SIZE = 12;

export interface MixMatchListBody {
  offset: number;
  limit: number;
  inspirationImageId?: number;
}

/** The person's saved Mix & Match boards: every list of them sits under `all`, so a saved or deleted mix shows in each. */
export const mixMatchKeys = {
  all: ['mix-match'] as const,
  list: (inspirationImageId?: number) => ['mix-match', 'list', inspirationImageId ?? 'any'] as const,
};

/** POST /v1/user/mix-matches: the person's saved mixes, newest first (optionally one room's). */
export async function fetchMixMatches(client: Pick<ApiClient, 'post'>, body: MixMatchListBody, signal?: AbortSignal): Promise<MixMatchView[]> {
  // Read-your-writes: a mix just saved is listed at once.
  return (await client.post<{ result: MixMatchView[] }>(USER_MIX_MATCHES_PATH, body, { signal, readYourWrites: true })).result;
}

export const mixMatchesQuery = (inspirationImageId?: number, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: mixMatchKeys.list(inspirationImageId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const body: MixMatchListBody = { offset: pageParam, limit: MIX_MATCH_PAGE_SIZE };
      if (inspirationImageId) body.inspirationImageId = inspirationImageId;
      return fetchMixMatches(client, body, signal);
    },
    // Spec 4 "Paging": there is more while the last page came back full.
    getNextPageParam: (last, pages) => (last.length === MIX_MATCH_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined),
  });

export const MIX_MATCH_PATH = `${API_PREFIX}/mix-match`;

export interface MixMatchBody {
  inspirationImageId: number;
  products: number[];
}

/** POST /v1/mix-match: the picked products of one room's boards (Get the Look's or a request's), saved as the person's mix. */
export async function saveMixMatch(client: Pick<ApiClient, 'post'>, body: MixMatchBody): Promise<MixMatchView> {
  return (await client.post<{ result: MixMatchView }>(MIX_MATCH_PATH, body)).result;
}

/** DELETE /v1/mix-match/{id}. */
export async function deleteMixMatch(client: Pick<ApiClient, 'delete'>, id: number): Promise<{ deleted: boolean }> {
  return (await client.delete<{ result: { deleted: boolean } }>(`${MIX_MATCH_PATH}/${id}`)).result;
}

/** Saves a mix; every list of the person's mixes shows it. */
export function useSaveMixMatch(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MixMatchBody) => saveMixMatch(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mixMatchKeys.all }),
    onError: showApiError,
  });
}

/** Deletes a mix; every list of the person's mixes drops it. */
export function useDeleteMixMatch(client: Pick<ApiClient, 'delete'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMixMatch(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mixMatchKeys.all }),
    onError: showApiError,
  });
}
