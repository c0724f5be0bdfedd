import { queryOptions } from '@tanstack/react-query';
import type { UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { rewardsKeys } from '../query-keys';

/** POST /v1/user/stats: earned, balance, redeemed points and cents (spec 3 "User stats"). */
export async function fetchStats(client: Pick<ApiClient, 'post'>, signal?: AbortSignal): Promise<UserStatsView> {
  return (await client.post<{ result: UserStatsView }>(`${API_PREFIX}/user/stats`, undefined, { signal, readYourWrites: true })).result;
}

export const statsQuery = (client: Pick<ApiClient, 'post'> = api) => queryOptions({ queryKey: rewardsKeys.stats, queryFn: ({ signal }) => fetchStats(client, signal) });
