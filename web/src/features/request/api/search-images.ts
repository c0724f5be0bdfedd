import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import type { RequestImageSource } from '@decorlook/domain/requests/request.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const REQUEST_IMAGE_PAGE_SIZE = 12;

export interface RequestImageSearchBody {
  source: RequestImageSource;
  sort: 'newest';
  offset: number;
  limit: number;
  search?: string;
  /** Gallery and liked images are approved ones; the person's own may still wait for review (a request may use them). */
  onlyApproved?: true;
}

export function requestImageSearchBody(source: RequestImageSource, search: string, offset: number): RequestImageSearchBody {
  const body: RequestImageSearchBody = { source, sort: 'newest', offset, limit: REQUEST_IMAGE_PAGE_SIZE };
  if (source !== 'my') body.onlyApproved = true;
  if (search.trim()) body.search = search.trim();
  return body;
}

/** POST /v1/inspiration-image/search with the tab's source (liked and own images read the person's latest writes). */
export async function searchRequestImages(client: Pick<ApiClient, 'post'>, body: RequestImageSearchBody, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(`${API_PREFIX}/inspiration-image/search`, body, { signal, readYourWrites: body.source !== 'all' })).result;
}

/** Spec 4 "Paging": there is more while the last page came back full. */
export const nextImageOffset = (last: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  last.length === REQUEST_IMAGE_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export const requestImagesQuery = (source: RequestImageSource, search: string, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: ['request', 'images', source, search.trim()] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => searchRequestImages(client, requestImageSearchBody(source, search, pageParam), signal),
    getNextPageParam: nextImageOffset,
  });
