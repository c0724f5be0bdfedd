import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ProductFacets, ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from './paging';

/**
 * The product endpoints' reads, one query each, under one key scheme shared by every feature:
 * `['product', id, …]` for one product and what hangs off it, `['product', 'list', …]` for every
 * list of products (searches). A write to a product updates its page through these keys.
 */
export type Product = ProductView;

export const productPath = (id: number) => `${API_PREFIX}/product/${id}`;
export const PRODUCTS_BY_ID_PATH = `${API_PREFIX}/products`;
export const PRODUCT_SEARCH_PATH = `${API_PREFIX}/product/search`;

export type ProductSearchSort = 'bestMatch' | 'liked' | 'priceAsc' | 'priceDesc' | 'newest';

/** What narrows a product search in Get the Look (offset and limit are the paging's). */
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

export const productKeys = {
  all: ['product'] as const,
  one: (id: number) => ['product', id] as const,
  similar: (id: number) => ['product', id, 'similar'] as const,
  lookBoards: (id: number) => ['product', id, 'look-boards'] as const,
  byId: (products: readonly number[]) => ['product', 'by-id', products] as const,
  lists: ['product', 'list'] as const,
  /** Get the Look's searches: a keep or a swap there reorders them (best match follows the member's taste). */
  gallery: ['product', 'list', 'gallery'] as const,
  results: (search: ProductSearch, rule: PagingRule) => ['product', 'list', 'gallery', 'results', search, rule] as const,
  preview: (search: ProductSearch, limit: number) => ['product', 'list', 'gallery', 'preview', search, limit] as const,
  shopTheLook: (imageId: number) => ['product', 'list', 'shop-the-look', imageId] as const,
  sameKind: (itemClassId: number, search: string) => ['product', 'list', 'same-kind', itemClassId, search] as const,
  pages: (name: string, filter: object, pageSize: number) => ['product', 'list', name, filter, pageSize] as const,
};

/** GET /v1/product/{id}: others see it once approved; the owner sees it at any approval. */
export async function fetchProduct(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<Product> {
  return (await client.get<{ result: Product }>(productPath(id), { signal })).result;
}

export const productQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: productKeys.one(id), queryFn: ({ signal }) => fetchProduct(client, id, signal) });

export const SIMILAR_PRODUCTS_SIZE = 8;

/** GET /v1/products/similar/{id}: products like this one. */
export async function fetchSimilarProducts(client: Pick<ApiClient, 'get'>, id: number, signal?: AbortSignal): Promise<Product[]> {
  return (await client.get<{ result: Product[] }>(`${API_PREFIX}/products/similar/${id}`, { signal, query: { limit: SIMILAR_PRODUCTS_SIZE } })).result;
}

export const similarProductsQuery = (id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: productKeys.similar(id), queryFn: ({ signal }) => fetchSimilarProducts(client, id, signal), staleTime: 5 * 60_000 });

export const PRODUCT_BOARDS_SIZE = 4;

/** GET /v1/product/{id}/view-look-boards: published look boards the product is on, best first. */
export async function fetchProductLookBoards(client: Pick<ApiClient, 'get'>, productId: number, signal?: AbortSignal): Promise<LookBoardView[]> {
  return (await client.get<{ result: LookBoardView[] }>(`${productPath(productId)}/view-look-boards`, { signal, query: { offset: 0, limit: PRODUCT_BOARDS_SIZE } })).result;
}

export const productLookBoardsQuery = (productId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: productKeys.lookBoards(productId), queryFn: ({ signal }) => fetchProductLookBoards(client, productId, signal), staleTime: 60_000 });

/** POST /v1/products: products by id, in the asked order (those the caller may see). */
export async function fetchProductsById(client: Pick<ApiClient, 'post'>, products: number[], signal?: AbortSignal): Promise<ProductView[]> {
  return (await client.post<{ result: ProductView[] }>(PRODUCTS_BY_ID_PATH, { products }, { signal })).result;
}

export const productsByIdQuery = (products: number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: productKeys.byId(products),
    queryFn: ({ signal }) => fetchProductsById(client, products, signal),
    staleTime: 60_000,
  });

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

/**
 * POST /v1/product/search. With `readYourWrites` the search waits until the member's latest
 * keeps and swaps are counted (best match follows them).
 */
export function searchProducts<B extends object>(client: Pick<ApiClient, 'post'>, body: B, readYourWrites: boolean, signal?: AbortSignal): Promise<ProductSearchAnswer> {
  return client.post<ProductSearchAnswer>(PRODUCT_SEARCH_PATH, body, { signal, readYourWrites });
}

export interface ProductPage extends Page<ProductView> {
  facets: ProductFacets;
  total: number;
}

/** Get the Look's products page by page, each answer with the facet counts of the whole result. */
export const productResultsQuery = (search: ProductSearch, rule: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: productKeys.results(search, rule),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      const limit = pageLimit(pageParam, rule);
      const answer = await searchProducts(client, productSearchBody(search, pageParam, limit), true, signal);
      return { items: answer.result, offset: pageParam, limit, facets: answer.facets, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, rule),
  });

/** The first products of a Get the Look search (the best matches beside an image, a cover picture). */
export const productPreviewQuery = (search: ProductSearch, limit: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: productKeys.preview(search, limit),
    queryFn: ({ signal }) => searchProducts(client, productSearchBody(search, 0, limit), true, signal),
    staleTime: 60_000,
  });

export const SHOP_THE_LOOK_SIZE = 8;

export const shopTheLookBody = (imageId: number) => ({ sort: 'bestMatch' as const, imageId, limit: SHOP_THE_LOOK_SIZE });

/** "Shop the Look" beside a picture: the products that match it best. */
export const shopTheLookQuery = (imageId: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: productKeys.shopTheLook(imageId),
    queryFn: async ({ signal }) => (await searchProducts(client, shopTheLookBody(imageId), false, signal)).result,
    staleTime: 5 * 60_000,
  });

/** How many products a substitute picker lists at once. */
export const SAME_KIND_SIZE = 8;

export const sameKindBody = (itemClassId: number, search: string) => ({ itemClasses: [itemClassId], limit: SAME_KIND_SIZE, offset: 0, ...(search.trim() ? { search: search.trim() } : {}) });

/** Approved products of one item class, by words if given (a look board's substitute picker). */
export const sameKindQuery = (itemClassId: number, search: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({
    queryKey: productKeys.sameKind(itemClassId, search.trim()),
    queryFn: async ({ signal }) => (await searchProducts(client, sameKindBody(itemClassId, search), false, signal)).result,
    staleTime: 60_000,
  });

export interface ProductSearchPage extends ProductSearchAnswer {
  offset: number;
}

/**
 * A product search a feature words itself (its `filter`: the body without offset and limit),
 * page by page until the answer's total is reached; `name` keeps its pages apart from other lists'.
 */
export const productSearchPagesQuery = <F extends object>(name: string, filter: F, pageSize: number, readYourWrites: boolean, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(name, filter, pageSize),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ProductSearchPage> => ({
      ...(await searchProducts(client, { ...filter, offset: pageParam, limit: pageSize }, readYourWrites, signal)),
      offset: pageParam,
    }),
    getNextPageParam: (last) => (last.offset + last.result.length < last.total && last.result.length > 0 ? last.offset + last.result.length : undefined),
  });
