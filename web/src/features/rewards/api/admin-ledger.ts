import { useMutation } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client';
import { asOfQuery, ledgerPath } from '../../../lib/queries/rewards';
import { saveFile } from '../save-file';

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
