import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { PreferencesAnswer } from '../../../lib/session/user';

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
