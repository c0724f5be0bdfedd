import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedemptionView } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_REDEMPTIONS_PATH, filterQuery, rewardsKeys, type AdminRedemptions, type RedemptionFilter } from '../../../lib/queries/rewards';
import { saveFile } from '../save-file';

export const redemptionsFilename = (filter: RedemptionFilter) => `redemptions${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}${filter.status === 'all' ? '' : `-${filter.status}`}.csv`;

/** GET /v1/admin/redemptions.csv with the same filter, saved as a file. */
export function useDownloadRedemptions(client: Pick<ApiClient, 'download'> = api) {
  return useMutation({
    mutationKey: ['rewards', 'admin', 'redemptions-csv'],
    mutationFn: async (filter: RedemptionFilter) => {
      const { blob, filename } = await client.download(`${ADMIN_REDEMPTIONS_PATH}.csv`, { query: filterQuery(filter), headers: { Accept: 'text/csv' } });
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
      queryClient.setQueriesData<{ pages: AdminRedemptions[]; pageParams: unknown[] }>({ queryKey: rewardsKeys.adminRedemptionsAll }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, redemptions: page.redemptions.map((entry) => (entry.id === settled.id && entry.userId === settled.userId ? { ...entry, ...settled } : entry)) })) }
          : data,
      );
    },
  });
}
