import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { imageSearchPagesQuery } from '../../../lib/queries/images';

/**
 * What an ambassador may put on their page (spec 3, 4): their own approved images and the images
 * they liked, and their own published look boards.
 */
export const IMAGE_SOURCES = ['my', 'liked'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export const SOURCE_PAGE_SIZE = 12;

export interface SourceImagesBody {
  source: ImageSource;
  sort: 'newest';
  offset: number;
  limit: number;
  pageType: 'showcase';
  onlyApproved: true;
  publication?: 'published';
}

export interface SourceLookBoardsBody {
  source: 'my';
  publication: 'published';
  type: 'all';
  sort: 'newest';
  offset: number;
  limit: number;
}

export function sourceImagesBody(source: ImageSource, offset: number): SourceImagesBody {
  const body: SourceImagesBody = { source, sort: 'newest', offset, limit: SOURCE_PAGE_SIZE, pageType: 'showcase', onlyApproved: true };
  if (source === 'my') body.publication = 'published';
  return body;
}

export const sourceLookBoardsBody = (offset: number): SourceLookBoardsBody => ({ source: 'my', publication: 'published', type: 'all', sort: 'newest', offset, limit: SOURCE_PAGE_SIZE });

/** Spec 4 "Paging": there is more while the last page came back full. */
const nextOffset = (last: readonly unknown[], pages: readonly (readonly unknown[])[]) => (last.length >= SOURCE_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined);

/** The ambassador's own published images, or the ones they liked, page by page (read-your-writes: a like just given is offered at once). */
export const sourceImagesQuery = (userId: number, source: ImageSource, client?: Pick<ApiClient, 'post'>) => {
  const { offset: _offset, limit: _limit, ...filter } = sourceImagesBody(source, 0);
  return imageSearchPagesQuery(filter, { pageSize: SOURCE_PAGE_SIZE, readYourWrites: true, viewerId: userId }, client);
};

export const sourceLookBoardsQuery = (userId: number, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: ['showcase', 'sources', userId, 'look-boards'] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (await client.post<{ result: LookBoardView[]; total: number }>(`${API_PREFIX}/look-board/search`, sourceLookBoardsBody(pageParam), { signal, readYourWrites: true })).result,
    getNextPageParam: nextOffset,
  });
