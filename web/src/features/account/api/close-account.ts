import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { USER_PATH } from '../../../lib/session/user';

export const DEACTIVATE_PATH = `${API_PREFIX}/user/deactivate`;

/** Confirms a closure: the server asks for the current password. */
export interface ClosureConfirmation {
  password: string;
}

/** Deactivation: every session ends and signing in answers 410 afterwards. */
export async function deactivateAccount(client: Pick<ApiClient, 'post'>, confirmation: ClosureConfirmation): Promise<void> {
  await client.post(DEACTIVATE_PATH, confirmation);
}

/** Erasure (DELETE /v1/user): the account's personal data is deleted; it cannot be undone. */
export async function deleteAccount(client: Pick<ApiClient, 'delete'>, confirmation: ClosureConfirmation): Promise<void> {
  await client.delete(USER_PATH, { body: confirmation });
}

export type Closure = 'deactivate' | 'delete';

/** Deactivates or erases the account; the caller ends the session on success. */
export function useCloseAccount(client: Pick<ApiClient, 'post' | 'delete'> = api) {
  return useMutation({
    mutationKey: ['account', 'close'],
    mutationFn: ({ action, password }: { action: Closure; password: string }) =>
      action === 'deactivate' ? deactivateAccount(client, { password }) : deleteAccount(client, { password }),
  });
}
