import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

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

/** Answers the server's message; the other sessions end, this one stays. */
export function useChangePassword(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: (change: PasswordChange) => changePassword(client, change) });
}
