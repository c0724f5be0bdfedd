import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { User } from '../../../lib/session/user';

export const UPDATE_EMAIL_PATH = `${API_PREFIX}/user/update-email`;

export interface EmailChange {
  newEmail: string;
  /** The current password confirms the change. */
  password: string;
  domain: string;
}

/** The new address must be verified again (hasVerifiedEmail becomes 0; a link is mailed); the old one gets a notice with an undo link. */
export async function updateEmail(client: Pick<ApiClient, 'post'>, change: EmailChange): Promise<User> {
  return (await client.post<{ result: User }>(UPDATE_EMAIL_PATH, { ...change, newEmail: change.newEmail.trim() })).result;
}
