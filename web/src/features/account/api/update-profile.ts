import { useMutation } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import { USER_PATH, type User } from '../../../lib/session/user';
import { updateProfession } from './update-profession';

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

export interface ProfileSave {
  changes: ProfileChanges;
  /** A changed profession, saved after the profile (its own call). */
  profession?: number;
}

/** Saves the profile (and the profession when it changed); the last answer replaces the cached user. */
export function useSaveProfile(client: Pick<ApiClient, 'put'> = api) {
  const { setUser } = useSessionActions();
  return useMutation({
    mutationKey: ['account', 'profile'],
    mutationFn: async ({ changes, profession }: ProfileSave) => {
      const saved = await updateProfile(client, changes);
      return profession === undefined ? saved : updateProfession(client, profession);
    },
    onSuccess: setUser,
  });
}
