import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

/** Where the canvas's image picker looks: every approved image, the liked ones, or the person's own. */
export const IMAGE_SOURCES = ['all', 'liked', 'my'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export const IMAGE_PAGE_SIZE = 12;

export interface CurateImageSearchBody {
  source: ImageSource;
  sort: 'newest';
  offset: number;
  limit: number;
  search?: string;
  /** Boards are curated from approved images: the person's own pending ones are not offered. */
  onlyApproved: true;
}

export function imageSearchBody(source: ImageSource, search: string, offset: number): CurateImageSearchBody {
  const body: CurateImageSearchBody = { source, sort: 'newest', offset, limit: IMAGE_PAGE_SIZE, onlyApproved: true };
  if (search.trim()) body.search = search.trim();
  return body;
}

/** POST /v1/inspiration-image/search. */
export async function searchImages(client: Pick<ApiClient, 'post'>, body: CurateImageSearchBody, signal?: AbortSignal): Promise<ImageView[]> {
  return (await client.post<{ result: ImageView[] }>(`${API_PREFIX}/inspiration-image/search`, body, { signal, readYourWrites: body.source !== 'all' })).result;
}

export const curateImageKeys = {
  all: ['curate', 'images'] as const,
  list: (source: ImageSource, search: string) => [...curateImageKeys.all, source, search] as const,
};

/** Spec 4 "Paging": there is more while the last page came back full. */
export const nextImageOffset = (last: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  last.length === IMAGE_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export const curateImagesQuery = (source: ImageSource, search: string, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: curateImageKeys.list(source, search.trim()),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => searchImages(client, imageSearchBody(source, search, pageParam), signal),
    getNextPageParam: nextImageOffset,
  });
