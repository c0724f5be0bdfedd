import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { Role, UserStatus } from '@decorlook/domain/identity/user.rules';
import type { ApiClient } from '../api-client';

/** The signed-in user as GET /v1/user answers it (spec 3, "User"). */
export interface User {
  id: number;
  firstName: string | null;
  lastName: string | null;
  /** Falls back to the email on the server when the user set none. */
  displayName: string;
  email: string;
  avatar: { userId: number; hash: string } | null;
  status: UserStatus;
  newUser: boolean;
  hasVerifiedEmail: 0 | 1 | boolean;
  countryId: number | null;
  ambassador: boolean;
  /** Which kind of ambassador (AMBASSADOR_TYPE_LABELS names it); null or absent for everyone else. */
  ambassadorType?: AmbassadorType | null;
  shareUrl: string | null;
  notificationEmail: boolean;
  business: { name: string | null; url: string | null } | null;
  type: 'personal' | 'business';
  role: Role;
  profession: number | null;
  vibes: number[];
  preferences: UserPreferences;
}

export interface UserPreferences {
  styles: number[];
  /** Sub-style name → 1. */
  subStyles: Record<string, 1 | number>;
  roomTypes: number[];
  /** Colour-group id → 1. */
  colors: Record<string, 1 | number>;
}

/** What the preference calls answer (PUT /user/vibes, /styles, ...). */
export interface PreferencesAnswer {
  preferences: UserPreferences;
  vibes: number[];
}

export const USER_PATH = `${API_PREFIX}/user`;

export const userKeys = {
  all: ['user'] as const,
  me: ['user', 'me'] as const,
};

export async function fetchCurrentUser(client: Pick<ApiClient, 'get'>, signal?: AbortSignal): Promise<User> {
  const body = await client.get<{ result: User }>(USER_PATH, { signal });
  return body.result;
}

export const currentUserQuery = (client: Pick<ApiClient, 'get'>) =>
  queryOptions({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(client, signal),
    staleTime: 60_000,
  });

export const hasVerifiedEmail = (user: Pick<User, 'hasVerifiedEmail'>): boolean => Boolean(user.hasVerifiedEmail);

/** The name shown for the user: the display name, the email when there is none. */
export function displayNameOf(user: Pick<User, 'displayName' | 'email' | 'firstName' | 'lastName'>): string {
  const name = user.displayName?.trim();
  // The server falls back to the email when no display name was chosen; a full name reads better.
  if (name && name !== user.email) return name;
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email;
}

/** Up to two letters for an avatar without a picture: first and last name, else the shown name. */
export function initialsOf(user: Pick<User, 'displayName' | 'email' | 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = displayNameOf(user).split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** Whether the user has told us any taste at all (the preferences reminder asks those who have not). */
export function hasAnyPreferences(user: Pick<User, 'preferences' | 'vibes'>): boolean {
  const p = user.preferences;
  return (
    (user.vibes?.length ?? 0) > 0 ||
    (p?.styles?.length ?? 0) > 0 ||
    Object.keys(p?.subStyles ?? {}).length > 0 ||
    (p?.roomTypes?.length ?? 0) > 0 ||
    Object.keys(p?.colors ?? {}).length > 0
  );
}

/** The avatar's picture (media sizes: api.md "Values"). */
export function avatarUrl(avatar: User['avatar'], size: 'small' | 'thumb' = 'small'): string | null {
  return avatar ? `/media/${avatar.userId}/${avatar.hash}/${size}.webp` : null;
}
