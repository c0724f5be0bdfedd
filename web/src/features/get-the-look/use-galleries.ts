import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/use-session';
import { galleryImagesQuery, type GalleryImageSearch } from '../../lib/queries/images';
import type { PagingRule } from '../../lib/queries/paging';

/** Spec 9: the default image page size. */
export const IMAGE_PAGE_SIZE = 10;

/** Whether the person browsing is a visitor: a visitor's paging stops at the cap. */
export function usePagingRule(pageSize: number): PagingRule {
  const session = useSession();
  return { pageSize, visitor: session.status === 'visitor' };
}

export function useImageGallery(search: GalleryImageSearch, pageSize: number = IMAGE_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...galleryImagesQuery(search, rule), placeholderData: keepPreviousData }) };
}
