import { infiniteQueryOptions } from '@tanstack/react-query';
import type { RedemptionView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { PageBody } from './activities';
import { nextOffset, PAGE_SIZE, rewardsKeys } from '../query-keys';

/** POST /v1/user/rewards: the member's redemptions and their status, newest first. */
export async function fetchMyRedemptions(client: Pick<ApiClient, 'post'>, body: PageBody, signal?: AbortSignal): Promise<RedemptionView[]> {
  return (await client.post<{ result: RedemptionView[] }>(`${API_PREFIX}/user/rewards`, body, { signal, readYourWrites: true })).result;
}

export const myRedemptionsQuery = (client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.redemptions,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchMyRedemptions(client, { offset: pageParam, limit: PAGE_SIZE }, signal),
    getNextPageParam: nextOffset(PAGE_SIZE),
  });
