import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { TokenAnswer } from '../../../lib/auth-tokens';
import type { Credentials } from '../machines/auth.machine';

export const LOGIN_PATH = `${API_PREFIX}/auth/login`;

/** POST /v1/auth/login: the token pair at the top level (never refreshed on a 401: that is a wrong password). */
export function signInRequest(client: Pick<ApiClient, 'post'>, credentials: Credentials): Promise<TokenAnswer> {
  return client.post<TokenAnswer>(LOGIN_PATH, { email: credentials.email.trim(), password: credentials.password });
}
