import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { paths } from '../src/config/paths';
import { signInFreshUser } from './support/fresh-user';

/**
 * "Does it go together?" in Curate the Look, in a real browser against the real server: the meter
 * above the board answers as pieces are placed and removed, says why in words, and its suggested
 * piece goes onto the board in one action.
 */

const slots = (page: Page) => page.getByTestId('curate-slot');
const tray = (page: Page) => page.getByRole('complementary', { name: 'Products' });
const meter = (page: Page) => page.getByTestId('compatibility-meter');
const summary = (page: Page) => page.getByTestId('meter-summary');

/** A tray product's title (its accessible name is "title, price"). */
async function titleOf(item: Locator): Promise<string> {
  const label = (await item.getAttribute('aria-label')) ?? '';
  return label.slice(0, label.lastIndexOf(', '));
}

/** The keyboard path: Enter on the tray's first product picks it up, Enter on the slot places it. */
async function placeFirstTrayProduct(page: Page, slot: number): Promise<string> {
  const item = tray(page).getByTestId('tray-product').first();
  await expect(item).toBeVisible();
  const title = await titleOf(item);
  await item.focus();
  await page.keyboard.press('Enter');
  await slots(page).nth(slot).focus();
  await page.keyboard.press('Enter');
  await expect(slots(page).nth(slot)).toHaveAttribute('aria-label', `Slot ${slot + 1}: ${title}`);
  return title;
}


test('the meter weighs the board as pieces are placed and removed, says why, and adds the piece it suggests to an empty slot', async ({ page }) => {
  test.setTimeout(180_000);
  await signInFreshUser(page, 'curate-meter');
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await page.addLocatorHandler(verify, () => verify.getByRole('button', { name: 'Close' }).click());

  await page.goto(paths.curateCanvas);
  await page.getByTestId('curate-image').first().click();
  await page.getByRole('radio', { name: /2 columns/ }).click();
  await expect(slots(page)).toHaveCount(4);

  // An empty board: the meter says what it needs, above the board.
  await expect(meter(page).getByRole('heading', { level: 2, name: 'Does it go together?' })).toBeVisible();
  await expect(summary(page)).toHaveText('Add two pieces to see how they go together.');
  const meterBox = (await meter(page).boundingBox())!;
  const boardBox = (await page.getByRole('list', { name: 'Template slots' }).boundingBox())!;
  expect(meterBox.y + meterBox.height).toBeLessThanOrEqual(boardBox.y);

  await placeFirstTrayProduct(page, 0);
  await expect(summary(page)).toHaveText('Add one more piece to see how they go together.');
  await placeFirstTrayProduct(page, 1);

  // Two pieces: a score out of 100 and the reasons, each said in words as raising or lowering it.
  await expect(summary(page)).toHaveText(/^(Goes together beautifully|Goes well together|Some pieces pull apart|Does not go together yet): \d{1,3} of 100\.$/, { timeout: 20_000 });
  const reasons = meter(page).getByRole('list', { name: 'Why' }).getByRole('listitem');
  await expect(reasons.first()).toBeVisible();
  for (const text of await reasons.allTextContents()) expect(text).toMatch(/^(Raises|Lowers) the score: \S/);

  const scored = await summary(page).textContent();

  // The suggested piece goes into the first empty slot in one action, announced. The meter's next
  // call is held back here: meanwhile the last answer stays in place and the board does not move.
  const held: Route[] = [];
  await page.route('**/v1/look-board/compatibility', (route) => {
    held.push(route);
  });
  const boardBefore = (await page.getByRole('list', { name: 'Template slots' }).boundingBox())!;
  const add = meter(page).getByRole('button', { name: /^Add .+ to the board$/ });
  await expect(add).toBeVisible();
  const suggested = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to the board$/, '');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(slots(page).nth(2)).toHaveAttribute('aria-label', `Slot 3: ${suggested}`);
  await expect(page.getByTestId('curate-announcer')).toHaveText(`${suggested} added to slot 3.`);
  await expect(meter(page).getByRole('button', { name: `Add ${suggested} to the board` })).toHaveCount(0);
  await expect.poll(() => held.length).toBe(1);
  expect(held[0].request().postDataJSON().products).toHaveLength(3);
  await expect(meter(page)).toHaveAttribute('aria-busy', 'true');
  await expect(summary(page)).toHaveText(scored!);
  expect((await page.getByRole('list', { name: 'Template slots' }).boundingBox())!.y).toBe(boardBefore.y);
  await held[0].continue();
  await page.unroute('**/v1/look-board/compatibility');
  await expect(meter(page)).toHaveAttribute('aria-busy', 'false');
  await expect(summary(page)).toHaveText(/ of 100\.$/);

  await new AxeBuilder({ page })
    .include('[data-testid="compatibility-meter"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .then(({ violations }) => expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]));

  // Pieces taken off (Delete on a slot): with one left there is nothing to weigh.
  await slots(page).nth(0).focus();
  await page.keyboard.press('Delete');
  await slots(page).nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(summary(page)).toHaveText('Add one more piece to see how they go together.');
});
