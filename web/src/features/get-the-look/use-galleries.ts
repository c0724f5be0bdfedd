import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/use-session';
import { galleryImagesQuery, type GalleryImageSearch } from '../../lib/queries/images';
import { lookBoardSearchQuery, type LookBoardSearch } from '../../lib/queries/look-boards';
import type { PagingRule } from '../../lib/queries/paging';
import { productResultsQuery, type ProductSearch } from '../../lib/queries/products';

/** Spec 9: the default image page size. */
export const IMAGE_PAGE_SIZE = 10;
export const LOOK_BOARD_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE = 12;
/** The most boards one room's page shows (the call's own maximum page). */
export const IMAGE_BOARDS_LIMIT = 50;

/** Whether the person browsing is a visitor: a visitor's paging stops at the cap. */
export function usePagingRule(pageSize: number): PagingRule {
  const session = useSession();
  return { pageSize, visitor: session.status === 'visitor' };
}

export function useImageGallery(search: GalleryImageSearch, pageSize: number = IMAGE_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...galleryImagesQuery(search, rule), placeholderData: keepPreviousData }) };
}

export function useLookBoardSearch(search: LookBoardSearch, pageSize: number = LOOK_BOARD_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...lookBoardSearchQuery(search, rule), placeholderData: keepPreviousData }) };
}

export function useProductResults(search: ProductSearch, pageSize: number = PRODUCT_PAGE_SIZE) {
  const rule = usePagingRule(pageSize);
  return { rule, query: useInfiniteQuery({ ...productResultsQuery(search, rule), placeholderData: keepPreviousData }) };
}
