import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AMBASSADOR_PAGE_SIZE, VISITOR_AMBASSADOR_LIMIT } from '@decorlook/domain/ambassadors/ambassador.rules';
import { useViewerId } from '../../lib/queries/follows';
import { useSession } from '../../lib/session/use-session';
import { galleryImagesQuery, type GalleryImageSearch } from '../../lib/queries/images';
import { lookBoardSearchQuery, type LookBoardSearch } from '../../lib/queries/look-boards';
import type { PagingRule } from '../../lib/queries/paging';
import { productResultsQuery, type ProductSearch } from '../../lib/queries/products';
import { ambassadorSearchQuery, type AmbassadorFilters, type AmbassadorTab } from '../../lib/queries/showcases';

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

/** The ambassador list: ten a page; a visitor stops at VISITOR_AMBASSADOR_LIMIT and is offered sign-in (the followed tab is for members). */
export function useAmbassadorSearch(tab: AmbassadorTab, filters: AmbassadorFilters) {
  const session = useSession();
  const viewerId = useViewerId();
  const paging: PagingRule = { pageSize: AMBASSADOR_PAGE_SIZE, visitor: session.status === 'visitor', cap: VISITOR_AMBASSADOR_LIMIT };
  const query = useInfiniteQuery({
    ...ambassadorSearchQuery(viewerId, tab, filters, paging),
    enabled: session.status !== 'loading' && (tab === 'main' || session.status === 'signedIn'),
    placeholderData: keepPreviousData,
  });
  return { paging, query };
}
