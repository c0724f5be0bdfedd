import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ImageView } from '@decorlook/domain/catalog/catalog.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const IMAGE_TABS = ['my', 'all', 'liked'] as const;
export type ImageTab = (typeof IMAGE_TABS)[number];
/** On "my": everything, the published ones, or drafts (pending and rejected). */
export const PUBLICATION_FILTERS = ['any', 'published', 'drafts'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];
export const IMAGES_PAGE_SIZE = 12;

export const myImagesKeys = {
  all: ['dashboard', 'images'] as const,
  list: (tab: ImageTab, publication: PublicationFilter) => ['dashboard', 'images', tab, publication] as const,
};

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

/** POST /v1/inspiration-image/search for the dashboard: the caller's, everyone's or the liked images. */
export async function searchImages(client: Pick<ApiClient, 'post'>, request: ImagesPageRequest, signal?: AbortSignal): Promise<ImageView[]> {
  // Read-your-writes: an image just added must be in "my" at once.
  const answer = await client.post<{ result: ImageView[] }>(`${API_PREFIX}/inspiration-image/search`, imagesSearchBody(request), { signal, readYourWrites: true });
  return answer.result;
}

/** Spec 4 "Paging": there is more while the last page came back full. */
export const nextOffset = (lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) =>
  lastPage.length === IMAGES_PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined;

export const myImagesQuery = (tab: ImageTab, publication: PublicationFilter, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: myImagesKeys.list(tab, publication),
    queryFn: ({ pageParam, signal }) => searchImages(client, { tab, publication, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
