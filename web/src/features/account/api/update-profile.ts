import type { ApiClient } from '../../../lib/api-client';
import { USER_PATH, type User } from '../../../lib/session/user';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  countryId?: number;
  businessName?: string;
  businessUrl?: string;
  notificationEmail?: boolean;
}

/** PUT /v1/user: answers the updated user. */
export async function updateProfile(client: Pick<ApiClient, 'put'>, changes: ProfileChanges): Promise<User> {
  return (await client.put<{ result: User }>(USER_PATH, changes)).result;
}
