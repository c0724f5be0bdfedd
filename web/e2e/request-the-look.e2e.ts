import { expect, test, type Page } from '@playwright/test';
import { REQUEST_STEPS } from '@decorlook/domain/requests/request.rules';
import { signInFreshUser } from './support/fresh-user';

/**
 * Request the Look from the requester's side: a member likes an image in the gallery, requests a
 * look for it from the liked images tab, sees the four steps that follow and finds the request in
 * My Requests. The tools' overview modals open once each (this file starts with none seen).
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** Picks the first option of the select a label names, by keyboard; answers the option's name. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  const box = page.getByLabel(label, { exact: true });
  const id = await box.getAttribute('id');
  await box.focus();
  await box.press('ArrowDown');
  // The list this select controls (another select's list may still be closing).
  const option = page.locator(`.ant-select-dropdown:has([id="${id}_list"]) .ant-select-item-option`).first();
  await expect(option).toBeVisible();
  const name = (await option.getAttribute('title')) ?? (await option.innerText());
  await option.click();
  await expect(page.locator('.ant-form-item, .req-items__add').filter({ has: box }).locator(`[title="${name}"]`).first()).toBeVisible();
  return name;
}

test('a member requests a look for an image they liked and finds it in My Requests', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFreshUser(page, 'requester');
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await page.addLocatorHandler(verify, () => verify.getByRole('button', { name: 'Close' }).click());

  // The gallery's overview opens on the first visit; the member likes the first image.
  await page.goto('/get-the-look');
  const overview = page.getByRole('dialog', { name: 'Welcome to Get The Look' });
  await expect(overview).toBeVisible();
  await overview.getByRole('button', { name: 'Got it' }).click();
  await expect(overview).toBeHidden();
  // The demo catalog may still be adding images at the top: the tile is found again by its address.
  const gallery = page.getByTestId('image-gallery');
  const card = await gallery.getByTestId('image-card').first().evaluate((a) => ({ href: a.getAttribute('href') ?? '', title: a.querySelector('.gtl-tile__title')?.textContent?.trim() ?? '' }));
  const { title } = card;
  const tile = gallery.getByRole('listitem').filter({ has: page.locator(`a[href="${card.href}"]`) });
  await tile.getByRole('button', { name: `Like ${title}` }).click();
  await expect(tile.getByRole('button', { name: `Unlike ${title}` })).toHaveAttribute('aria-pressed', 'true');

  // Request the Look: its overview once, the how-it-works modal on demand.
  await page.goto('/request-the-look');
  const intro = page.getByRole('dialog', { name: 'Welcome to Request The Look' });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'How it works' }).click();
  const how = page.getByRole('dialog', { name: 'How Request the Look works' });
  for (const step of ['Select an Image you Love', 'Request the Look', 'Get Recommendations', 'Look Board', 'Product Stream', 'Mix & Match']) {
    await expect(how.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await how.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('link', { name: 'Start your request' }).click();
  await expect(page).toHaveURL(/\/request-the-look\/details$/);

  // The picture, from the liked images tab.
  await page.getByRole('tab', { name: 'Liked images' }).click();
  const liked = page.getByRole('list', { name: 'Liked images' });
  await expect(liked.getByTestId('request-image')).toHaveCount(1);
  await liked.getByRole('button', { name: `Choose ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell the ambassadors what you want' })).toBeVisible();

  // The details: the shared rules speak first, then the form is filled.
  await page.getByRole('button', { name: 'Review request' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(4);
  await page.getByText('Room Image', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Room Image' })).toBeChecked();
  const requestTitle = `Cozy corner ${Date.now()}`;
  await page.getByLabel('Title').fill(requestTitle);
  await chooseFirst(page, 'Room type');
  const style = await chooseFirst(page, 'Style');
  const item = await chooseFirst(page, 'Item to add');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('tab', { name: item, exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: /Message/ }).fill('I love the light in this room; something warm for winter evenings.');
  await page.getByRole('button', { name: 'Review request' }).click();

  // Review and send.
  await expect(page).toHaveURL(/\/request-the-look\/submit$/);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: 'Liked images' })).toBeVisible();
  await expect(summary.filter({ hasText: style })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();

  // The four steps that follow.
  await expect(page).toHaveURL(/\/request-the-look\/success$/);
  await expect(page.getByRole('heading', { name: 'Your request is sent' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'What happens next' }).getByRole('listitem');
  await expect(steps).toHaveCount(REQUEST_STEPS.length);
  for (const [index, step] of REQUEST_STEPS.entries()) await expect(steps.nth(index)).toContainText(step);
  // The request info is done with once sent.
  expect(await page.evaluate(() => localStorage.getItem('requestInfo'))).toBeNull();

  // My Requests lists it, open, with its picture.
  await page.getByRole('link', { name: 'My Requests' }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests$/);
  const row = page.getByTestId('my-request').filter({ hasText: requestTitle });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Room Image');
  await expect(row).toContainText('Open');
  await expect(row.getByRole('img', { name: title })).toBeVisible();
  await expect(row.getByRole('link', { name: `Recommendations for ${requestTitle}` })).toHaveAttribute('href', /\/request-the-look\/recommendations\/\d+$/);

  // Each overview showed once: back on the tool, none opens.
  await page.goto('/request-the-look');
  await expect(page.getByRole('heading', { level: 1, name: /Our ambassadors will curate it for you/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
