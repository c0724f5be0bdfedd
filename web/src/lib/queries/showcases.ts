import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../api-client';
import { nextPageOffset, pageLimit, type Page, type PagingRule } from './paging';

/**
 * The showcase endpoints' reads, one query each: the ambassador's own page (the dashboard and the
 * showcase setup share it, so a change made in one shows in the other) and a page by its address
 * with its pictures and boards (the showcase page, and Get the Look's member pages).
 */
export type Showcase = ShowcaseView;

export const SHOWCASE_PATH = `${API_PREFIX}/showcase`;
export const SHOWCASE_URL_PATH = `${SHOWCASE_PATH}/url`;
export const showcaseImagesPath = (id: number) => `${SHOWCASE_PATH}/${id}/images`;
export const showcaseLookBoardsPath = (id: number) => `${SHOWCASE_PATH}/${id}/look-boards`;

export const showcaseKeys = {
  all: ['showcase'] as const,
  own: (me: number) => ['showcase', 'own', me] as const,
  byUrl: (viewerId: number, urlKey: string) => ['showcase', 'url', viewerId, urlKey] as const,
  images: (id: number, ids: readonly number[]) => ['showcase', 'items', id, 'images', ids] as const,
  lookBoards: (id: number, ids: readonly number[]) => ['showcase', 'items', id, 'look-boards', ids] as const,
  /** A member's page with its items in one answer; under the follows' keys, so a follow marks it stale. */
  withItems: (viewerId: number, urlKey: string) => ['follows', 'ambassador-showcase', viewerId, urlKey] as const,
  /** The ambassador list; under the follows' keys, so a follow marks the followed tab stale. */
  search: (viewerId: number, tab: AmbassadorTab, filters: AmbassadorFilters, paging: PagingRule) => ['follows', 'showcases', viewerId, tab, filters, paging] as const,
};

/** GET /v1/showcase: the ambassador's own page, or null while they have none (404). */
export async function fetchOwnShowcase(client: Pick<ApiClient, 'get'>, signal?: AbortSignal): Promise<Showcase | null> {
  try {
    return (await client.get<{ result: Showcase }>(SHOWCASE_PATH, { signal })).result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const ownShowcaseQuery = (me: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: showcaseKeys.own(me), queryFn: ({ signal }) => fetchOwnShowcase(client, signal) });

/** Whether the read waits for the caller's latest writes (the owner sees their own changes at once). */
interface Reading {
  readYourWrites: boolean;
  signal?: AbortSignal;
}

/** POST /v1/showcase/url {urlKey}: an active page (the owner also sees their inactive one). */
export async function fetchShowcaseByUrl(client: Pick<ApiClient, 'post'>, urlKey: string, { readYourWrites, signal }: Reading): Promise<Showcase> {
  return (await client.post<{ result: Showcase }>(SHOWCASE_URL_PATH, { urlKey }, { signal, readYourWrites })).result;
}

/** POST /v1/showcase/{id}/images {images}: the page's pictures in the order asked (visible ones only). */
export async function fetchShowcaseImages(client: Pick<ApiClient, 'post'>, id: number, images: readonly number[], { readYourWrites, signal }: Reading): Promise<ImageView[]> {
  if (images.length === 0) return [];
  return (await client.post<{ result: ImageView[] }>(showcaseImagesPath(id), { images }, { signal, readYourWrites })).result;
}

/** POST /v1/showcase/{id}/look-boards {lookBoards}: the page's published boards in the order asked. */
export async function fetchShowcaseLookBoards(client: Pick<ApiClient, 'post'>, id: number, lookBoards: readonly number[], { readYourWrites, signal }: Reading): Promise<LookBoardView[]> {
  if (lookBoards.length === 0) return [];
  return (await client.post<{ result: LookBoardView[] }>(showcaseLookBoardsPath(id), { lookBoards }, { signal, readYourWrites })).result;
}

/** The viewer is part of the key: isFollowed and an inactive page's visibility depend on who asks. */
export const showcaseByUrlQuery = (viewerId: number, urlKey: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.byUrl(viewerId, urlKey), queryFn: ({ signal }) => fetchShowcaseByUrl(client, urlKey, { readYourWrites: true, signal }) });

// While the owner changes the list, the last pictures stay on screen until the new ones arrive.
export const showcaseImagesQuery = (id: number, ids: readonly number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.images(id, ids), queryFn: ({ signal }) => fetchShowcaseImages(client, id, ids, { readYourWrites: true, signal }), placeholderData: keepPreviousData });

export const showcaseLookBoardsQuery = (id: number, ids: readonly number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.lookBoards(id, ids), queryFn: ({ signal }) => fetchShowcaseLookBoards(client, id, ids, { readYourWrites: true, signal }), placeholderData: keepPreviousData });

export interface ShowcaseWithItems {
  showcase: Showcase;
  images: ImageView[];
  lookBoards: LookBoardView[];
}

/** A member's showcase through its address, with its images and look boards; a page that is not live is no showcase to show: null. */
export async function fetchShowcaseWithItems(client: Pick<ApiClient, 'post'>, urlKey: string, signal?: AbortSignal): Promise<ShowcaseWithItems | null> {
  const reading = { readYourWrites: false, signal };
  let showcase: Showcase;
  try {
    showcase = await fetchShowcaseByUrl(client, urlKey, reading);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const [images, lookBoards] = await Promise.all([fetchShowcaseImages(client, showcase.id, showcase.images, reading), fetchShowcaseLookBoards(client, showcase.id, showcase.lookBoards, reading)]);
  return { showcase, images, lookBoards };
}

export const showcaseWithItemsQuery = (viewerId: number, urlKey: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.withItems(viewerId, urlKey), queryFn: ({ signal }) => fetchShowcaseWithItems(client, urlKey, signal) });

export const SHOWCASE_SEARCH_PATH = `${SHOWCASE_PATH}/search`;
export const FOLLOWED_SHOWCASES_PATH = `${SHOWCASE_PATH}/user-followed`;

/** Spec 3 "Ambassador filters" (offset and limit are the paging's). */
export interface AmbassadorFilters {
  search?: string;
  profession?: number[];
  ambassadorType?: AmbassadorType;
  styles?: number[];
  subStyles?: number[];
  colors?: number[];
  roomTypes?: number[];
}

export interface ShowcaseSearchBody extends AmbassadorFilters {
  offset: number;
  limit: number;
}

export interface ShowcaseSearchAnswer {
  result: ShowcaseView[];
  total: number;
}

/** The request body: empty filters are left out, so the server applies its defaults. */
export function showcaseSearchBody(filters: AmbassadorFilters, offset: number, limit: number): ShowcaseSearchBody {
  const body: ShowcaseSearchBody = { offset, limit };
  if (filters.search?.trim()) body.search = filters.search.trim();
  if (filters.ambassadorType) body.ambassadorType = filters.ambassadorType;
  for (const key of ['profession', 'styles', 'subStyles', 'colors', 'roomTypes'] as const) {
    const value = filters[key];
    if (value && value.length > 0) body[key] = value;
  }
  return body;
}

export type AmbassadorTab = 'main' | 'followed';

export interface AmbassadorPage extends Page<ShowcaseView> {
  total: number;
}

/**
 * POST /v1/showcase/search (the main tab) or /showcase/user-followed (the followed tab), ten at a
 * time while the page comes back full; a visitor stops at 70 (spec 4, 9).
 */
export const ambassadorSearchQuery = (viewerId: number, tab: AmbassadorTab, filters: AmbassadorFilters, paging: PagingRule, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: showcaseKeys.search(viewerId, tab, filters, paging),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<AmbassadorPage> => {
      const limit = pageLimit(pageParam, paging);
      const path = tab === 'followed' ? FOLLOWED_SHOWCASES_PATH : SHOWCASE_SEARCH_PATH;
      const answer = await client.post<ShowcaseSearchAnswer>(path, showcaseSearchBody(filters, pageParam, limit), { signal, readYourWrites: tab === 'followed' });
      return { items: answer.result, offset: pageParam, limit, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextPageOffset(pages, paging),
  });
