import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths';

/**
 * Small screens (< 768 px, spec 1): Curate the Look is a web-only tool, so choosing it leads to
 * the unavailable-tool page: the message, links to Get / Request / Curate the Look, three sample
 * interiors and a testimonial; anything else goes home.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('choosing Curate the Look on a phone lands on the unavailable-tool page, whose links work', async ({ page }) => {
  await page.goto(paths.home);
  // The header's tools leave Curate the Look out on small screens.
  const tools = page.getByTestId('site-header').getByRole('navigation', { name: 'Tools' });
  await expect(tools.getByRole('link', { name: 'Get The Look' })).toBeVisible();
  await expect(tools.getByRole('link', { name: 'Curate The Look' })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: /^Curate the Look/ }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.unavailableTool}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'This tool is only available on the web platform' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample interiors' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('figure', { name: 'Testimonial' })).toBeVisible();

  const choices = page.getByRole('navigation', { name: 'Web tools' });
  await expect(choices.getByRole('link')).toHaveText(['Get the Look', 'Request the Look', 'Curate the Look', 'Something else? Go home']);

  await choices.getByRole('link', { name: 'Get the Look' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.getTheLook}$`));
  await page.goBack();
  await choices.getByRole('link', { name: 'Request the Look' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.requestTheLook}$`));
  await page.goBack();
  // Curate the Look itself still needs a bigger screen: the same page again.
  await choices.getByRole('link', { name: 'Curate the Look' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.unavailableTool}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'This tool is only available on the web platform' })).toBeVisible();
  // Any other choice goes home.
  await choices.getByRole('link', { name: 'Something else? Go home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Opening the tool's address directly leads to the same page.
  await page.goto(paths.curateTheLook);
  await expect(page).toHaveURL(new RegExp(`${paths.unavailableTool}$`));
});
