import { expect, test } from '@playwright/test';

test('the newsletter pop-up opens after a minute, validates and subscribes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  // The pop-up counts its first minute from page load (performance.now, which the fake clock
  // drives), so it opens on time whenever its code arrived; let that code arrive first.
  await page.waitForLoadState('networkidle');

  await page.clock.fastForward(59_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(2_000);
  const dialog = page.getByRole('dialog', { name: 'Get decor ideas in your inbox' });
  await expect(dialog).toBeVisible();

  // A closed pop-up comes back three minutes later.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(181_000);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Email').fill('   ');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toContainText('This field is required');

  const email = `newsletter-${Date.now()}@example.com`;
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/notification-email' && request.method() === 'POST');
  await dialog.getByLabel('Email').fill(`  ${email} `);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  expect((await sent).postDataJSON()).toEqual({ email, reCaptchaToken: '' });

  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('newsletterSent'))).not.toBeNull();

  // Once sent, it never returns.
  await page.clock.fastForward(600_000);
  await expect(dialog).toBeHidden();
});
