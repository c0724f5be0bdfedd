import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { ReportBody, SentReport } from '../machines/report.machine';

export const reportPath = (imageId: number) => `${API_PREFIX}/inspiration-image/${imageId}/report`;

/** POST /v1/inspiration-image/{id}/report: one open report per member and image (409 otherwise). */
export async function reportImage(client: Pick<ApiClient, 'post'>, { imageId, reportReason, reportSubReason }: ReportBody): Promise<SentReport> {
  return (await client.post<{ result: SentReport }>(reportPath(imageId), { reportReason, reportSubReason })).result;
}

/** The report machine's call (its `sendReport` actor). */
export function useReportImage(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['report', 'image'], mutationFn: (body: ReportBody) => reportImage(client, body) });
}
