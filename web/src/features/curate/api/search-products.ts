import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ProductFacets, ProductView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** The tray's three sources: the catalog (search and filters), liked products, the image's best matches. */
export const TRAY_SOURCES = ['catalog', 'liked', 'recommended'] as const;
export type TraySource = (typeof TRAY_SOURCES)[number];
export const TRAY_PAGE_SIZE = 12;

export const TRAY_FILTER_KEYS = ['itemClasses', 'styles', 'colors', 'prices'] as const;
export type TrayFilterKey = (typeof TRAY_FILTER_KEYS)[number];
export type TrayFilters = Record<TrayFilterKey, number[]>;
export const noFilters = (): TrayFilters => ({ itemClasses: [], styles: [], colors: [], prices: [] });

export interface TraySearch {
  source: TraySource;
  search: string;
  filters: TrayFilters;
  /** The board's image: "recommended" offers first what its room type needs, then what is like it. */
  imageId: number | null;
  /** The request the board answers: "recommended" offers first the items it asked for. */
  requestId?: number | null;
}

export interface TraySearchBody {
  type: 'all' | 'liked';
  offset: number;
  limit: number;
  sort: 'bestMatch' | 'newest';
  search?: string;
  imageId?: number;
  requestId?: number;
  styles?: number[];
  colors?: number[];
  itemClasses?: number[];
  prices?: number[];
}

/** The product search body for the tray: empty filters left out. */
export function traySearchBody(search: TraySearch, offset: number): TraySearchBody {
  const body: TraySearchBody = { type: search.source === 'liked' ? 'liked' : 'all', offset, limit: TRAY_PAGE_SIZE, sort: 'newest' };
  if (search.source === 'recommended' && (search.imageId || search.requestId)) {
    body.sort = 'bestMatch';
    if (search.imageId) body.imageId = search.imageId;
    if (search.requestId) body.requestId = search.requestId;
  }
  if (search.search.trim()) body.search = search.search.trim();
  for (const key of TRAY_FILTER_KEYS) if (search.filters[key].length) body[key] = search.filters[key];
  return body;
}

export interface TrayAnswer {
  result: ProductView[];
  facets: ProductFacets;
  total: number;
}

/** POST /v1/product/search. */
export function searchTrayProducts(client: Pick<ApiClient, 'post'>, body: TraySearchBody, signal?: AbortSignal): Promise<TrayAnswer> {
  return client.post<TrayAnswer>(`${API_PREFIX}/product/search`, body, { signal, readYourWrites: body.type === 'liked' });
}

export interface TrayPage extends TrayAnswer {
  offset: number;
}

export const trayKeys = {
  all: ['curate', 'tray'] as const,
  list: (search: TraySearch) => [...trayKeys.all, search] as const,
};

export const trayProductsQuery = (search: TraySearch, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: trayKeys.list(search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<TrayPage> => ({ ...(await searchTrayProducts(client, traySearchBody(search, pageParam), signal)), offset: pageParam }),
    getNextPageParam: (last) => (last.offset + last.result.length < last.total && last.result.length > 0 ? last.offset + last.result.length : undefined),
  });
