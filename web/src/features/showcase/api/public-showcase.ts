import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { api, type ApiClient } from '../../../lib/api-client';
import { SHOWCASE_PATH, type Showcase } from './own-showcase';

export const SHOWCASE_URL_PATH = `${SHOWCASE_PATH}/url`;
export const showcaseImagesPath = (id: number) => `${SHOWCASE_PATH}/${id}/images`;
export const showcaseLookBoardsPath = (id: number) => `${SHOWCASE_PATH}/${id}/look-boards`;

export const showcaseKeys = {
  byUrl: (viewerId: number, urlKey: string) => ['showcase', 'url', viewerId, urlKey] as const,
  images: (id: number, ids: readonly number[]) => ['showcase', 'items', id, 'images', ids] as const,
  lookBoards: (id: number, ids: readonly number[]) => ['showcase', 'items', id, 'look-boards', ids] as const,
};

/** POST /v1/showcase/url {urlKey}: an active page (the owner also sees their inactive one). */
export async function fetchShowcaseByUrl(client: Pick<ApiClient, 'post'>, urlKey: string, signal?: AbortSignal): Promise<Showcase> {
  return (await client.post<{ result: Showcase }>(SHOWCASE_URL_PATH, { urlKey }, { signal, readYourWrites: true })).result;
}

/** The viewer is part of the key: isFollowed and an inactive page's visibility depend on who asks. */
export const showcaseByUrlQuery = (viewerId: number, urlKey: string, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.byUrl(viewerId, urlKey), queryFn: ({ signal }) => fetchShowcaseByUrl(client, urlKey, signal) });

/** POST /v1/showcase/{id}/images {images}: the page's pictures in the order asked (visible ones only). */
export async function fetchShowcaseImages(client: Pick<ApiClient, 'post'>, id: number, images: readonly number[], signal?: AbortSignal): Promise<ImageView[]> {
  if (images.length === 0) return [];
  return (await client.post<{ result: ImageView[] }>(showcaseImagesPath(id), { images }, { signal, readYourWrites: true })).result;
}

/** POST /v1/showcase/{id}/look-boards {lookBoards}: the page's published boards in the order asked. */
export async function fetchShowcaseLookBoards(client: Pick<ApiClient, 'post'>, id: number, lookBoards: readonly number[], signal?: AbortSignal): Promise<LookBoardView[]> {
  if (lookBoards.length === 0) return [];
  return (await client.post<{ result: LookBoardView[] }>(showcaseLookBoardsPath(id), { lookBoards }, { signal, readYourWrites: true })).result;
}

// While the owner changes the list, the last pictures stay on screen until the new ones arrive.
export const showcaseImagesQuery = (id: number, ids: readonly number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.images(id, ids), queryFn: ({ signal }) => fetchShowcaseImages(client, id, ids, signal), placeholderData: keepPreviousData });

export const showcaseLookBoardsQuery = (id: number, ids: readonly number[], client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: showcaseKeys.lookBoards(id, ids), queryFn: ({ signal }) => fetchShowcaseLookBoards(client, id, ids, signal), placeholderData: keepPreviousData });
