import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInFreshUser } from './support/fresh-user';
import { buildPath, paths } from '../src/config/paths';

/** Sample values for the routes' parameters: any value reaches the page component. */
const SAMPLE_PARAMS = {
  userId: '1',
  token: 'sample-token',
  first: 'modern',
  second: 'minimal',
  imageId: '1',
  imageSlug: 'calm-room',
  imgSlug: 'calm-room',
  lookBoardId: '1',
  lookBoardSlug: 'cozy-nook',
  id: '1',
  slug: 'cozy-nook',
  requestSlug: 'sample',
  requestId: '1',
  productId: '1',
  productSlug: 'lamp',
  urlKey: 'sample',
};

/** Pages only a signed-in user sees; visitors are sent to sign in instead. */
const SIGNED_IN = /^\/(account|dashboard)/;

const everyRoute = Object.values(paths).map((pattern) => buildPath(pattern, SAMPLE_PARAMS));
// The auth dialog is on every page, opened by its query key.
const visitorPages = [...everyRoute.filter((url) => !SIGNED_IN.test(url)), '/?auth=sign-up', '/?auth=sign-in'];
// Get the Look's other views (the tab is a query key) and a narrowed Product View.
visitorPages.push('/get-the-look?view=products', '/get-the-look?view=products&prices=1,2', '/get-the-look?view=mix-match', '/get-the-look?view=look-boards');
// Get the Pin as the bookmarklet opens it, with a pinned page's pictures.
visitorPages.push(`${paths.getThePin}?source=${encodeURIComponent('https://blog.example/post')}&title=Sunny%20room&image=${encodeURIComponent('https://blog.example/room.jpg')}&image=${encodeURIComponent('https://blog.example/sofa.jpg')}`);
const signedInPages = [...everyRoute.filter((url) => SIGNED_IN.test(url)), ...['preferences', 'security', 'account'].map((tab) => `${paths.accountProfile}?tab=${tab}`)];

const PAGES_PER_TEST = 12;
const chunks = <T,>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** Colours are only checked once nothing is fading in (dialogs, menus). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );

async function seriousViolations(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-label="Loading"]')).toHaveCount(0);
  // A button that is still loading (the gallery's next page) is drawn faded: scan once it is done.
  await expect(page.locator('.ant-btn-loading')).toHaveCount(0);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}


test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.setTimeout(300_000);
  // The file's groups are independent (each signs in a person of its own): they share the workers
  // with the other files instead of running one after another.
  test.describe.configure({ mode: 'parallel' });

  // The pages go in groups, each a test of its own: the list grows with every page the site gets,
  // and a group that fails names its pages.
  chunks(visitorPages, PAGES_PER_TEST).forEach((group, i) => {
    test(`no serious or critical violation on the pages a visitor can open (group ${i + 1}: ${group[0]} …)`, async ({ page }) => {
      const found: string[] = [];
      for (const url of group) found.push(...(await seriousViolations(page, url)));
      expect(found).toEqual([]);
    });
  });

  chunks(signedInPages, PAGES_PER_TEST).forEach((group, i) => {
    test(`no serious or critical violation on the signed-in pages (group ${i + 1}: ${group[0]} …)`, async ({ page }) => {
      await signInFreshUser(page, `a11y${i}`);
      const found: string[] = [];
      for (const url of group) found.push(...(await seriousViolations(page, url)));
      expect(found).toEqual([]);
    });
  });

  test('no serious or critical violation in the account confirmation dialogs', async ({ page }) => {
    await signInFreshUser(page, 'a11y');
    const found: string[] = [];
    // The account's confirmation dialogs, open.
    for (const action of ['Deactivate', 'Delete']) {
      await page.goto(`${paths.accountProfile}?tab=account`);
      await page.getByRole('button', { name: `${action} Account` }).click();
      await expect(page.getByRole('dialog', { name: `${action} your account?` })).toBeVisible();
      await settled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${action} dialog: ${v.id} ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`));
    }
    expect(found).toEqual([]);
  });

  test('the add-image dialog, open with its messages', async ({ page }) => {
    await signInFreshUser(page, 'a11y-add');
    await page.goto(paths.dashboardImages);
    await page.getByRole('button', { name: 'Add Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an inspiration image' });
    await dialog.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(2);
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('on a phone too: the home page and the open menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const found = await seriousViolations(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `menu: ${v.id}`));
    expect(found).toEqual([]);
  });
});
