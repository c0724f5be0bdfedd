import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { ResetValues } from '../machines/auth.machine';

export const resetPasswordPath = (token: string) => `${API_PREFIX}/auth/password-reset/${encodeURIComponent(token)}`;

export async function resetPasswordRequest(client: Pick<ApiClient, 'post'>, values: ResetValues): Promise<string | null> {
  const answer = await client.post<{ result?: { message?: string } }>(resetPasswordPath(values.token), values);
  return answer?.result?.message ?? null;
}
