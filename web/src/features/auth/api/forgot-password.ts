import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';

export const FORGOT_PASSWORD_PATH = `${API_PREFIX}/auth/forgot-password`;

/** The same answer whether or not the account exists. */
export async function forgotPasswordRequest(client: Pick<ApiClient, 'post'>, email: string, domain: string): Promise<string | null> {
  const answer = await client.post<{ result?: { message?: string } }>(FORGOT_PASSWORD_PATH, { email: email.trim(), domain });
  return answer?.result?.message ?? null;
}
