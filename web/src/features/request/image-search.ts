import type { RequestImageSource } from '@decorlook/domain/requests/request.rules';
import { imageSearchPagesQuery } from '../../lib/queries/images';
import type { ApiClient } from '../../lib/api-client';

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

/** The picker's images page by page (POST /v1/inspiration-image/search with the tab's source); liked and own images read the person's latest writes. */
export const requestImagesQuery = (source: RequestImageSource, search: string, client?: Pick<ApiClient, 'post'>) => {
  const { offset: _offset, limit: _limit, ...filter } = requestImageSearchBody(source, search, 0);
  return imageSearchPagesQuery(filter, { pageSize: REQUEST_IMAGE_PAGE_SIZE, readYourWrites: source !== 'all' }, client);
};
