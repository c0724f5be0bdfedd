import { infiniteQueryOptions } from '@tanstack/react-query';
import { AMBASSADOR_PAGE_SIZE } from '@decorlook/domain/ambassadors/ambassador.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { nextMemberOffset, type MemberPage, type PublicMember } from '../../../lib/queries/follows';

export const REGULAR_USERS_PATH = `${API_PREFIX}/users/regular`;

export interface RegularUsersBody {
  search?: string;
  offset: number;
  limit: number;
}

export const regularUsersBody = (search: string, offset: number, limit: number): RegularUsersBody => (search.trim() ? { search: search.trim(), offset, limit } : { offset, limit });

/** POST /v1/users/regular: members by name, ten at a time while the page comes back full (spec 9). */
export const regularUsersQuery = (viewerId: number, search: string, client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: ['follows', 'regular-users', viewerId, search] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<MemberPage> => {
      const limit = AMBASSADOR_PAGE_SIZE;
      const answer = await client.post<{ result: PublicMember[] }>(REGULAR_USERS_PATH, regularUsersBody(search, pageParam, limit), { signal });
      return { items: answer.result, offset: pageParam, limit };
    },
    getNextPageParam: nextMemberOffset,
  });
