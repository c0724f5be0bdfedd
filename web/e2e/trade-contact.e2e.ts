import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INQUIRY_SENT, TRADE_MESSAGE_DEFAULT, TRADE_SUBJECT_DEFAULT } from '@decorlook/domain/site/inquiries';
import { paths } from '../src/config/paths';
import { useSession } from './support/session';

/**
 * Messages to the team: the trade opportunities form (pre-filled for a signed-in business member)
 * and the contact form (a visitor asking for support). Each arrives as a real mail at the team's
 * address, read here from the dev mailbox.
 */

const PASSWORD = 'decor2024look';
/** TEAM_EMAIL, else team@ the host of the site's address (infra/src/config.ts): the test server sets none. */
const TEAM = process.env.TEAM_EMAIL ?? 'team@localhost';
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The team's mail whose subject names `needle`, once the write at `position` has been mailed. */
async function teamMail(request: APIRequestContext, needle: string, position: string | null): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/mailbox?to=${encodeURIComponent(TEAM)}`, { headers: position ? { 'X-Min-Position': position } : {} });
        const mails = ((await answer.json()).result ?? []) as Mail[];
        found = mails.find((mail) => mail.subject.includes(needle));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A business member with names, signed in through the stored tokens (styles chosen, so no picker opens). */
async function signInBusinessMember(page: Page, businessName: string) {
  const email = `trade-${stamp()}@example.com`;
  const signUp = await page.request.post('/v1/auth/sign-up', {
    data: {
      type: 'business',
      firstName: 'Ines',
      lastName: 'Duarte',
      businessName,
      businessType: 'artisan',
      businessUrl: 'https://lumen-clay.example.com',
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      terms: true,
      countryId: 1,
      showProducts: 'all',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const login = await (await page.request.post('/v1/auth/login', { data: { email, password: PASSWORD } })).json();
  const auth = { Authorization: `Bearer ${login.access_token}` };
  expect((await page.request.put('/v1/user/styles', { headers: auth, data: { styles: [1] } })).ok()).toBe(true);
  expect((await page.request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  await useSession(page, login);
  return email;
}

test('a signed-in business member sends the trade form pre-filled; the team receives it by mail', async ({ page }) => {
  const businessName = `Lumen & Clay ${stamp()}`;
  const email = await signInBusinessMember(page, businessName);
  await page.reload();

  // From the footer to the trade page.
  await page.getByTestId('site-footer').getByRole('link', { name: 'Trade Opportunities' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.tradeOpportunities}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'TRADE Opportunities' })).toBeVisible();
  await expect(page.getByText('For Home Furnishing Retailers, Manufacturers & Artisans')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Testimonial' })).toBeVisible();

  // Spec 5: names and business from the account, the default subject and message.
  await expect(page.getByLabel('First Name')).toHaveValue('Ines');
  await expect(page.getByLabel('Last Name')).toHaveValue('Duarte');
  await expect(page.getByLabel('Business Name')).toHaveValue(businessName);
  await expect(page.getByLabel('Business Website')).toHaveValue('https://lumen-clay.example.com');
  await expect(page.getByLabel('Subject')).toHaveValue(TRADE_SUBJECT_DEFAULT);
  await expect(page.getByRole('textbox', { name: /Message$/ })).toHaveValue(TRADE_MESSAGE_DEFAULT);

  const message = 'We make hand-thrown table lamps in small batches. What does a trade listing involve?';
  await page.getByRole('textbox', { name: /Message$/ }).fill(message);
  const [sent] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/v1/trade-opportunities') && response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await expect(page.getByText(INQUIRY_SENT)).toBeVisible();

  const mail = await teamMail(page.request, businessName, sent.headers()['x-event-position'] ?? null);
  expect(mail.to).toBe(TEAM);
  expect(mail.text).toContain(message);
  expect(mail.text).toContain('Ines Duarte');
  expect(mail.text).toContain(email);

  // The back button goes one step back.
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
});

test('a visitor writes to support from the contact page, which has no site header or footer', async ({ page }) => {
  await page.goto(paths.contact);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  // The message is required and the address must be valid.
  await page.getByLabel('Email').fill('sam@');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();

  const subject = `Upload stops ${stamp()}`;
  await page.getByText('Support', { exact: true }).click();
  await page.getByLabel('Name').fill('Sam Ortiz');
  await page.getByLabel('Email').fill('sam.ortiz@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /Message$/ }).fill('My picture upload stops at 90% every time.');
  const [sent] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/v1/contact') && response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await expect(page.getByText(INQUIRY_SENT)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for writing' })).toContainText('sam.ortiz@example.com');

  const mail = await teamMail(page.request, subject, sent.headers()['x-event-position'] ?? null);
  expect(mail.subject).toMatch(/support/i);
  expect(mail.text).toContain('My picture upload stops at 90% every time.');
  expect(mail.text).toContain('sam.ortiz@example.com');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
});
