import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { signInFreshUser } from './support/fresh-user';
import { ADMIN } from './support/admin';
import { apiSession } from './support/session';

/**
 * Curate the Look in a real browser against the real server: a member builds a 2-column board
 * from an image by dragging products (and one by keyboard), reloads half way and finds the
 * draft, describes the board, submits it and gets its share link.
 */

async function signInMember(page: Page, tag: string) {
  const account = await signInFreshUser(page, tag);
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await page.addLocatorHandler(verify, () => verify.getByRole('button', { name: 'Close' }).click());
  return account;
}

/** No serious or critical WCAG 2.1 AA problem on the page as it is now (animations settled). */
async function expectAccessible(page: Page, where: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The run's admin (support/admin.ts), signed in through the API. */
function apiAdmin(request: APIRequestContext) {
  return request.post('/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } }).then(async (login) => ({ Authorization: `Bearer ${(await login.json()).access_token}` }));
}

const slots = (page: Page) => page.getByTestId('curate-slot');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Products' });
const announcer = (page: Page) => page.getByTestId('curate-announcer');

/** A tray product's title (its accessible name is "title, price"). */
async function titleOf(item: Locator): Promise<string> {
  const label = (await item.getAttribute('aria-label')) ?? '';
  return label.slice(0, label.lastIndexOf(', '));
}


test('a member curates a 2-column board by drag and drop and by keyboard, keeps it across a reload, describes it and submits it; once approved a visitor opens it and another member likes, votes and rates it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const member = await signInMember(page, 'curate');
  const title = `Warm oak living room ${Date.now().toString(36)}`;

  // The overview leads to the canvas; step one is the image.
  await page.goto(paths.curateTheLook);
  await expect(page).toHaveTitle('Curate the Look | DecorLook');
  await page.getByRole('link', { name: 'Start curating' }).click();
  await expect(page).toHaveURL(paths.curateCanvas);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose an inspiration image' })).toBeVisible();
  await expectAccessible(page, 'image step');
  const image = page.getByTestId('curate-image').first();
  const imageName = ((await image.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await image.click();

  // Step two: the 2-column template (the default, already chosen), products dragged from the image's best matches.
  await expect(page.getByText(imageName, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /2 columns/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /3 columns/ }).click();
  await expect(slots(page)).toHaveCount(6);
  await page.getByRole('radio', { name: /2 columns/ }).click();
  await expect(page.getByRole('radio', { name: /2 columns/ })).toHaveAttribute('aria-checked', 'true');
  await expect(slots(page)).toHaveCount(4);

  const items = tray(page).getByTestId('tray-product');
  await expect(items.first()).toBeVisible();
  const first = await titleOf(items.nth(0));
  await items.nth(0).dragTo(slots(page).nth(0));
  await expect(slots(page).nth(0)).toHaveAttribute('aria-label', `Slot 1: ${first}`);
  // The placed product leaves the tray.
  await expect(tray(page).getByRole('button', { name: first })).toHaveCount(0);

  const second = await titleOf(items.nth(0));
  await items.nth(0).dragTo(slots(page).nth(1));
  await expect(slots(page).nth(1)).toHaveAttribute('aria-label', `Slot 2: ${second}`);

  // The keyboard path: Enter on a tray product picks it up, Enter on a slot places it.
  const third = await titleOf(items.nth(0));
  await items.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText(`${third} picked up`);
  await expect(items.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await slots(page).nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(slots(page).nth(2)).toHaveAttribute('aria-label', `Slot 3: ${third}`);
  await expect(announcer(page)).toHaveText(`${third} placed in slot 3.`);

  // Dropping on a filled slot replaces its product, which goes back to the front of the tray.
  const fourth = await titleOf(items.nth(0));
  await items.nth(0).dragTo(slots(page).nth(0));
  await expect(slots(page).nth(0)).toHaveAttribute('aria-label', `Slot 1: ${fourth}`);
  const returned = tray(page).getByRole('list', { name: 'Products taken off the board' });
  await expect(returned.getByTestId('tray-product').first()).toHaveAttribute('aria-label', new RegExp(`^${escape(first)}, `));

  // A reload half way: the draft is still there.
  await page.reload();
  await expect(slots(page).nth(0)).toHaveAttribute('aria-label', `Slot 1: ${fourth}`);
  await expect(slots(page).nth(1)).toHaveAttribute('aria-label', `Slot 2: ${second}`);
  await expect(slots(page).nth(2)).toHaveAttribute('aria-label', `Slot 3: ${third}`);
  await expect(slots(page).nth(3)).toHaveAttribute('aria-label', 'Slot 4, empty');
  await expect(page.getByText(imageName, { exact: true })).toBeVisible();
  await expect(returned.getByTestId('tray-product').first()).toHaveAttribute('aria-label', new RegExp(`^${escape(first)}, `));

  await expectAccessible(page, 'canvas');

  // Step three: the details, with the spec's required messages.
  await page.getByRole('button', { name: 'Next: details' }).click();
  await expect(page).toHaveURL(paths.curateDetails);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(5);
  await expectAccessible(page, 'details');

  // The title stops at 60 characters.
  const titleBox = page.getByLabel('Title');
  await titleBox.fill(`${title} ${'x'.repeat(80)}`);
  await expect(titleBox).toHaveValue(`${title} ${'x'.repeat(80)}`.slice(0, 60));
  await titleBox.fill(title);
  await page.locator('label').filter({ hasText: /^Room$/ }).click();
  await chooseFirst(page, 'Room type');
  await chooseFirst(page, 'Style');
  await page.getByLabel('Description').fill('Oak, linen and brass around a low grey sofa.');
  await page.getByRole('textbox', { name: /Message/ }).fill('Start with the rug, then the lamps.');
  await expect(page.getByText('This field is required')).toHaveCount(0);

  // The form values survive a reload too.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Review' }).click();

  // Step four: review and submit.
  await expect(page).toHaveURL(paths.curateSubmit);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and submit' })).toBeVisible();
  const stages = page.getByRole('list', { name: 'Submission stages' });
  await expect(stages.getByRole('listitem')).toHaveText([/Saved to File/, /Reviewed/, /Approved/, /Sent/, /Published/]);
  await expectAccessible(page, 'review');
  await page.getByRole('button', { name: 'Submit look board' }).click();

  await expect(page).toHaveURL(paths.curateSuccess);
  await expect(page.getByRole('heading', { level: 1, name: 'Your look board is submitted' })).toBeVisible();
  const share = page.getByRole('textbox', { name: 'Share link' });
  await expect(share).toHaveValue(/\/look-board\/\d+\/warm-oak-living-room-/);
  const shareUrl = await share.inputValue();
  const [, id] = /\/look-board\/(\d+)\//.exec(shareUrl)!;
  await expect(page.getByRole('link', { name: 'View your look board' })).toHaveAttribute('href', new URL(shareUrl).pathname);
  await expectAccessible(page, 'success');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  // Where the link is offered it says others see the board once approved; the board is not reviewed yet.
  await expect(page.getByTestId('share-note')).toHaveText(/once our editors approve your board/);
  await expect(page.getByRole('list', { name: 'Submission stages' }).getByRole('listitem').filter({ hasText: 'Reviewed' })).toContainText('(to come)');

  // The server holds the board as submitted: 2 columns, the three products in slot order, public.
  const board = (await (await page.request.get(`/v1/look-board/${id}`, { headers: await apiSession(page.request, member.email, member.password)() })).json()).result;
  expect(board).toMatchObject({ title, status: 'submitted', columns: 2, public: 1, type: 'room' });
  expect(board.productsPreview.map((p: { title: string }) => p.title)).toEqual([fourth, second, third]);

  // The finished flow left no draft: the canvas starts afresh.
  await page.getByRole('button', { name: 'Curate another look' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose an inspiration image' })).toBeVisible();

  // Before it is approved, someone following the link learns it is waiting for review, not that it is missing.
  const origin = new URL(page.url()).origin;
  const shared = new URL(shareUrl).pathname;
  const early = await (await browser.newContext({ baseURL: origin })).newPage();
  await early.goto(shared);
  await expect(early.getByRole('heading', { level: 1, name: 'This look board is waiting for review' })).toBeVisible();
  await early.context().close();

  // An admin approves the board: published, its shared page opens for a visitor (no session at all).
  const admin = await apiAdmin(page.request);
  const approved = await page.request.post(`/v1/admin/look-boards/${id}/approve`, { headers: admin });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect.poll(async () => (await page.request.get(`/v1/look-board/${id}`)).status(), { timeout: 20_000 }).toBe(200);
  const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
  await visitor.goto(shared);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('board-product')).toHaveCount(3);
  await expect(visitor.getByTestId('board-product').first()).toContainText(fourth);
  await visitor.context().close();

  // Another member likes, votes (once) and rates it; each shows once the server has it, and stays.
  const fan = await (await browser.newContext({ baseURL: origin })).newPage();
  await signInMember(fan, 'curate-fan');
  await fan.goto(shared);
  await fan.getByRole('button', { name: /^Like/ }).click();
  await expect(fan.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
  await fan.getByRole('button', { name: /^Vote/ }).click();
  await expect(fan.getByRole('button', { name: /^Voted/ })).toBeDisabled();
  await fan.getByLabel('Rate this look').getByRole('radio').nth(4).click();
  await expect(fan.getByTestId('board-rating-summary')).toContainText('(1 rating)');
  await fan.reload();
  await expect(fan.getByRole('button', { name: /^Liked/ })).toContainText('1');
  await expect(fan.getByRole('button', { name: /^Voted/ })).toBeDisabled();
  await expect(fan.getByTestId('board-rating-summary')).toContainText('Rated 5 out of 5');
  await fan.context().close();
});

test('editing a submitted board: a colour-only change is a colour-only update, a product change goes through the submitted-board call', async ({ page }) => {
  test.setTimeout(200_000);
  const member = await signInMember(page, 'curate-edit');
  const title = `Sage reading corner ${Date.now().toString(36)}`;

  // Someone else's published board cannot be opened for editing (the demo catalog's boards are in
  // before the first test: support/global-setup.ts).
  const published = ((await (await page.request.post('/v1/look-board/search', { data: { limit: 1 } })).json()) as { result: { id: number }[] }).result[0];
  expect(published).toBeDefined();
  await page.goto(`${paths.curateCanvas}?edit=${published.id}`);
  await expect(page.getByRole('alert')).toHaveText('You can only change your own look boards.');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a look board' })).toBeVisible();

  // A board made and submitted through the API (the first test covers making one in the browser).
  // Each call signs in again once the last sign-in is a few seconds old (tokens live 8 seconds).
  const asMember = apiSession(page.request, member.email, member.password);
  const image = (await (await page.request.post('/v1/inspiration-image/search', { data: { limit: 1, onlyApproved: true } })).json()).result[0];
  const products = (await (await page.request.post('/v1/product/search', { data: { limit: 2, sort: 'newest' } })).json()).result as { id: number; title: string }[];
  const styleId = (await (await page.request.get('/v1/enums/styles')).json()).result[0].id;
  const created = await page.request.post('/v1/look-board', {
    headers: await asMember(),
    data: { title, type: 'makeOver', styleId, description: 'A chair, a lamp and a shelf.', message: 'Keep it calm.', columns: 1, products: products.map((p) => p.id), inspirationImageId: image.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).result;
  const submitted = await page.request.post(`/v1/look-board/${id}/submit`, { headers: await asMember() });
  expect(submitted.ok()).toBe(true);
  // The page reads the board from the read side: wait (api.md X-Min-Position) until it has the submission.
  const read = await page.request.get(`/v1/look-board/${id}`, { headers: { ...(await asMember()), 'X-Min-Position': submitted.headers()['x-event-position'] } });
  expect((await read.json()).result.status).toBe('submitted');

  // Opened for editing, the board comes back as it was saved.
  await page.goto(`${paths.curateCanvas}?edit=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByRole('radio', { name: /1 column/ })).toHaveAttribute('aria-checked', 'true');
  await expect(slots(page).nth(0)).toHaveAttribute('aria-label', `Slot 1: ${products[0].title}`);
  await expect(slots(page).nth(1)).toHaveAttribute('aria-label', `Slot 2: ${products[1].title}`);

  // Only the banner colour changes: the colour-only call, and the board is not sent back for review.
  await page.getByRole('button', { name: 'Next: details' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByTitle('Sage', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Sage' })).toBeChecked();
  await page.getByRole('button', { name: 'Review' }).click();
  const colourCall = page.waitForRequest((r) => r.url().endsWith(`/v1/look-board/${id}/update-banner-color`) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await colourCall).postDataJSON()).toEqual({ color: '#d9e7e1' });
  await expect(page).toHaveURL(paths.curateSuccess);
  await expect(page.getByRole('heading', { level: 1, name: 'Your changes are saved' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveValue(new RegExp(`/look-board/${id}/`));

  // A product change on the same board goes through the submitted-board update.
  await page.goto(`${paths.curateCanvas}?edit=${id}`);
  await expect(slots(page).nth(1)).toHaveAttribute('aria-label', `Slot 2: ${products[1].title}`);
  const replacement = tray(page).getByTestId('tray-product').first();
  const replacementTitle = await titleOf(replacement);
  await replacement.focus();
  await page.keyboard.press('Enter');
  await slots(page).nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(slots(page).nth(1)).toHaveAttribute('aria-label', `Slot 2: ${replacementTitle}`);
  await page.getByRole('button', { name: 'Next: details' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const updateCall = page.waitForRequest((r) => r.url().endsWith(`/v1/look-board/${id}/submitted`) && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await updateCall).postDataJSON()).toMatchObject({ title, color: '#d9e7e1', columns: 1, products: [products[0].id, expect.any(Number)] });
  await expect(page).toHaveURL(paths.curateSuccess);
});

test('visitors are asked to sign in, and small screens get the unavailable-tool page', async ({ page }) => {
  await page.goto(paths.curateCanvas);
  await expect(page).toHaveURL(/\/\?auth=sign-in&curate=true$/);

  await signInMember(page, 'curate-small');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(paths.curateCanvas);
  await expect(page).toHaveURL(paths.unavailableTool);
});

/** Opens a select by its label and picks its first option by keyboard (the first option is the active one). */
async function chooseFirst(page: Page, label: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
