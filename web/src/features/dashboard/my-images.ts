import type { ApiClient } from '../../lib/api-client';
import { imageSearchPagesQuery } from '../../lib/queries/images';

export const IMAGE_TABS = ['my', 'all', 'liked'] as const;
export type ImageTab = (typeof IMAGE_TABS)[number];
/** On "my": everything, the published ones, or drafts (pending and rejected). */
export const PUBLICATION_FILTERS = ['any', 'published', 'drafts'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];
export const IMAGES_PAGE_SIZE = 12;

export interface ImagesPageRequest {
  tab: ImageTab;
  publication: PublicationFilter;
  offset: number;
}

export interface ImagesSearchBody {
  source: ImageTab;
  sort: 'newest';
  offset: number;
  limit: number;
  pageType: 'images';
  publication?: Exclude<PublicationFilter, 'any'>;
}

export function imagesSearchBody({ tab, publication, offset }: ImagesPageRequest): ImagesSearchBody {
  const body: ImagesSearchBody = { source: tab, sort: 'newest', offset, limit: IMAGES_PAGE_SIZE, pageType: 'images' };
  if (tab === 'my' && publication !== 'any') body.publication = publication;
  return body;
}

/** The dashboard's images page by page (POST /v1/inspiration-image/search); an image just added is in "my" at once (read-your-writes). */
export const myImagesQuery = (tab: ImageTab, publication: PublicationFilter, client?: Pick<ApiClient, 'post'>) => {
  const { offset: _offset, limit: _limit, ...filter } = imagesSearchBody({ tab, publication, offset: 0 });
  return imageSearchPagesQuery(filter, { pageSize: IMAGES_PAGE_SIZE, readYourWrites: true }, client);
};
