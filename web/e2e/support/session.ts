import type { Page } from '@playwright/test';

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
