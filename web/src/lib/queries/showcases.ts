import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../api-client';

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
