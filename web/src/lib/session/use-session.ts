import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { tokenStore } from '../auth-tokens';
import { endSession, logout, startSession, type SessionDeps } from './session';
import { currentUserQuery, userKeys, type User } from './user';

export type Session =
  | { status: 'visitor'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: User };

export function useHasToken(): boolean {
  return useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.access() !== null,
    () => false,
  );
}

/**
 * Who is using the site. With a stored token the user is loaded (GET /v1/user); until it
 * arrives the session is 'loading'. A user that cannot be loaded counts as a visitor (a refused
 * token has already been cleared by the API client).
 */
export function useSession(): Session {
  const hasToken = useHasToken();
  const query = useQuery({ ...currentUserQuery(api), enabled: hasToken });
  return useMemo<Session>(() => {
    if (!hasToken) return { status: 'visitor', user: null };
    if (query.data) return { status: 'signedIn', user: query.data };
    if (query.isError) return { status: 'visitor', user: null };
    return { status: 'loading', user: null };
  }, [hasToken, query.data, query.isError]);
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  return useSession().user;
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const deps = useMemo<SessionDeps>(() => ({ api, tokens: tokenStore, queryClient }), [queryClient]);
  return {
    startSession: useCallback((answer: unknown) => startSession(deps, answer), [deps]),
    endSession: useCallback(() => endSession(deps), [deps]),
    logout: useCallback(() => logout(deps), [deps]),
    /** Puts a user the server answered with into the cache (PUT /user and friends answer one). */
    setUser: useCallback((user: User) => queryClient.setQueryData(userKeys.me, user), [queryClient]),
    updateUser: useCallback(
      (change: (user: User) => User) => queryClient.setQueryData<User>(userKeys.me, (user) => (user ? change(user) : user)),
      [queryClient],
    ),
  };
}
