import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Signs a page in with a session's tokens, put where the site keeps them (on /about). The
 * verify-email reminder is recorded as just shown (spec 4: again only after 24 hours), so it
 * cannot open over the page a test works in.
 */
export async function useSession(page: Page, tokens: { access_token: string; refresh_token: string }): Promise<void> {
  await page.goto('/about');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
    localStorage.setItem('verifyModalShownAt', String(Date.now()));
  }, tokens);
}

/** How old a sign-in may be before the next call signs in again (access tokens live 8 seconds in the browser tests). */
const FRESH_MS = 4000;

/**
 * An account's bearer headers for the API calls a test makes, signed in again whenever the last
 * sign-in is a few seconds old: the browser tests' access tokens live 8 seconds, and on a busy
 * machine a few steps can take longer than that.
 */
export function apiSession(request: APIRequestContext, email: string, password: string): () => Promise<{ Authorization: string }> {
  let token = '';
  let signedInAt = -Infinity;
  return async () => {
    if (Date.now() - signedInAt > FRESH_MS) {
      signedInAt = Date.now();
      const answer = await request.post('/v1/auth/login', { data: { email, password } });
      expect(answer.status()).toBe(200);
      token = ((await answer.json()) as { access_token: string }).access_token;
    }
    return { Authorization: `Bearer ${token}` };
  };
}
