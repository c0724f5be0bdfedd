import { expect, test } from '@playwright/test';
import { signInFreshUser } from './support/fresh-user';

const TEAL = 'rgb(15, 118, 110)';
const year = new Date().getFullYear();

test.describe('site shell', () => {
  test('home page shows the header, the footer and the teal theme', async ({ page }) => {
    await page.goto('/');

    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: /DecorLook/ })).toHaveAttribute('href', '/');
    for (const name of ['Showcases', 'Style Quiz', 'Get the Pin', 'Earn Rewards', 'Get The Look', 'Request The Look', 'Curate The Look', 'Shop The Look']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();

    const footer = page.getByTestId('site-footer');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('v1.6.61');
    await expect(footer).toContainText(`2022-${year}`);
    for (const name of ['facebook', 'instagram', 'linkedin', 'pinterest']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }

    const register = header.getByRole('button', { name: 'Register' });
    await expect(register).toBeVisible();
    expect(await register.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TEAL);
    const cta = page.getByRole('main').getByRole('link', { name: 'Get the Look', exact: true });
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TEAL);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('the contact page has no header or footer; messages has no footer', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    // The messages page is for signed-in users.
    await signInFreshUser(page, 'shell');
    await page.goto('/dashboard/messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test('old detail addresses redirect to the new ones', async ({ page }) => {
    // Ids nothing has: the address moves and stays (an existing image or board would then correct its slug).
    await page.goto('/get-the-look/987654/calm-room');
    await expect(page).toHaveURL(/\/inspiration-image\/987654\/calm-room$/);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await page.goto('/get-the-look/look-board-view/987654/cozy-nook');
    await expect(page).toHaveURL(/\/look-board\/987654\/cozy-nook$/);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });

  test('Register opens the auth modal through the query key', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('site-header').getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/about\?auth=sign-up$/);
    await expect(page.getByRole('dialog')).toContainText('Register');
  });

  test('small screens get the mobile menu and the unavailable-tool page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: 'Curate the Look' })).toHaveAttribute('href', '/unavailable-tool');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Curate The Look' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Earn Rewards' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);

    await footer.getByRole('link', { name: 'Request the Look' }).click();
    await expect(page.getByRole('heading', { name: 'This tool is only available on the web platform' })).toBeVisible();
  });
});
