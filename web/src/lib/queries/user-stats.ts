import { queryOptions } from '@tanstack/react-query';
import type { UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/**
 * The member's points (POST /v1/user/stats), one query under `['user-stats', me]`: the header,
 * the dashboard overview and My Points share it, so a redemption shows everywhere at once. Kept
 * per member, so a member signing in after another never sees theirs.
 */
export const userStatsKeys = {
  all: ['user-stats'] as const,
  mine: (me: number) => ['user-stats', me] as const,
};

/** POST /v1/user/stats: earned, balance, redeemed points and cents (spec 3 "User stats"). */
export async function fetchUserStats(client: Pick<ApiClient, 'post'>, signal?: AbortSignal): Promise<UserStatsView> {
  return (await client.post<{ result: UserStatsView }>(`${API_PREFIX}/user/stats`, undefined, { signal, readYourWrites: true })).result;
}

export const userStatsQuery = (me: number, client: Pick<ApiClient, 'post'> = api) =>
  queryOptions({ queryKey: userStatsKeys.mine(me), queryFn: ({ signal }) => fetchUserStats(client, signal) });
