import { api, type ApiClient } from '../../../lib/api-client';
import { productSearchPagesQuery } from '../../../lib/queries/products';

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

/** The tray's products page by page (POST /v1/product/search); liked ones wait for the member's latest likes. */
export const trayProductsQuery = (search: TraySearch, client: Pick<ApiClient, 'post'> = api) => {
  const { offset: _offset, limit: _limit, ...filter } = traySearchBody(search, 0);
  return productSearchPagesQuery('curate-tray', filter, TRAY_PAGE_SIZE, search.source === 'liked', client);
};
