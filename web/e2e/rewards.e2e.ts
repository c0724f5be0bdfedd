import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { POINT_RULES } from '@decorlook/domain/rewards/rewards.rules';
import { paths } from '../src/config/paths';
import { ADMIN } from './support/admin';
import { useSession } from './support/session';

/**
 * Reward points end to end: a verified member publishes a public look board (made and submitted
 * through the API, approved by an admin), finds the points on My Points, redeems them after a
 * confirmation; an admin marks the redemption paid on the redemptions page and sees it in the
 * member's ledger; the member then sees it paid.
 */

const PASSWORD = 'decor2024look';
const unique = (kind: string) => `e2e-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type Tokens = { access_token: string; refresh_token: string };
type Auth = { Authorization: string };
interface ImageAnswer {
  id: number;
  styles: number[];
  roomTypeId: number | null;
}
interface Stats {
  user_point: number;
  point_left: number;
}

async function login(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const answer = await request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Tokens;
}
const bearer = (tokens: Tokens): Auth => ({ Authorization: `Bearer ${tokens.access_token}` });

/** A member with styles chosen (no picker over the page) whose address is verified (redeeming needs it). */
async function verifiedMember(request: APIRequestContext, email: string, lastName: string): Promise<void> {
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { type: 'personal', firstName: 'Iris', lastName, email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' },
  });
  expect(signUp.status()).toBe(201);
  const position = signUp.headers()['x-event-position'];
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: position ? { 'X-Min-Position': position } : {} });
        const { result } = (await answer.json()) as { result: { links: string[] }[] };
        link = result.flatMap((mail) => mail.links).find((url) => url.includes('/auth/email-verification/'));
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await request.get(`/v1${new URL(link!).pathname}`)).ok()).toBe(true);
  const tokens = await login(request, email, PASSWORD);
  expect((await request.put('/v1/user/styles', { headers: bearer(tokens), data: { styles: [1] } })).ok()).toBe(true);
  expect((await request.post('/v1/user/finish-preferences', { headers: bearer(tokens) })).ok()).toBe(true);
}

/** The run's admin (support/admin.ts), with styles chosen so no picker covers its pages. Answers its email. */
async function admin(request: APIRequestContext): Promise<string> {
  const tokens = await login(request, ADMIN.email, ADMIN.password);
  expect((await request.put('/v1/user/styles', { headers: bearer(tokens), data: { styles: [2] } })).ok()).toBe(true);
  expect((await request.post('/v1/user/finish-preferences', { headers: bearer(tokens) })).ok()).toBe(true);
  return ADMIN.email;
}

/** A public board through the calls the curate pages make (create, submit), then an admin's approval. */
async function publishBoard(request: APIRequestContext, member: Auth, adminAuth: Auth, title: string) {
  const image = ((await (await request.post('/v1/inspiration-image/search-get-the-look', { data: { sort: 'newest', limit: 1 } })).json()) as { result: ImageAnswer[] }).result[0];
  const products = ((await (await request.post('/v1/product/search', { data: { limit: 4 } })).json()) as { result: { id: number }[] }).result;
  const roomTypes = ((await (await request.get('/v1/enums/room-types')).json()) as { result: { id: number }[] }).result;
  const created = await request.post('/v1/look-board', {
    headers: member,
    data: {
      title,
      description: 'Linen, oak and a brass lamp: a quiet corner to read in.',
      message: 'Start with the armchair; the rest follows its colour.',
      type: 'room',
      roomTypeId: image.roomTypeId ?? roomTypes[0].id,
      styleId: image.styles[0] ?? 1,
      color: '#e8dcc8',
      columns: 2,
      products: products.map((product) => product.id),
      inspirationImageId: image.id,
      public: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const board = ((await created.json()) as { result: { id: number } }).result;
  const submitted = await request.post(`/v1/look-board/${board.id}/submit`, { headers: member });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const approved = await request.post(`/v1/admin/look-boards/${board.id}/approve`, { headers: adminAuth });
  expect(approved.ok(), await approved.text()).toBe(true);
  return board;
}

/** No serious or critical WCAG 2.1 AA problem on the page as it is now (animations settled). */
async function expectAccessible(page: Page, where: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}


test('a member earns points by publishing a board, redeems them; an admin pays the redemption and the member sees it paid', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const lastName = `Saver${run}`;
  const displayName = `Iris ${lastName}`;
  const boardTitle = `Reading Corner ${run}`;
  const published = POINT_RULES.publishedLookBoard.points;

  // Access tokens live 8 seconds in the browser tests: each step through the API signs in afresh.
  const adminEmail = await admin(request);
  const memberEmail = unique('saver');
  await verifiedMember(request, memberEmail, lastName);
  const asMember = async () => bearer(await login(request, memberEmail, PASSWORD));
  const statsNow = async () => ((await (await request.post('/v1/user/stats', { headers: await asMember() })).json()) as { result: Stats }).result;
  // Completing the profile (styles chosen) earned its points already: they arrive first.
  await expect.poll(async () => (await statsNow()).user_point, { timeout: 30_000 }).toBe(POINT_RULES.profileCompleted.points);
  const before = await statsNow();
  await publishBoard(request, await asMember(), bearer(await login(request, adminEmail, ADMIN.password)), boardTitle);

  // The points earner turns the approval into points, once the read side has them.
  await expect.poll(async () => (await statsNow()).user_point, { timeout: 30_000 }).toBe(before.user_point + published);
  const balance = before.point_left + published;

  // My Points: the balance, the rate and the board that earned the points.
  await useSession(page, await login(request, memberEmail, PASSWORD));
  await page.goto(paths.dashboardPoints);
  await expect(page.getByRole('heading', { level: 1, name: 'My Points' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toContainText(String(balance));
  await expect(page.getByTestId('points-rate')).toHaveText('100 points = $1.00');
  const earned = page.getByTestId('points-activity').filter({ hasText: boardTitle });
  await expect(earned).toContainText(POINT_RULES.publishedLookBoard.label);
  await expect(earned).toContainText(`+${published}`);
  await expect(earned.getByRole('link', { name: boardTitle })).toHaveAttribute('href', /^\/look-board\/\d+/);
  await expectAccessible(page, 'My Points');

  // Redeem: more than the balance is refused on the field; the amount is confirmed in points and dollars.
  const field = page.getByRole('spinbutton', { name: 'Points to redeem' });
  await field.fill(String(balance + 100));
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('You do not have enough points')).toBeVisible();
  await field.fill('100');
  await expect(page.getByText('Worth $1.00')).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem your points?' });
  await expect(confirm).toContainText('Redeem 100 points for $1.00?');
  const sent = page.waitForResponse((r) => r.url().endsWith('/v1/user/redeem-point'));
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Your redemption of 100 points ($1.00) is on its way')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toContainText(String(balance - 100));
  await expect(page.getByTestId('points-redeemed')).toContainText('$1.00');
  const redemption = page.getByTestId('points-redemption').first();
  await expect(redemption).toContainText('100 points for $1.00');
  await expect(redemption).toContainText('Pending');

  // An admin pays it from the redemptions page, reached from the dashboard menu.
  // A context of its own (axe needs one): the admin's session beside the member's.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, await login(request, adminEmail, ADMIN.password));
  await adminPage.goto(paths.dashboardModeration);
  await adminPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Redemptions' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Redemptions' })).toBeVisible();
  const row = adminPage.getByTestId('admin-redemption').filter({ hasText: displayName });
  await expect(async () => {
    // The redemption reaches the admins' read side on its own time: read the list again until it does.
    await adminPage.reload();
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('$1.00');
  await expect(row).toContainText('Pending');
  await expectAccessible(adminPage, 'redemptions');
  await row.getByRole('button', { name: /^Mark redemption #\d+ paid$/ }).click();
  const pay = adminPage.getByRole('dialog', { name: 'Mark this redemption paid?' });
  await expect(pay).toContainText(`$1.00 (100 points) to ${displayName}`);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(adminPage.getByText(/^Redemption #\d+ is paid$/)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The member's ledger: the board's points and the redemption, with the running balance.
  await adminPage.getByRole('radiogroup', { name: 'Status' }).getByText('Paid', { exact: true }).click();
  await adminPage.getByRole('link', { name: `Ledger of ${displayName}` }).first().click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Point Ledger' })).toBeVisible();
  const ledger = adminPage.locator('.dl-rewards__ledger');
  await expect(ledger.getByRole('row').filter({ hasText: 'Earned: Look board published' })).toContainText(`+${published}`);
  await expect(ledger.getByRole('row').filter({ hasText: 'Redemption paid' })).toBeVisible();
  await expect(ledger.getByRole('row').filter({ hasText: /Redeemed #\d+/ })).toContainText('−100');
  await expectAccessible(adminPage, 'ledger');
  await adminPage.goto(paths.earnRewards);
  await expect(adminPage.getByRole('table', { name: 'How to earn points' }).getByRole('row')).toHaveCount(7);
  await expectAccessible(adminPage, 'Earn Rewards');
  await adminContext.close();

  // The member sees it paid.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('points-redemption').first()).toContainText('Paid', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});
