import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AMBASSADOR_PAGE_SIZE, type AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { useViewerId } from '../../../lib/queries/follows';
import { useSession } from '../../../lib/session/use-session';
import { ambassadorPageLimit, nextAmbassadorOffset, type AmbassadorPage, type AmbassadorPaging } from '../ambassador-paging';

export const SHOWCASE_SEARCH_PATH = `${API_PREFIX}/showcase/search`;
export const FOLLOWED_SHOWCASES_PATH = `${API_PREFIX}/showcase/user-followed`;

/** Spec 3 "Ambassador filters" (offset and limit are the paging's). */
export interface AmbassadorFilters {
  search?: string;
  profession?: number[];
  ambassadorType?: AmbassadorType;
  styles?: number[];
  subStyles?: number[];
  colors?: number[];
  roomTypes?: number[];
}

export interface ShowcaseSearchBody extends AmbassadorFilters {
  offset: number;
  limit: number;
}

export interface ShowcaseSearchAnswer {
  result: ShowcaseView[];
  total: number;
}

/** The request body: empty filters are left out, so the server applies its defaults. */
export function showcaseSearchBody(filters: AmbassadorFilters, offset: number, limit: number): ShowcaseSearchBody {
  const body: ShowcaseSearchBody = { offset, limit };
  if (filters.search?.trim()) body.search = filters.search.trim();
  if (filters.ambassadorType) body.ambassadorType = filters.ambassadorType;
  for (const key of ['profession', 'styles', 'subStyles', 'colors', 'roomTypes'] as const) {
    const value = filters[key];
    if (value && value.length > 0) body[key] = value;
  }
  return body;
}

export type AmbassadorTab = 'main' | 'followed';

export const showcaseSearchKeys = {
  all: ['follows', 'showcases'] as const,
  list: (viewerId: number, tab: AmbassadorTab, filters: AmbassadorFilters, paging: AmbassadorPaging) => ['follows', 'showcases', viewerId, tab, filters, paging] as const,
};

/**
 * POST /v1/showcase/search (the main tab) or /showcase/user-followed (the followed tab), ten at a
 * time while the page comes back full; a visitor stops at 70 (spec 4, 9). The keys sit under
 * the follows', so a follow marks the followed tab stale.
 */
export const ambassadorSearchQuery = (viewerId: number, tab: AmbassadorTab, filters: AmbassadorFilters, paging: AmbassadorPaging, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: showcaseSearchKeys.list(viewerId, tab, filters, paging),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<AmbassadorPage> => {
      const limit = ambassadorPageLimit(pageParam, paging);
      const path = tab === 'followed' ? FOLLOWED_SHOWCASES_PATH : SHOWCASE_SEARCH_PATH;
      const answer = await client.post<ShowcaseSearchAnswer>(path, showcaseSearchBody(filters, pageParam, limit), { signal, readYourWrites: tab === 'followed' });
      return { items: answer.result, offset: pageParam, limit, total: answer.total };
    },
    getNextPageParam: (_last, pages) => nextAmbassadorOffset(pages, paging),
  });

export function useAmbassadorSearch(tab: AmbassadorTab, filters: AmbassadorFilters) {
  const session = useSession();
  const viewerId = useViewerId();
  const paging: AmbassadorPaging = { pageSize: AMBASSADOR_PAGE_SIZE, visitor: session.status === 'visitor' };
  const query = useInfiniteQuery({
    ...ambassadorSearchQuery(viewerId, tab, filters, paging),
    enabled: session.status !== 'loading' && (tab === 'main' || session.status === 'signedIn'),
    placeholderData: keepPreviousData,
  });
  return { paging, query };
}
