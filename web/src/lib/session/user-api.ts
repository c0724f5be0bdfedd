import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';
import type { PreferencesAnswer, User } from './user';

/**
 * User calls more than one feature makes: the style choice (style picker, account preferences,
 * style quiz), finishing the preferences and asking for a new verification link.
 */
export const USER_STYLES_PATH = `${API_PREFIX}/user/styles`;
export const FINISH_PREFERENCES_PATH = `${API_PREFIX}/user/finish-preferences`;
export const SEND_VERIFY_LINK_PATH = `${API_PREFIX}/user/send-verify-email-link`;

export async function saveStyles(client: Pick<ApiClient, 'put'>, styles: number[]): Promise<PreferencesAnswer> {
  const body = await client.put<{ result: PreferencesAnswer }>(USER_STYLES_PATH, { styles });
  return body.result;
}

export async function finishPreferences(client: Pick<ApiClient, 'post'>): Promise<User> {
  const body = await client.post<{ result: User }>(FINISH_PREFERENCES_PATH);
  return body.result;
}

/** Answers the server's message ("Verification link successfully sent to your email"). */
export async function sendVerificationLink(client: Pick<ApiClient, 'post'>, domain: string = window.location.host): Promise<string | null> {
  const body = await client.post<{ result?: { message?: string } }>(SEND_VERIFY_LINK_PATH, { domain });
  return body?.result?.message ?? null;
}

/** A user with a preference answer applied. */
export function withPreferences(user: User, answer: PreferencesAnswer): User {
  return { ...user, preferences: answer.preferences ?? user.preferences, vibes: answer.vibes ?? user.vibes };
}

export function useSendVerificationLink(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({ mutationKey: ['user', 'send-verify-email-link'], mutationFn: () => sendVerificationLink(client) });
}
