import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInFreshUser } from './support/fresh-user';

const BLOG = 'https://blog.example';

/** A room picture the server accepts (it decodes every upload). */
function roomPicture(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 640, channels: 3, background: { r: 214, g: 200, b: 176 } } })
    .composite([{ input: { create: { width: 420, height: 160, channels: 3, background: { r: 92, g: 120, b: 116 } } }, left: 240, top: 380 }])
    .png()
    .toBuffer();
}

test.describe('Get the Pin', () => {
  test('the bookmarklet, run on another site, lists its pictures on the pin page, and the saved one is added with its source', async ({ page, context }) => {
    const picture = await roomPicture();
    const icon = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer();
    // Another site: a blog post with a large room picture, an icon, and its preview image.
    await context.route(`${BLOG}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/posts/sunny-room') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><head><title>A sunny living room</title></head><body>
            <h1>A sunny living room</h1><img src="/media/icon.png" width="24" height="24" alt=""><img src="/media/room.png" width="900" height="640" alt="The room"></body></html>`,
        });
      }
      if (url.pathname === '/media/icon.png') return route.fulfill({ contentType: 'image/png', body: icon });
      if (url.pathname === '/media/room.png') return route.fulfill({ contentType: 'image/png', body: picture });
      return route.fulfill({ status: 404, body: '' });
    });

    await signInFreshUser(page, 'pin');
    await page.goto('/get-the-pin');
    const button = page.getByRole('link', { name: /Pin to DecorLook/ });
    await expect(button).toHaveAttribute('href', /^javascript:/);
    const bookmarklet = (await button.getAttribute('href')) as string;

    await page.goto(`${BLOG}/posts/sunny-room`);
    // What the browser does when the bookmark is clicked: run its code on the current page.
    const [pinTab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((source) => new Function(decodeURIComponent(source.slice('javascript:'.length)))(), bookmarklet),
    ]);
    await pinTab.waitForLoadState();
    const pinned = new URL(pinTab.url());
    expect(pinned.pathname).toBe('/get-the-pin');
    expect(pinned.searchParams.getAll('image')).toEqual([`${BLOG}/media/room.png`]);

    await expect(pinTab.getByRole('heading', { level: 1, name: 'Pin a picture to DecorLook' })).toBeVisible();
    // The only picture is chosen already.
    await expect(pinTab.getByRole('button', { name: 'Picture 1 of 1' })).toHaveAttribute('aria-pressed', 'true');
    // The member saves the picture from its own address and uploads the saved file.
    const [pictureTab] = await Promise.all([context.waitForEvent('page'), pinTab.getByRole('link', { name: 'Open the picture in a new tab' }).click()]);
    await pictureTab.waitForLoadState();
    expect(pictureTab.url()).toBe(`${BLOG}/media/room.png`);
    // "Save image as…": the bytes the opened tab shows.
    const saved = Buffer.from(await pictureTab.evaluate(async () => Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer()))));
    await pictureTab.close();
    await pinTab.getByLabel('Choose the saved picture:').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: saved });
    await expect(pinTab.getByText('Picture uploaded.', { exact: false })).toBeVisible();
    await expect(pinTab.getByLabel(/^Title/)).toHaveValue('A sunny living room');
    await expect(pinTab.getByLabel(/^Credit/)).toHaveValue('blog.example');
    await expect(pinTab.getByLabel(/^Source link/)).toHaveValue(`${BLOG}/posts/sunny-room`);
    await pinTab.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(pinTab.getByText('Thank you! Your image is pending review.')).toBeVisible();

    // It is the member's image now, waiting for review, with its source.
    await pinTab.getByRole('link', { name: 'See My Images' }).click();
    await expect(pinTab.getByText('A sunny living room').first()).toBeVisible();
  });
});
