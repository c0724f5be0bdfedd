import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
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

/** The answer (the user, unverified again) replaces the cached user. */
export function useUpdateEmail(client: Pick<ApiClient, 'post'> = api) {
  const { setUser } = useSessionActions();
  return useMutation({ mutationKey: ['account', 'update-email'], mutationFn: (change: EmailChange) => updateEmail(client, change), onSuccess: setUser });
}
