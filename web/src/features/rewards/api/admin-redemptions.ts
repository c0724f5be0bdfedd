import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminRedemptionsAnswer, RedemptionView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient, type QueryValue } from '../../../lib/api-client';
import { saveFile } from '../save-file';
import { ADMIN_PAGE_SIZE, rewardsKeys, type RedemptionFilter } from '../query-keys';

export type AdminRedemptions = z.infer<typeof adminRedemptionsAnswer>;
export type AdminRedemption = AdminRedemptions['redemptions'][number];

const PATH = `${API_PREFIX}/admin/redemptions`;

/** The filter as the call's query: empty dates are left out (no bound). */
export function filterQuery(filter: RedemptionFilter): Record<string, QueryValue> {
  return { from: filter.from || undefined, to: filter.to || undefined, status: filter.status };
}

/** GET /v1/admin/redemptions?from&to&status: a page of redemptions with the period's totals. */
export async function fetchRedemptions(client: Pick<ApiClient, 'get'>, filter: RedemptionFilter, offset: number, signal?: AbortSignal): Promise<AdminRedemptions> {
  return (await client.get<{ result: AdminRedemptions }>(PATH, { signal, query: { ...filterQuery(filter), offset, limit: ADMIN_PAGE_SIZE } })).result;
}

export const adminRedemptionsQuery = (filter: RedemptionFilter, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: rewardsKeys.adminRedemptions(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchRedemptions(client, filter, pageParam, signal),
    getNextPageParam: (last: AdminRedemptions, pages: AdminRedemptions[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.redemptions.length, 0);
      return last.redemptions.length === ADMIN_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
  });

export const redemptionsFilename = (filter: RedemptionFilter) => `redemptions${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}${filter.status === 'all' ? '' : `-${filter.status}`}.csv`;

/** GET /v1/admin/redemptions.csv with the same filter, saved as a file. */
export function useDownloadRedemptions(client: Pick<ApiClient, 'download'> = api) {
  return useMutation({
    mutationKey: ['rewards', 'admin', 'redemptions-csv'],
    mutationFn: async (filter: RedemptionFilter) => {
      const { blob, filename } = await client.download(`${PATH}.csv`, { query: filterQuery(filter), headers: { Accept: 'text/csv' } });
      saveFile(blob, filename ?? redemptionsFilename(filter));
    },
  });
}

export type Settlement = { redemption: Pick<RedemptionView, 'id' | 'userId'> } & ({ action: 'pay' } | { action: 'refuse'; reason: string });

/** POST /v1/admin/users/{userId}/redemptions/{id}/pay | refuse {reason}. */
export async function settle(client: Pick<ApiClient, 'post'>, settlement: Settlement): Promise<RedemptionView> {
  const { id, userId } = settlement.redemption;
  const path = `${API_PREFIX}/admin/users/${userId}/redemptions/${id}/${settlement.action}`;
  const body = settlement.action === 'refuse' ? { reason: settlement.reason } : undefined;
  return (await client.post<{ result: RedemptionView }>(path, body)).result;
}

/** The settled redemption takes its new status in every list at once; the lists are then read again. */
export function useSettleRedemption(client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rewards', 'admin', 'settle'],
    mutationFn: (settlement: Settlement) => settle(client, settlement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.admin }),
    onSuccess: (settled) => {
      queryClient.setQueriesData<{ pages: AdminRedemptions[]; pageParams: unknown[] }>({ queryKey: ['rewards', 'admin', 'redemptions'] }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, redemptions: page.redemptions.map((entry) => (entry.id === settled.id && entry.userId === settled.userId ? { ...entry, ...settled } : entry)) })) }
          : data,
      );
    },
  });
}
