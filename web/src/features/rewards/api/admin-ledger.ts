import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLedgerAnswer } from '@decorlook/domain/rewards/rewards.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { saveFile } from '../save-file';
import { rewardsKeys } from '../query-keys';

export type AdminLedger = z.infer<typeof adminLedgerAnswer>;

const ledgerPath = (userId: number) => `${API_PREFIX}/admin/users/${userId}/ledger`;
const asOfQuery = (asOf: string | null) => (asOf ? { asOf } : undefined);

/** GET /v1/admin/users/{userId}/ledger[?asOf=YYYY-MM-DD]: the entries oldest first with the running balance. */
export async function fetchLedger(client: Pick<ApiClient, 'get'>, userId: number, asOf: string | null, signal?: AbortSignal): Promise<AdminLedger> {
  return (await client.get<{ result: AdminLedger }>(ledgerPath(userId), { signal, query: asOfQuery(asOf) })).result;
}

export const ledgerQuery = (userId: number, asOf: string | null, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({ queryKey: rewardsKeys.ledger(userId, asOf), queryFn: ({ signal }) => fetchLedger(client, userId, asOf, signal) });

/** The file name when the server gives none: the member and the day it is as of. */
export const ledgerFilename = (userId: number, asOf: string | null) => `ledger-${userId}${asOf ? `-${asOf}` : ''}.csv`;

/** GET /v1/admin/users/{userId}/ledger.csv, saved as a file. */
export function useDownloadLedger(client: Pick<ApiClient, 'download'> = api) {
  return useMutation({
    mutationKey: ['rewards', 'admin', 'ledger-csv'],
    mutationFn: async ({ userId, asOf }: { userId: number; asOf: string | null }) => {
      const { blob, filename } = await client.download(`${ledgerPath(userId)}.csv`, { query: asOfQuery(asOf), headers: { Accept: 'text/csv' } });
      saveFile(blob, filename ?? ledgerFilename(userId, asOf));
    },
  });
}
