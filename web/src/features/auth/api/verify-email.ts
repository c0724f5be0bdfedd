import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { userKeys } from '../../../lib/session/user';

export interface VerificationAnswer {
  verified: boolean;
  alreadyVerified: boolean;
  message: string;
}

export const emailVerificationPath = (userId: string, token: string) =>
  `${API_PREFIX}/auth/email-verification/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;

/** GET, but it changes state: the command side answers it (api.md "Which service answers"). */
export async function verifyEmailRequest(client: Pick<ApiClient, 'get'>, userId: string, token: string): Promise<VerificationAnswer> {
  const answer = await client.get<{ result: VerificationAnswer }>(emailVerificationPath(userId, token));
  return answer.result;
}

/** A mutation, not a query: the link is spent by its first call and must never be refetched. */
export function useVerifyEmail(client: Pick<ApiClient, 'get'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'email-verification'],
    mutationFn: ({ userId, token }: { userId: string; token: string }) => verifyEmailRequest(client, userId, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
