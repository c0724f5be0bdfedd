import { imageSearchPagesQuery } from '../../lib/queries/images';
import type { ApiClient } from '../../lib/api-client';

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

/** The picker's images page by page (POST /v1/inspiration-image/search); liked and own images read the person's latest writes. */
export const curateImagesQuery = (source: ImageSource, search: string, client?: Pick<ApiClient, 'post'>) => {
  const { offset: _offset, limit: _limit, ...filter } = imageSearchBody(source, search, 0);
  return imageSearchPagesQuery(filter, { pageSize: IMAGE_PAGE_SIZE, readYourWrites: source !== 'all' }, client);
};
