import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';

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
