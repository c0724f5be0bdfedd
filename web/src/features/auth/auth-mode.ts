import { AUTH_QUERY_KEY, type AuthModalMode } from '../../config/paths';

/** The auth modal's mode from the query string (spec 2.2: `?auth=sign-in|sign-up`). */
export function authModeFrom(params: URLSearchParams): AuthModalMode | null {
  const value = params.get(AUTH_QUERY_KEY);
  return value === 'sign-in' || value === 'sign-up' ? value : null;
}
