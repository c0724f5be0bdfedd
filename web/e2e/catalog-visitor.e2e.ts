import { expect, test, type Page } from '@playwright/test';
import { signInFreshUser } from './support/fresh-user';

/**
 * A visitor (not signed in) browses the demo catalog: the gallery, a style filter, an image, a
 * product, and the visitor cap that ends in a sign-in offer.
 */

interface ImageAnswer {
  id: number;
  slug: string;
  title: string;
  styles: number[];
}

/** A new member, signed in; their verification reminder may open over any page: it is closed whenever it does. */
async function signInMember(page: Page, tag: string) {
  await signInFreshUser(page, tag);
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await page.addLocatorHandler(verify, () => verify.getByRole('button', { name: 'Close' }).click());
}

const cards = (page: Page) => page.getByTestId('image-gallery').getByTestId('image-card');
const idsOf = async (page: Page) => (await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) => Number(href?.split('/')[2]));

test.describe('a visitor browses the catalog', () => {

  test('browses the gallery, filters by style, opens an image and a product', async ({ page }) => {
    await page.goto('/get-the-look');
    await expect(page).toHaveTitle('Get the Look | DecorLook');
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(10);

    // The style of the newest image that has one (other tests may add images without): the
    // filter must find it and only images of that style.
    const newest = (await (await page.request.post('/v1/inspiration-image/search-get-the-look', { data: { sort: 'newest', limit: 20 } })).json()) as { result: ImageAnswer[] };
    const styleId = newest.result.find((image) => image.styles.length > 0)!.styles[0];
    const styles = (await (await page.request.get('/v1/enums/styles')).json()) as { result: { id: number; name: string }[] };
    const style = styles.result.find((entry) => entry.id === styleId)!;

    // The style list, by keyboard: type to narrow it, Enter to pick.
    const styleBox = page.getByRole('combobox', { name: 'Style', exact: true });
    await styleBox.click();
    await styleBox.fill(style.name);
    await expect(page.getByRole('option', { name: style.name, exact: true })).toBeAttached();
    await styleBox.press('Enter');
    await expect(page).toHaveURL(/\/get-the-look\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `${style.name} looks` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${style.name}` })).toBeVisible();

    // The gallery shows what the server finds for that style, in its order.
    const expected = (await (await page.request.post('/v1/inspiration-image/search-get-the-look', { data: { sort: 'newest', style: styleId, limit: 10 } })).json()) as { result: ImageAnswer[] };
    expect(expected.result.length).toBeGreaterThan(0);
    expect(expected.result.every((image) => image.styles.includes(styleId))).toBe(true);
    // (Further pages may follow as the sentinel comes near: the first page is compared.)
    await expect.poll(async () => (await idsOf(page)).slice(0, expected.result.length)).toEqual(expected.result.map((image) => image.id));

    // Open the first image.
    const first = expected.result[0];
    await cards(page).first().click();
    await expect(page).toHaveURL(`/inspiration-image/${first.id}/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    // Back in the gallery, Product View: open a product.
    await page.goto('/get-the-look?view=products');
    await expect(page.getByRole('tab', { name: 'Product View' })).toHaveAttribute('aria-selected', 'true');
    const product = page.getByTestId('product-card').first();
    await expect(product).toBeVisible();
    const href = await product.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+\/[a-z0-9-]+$/);
    const title = (await product.locator('.gtl-product__title').textContent())!;
    await expect(product).toContainText(/\$\d/);
    await product.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('pages through the gallery until the visitor cap and is offered sign-in', async ({ page }) => {
    await page.goto('/get-the-look');
    await expect(cards(page).first()).toBeVisible();
    const cap = page.getByTestId('visitor-cap');
    // Scrolling to the end of the gallery loads the next page, until the cap.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return cap.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await cards(page).count()).toBe(30);
    await expect(page.getByRole('button', { name: 'Show more looks' })).toHaveCount(0);

    await cap.getByRole('link', { name: 'Sign in to see more' }).click();
    await expect(page).toHaveURL(/[?&]auth=sign-in/);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  test('once signed in, the same gallery goes on past the visitor cap', async ({ page }) => {
    await signInMember(page, 'gallery');
    await page.goto('/get-the-look');
    await expect(cards(page).first()).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.keyboard.press('End');
          return cards(page).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(30);
    await expect(page.getByTestId('visitor-cap')).toHaveCount(0);
  });

  test('a visitor who likes from the gallery is offered sign-in; a member’s like fills the heart once the server has it', async ({ page }) => {
    await page.goto('/get-the-look');
    const first = page.getByTestId('image-gallery').getByRole('listitem').first();
    const title = (await first.getByTestId('image-card').locator('.gtl-tile__title').textContent()) ?? '';
    await first.getByRole('button', { name: `Like ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

    await signInMember(page, 'gallery-like');
    await page.goto('/get-the-look');
    const tile = page.getByTestId('image-gallery').getByRole('listitem').first();
    const name = (await tile.getByTestId('image-card').locator('.gtl-tile__title').textContent()) ?? '';
    await tile.getByRole('button', { name: `Like ${name}` }).click();
    await expect(tile.getByRole('button', { name: `Unlike ${name}` })).toHaveAttribute('aria-pressed', 'true');
    const href = await tile.getByTestId('image-card').getAttribute('href');
    const id = Number(href?.split('/')[2]);
    const answer = (await (await page.request.post('/v1/inspiration-images', { data: { images: [id] } })).json()) as { result: { likesCount: number }[] };
    expect(answer.result[0].likesCount).toBeGreaterThanOrEqual(1);
  });
});
