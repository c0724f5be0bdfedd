import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';

export const EMAIL_REVERT_PATH = `${API_PREFIX}/auth/email-revert`;

/** POST /v1/auth/email-revert {token}: the previous address is back; every session has ended. */
export async function revertEmailRequest(client: Pick<ApiClient, 'post'>, token: string): Promise<string | null> {
  const answer = await client.post<{ result?: { message?: string } }>(EMAIL_REVERT_PATH, { token });
  return answer?.result?.message ?? null;
}

export function useRevertEmail(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['auth', 'email-revert'], mutationFn: (token: string) => revertEmailRequest(client, token) });
}
