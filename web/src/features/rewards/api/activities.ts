import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ActivityView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { nextOffset, PAGE_SIZE, rewardsKeys } from '../query-keys';

export interface PageBody {
  offset: number;
  limit: number;
}

/** POST /v1/user/activities: what earned the member points, newest first. */
export async function fetchActivities(client: Pick<ApiClient, 'post'>, body: PageBody, signal?: AbortSignal): Promise<ActivityView[]> {
  return (await client.post<{ result: ActivityView[] }>(`${API_PREFIX}/user/activities`, body, { signal, readYourWrites: true })).result;
}

export const activitiesQuery = (client: Pick<ApiClient, 'post'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.activities,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchActivities(client, { offset: pageParam, limit: PAGE_SIZE }, signal),
    getNextPageParam: nextOffset(PAGE_SIZE),
  });
