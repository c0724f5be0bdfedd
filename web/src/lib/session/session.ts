import type { QueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { ApiError, type ApiClient } from '../api-client';
import { tokensFromAnswer, type TokenStore } from '../auth-tokens';
import { currentUserQuery, userKeys, type User } from './user';

export const LOGOUT_PATH = `${API_PREFIX}/auth/logout`;

/** Signed in, but the account could not be read: the person is told, and not left half signed in. */
export const ACCOUNT_UNREADABLE = 'You signed in, but we could not load your account just now. Please try again in a moment.';

export interface SessionDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  tokens: TokenStore;
  queryClient: QueryClient;
}

/**
 * Spec 4 "Authentication": a sign-in answer's tokens are stored and the user is fetched.
 * The previous user's cached data is dropped first, so nothing of theirs shows for a moment.
 */
export async function startSession(deps: SessionDeps, answer: unknown): Promise<User> {
  const tokens = tokensFromAnswer(answer);
  if (!tokens) throw new ApiError({ status: 0, exceptionMessage: 'The sign-in answer carries no access token.' });
  deps.queryClient.removeQueries({ queryKey: userKeys.all });
  deps.tokens.save(tokens);
  try {
    return await deps.queryClient.fetchQuery(currentUserQuery(deps.api));
  } catch (error) {
    // No half session: without the account the site cannot show who is signed in.
    endSession(deps);
    throw new ApiError({ status: 0, message: ACCOUNT_UNREADABLE, exceptionMessage: error instanceof Error ? error.message : String(error) });
  }
}

/** Forgets the session in this browser: tokens and everything cached for the user. */
export function endSession(deps: Pick<SessionDeps, 'tokens' | 'queryClient'>): void {
  deps.tokens.clear();
  deps.queryClient.removeQueries({ queryKey: userKeys.all });
}

/**
 * Signs out: tells the server (which revokes the refresh token), then clears the tokens whatever
 * it answered. A failure is returned so the caller can show it; the user is signed out anyway.
 */
export async function logout(deps: SessionDeps): Promise<unknown> {
  let failure: unknown = null;
  if (deps.tokens.access()) {
    try {
      await deps.api.post(LOGOUT_PATH);
    } catch (error) {
      // An expired or revoked token means the server already ended this session.
      if (!(error instanceof ApiError && error.status === 401)) failure = error;
    }
  }
  endSession(deps);
  return failure;
}
