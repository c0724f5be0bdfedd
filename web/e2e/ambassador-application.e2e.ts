import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { ADMIN } from './support/admin';
import { useSession } from './support/session';

/**
 * The ambassador application against the real server: a verified member applies through the
 * become-ambassador dialog and sees the confirmation; an admin approves the application in the
 * moderation page with an ambassador type; the member's dashboard menu then shows Ambassador Info.
 * A nominee opens the invitation mail's link, is signed in by its code, gives a name and a
 * password, applies, and is no longer held on the become-ambassador page.
 */

const PASSWORD = 'decor2024look';
const unique = (kind: string) => `e2e-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

async function login(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

/**
 * Chooses the first style in the application's style field. The option list opens with an
 * animation and may still be moving when it is clicked (a busy machine chose nothing): choose
 * until the list shows an option chosen, never clicking a chosen one again (that would unchoose it).
 */
async function chooseAStyle(page: Page, dialog: Locator) {
  const chosen = page.locator('.ant-select-dropdown:visible .ant-select-item-option-selected');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await dialog.getByRole('combobox', { name: 'Your styles' }).click();
    if (!(await chosen.count())) await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect(chosen).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
}

/** A member with their styles chosen (so no picker opens over the page); answers the sign-up's position. */
async function registerMember(request: APIRequestContext, email: string, firstName: string, lastName: string) {
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { type: 'personal', firstName, lastName, email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' },
  });
  expect(signUp.status()).toBe(201);
  const tokens = await login(request, email, PASSWORD);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  expect((await request.put('/v1/user/styles', { headers: auth, data: { styles: [1] } })).ok()).toBe(true);
  expect((await request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  return signUp.headers()['x-event-position'] ?? null;
}

/** Opens the verification mail's link from the dev mailbox, once the sign-up's write has sent it. */
async function verifyEmail(request: APIRequestContext, email: string, minPosition: string | null) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: minPosition ? { 'X-Min-Position': minPosition } : {} });
        const { result } = (await answer.json()) as { result: Mail[] };
        link = result.flatMap((mail) => mail.links).find((url) => url.includes('/auth/email-verification/'));
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await request.get(`/v1${new URL(link!).pathname}`)).ok()).toBe(true);
}

const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a verified member applies through the dialog; once an admin approves, their dashboard shows Ambassador Info', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const lastName = `Applicant${run}`;
  const displayName = `Noor ${lastName}`;

  const email = unique('applicant');
  const position = await registerMember(request, email, 'Noor', lastName);
  await verifyEmail(request, email, position);
  await useSession(page, await login(request, email, PASSWORD));

  // Not an ambassador yet: no ambassador entries in the dashboard menu.
  await page.goto(paths.dashboardImages);
  await expect(dashboardMenu(page).getByRole('link', { name: 'My Images' })).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link', { name: 'Ambassador Info' })).toHaveCount(0);

  // From the programme's overview to the application dialog.
  await page.goto(paths.ambassador);
  await expect(page.getByTestId('ambassador-type')).toHaveText([/Decor Enthusiasts/, /Design Professional/, /Influencer \| Blogger/]);
  await page.getByRole('main').getByRole('link', { name: 'Become an Ambassador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ambassador Application' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('From')).toHaveValue(email);

  // The shared rules speak first.
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(4);

  await dialog.getByLabel('Describe yourself').fill('A stylist in Lisbon who loves warm, minimal rooms with natural light.');
  await chooseAStyle(page, dialog);
  await dialog.getByLabel('Curating look boards').check();
  await dialog.getByLabel('Answering look requests').check();
  await dialog.getByLabel('Your decor experience').fill('Ten years of staging homes for sale and styling friends’ living rooms.');
  await dialog.getByLabel('Link 1', { exact: true }).fill('not a link');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Please enter a correct link')).toBeVisible();
  await dialog.getByLabel('Link 1', { exact: true }).fill('studio-noor.example.com');
  await dialog.getByRole('button', { name: 'Add another link' }).click();
  await dialog.getByLabel('Link 2', { exact: true }).fill('https://instagram.com/noor.rooms');

  const sent = page.waitForResponse((r) => r.url().endsWith('/v1/invitation/request-ambassador-access'));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).status()).toBe(201);
  const thanks = page.getByRole('dialog', { name: 'Thank you for applying!' });
  await expect(thanks).toContainText('We will review your application and be back in touch soon!');
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is in' })).toBeVisible();

  // An admin finds it in the moderation page and approves it as a Decor Enthusiast.
  const admin = await browser.newPage();
  const adminTokens = await login(admin.request, ADMIN.email, ADMIN.password);
  // Styles chosen, so the mandatory style picker does not open over the page.
  const adminAuth = { Authorization: `Bearer ${adminTokens.access_token}` };
  expect((await admin.request.put('/v1/user/styles', { headers: adminAuth, data: { styles: [2] } })).ok()).toBe(true);
  expect((await admin.request.post('/v1/user/finish-preferences', { headers: adminAuth })).ok()).toBe(true);
  await useSession(admin, adminTokens);
  await admin.goto(paths.dashboardModeration);
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const application = admin.getByTestId('ambassador-application').filter({ hasText: displayName });
  await expect(application).toContainText('A stylist in Lisbon who loves warm, minimal rooms');
  await expect(application).toContainText('https://studio-noor.example.com');
  await application.getByRole('button', { name: `Approve ${displayName}` }).click();
  const approve = admin.getByRole('dialog', { name: `Approve ${displayName}?` });
  await approve.getByLabel('Decor Enthusiasts').check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(application).toHaveCount(0);

  // The member's dashboard menu now leads with Ambassador Info, Showcase Setup and Nominees.
  await expect(async () => {
    await page.goto(paths.dashboardImages);
    await expect(dashboardMenu(page).getByRole('link', { name: 'Ambassador Info' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dashboardMenu(page).getByRole('link')).toHaveText(['Ambassador Info', 'Showcase Setup', 'Nominees', 'My Images', 'My Look Boards', 'My Mix & Matches', 'My Requests', 'My Followers', 'My Points']);
  await dashboardMenu(page).getByRole('link', { name: 'Ambassador Info' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ambassador Info' })).toBeVisible();
  await expect(page.getByTestId('ambassador-type')).toHaveText('Decor Enthusiasts');
  await expect(page.getByText('Not set up yet')).toBeVisible();

  // An ambassador opening the become page goes to ambassador management.
  await page.goto(paths.becomeAmbassador);
  await expect(page).toHaveURL(new RegExp(`${paths.dashboardAmbassadorManagement}$`));
});

test('a nominee follows the invitation link: signed in by its code, they choose a name and password, then apply', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const nominee = unique('nominee');

  // Nominating needs a signed-in member with a verified address: they fill the nomination form.
  const nominator = unique('nominator');
  await verifyEmail(request, nominator, await registerMember(request, nominator, 'Ana', 'Lind'));
  await useSession(page, await login(request, nominator, PASSWORD));
  await page.goto(paths.nominateAmbassador);
  await page.getByLabel('Your first name').fill('Ana');
  await page.getByLabel('Your last name').fill('Lind');
  await page.getByLabel('Their first name').fill('Lea');
  await page.getByLabel('Their email address').fill(nominee);
  const nominated = page.waitForResponse((r) => r.url().endsWith('/v1/invitation/nominate-ambassador'));
  await page.getByRole('button', { name: 'Send Nomination' }).click();
  const answer = await nominated;
  expect(answer.status()).toBe(201);
  await expect(page.getByText('Your nomination is on its way')).toBeVisible();

  // The invitation mail carries the become-ambassador link with its code.
  const position = answer.headers()['x-event-position'] ?? null;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(nominee)}`, { headers: position ? { 'X-Min-Position': position } : {} });
        link = ((await mails.json()) as { result: Mail[] }).result.flatMap((mail) => mail.links).find((url) => url.includes('invitation='));
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  const invitee = await browser.newPage();
  const invitation = new URL(link!);
  await invitee.goto(invitation.pathname + invitation.search);
  await expect(invitee.getByRole('heading', { name: 'Welcome to DecorLook' })).toBeVisible();
  // The code is spent once: it leaves the address.
  await expect(invitee).toHaveURL(new RegExp(`${paths.becomeAmbassador}$`));

  // Until the account is complete, every other page sends them back here.
  await invitee.goto(paths.dashboardImages);
  await expect(invitee).toHaveURL(new RegExp(`${paths.becomeAmbassador}$`));

  await invitee.getByLabel('First name').fill('Lea');
  await invitee.getByLabel('Last name').fill('Moreau');
  await invitee.getByLabel('Password').fill('rooms2024');
  await invitee.getByRole('button', { name: 'Continue to the application' }).click();

  const dialog = invitee.getByRole('dialog', { name: 'Ambassador Application' });
  await dialog.getByLabel('Describe yourself').fill('A decorator in Lyon who mixes antiques with modern pieces.');
  await chooseAStyle(invitee, dialog);
  await dialog.getByLabel('Showcasing my own rooms').check();
  await dialog.getByLabel('Your decor experience').fill('Fifteen years of restoring and furnishing apartments.');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(invitee.getByRole('dialog', { name: 'Thank you for applying!' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Done' }).click();

  // The account is complete now: the guard lets them go anywhere, and their password works.
  await invitee.goto(paths.dashboardImages);
  await expect(invitee.getByRole('heading', { level: 1, name: 'My Images' })).toBeVisible();
  await login(invitee.request, nominee, 'rooms2024');
});
