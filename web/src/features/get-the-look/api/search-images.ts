import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from '../paging';

export const GET_THE_LOOK_SEARCH_PATH = `${API_PREFIX}/inspiration-image/search-get-the-look`;

/** Spec 9: the default image page size. */
export const IMAGE_PAGE_SIZE = 10;

export type ImageSearchSort = 'newest' | 'oldest' | 'highest' | 'liked';

/** What narrows a gallery (offset and limit are the paging's). */
export interface ImageSearch {
  sort: ImageSearchSort;
  search?: string;
  style?: number | null;
  subStyle?: number | null;
  roomTypes?: number[];
  colors?: number[];
  type?: 'all' | 'room' | 'single' | 'makeOver';
  viewType?: 'lookBoard' | 'product';
}

export interface ImageSearchBody {
  sort: ImageSearchSort;
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

/** The request body: empty filters are left out, so the server applies its defaults. */
export function imageSearchBody(search: ImageSearch, offset: number, limit: number): ImageSearchBody {
  const body: ImageSearchBody = { sort: search.sort, offset, limit, pageType: 'get-the-look', onlyApproved: true };
  if (search.search) body.search = search.search;
  if (search.style) body.style = search.style;
  if (search.subStyle) body.subStyle = search.subStyle;
  if (search.roomTypes?.length) body.roomTypes = search.roomTypes;
  if (search.colors?.length) body.colors = search.colors;
  if (search.type && search.type !== 'all') body.type = search.type;
  if (search.viewType) body.viewType = search.viewType;
  return body;
}

export async function searchImages(client: Pick<ApiClient, 'post'>, body: ImageSearchBody, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(GET_THE_LOOK_SEARCH_PATH, body, { signal })).result;
}

export const imageKeys = {
  all: ['get-the-look', 'images'] as const,
  gallery: (search: ImageSearch, rule: PagingRule) => [...imageKeys.all, 'gallery', search, rule] as const,
  preview: (search: ImageSearch, limit: number) => [...imageKeys.all, 'preview', search, limit] as const,
};

/** A gallery page by page; the paging rule (page size, visitor cap) decides when to stop. */
export const imageGalleryQuery = (search: ImageSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: imageKeys.gallery(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<ImageView>> => {
      const limit = pageLimit(pageParam, rule);
      const items = await searchImages(client, imageSearchBody(search, pageParam, limit), signal);
      return { items, offset: pageParam, limit };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

/** The first few images of a search, for a strip or a cover picture. */
export const imagePreviewQuery = (search: ImageSearch, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: imageKeys.preview(search, limit),
    queryFn: ({ signal }) => searchImages(client, imageSearchBody(search, 0, limit), signal),
    staleTime: 60_000,
  });

/** Whether the person browsing is a visitor: a visitor's paging stops at the cap. */
export function usePagingRule(pageSize: number): PagingRule {
  const session = useSession();
  return { pageSize, visitor: session.status === 'visitor' };
}

export function useImageGallery(search: ImageSearch, pageSize: number = IMAGE_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...imageGalleryQuery(search, rule), placeholderData: keepPreviousData }) };
}
