import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { User } from '../../../lib/session/user';

export const UPDATE_EMAIL_PATH = `${API_PREFIX}/user/update-email`;

/** The new address must be verified again (hasVerifiedEmail becomes 0; a link is mailed). */
export async function updateEmail(client: Pick<ApiClient, 'post'>, newEmail: string, domain: string): Promise<User> {
  return (await client.post<{ result: User }>(UPDATE_EMAIL_PATH, { newEmail: newEmail.trim(), domain })).result;
}
