import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { TokenAnswer } from '../../../lib/auth-tokens';
import type { User } from '../../../lib/session/user';

export const INVITATION_LOGIN_PATH = `${API_PREFIX}/auth/login/by-invitation-code`;
export const CONFIRM_DETAILS_PATH = `${API_PREFIX}/user/confirm`;
/** The query key an invitation mail's link carries the code in. */
export const INVITATION_QUERY_KEY = 'invitation';

/** POST /auth/login/by-invitation-code: the same token answer as a sign-in (401 for a used or expired code). */
export function loginByInvitation(client: Pick<ApiClient, 'post'>, code: string): Promise<TokenAnswer> {
  return client.post<TokenAnswer>(INVITATION_LOGIN_PATH, { code });
}

export interface ConfirmDetails {
  firstName: string;
  lastName: string;
  password: string;
}

/** PUT /user/confirm: an invited account's name and password; it answers the account (now pre_complete). */
export async function confirmDetails(client: Pick<ApiClient, 'put'>, details: ConfirmDetails): Promise<User> {
  const body = { firstName: details.firstName.trim(), lastName: details.lastName.trim(), password: details.password };
  return (await client.put<{ result: User }>(CONFIRM_DETAILS_PATH, body)).result;
}

export function useConfirmDetails(client: Pick<ApiClient, 'put'> = api) {
  return useMutation({ mutationKey: ['user', 'confirm'], mutationFn: (details: ConfirmDetails) => confirmDetails(client, details) });
}
