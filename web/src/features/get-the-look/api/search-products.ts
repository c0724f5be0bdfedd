import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductFacets, ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from '../../../lib/queries/paging';
import { usePagingRule } from '../use-galleries';

export const PRODUCT_SEARCH_PATH = `${API_PREFIX}/product/search`;
export const PRODUCT_PAGE_SIZE = 12;

export type ProductSearchSort = 'bestMatch' | 'liked' | 'priceAsc' | 'priceDesc' | 'newest';

export interface ProductSearch {
  sort: ProductSearchSort;
  search?: string;
  /** Best image match orders by likeness to this image. */
  imageId?: number;
  styles?: number[];
  subStyles?: number[];
  colors?: number[];
  itemClasses?: number[];
  materials?: number[];
  shapes?: number[];
  prices?: number[];
}

export type ProductSearchBody = ProductSearch & { offset: number; limit: number };

export interface ProductSearchAnswer {
  result: ProductView[];
  facets: ProductFacets;
  total: number;
}

const LIST_KEYS = ['styles', 'subStyles', 'colors', 'itemClasses', 'materials', 'shapes', 'prices'] as const;

/** The request body: empty lists are left out. */
export function productSearchBody(search: ProductSearch, offset: number, limit: number): ProductSearchBody {
  const body: ProductSearchBody = { sort: search.sort, offset, limit };
  if (search.search) body.search = search.search;
  if (search.imageId) body.imageId = search.imageId;
  for (const key of LIST_KEYS) {
    const ids = search[key];
    if (ids?.length) body[key] = ids;
  }
  return body;
}

export function searchProducts(client: Pick<ApiClient, 'post'>, body: ProductSearchBody, signal?: AbortSignal): Promise<ProductSearchAnswer> {
  // Best match follows the member's own keeps and swaps: the search waits until they are counted.
  return client.post<ProductSearchAnswer>(PRODUCT_SEARCH_PATH, body, { signal, readYourWrites: true });
}

export interface ProductPage extends Page<ProductView> {
  facets: ProductFacets;
  total: number;
}

export const productKeys = {
  all: ['get-the-look', 'products'] as const,
  results: (search: ProductSearch, rule: PagingRule) => [...productKeys.all, 'results', search, rule] as const,
  preview: (search: ProductSearch, limit: number) => [...productKeys.all, 'preview', search, limit] as const,
};

/** Products page by page, each answer with the facet counts of the whole result. */
export const productResultsQuery = (search: ProductSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: productKeys.results(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      const limit = pageLimit(pageParam, rule);
      const answer = await searchProducts(client, productSearchBody(search, pageParam, limit), signal);
      return { items: answer.result, offset: pageParam, limit, facets: answer.facets, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

/** The first products of a search (the best matches beside an image, a cover picture). */
export const productPreviewQuery = (search: ProductSearch, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: productKeys.preview(search, limit),
    queryFn: ({ signal }) => searchProducts(client, productSearchBody(search, 0, limit), signal),
    staleTime: 60_000,
  });

export function useProductResults(search: ProductSearch, pageSize: number = PRODUCT_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...productResultsQuery(search, rule), placeholderData: keepPreviousData }) };
}
