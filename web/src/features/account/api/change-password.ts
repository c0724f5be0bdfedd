import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';

export const CHANGE_PASSWORD_PATH = `${API_PREFIX}/auth/change-password`;

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmation: string;
}

export async function changePassword(client: Pick<ApiClient, 'post'>, change: PasswordChange): Promise<string | null> {
  const answer = await client.post<{ result?: { message?: string } }>(CHANGE_PASSWORD_PATH, change);
  return answer?.result?.message ?? null;
}
