import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ImageType } from '@decorlook/domain/catalog/catalog.rules';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import type { BudgetsView } from '@decorlook/domain/recommendations/budgets.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../api-client';
import { cappedCount, COUNT_CAP, nextPageOffset, pageLimit, type CappedCount, type Page, type PagingRule } from './paging';

/**
 * The inspiration-image endpoints' reads, one query each, under one key scheme shared by every
 * feature: `['inspiration-image', id, …]` for one image and what hangs off it,
 * `['inspiration-image', 'list', …]` for every list of images. A write updates every view of the
 * image through these keys.
 */
export const imagePath = (id: number) => `${API_PREFIX}/inspiration-image/${id}`;

/** The search body without its paging: what a list of images is keyed by. */
export type ImageSearchFilter = Record<string, unknown>;

export const imageKeys = {
  all: ['inspiration-image'] as const,
  one: (id: number) => ['inspiration-image', id] as const,
  lookBoards: (id: number, limit: number) => ['inspiration-image', id, 'look-boards', limit] as const,
  budgets: (id: number) => ['inspiration-image', id, 'budgets'] as const,
  lists: ['inspiration-image', 'list'] as const,
  search: (filter: ImageSearchFilter) => ['inspiration-image', 'list', 'search', filter] as const,
  searchPages: (filter: ImageSearchFilter, pageSize: number, viewerId: number | null) => ['inspiration-image', 'list', 'search-pages', filter, pageSize, viewerId] as const,
  similar: (id: number, limit: number) => ['inspiration-image', 'list', 'similar', id, limit] as const,
  similarAll: (id: number) => ['inspiration-image', 'list', 'similar', id] as const,
  gallery: (search: GalleryImageSearch, rule: PagingRule) => ['inspiration-image', 'list', 'gallery', search, rule] as const,
  galleryPreview: (search: GalleryImageSearch, limit: number) => ['inspiration-image', 'list', 'gallery-preview', search, limit] as const,
  myCount: ['inspiration-image', 'list', 'my-count'] as const,
};

/** GET /v1/inspiration-image/{id}: others see it once approved; the owner sees it at any status. */
export async function fetchImage(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<ImageView> {
  return (await client.get<{ result: ImageView }>(imagePath(id), { signal })).result;
}

export const imageQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: imageKeys.one(id), queryFn: ({ signal }) => fetchImage(client, id, signal) });

/** GET /v1/inspiration-image/{id}/view-look-boards: the picture's published look boards, best first. */
export async function fetchImageLookBoards(client: Pick<ApiClient, 'get'>, imageId: number, limit: number, signal?: AbortSignal): Promise<LookBoardView[]> {
  return (await client.get<{ result: LookBoardView[] }>(`${imagePath(imageId)}/view-look-boards`, { signal, query: { offset: 0, limit } })).result;
}

export const imageLookBoardsQuery = (imageId: number, limit: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: imageKeys.lookBoards(imageId, limit), queryFn: ({ signal }) => fetchImageLookBoards(client, imageId, limit, signal) });

/** GET /v1/inspiration-image/{id}/budgets: the picture's look at three budgets, from its best published board (no tiers without one). */
export async function fetchImageBudgets(client: Pick<ApiClient, 'get'>, imageId: number, signal?: AbortSignal): Promise<BudgetsView> {
  return (await client.get<{ result: BudgetsView }>(`${imagePath(imageId)}/budgets`, { signal })).result;
}

export const imageBudgetsQuery = (imageId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: imageKeys.budgets(imageId), queryFn: ({ signal }) => fetchImageBudgets(client, imageId, signal), staleTime: 60_000 });

export interface SimilarImagesBody {
  imageId: number;
  offset: number;
  limit: number;
}

/** POST /v1/inspiration-image/similar: the nearest pictures by colour, style and room type. */
export async function fetchSimilarImages(client: Pick<ApiClient, 'post'>, imageId: number, limit: number, signal?: AbortSignal): Promise<ImageView[]> {
  const body: SimilarImagesBody = { imageId, offset: 0, limit };
  return (await client.post<{ result: ImageView[] }>(`${API_PREFIX}/inspiration-image/similar`, body, { signal })).result;
}

export const similarImagesQuery = (imageId: number, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: imageKeys.similar(imageId, limit), queryFn: ({ signal }) => fetchSimilarImages(client, imageId, limit, signal), staleTime: 60_000 });

/**
 * POST /v1/inspiration-image/search. With `readYourWrites` the answer includes the caller's latest
 * writes (an image just added or liked is in its own lists at once).
 */
export async function searchImages(client: Pick<ApiClient, 'post'>, body: ImageSearchFilter & { offset: number; limit: number }, readYourWrites = false, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(`${API_PREFIX}/inspiration-image/search`, body, { signal, readYourWrites })).result;
}

/** One page of a search: the first `limit` images. */
export const imageSearchQuery = (filter: ImageSearchFilter, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: imageKeys.search({ ...filter, limit }), queryFn: ({ signal }) => searchImages(client, { ...filter, offset: 0, limit }, false, signal) });

/** How many images the caller has added: the search answers no total, so one capped page of them is counted. */
export const myImagesCountQuery = (client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: imageKeys.myCount,
    queryFn: async ({ signal }): Promise<CappedCount> =>
      cappedCount(await searchImages(client, { source: 'my', sort: 'newest', offset: 0, limit: COUNT_CAP, pageType: 'images' }, true, signal), COUNT_CAP),
  });

/** Spec 4 "Paging": there is more while the last page came back full. */
export const nextFullPageOffset = (pageSize: number) => (last: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  last.length >= pageSize ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export interface ImageSearchPaging {
  pageSize: number;
  /** The answer includes the caller's latest writes (their own and liked images). */
  readYourWrites?: boolean;
  /** Whose list it is, when the filter says "mine" but not who: one viewer's list is not shown to the next. */
  viewerId?: number | null;
}

/** A search page by page, `pageSize` at a time. */
export const imageSearchPagesQuery = (filter: ImageSearchFilter, { pageSize, readYourWrites = false, viewerId = null }: ImageSearchPaging, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: imageKeys.searchPages(filter, pageSize, viewerId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => searchImages(client, { ...filter, offset: pageParam, limit: pageSize }, readYourWrites, signal),
    getNextPageParam: nextFullPageOffset(pageSize),
  });

export type GalleryImageSort = 'newest' | 'oldest' | 'highest' | 'liked';

/** What narrows the Get the Look gallery (offset and limit are the paging's). */
export interface GalleryImageSearch {
  sort: GalleryImageSort;
  search?: string;
  style?: number | null;
  subStyle?: number | null;
  roomTypes?: number[];
  colors?: number[];
  type?: 'all' | 'room' | 'single' | 'makeOver';
  viewType?: 'lookBoard' | 'product';
}

export interface GalleryImageSearchBody {
  sort: GalleryImageSort;
  offset: number;
  limit: number;
  pageType: 'get-the-look';
  onlyApproved: true;
  search?: string;
  style?: number;
  subStyle?: number;
  roomTypes?: number[];
  colors?: number[];
  type?: 'all' | 'room' | 'single' | 'makeOver';
  viewType?: 'lookBoard' | 'product';
}

export const GALLERY_SEARCH_PATH = `${API_PREFIX}/inspiration-image/search-get-the-look`;

/** The request body: empty filters are left out, so the server applies its defaults. */
export function gallerySearchBody(search: GalleryImageSearch, offset: number, limit: number): GalleryImageSearchBody {
  const body: GalleryImageSearchBody = { sort: search.sort, offset, limit, pageType: 'get-the-look', onlyApproved: true };
  if (search.search) body.search = search.search;
  if (search.style) body.style = search.style;
  if (search.subStyle) body.subStyle = search.subStyle;
  if (search.roomTypes?.length) body.roomTypes = search.roomTypes;
  if (search.colors?.length) body.colors = search.colors;
  if (search.type && search.type !== 'all') body.type = search.type;
  if (search.viewType) body.viewType = search.viewType;
  return body;
}

/** POST /v1/inspiration-image/search-get-the-look. */
export async function searchGalleryImages(client: Pick<ApiClient, 'post'>, body: GalleryImageSearchBody, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(GALLERY_SEARCH_PATH, body, { signal })).result;
}

/** A gallery page by page; the paging rule (page size, visitor cap) decides when to stop. */
export const galleryImagesQuery = (search: GalleryImageSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: imageKeys.gallery(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<ImageView>> => {
      const limit = pageLimit(pageParam, rule);
      const items = await searchGalleryImages(client, gallerySearchBody(search, pageParam, limit), signal);
      return { items, offset: pageParam, limit };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

/** The first few images of a gallery search, for a strip or a cover picture. */
export const galleryPreviewQuery = (search: GalleryImageSearch, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: imageKeys.galleryPreview(search, limit),
    queryFn: ({ signal }) => searchGalleryImages(client, gallerySearchBody(search, 0, limit), signal),
    staleTime: 60_000,
  });

type ImageList = ImageView[] | InfiniteData<ImageView[] | Page<ImageView>>;

const patchIn = (images: ImageView[], id: number, patch: Partial<ImageView>) => (images.some((image) => image.id === id) ? images.map((image) => (image.id === id ? { ...image, ...patch } : image)) : images);

/** The same list with the image `id` changed by `patch` wherever it holds it (pages it does not touch stay the same objects). */
export function withImagePatched<T extends ImageList | undefined>(data: T, id: number, patch: Partial<ImageView>): T {
  if (!data) return data;
  if (Array.isArray(data)) return patchIn(data, id, patch) as T;
  if (!('pages' in data)) return data;
  const pages = data.pages.map((page) => {
    if (Array.isArray(page)) return patchIn(page, id, patch);
    const items = patchIn(page.items, id, patch);
    return items === page.items ? page : { ...page, items };
  });
  return { ...data, pages } as T;
}

/** An image changed: every cached view of it (its page and every list that shows it) shows the change. */
export function patchImageEverywhere(queryClient: QueryClient, id: number, patch: Partial<ImageView>) {
  queryClient.setQueryData<ImageView>(imageKeys.one(id), (image) => (image ? { ...image, ...patch } : image));
  queryClient.setQueriesData<ImageList>({ queryKey: imageKeys.lists }, (data) => withImagePatched(data, id, patch));
}

export interface LikeAnswer {
  isLiked: boolean;
  likesCount: number;
}

/** POST /v1/inspiration-image/{id}/like with the wanted state (the call toggles without one). */
export async function likeImage(client: Pick<ApiClient, 'post'>, id: number, isLiked: boolean): Promise<LikeAnswer> {
  return (await client.post<{ result: LikeAnswer }>(`${imagePath(id)}/like`, { isLiked })).result;
}

/** Spec 4: a like shows once the server confirms it, never before, in every view of the image. */
export function useLikeImage(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isLiked }: { id: number; isLiked: boolean }) => likeImage(client, id, isLiked),
    onSuccess: (answer, { id }) => patchImageEverywhere(queryClient, id, answer),
    onError: showApiError,
  });
}

/** The body of POST /v1/inspiration-image (api-contract.ts checks it against the server's schema). */
export interface NewImage {
  mediaId: number;
  title: string;
  description?: string;
  type?: ImageType;
  styles?: number[];
  subStyles?: number[];
  roomTypeId?: number;
  credit?: string;
  sourceUrl?: string;
}

/** POST /v1/inspiration-image: the image waits for review (status pending). */
export async function addImage(client: Pick<ApiClient, 'post'>, image: NewImage): Promise<ImageView> {
  return (await client.post<{ result: ImageView }>(`${API_PREFIX}/inspiration-image`, image)).result;
}

/** Adding an image (from the dashboard or a pinned picture): every list of images is read again, so "my images" shows it. */
export function useAddImage(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inspiration-image', 'add'],
    mutationFn: (image: NewImage) => addImage(client, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imageKeys.lists }),
  });
}
