import { infiniteQueryOptions, queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import { AMBASSADOR_PAGE_SIZE } from '@decorlook/domain/ambassadors/ambassador.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, showApiError, type ApiClient } from '../api-client';
import { useSession } from '../session/use-session';

/**
 * Follows (spec 3 "each listed user also carries isFollowed", spec 4 "following toggles isFollowed
 * on a listed user"): the calls, and one place that remembers what the server last confirmed for
 * each person, so every card, page and list showing them agrees after a follow.
 */

/** What POST and DELETE /v1/followers/follow/{userId} answer. */
export interface FollowAnswer {
  userId: number;
  isFollowed: boolean;
  followersCount: number;
}

/** A member as the member lists answer them (publicUserView). */
export interface PublicMember {
  id: number;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  avatar: { userId: number; hash: string } | null;
  ambassador: boolean;
  ambassadorType: AmbassadorType | null;
  shareUrl: string | null;
  profession: number | null;
  type: 'personal' | 'business';
  isFollowed: boolean;
  followersCount: number;
}

export const followPath = (userId: number) => `${API_PREFIX}/followers/follow/${userId}`;
export const memberApiPath = (userId: number) => `${API_PREFIX}/user/${userId}`;
export const FOLLOW_LISTS = ['followers', 'followed'] as const;
export type FollowList = (typeof FOLLOW_LISTS)[number];
export const followListPath = (userId: number, list: FollowList) => `${API_PREFIX}/users/${userId}/${list}`;

/** Follows (true) or stops following (false); the server's answer is the truth shown afterwards. */
export async function setFollow(client: Pick<ApiClient, 'post' | 'delete'>, userId: number, follow: boolean): Promise<FollowAnswer> {
  const answer = follow ? await client.post<{ result: FollowAnswer }>(followPath(userId)) : await client.delete<{ result: FollowAnswer }>(followPath(userId));
  return answer.result;
}

/**
 * Query keys. Every list whose answer depends on whom the viewer follows sits under `all` with the
 * viewer's id (0 for a visitor), so a new sign-in never shows the last person's follows.
 */
export const followKeys = {
  all: ['follows'] as const,
  confirmed: (viewerId: number, userId: number) => ['follows', 'confirmed', viewerId, userId] as const,
  list: (viewerId: number, userId: number, list: FollowList, search: string) => ['follows', 'list', viewerId, userId, list, search] as const,
  member: (viewerId: number, userId: number) => ['follows', 'member', viewerId, userId] as const,
  regularUsers: (viewerId: number, search: string) => ['follows', 'regular-users', viewerId, search] as const,
};

/** The viewer's id for query keys: 0 for a visitor (and while a session loads). */
export function useViewerId(): number {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.id : 0;
}

export interface FollowState {
  isFollowed: boolean;
  followersCount: number;
}

/**
 * The follow state to show for a person: what the server confirmed last in this session, or else
 * what the page's own answer (a card, a showcase) said.
 */
export function useFollowState(userId: number, fromAnswer: FollowState): FollowState {
  const viewerId = useViewerId();
  const confirmed = useQuery<FollowAnswer>({ queryKey: followKeys.confirmed(viewerId, userId), queryFn: skipToken, staleTime: Infinity });
  return confirmed.data ? { isFollowed: confirmed.data.isFollowed, followersCount: confirmed.data.followersCount } : fromAnswer;
}

/**
 * Follow or unfollow: the button changes once the server confirms (spec 4), and the lists of who
 * follows whom are marked stale so they are fetched afresh when next shown.
 */
export function useFollow(client: Pick<ApiClient, 'post' | 'delete'> = api) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => setFollow(client, userId, follow),
    onSuccess: (answer) => {
      queryClient.setQueryData(followKeys.confirmed(viewerId, answer.userId), answer);
      void queryClient.invalidateQueries({ queryKey: followKeys.all, predicate: (query) => query.queryKey[1] !== 'confirmed', refetchType: 'none' });
    },
    onError: showApiError,
  });
}

/** GET /v1/user/{id}: another member's public fields. */
export async function fetchMember(client: Pick<ApiClient, 'get'>, userId: number, signal?: AbortSignal): Promise<PublicMember> {
  return (await client.get<{ result: PublicMember }>(memberApiPath(userId), { signal })).result;
}

/** A member with isFollowed and followersCount as the server sees them for the viewer (part of the key). */
export const memberQuery = (viewerId: number, userId: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: followKeys.member(viewerId, userId), queryFn: ({ signal }) => fetchMember(client, userId, signal) });

export interface MemberPage {
  items: PublicMember[];
  offset: number;
  limit: number;
}

/** Spec 4 "Paging": more may follow while the last page came back full. */
export function nextMemberOffset(last: MemberPage): number | undefined {
  return last.limit > 0 && last.items.length >= last.limit ? last.offset + last.items.length : undefined;
}

/** GET /v1/users/{id}/followers or /followed, newest first, ten at a time (spec 9). */
export const followListQuery = (viewerId: number, userId: number, list: FollowList, search = '', client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: followKeys.list(viewerId, userId, list, search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<MemberPage> => {
      const limit = AMBASSADOR_PAGE_SIZE;
      const query = { offset: pageParam, limit, ...(search ? { search } : {}) };
      const answer = await client.get<{ result: PublicMember[] }>(followListPath(userId, list), { signal, query });
      return { items: answer.result, offset: pageParam, limit };
    },
    getNextPageParam: nextMemberOffset,
  });

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
    queryKey: followKeys.regularUsers(viewerId, search),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<MemberPage> => {
      const limit = AMBASSADOR_PAGE_SIZE;
      const answer = await client.post<{ result: PublicMember[] }>(REGULAR_USERS_PATH, regularUsersBody(search, pageParam, limit), { signal });
      return { items: answer.result, offset: pageParam, limit };
    },
    getNextPageParam: nextMemberOffset,
  });
