import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInFreshUser } from './support/fresh-user';
import { ADMIN } from './support/admin';

/**
 * Look boards end to end: boards made and approved through the API are opened by a visitor from
 * their share address; a member likes, votes and rates one; then mixes pieces of two boards of the
 * same room into a Mix & Match, saves it and finds it in their saved mixes.
 */

const PASSWORD = 'decor2024look';

interface ImageAnswer {
  id: number;
  slug: string;
  title: string;
  styles: number[];
  roomTypeId: number | null;
}
interface ProductAnswer {
  id: number;
  title: string;
  price: number;
}
interface BoardAnswer {
  id: number;
  slug: string;
  title: string;
  status: string;
}
type Auth = { Authorization: string };

/** A member made through the API alone (the board's curator never opens a browser). */
async function apiMember(request: APIRequestContext, tag: string): Promise<Auth> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await request.post('/v1/auth/sign-up', { data: { type: 'personal', email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' } });
  expect(signUp.status()).toBe(201);
  const login = await (await request.post('/v1/auth/login', { data: { email, password: PASSWORD } })).json();
  return { Authorization: `Bearer ${login.access_token}` };
}

/** The run's admin (support/admin.ts), signed in through the API. */
async function apiAdmin(request: APIRequestContext): Promise<Auth> {
  const login = await (await request.post('/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).json();
  return { Authorization: `Bearer ${login.access_token}` };
}

/** A board through the same calls the curate pages make: create, submit, and an admin's approval. */
async function publishedBoard(request: APIRequestContext, curator: Auth, admin: Auth, image: ImageAnswer, products: ProductAnswer[], title: string, roomTypeId: number) {
  const created = await request.post('/v1/look-board', {
    headers: curator,
    data: {
      title,
      description: 'Warm oak, soft linen and brass: a calm room for slow mornings.',
      message: 'Start with the sofa; every other piece follows its colour.',
      type: 'room',
      roomTypeId,
      styleId: image.styles[0] ?? 1,
      color: '#e8dcc8',
      columns: 2,
      products: products.map((product) => product.id),
      inspirationImageId: image.id,
      public: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const board = ((await created.json()) as { result: BoardAnswer }).result;
  const submitted = await request.post(`/v1/look-board/${board.id}/submit`, { headers: curator });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { shareUrl } = ((await submitted.json()) as { result: { shareUrl: string } }).result;
  const approved = await request.post(`/v1/admin/look-boards/${board.id}/approve`, { headers: admin });
  expect(approved.ok(), await approved.text()).toBe(true);
  // Published once the read side has the approval: a visitor's read answers 200.
  await expect.poll(async () => (await request.get(`/v1/look-board/${board.id}`)).status(), { timeout: 20_000 }).toBe(200);
  return { ...board, shareUrl };
}

/** A new member, signed in; their verification reminder may open over any page: it is closed whenever it does. */
async function signInMember(page: Page, tag: string) {
  await signInFreshUser(page, tag);
  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await page.addLocatorHandler(verify, () => verify.getByRole('button', { name: 'Close' }).click());
}

test.describe('look boards', () => {

  test('a shared board is opened by a visitor; a member likes, votes and rates it, then saves a Mix & Match of the room’s boards', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const images = ((await (await request.post('/v1/inspiration-image/search-get-the-look', { data: { sort: 'newest', limit: 10 } })).json()) as { result: ImageAnswer[] }).result;
    const image = images[0];
    const products = ((await (await request.post('/v1/product/search', { data: { limit: 8 } })).json()) as { result: ProductAnswer[] }).result;
    expect(products.length).toBe(8);
    const roomTypes = ((await (await request.get('/v1/enums/room-types')).json()) as { result: { id: number }[] }).result;
    const roomTypeId = image.roomTypeId ?? roomTypes[0].id;

    // Signed in just before their calls: the access tokens of the browser tests live 8 seconds.
    const admin = await apiAdmin(request);
    const curator = await apiMember(request, 'curator');
    const first = await publishedBoard(request, curator, admin, image, products.slice(0, 4), `Slow Morning ${stamp}`, roomTypeId);
    const second = await publishedBoard(request, curator, admin, image, products.slice(4, 8), `Brass and Linen ${stamp}`, roomTypeId);

    // A visitor follows the share link: the board, its pieces with their shops, and the total.
    const shared = new URL(first.shareUrl);
    expect(shared.pathname).toBe(`/look-board/${first.id}/${first.slug}`);
    await page.goto(shared.pathname);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page).toHaveTitle(`${first.title} | DecorLook`);
    const rows = page.getByTestId('board-product');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText(products[0].title);
    await expect(page.getByTestId('board-total')).toContainText(/\$\d/);
    await expect(page.getByRole('link', { name: image.title }).first()).toBeVisible();
    // Likes need an account: the visitor is offered sign-in.
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

    // A member likes, votes (once) and rates it; each shows once the server has it.
    await signInMember(page, 'board-fan');
    await page.goto(shared.pathname);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Vote/ }).click();
    await expect(page.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await page.getByLabel('Rate this look').getByRole('radio').nth(3).click();
    await expect(page.getByTestId('board-rating-summary')).toContainText('(1 rating)');
    await expect(page.getByText('Your rating')).toBeVisible();
    // They were recorded, not only shown: a fresh load says the same.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Liked/ })).toContainText('1');
    await expect(page.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await expect(page.getByTestId('board-rating-summary')).toContainText('Rated 4 out of 5');

    // The liked board is among the member's liked look boards.
    await page.goto('/dashboard/look-boards?tab=liked');
    await expect(page.getByTestId('look-board-card').filter({ hasText: first.title })).toHaveCount(1);

    // Look Boards View finds it.
    await page.goto(`/get-the-look/look-board-view?q=${encodeURIComponent(first.title)}`);
    await expect(page.getByTestId('look-board-list').getByRole('link', { name: new RegExp(first.title) })).toBeVisible();

    // Mix & Match: one piece from each of the room's two boards, saved and then listed.
    await page.goto(shared.pathname);
    await page.getByRole('link', { name: 'Mix & match its boards' }).click();
    await expect(page).toHaveURL(`/get-the-look/mix-match/details/${image.id}/${image.slug}`);
    const boardA = page.getByTestId('mix-board').filter({ hasText: first.title });
    const boardB = page.getByTestId('mix-board').filter({ hasText: second.title });
    await boardA.getByRole('button', { name: `Add ${products[1].title} to your mix` }).click();
    await boardB.getByRole('button', { name: `Add ${products[6].title} to your mix` }).click();
    const tray = page.getByTestId('mix-tray');
    await expect(tray).toContainText('2 pieces');
    await tray.getByRole('button', { name: 'Save Mix & Match' }).click();
    await expect(page.getByText('Your Mix & Match has been successfully saved')).toBeVisible();

    await tray.getByRole('link', { name: /See your mixes for this room/ }).click();
    await expect(page).toHaveURL(`/get-the-look/mix-match/look-boards/details/${image.id}`);
    const saved = page.getByTestId('saved-mix');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByTestId('shop-row')).toHaveCount(2);
    await expect(saved).toContainText(products[1].title);
    await expect(saved).toContainText(products[6].title);

    await page.goto('/get-the-look/mix-match/look-boards');
    await expect(page.getByTestId('mix-card').filter({ hasText: image.title })).toHaveCount(1);
  });

  test('a board not yet published is not found by a visitor', async ({ page, request }) => {
    const image = ((await (await request.post('/v1/inspiration-image/search-get-the-look', { data: { limit: 1 } })).json()) as { result: ImageAnswer[] }).result[0];
    const products = ((await (await request.post('/v1/product/search', { data: { limit: 2 } })).json()) as { result: ProductAnswer[] }).result;
    const curator = await apiMember(request, 'drafter');
    const created = await request.post('/v1/look-board', {
      headers: curator,
      data: { title: 'Unfinished Nook', description: 'Still choosing.', message: 'Soon.', type: 'room', roomTypeId: 1, styleId: 1, columns: 1, products: products.map((p) => p.id), inspirationImageId: image.id },
    });
    expect(created.status()).toBe(201);
    const draft = ((await created.json()) as { result: BoardAnswer }).result;
    await page.goto(`/look-board/${draft.id}/${draft.slug}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });
});
