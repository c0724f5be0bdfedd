import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import { USER_PATH } from '../../../lib/session/user';

export const DEACTIVATE_PATH = `${API_PREFIX}/user/deactivate`;

/** Deactivation: every session ends and signing in answers 410 afterwards. */
export async function deactivateAccount(client: Pick<ApiClient, 'post'>): Promise<void> {
  await client.post(DEACTIVATE_PATH);
}

/** Erasure (DELETE /v1/user): the account's personal data is deleted; it cannot be undone. */
export async function deleteAccount(client: Pick<ApiClient, 'delete'>): Promise<void> {
  await client.delete(USER_PATH);
}
