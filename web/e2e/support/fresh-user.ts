import { expect, type Page } from '@playwright/test';
import { useSession } from './session';

/**
 * A fresh account with its styles chosen, signed in through the stored tokens (on /about). The
 * verify-email reminder is recorded as just shown, so it is not due (spec 4: again only after
 * 24 hours) and cannot open over the dialog a test is working in. Answers the account's email and password.
 */
export async function signInFreshUser(page: Page, tag: string): Promise<{ email: string; password: string }> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'decor2024look';
  const signUp = await page.request.post('/v1/auth/sign-up', {
    data: { type: 'personal', email, password, passwordRepeat: password, terms: true, countryId: 1, showProducts: 'all' },
  });
  expect(signUp.status()).toBe(201);
  const login = await (await page.request.post('/v1/auth/login', { data: { email, password } })).json();
  const auth = { Authorization: `Bearer ${login.access_token}` };
  expect((await page.request.put('/v1/user/styles', { headers: auth, data: { styles: [1] } })).ok()).toBe(true);
  expect((await page.request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  await useSession(page, login);
  return { email, password };
}
