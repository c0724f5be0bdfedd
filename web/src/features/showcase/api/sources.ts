import type { ApiClient } from '../../../lib/api-client';
import { imageSearchPagesQuery } from '../../../lib/queries/images';

/**
 * What an ambassador may put on their page (spec 3, 4): their own approved images and the images
 * they liked, and their own published look boards (lib/queries/look-boards' showcaseSourceBoardsQuery).
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

export function sourceImagesBody(source: ImageSource, offset: number): SourceImagesBody {
  const body: SourceImagesBody = { source, sort: 'newest', offset, limit: SOURCE_PAGE_SIZE, pageType: 'showcase', onlyApproved: true };
  if (source === 'my') body.publication = 'published';
  return body;
}

/** The ambassador's own published images, or the ones they liked, page by page (read-your-writes: a like just given is offered at once). */
export const sourceImagesQuery = (userId: number, source: ImageSource, client?: Pick<ApiClient, 'post'>) => {
  const { offset: _offset, limit: _limit, ...filter } = sourceImagesBody(source, 0);
  return imageSearchPagesQuery(filter, { pageSize: SOURCE_PAGE_SIZE, readYourWrites: true, viewerId: userId }, client);
};
