import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import { saveStyles, withPreferences } from '../../../lib/session/user-api';
import type { PreferencesAnswer, User } from '../../../lib/session/user';

/** The preference calls other than styles (styles are shared: lib/session/user-api). */
export const PREFERENCE_CALLS = {
  vibes: { path: `${API_PREFIX}/user/vibes`, field: 'vibes' },
  subStyles: { path: `${API_PREFIX}/user/sub-styles`, field: 'subStyles' },
  roomTypes: { path: `${API_PREFIX}/user/room-types`, field: 'roomTypes' },
  colors: { path: `${API_PREFIX}/user/colors`, field: 'colors' },
} as const;

export type PreferenceCategory = keyof typeof PREFERENCE_CALLS;

/** PUT /v1/user/{vibes|sub-styles|room-types|colors} {<field>: ids} → {preferences, vibes}. */
export async function savePreference(client: Pick<ApiClient, 'put'>, category: PreferenceCategory, ids: number[]): Promise<PreferencesAnswer> {
  const call = PREFERENCE_CALLS[category];
  return (await client.put<{ result: PreferencesAnswer }>(call.path, { [call.field]: ids })).result;
}

export type PreferenceChange = { category: PreferenceCategory | 'styles'; ids: number[] };

/**
 * Saves each changed category in turn (one call each). Whatever was saved before a failure stays
 * in the cached user, so the form shows what the server holds.
 */
export function useSavePreferences(client: Pick<ApiClient, 'put'> = api) {
  const { updateUser } = useSessionActions();
  return useMutation({
    mutationKey: ['account', 'preferences'],
    mutationFn: async (changes: PreferenceChange[]) => {
      for (const { category, ids } of changes) {
        const answer = category === 'styles' ? await saveStyles(client, ids) : await savePreference(client, category, ids);
        updateUser((user: User) => withPreferences(user, answer));
      }
    },
  });
}
