import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildPath, paths } from '../src/config/paths';
import { ADMIN } from './support/admin';
import { apiSession } from './support/session';

/**
 * Request the Look against the real server: a member likes an image and requests its look; an
 * ambassador made through the programme (sign-up, the verification mail, an application in the
 * request's style, an admin's approval) is matched by that style, opens the match page, curates an
 * answer from it by dragging products into the canvas and submits it; the requester opens the
 * recommendations and rates the board. The guards keep the match page to ambassadors and bring a
 * signed-out ambassador back to it after sign-in.
 */

const PASSWORD = 'decor2024look';
/** Mid-Century Modern: the style the fewest demo ambassadors declare, so a newcomer's own signals can rank them among its best five. */
const STYLE = 2;
const unique = (kind: string) => `e2e-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type Auth = { Authorization: string };
interface Tokens {
  access_token: string;
  refresh_token: string;
}
interface ImageAnswer {
  id: number;
  title: string;
  styles: number[];
  roomTypeId: number | null;
  colorsGroup: number[];
}
interface ProductAnswer {
  id: number;
  title: string;
  itemClassId: number;
}

async function login(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const answer = await request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Tokens;
}

/** A member with their styles chosen (so no picker opens over the page), signed in by the API. */
async function registerMember(request: APIRequestContext, email: string, firstName: string) {
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { type: 'personal', firstName, lastName: 'Tester', email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' },
  });
  expect(signUp.status()).toBe(201);
  const tokens = await login(request, email, PASSWORD);
  const auth: Auth = { Authorization: `Bearer ${tokens.access_token}` };
  expect((await request.put('/v1/user/styles', { headers: auth, data: { styles: [STYLE] } })).ok()).toBe(true);
  expect((await request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  // The users read model catches up with the sign-up in the background.
  let id = 0;
  await expect
    .poll(async () => {
      const me = (await (await request.get('/v1/user', { headers: auth })).json()) as { result?: { id: number } };
      id = me.result?.id ?? 0;
      return id;
    })
    .toBeGreaterThan(0);
  return { tokens, auth, id, position: signUp.headers()['x-event-position'] ?? null };
}

/** The verification mail's link, read from the dev mailbox once the sign-up's write has sent it. */
async function verifyEmail(request: APIRequestContext, email: string, minPosition: string | null) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: minPosition ? { 'X-Min-Position': minPosition } : {} });
        const { result } = (await answer.json()) as { result: { links: string[] }[] };
        link = result.flatMap((mail) => mail.links).find((url) => url.includes('/auth/email-verification/'));
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await request.get(`/v1${new URL(link!).pathname}`)).ok()).toBe(true);
}


/** Puts tokens where the site keeps them; the verify reminder is recorded as just shown so it cannot cover the page. */
async function useTokens(page: Page, tokens: Tokens) {
  await page.goto(paths.about);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
    localStorage.setItem('verifyModalShownAt', String(Date.now()));
  }, tokens);
}

/** No serious or critical WCAG 2.1 AA problem on the page as it is now. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function chooseFirst(page: Page, label: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}


test('a requested look is matched by style to an ambassador, who curates an answer from the match page; the requester rates it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const requestTitle = `Walnut and teak lounge ${run}`;
  const boardTitle = `Teak sideboard lounge ${run}`;

  // A room of the style with its room type, and a product of the style, from the demo catalog.
  const images = ((await (await request.post('/v1/inspiration-image/search', { data: { limit: 24, onlyApproved: true, styles: [STYLE] } })).json()) as { result: ImageAnswer[] }).result;
  const image = images.find((candidate) => candidate.roomTypeId !== null && candidate.styles.includes(STYLE)) ?? images[0];
  const product = ((await (await request.post('/v1/product/search', { data: { limit: 1, styles: [STYLE] } })).json()) as { result: ProductAnswer[] }).result[0];

  // An ambassador made through the programme: verified address, application in the style, an admin's approval.
  const ambassadorEmail = unique('ambassador');
  const ambassador = await registerMember(request, ambassadorEmail, 'Mika');
  await verifyEmail(request, ambassadorEmail, ambassador.position);
  // Each call signs in again once the last sign-in is a few seconds old (tokens live 8 seconds).
  const asAmbassador = apiSession(request, ambassadorEmail, PASSWORD);
  const asAdmin = apiSession(request, ADMIN.email, ADMIN.password);
  const applied = await request.post('/v1/invitation/request-ambassador-access', {
    headers: await asAmbassador(),
    data: { describe_yourself: 'I furnish mid-century lounges.', styles: [STYLE], interests: [1], message: 'I would love to curate looks.', links: [] },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { result: { id: number } }).result.id;
  expect((await request.post(`/v1/admin/ambassador-applications/${applicationId}/approve`, { headers: await asAdmin(), data: { ambassadorType: 'designProfessional' } })).status()).toBe(200);

  // Their record in the style: one published board of that room (the matching reads what published boards show).
  const record = await request.post('/v1/look-board', {
    headers: await asAmbassador(),
    data: {
      title: `Mid-century record ${run}`,
      type: image.roomTypeId ? 'room' : 'makeOver',
      ...(image.roomTypeId ? { roomTypeId: image.roomTypeId } : {}),
      styleId: STYLE,
      description: 'A walnut sideboard and a lounge chair.',
      message: 'Low and warm.',
      columns: 1,
      products: [product.id],
      inspirationImageId: image.id,
    },
  });
  expect(record.status()).toBe(201);
  const recordId = ((await record.json()) as { result: { id: number } }).result.id;
  expect((await request.post(`/v1/look-board/${recordId}/submit`, { headers: await asAmbassador() })).ok()).toBe(true);
  expect((await request.post(`/v1/admin/look-boards/${recordId}/approve`, { headers: await asAdmin() })).ok()).toBe(true);

  // The requester likes the image and requests its look from the liked images.
  const requesterEmail = unique('requester');
  const requester = await registerMember(request, requesterEmail, 'Rosa');
  const asRequester = apiSession(request, requesterEmail, PASSWORD);
  expect((await request.post(`/v1/inspiration-image/${image.id}/like`, { headers: await asRequester(), data: { isLiked: true } })).ok()).toBe(true);
  const submitted = await request.post('/v1/requests', {
    headers: await asRequester(),
    data: {
      inspirationImageId: image.id,
      imageSource: 'liked',
      requestType: image.roomTypeId ? 'room' : 'makeOver',
      title: requestTitle,
      items: [product.itemClassId],
      ...(image.roomTypeId ? { roomType: image.roomTypeId } : {}),
      ...(image.colorsGroup[0] ? { requestColor: image.colorsGroup[0] } : {}),
      message: 'A sideboard like this one, and a chair to read in.',
      requestStyle: STYLE,
    },
  });
  expect(submitted.status()).toBe(201);
  const { id: requestId, slug } = ((await submitted.json()) as { result: { id: number; slug: string } }).result;

  // Matching runs in the background: the ambassador is among the matches once it has.
  await expect
    .poll(
      async () => {
        // Until the requests read model has the request, it answers 404.
        const answer = (await (await request.get(`/v1/requests/${requestId}`, { headers: await asRequester() })).json()) as { result?: { matches: { userId: number }[] } };
        return answer.result?.matches.map((m) => m.userId) ?? [];
      },
      { timeout: 30_000 },
    )
    .toContain(ambassador.id);

  // The ambassador follows a link to the match page before signing in: home with the sign-in
  // flags, and once signed in they are brought back to it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(paths.about);
  await page.evaluate(() => localStorage.setItem('verifyModalShownAt', String(Date.now())));
  await page.goto(buildPath(paths.requestAmbassadorMatch, { requestId }));
  await expect(page).toHaveURL(`/?auth=sign-in&ambassador-match=true&requestId=${requestId}`);
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(ambassadorEmail);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${buildPath(paths.requestAmbassadorMatch, { requestId })}?ext=true`);
  // The match page: the request, their score and their matches (a fresh server may still be catching up).
  await expect(page.getByRole('heading', { level: 1, name: requestTitle })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(`Ambassador Match: ${requestTitle} | DecorLook`);
  await expect(page.getByText('Requested by')).toContainText('Rosa');
  await expect(page.getByText('A sideboard like this one, and a chair to read in.')).toBeVisible();
  await expect(page.getByTestId('match-score')).toHaveText(/^(Strong fit|Good fit|Some fit|A new match) \d{1,3} of 100$/);
  const matches = page.getByRole('list', { name: 'Your matches, newest first' });
  await expect(matches.getByTestId('match-item').filter({ hasText: requestTitle })).toHaveAttribute('aria-current', 'page');
  await expect(matches.getByTestId('match-item').filter({ hasText: requestTitle })).toContainText('Waiting for you');
  await expectAccessible(page, 'match page');

  // Curate a look board from it: the canvas knows the request and offers its picture.
  await page.getByRole('link', { name: 'Curate a look board' }).click();
  await expect(page).toHaveURL(buildPath(paths.curateCanvasForRequest, { requestSlug: slug }));
  const note = page.getByTestId('curate-request');
  await expect(note).toContainText(`“${requestTitle}”`);
  await expect(note).toContainText('Answering a request from Rosa');
  await note.getByRole('button', { name: 'Start from the request’s picture' }).click();
  await expect(page.getByText(image.title, { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /1 column/ }).click();
  const slots = page.getByTestId('curate-slot');
  await expect(slots).toHaveCount(2);
  const items = page.getByRole('complementary', { name: 'Products' }).getByTestId('tray-product');
  await expect(items.first()).toBeVisible();
  await items.nth(0).dragTo(slots.nth(0));
  await expect(slots.nth(0)).toHaveAttribute('aria-label', /^Slot 1: /);
  await items.nth(0).dragTo(slots.nth(1));
  await expect(slots.nth(1)).toHaveAttribute('aria-label', /^Slot 2: /);

  // Details, then review: the board answers the request, and submitting sends it.
  await page.getByRole('button', { name: 'Next: details' }).click();
  await expect(page).toHaveURL(paths.curateDetails);
  await page.getByLabel('Title').fill(boardTitle);
  await page.locator('label').filter({ hasText: /^Room$/ }).click();
  await chooseFirst(page, 'Room type');
  await chooseFirst(page, 'Style');
  await page.getByLabel('Description').fill('Teak, walnut and a low sofa.');
  await page.getByRole('textbox', { name: /Message/ }).fill('Start with the sideboard.');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(paths.curateSubmit);
  await expect(page.getByTestId('curate-request')).toContainText(`“${requestTitle}”`);
  const created = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/look-board' && r.method() === 'POST');
  await page.getByRole('button', { name: 'Submit look board' }).click();
  expect((await created).postDataJSON()).toMatchObject({ requestId, title: boardTitle });
  await expect(page).toHaveURL(paths.curateSuccess);
  await expect(page.getByRole('heading', { level: 1, name: 'Your look board is submitted' })).toBeVisible();
  await expect(page.getByText(`“${boardTitle}” is on its way to the member who asked for it`)).toBeVisible();

  // Back on the match page, the request reads as answered and links the board.
  await page.getByRole('link', { name: 'Back to the request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: requestTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Curate another look board' })).toBeVisible({ timeout: 15_000 });
  await expect(matches.getByTestId('match-item').filter({ hasText: requestTitle })).toContainText('Answered');

  // The requester opens the recommendations and rates the board.
  const requesterContext = await browser.newContext();
  const mine = await requesterContext.newPage();
  await useTokens(mine, requester.tokens);
  // The match page is the ambassadors' own: the requester is sent home from it.
  await mine.goto(buildPath(paths.requestAmbassadorMatch, { requestId }));
  await expect(mine).toHaveURL(paths.home);
  // From My Requests, as a person finds it (the notification bell arrives with messaging).
  await mine.goto(paths.dashboardRequests);
  await mine.getByRole('link', { name: `Recommendations for ${requestTitle}` }).click();
  await expect(mine).toHaveURL(buildPath(paths.requestRecommendations, { requestId }));
  await expect(mine.getByRole('heading', { level: 1, name: requestTitle })).toBeVisible({ timeout: 30_000 });
  const card = mine.getByTestId('look-board-card').filter({ hasText: boardTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rate this look board')).toBeVisible();
  await expectAccessible(mine, 'recommendations');
  // Access tokens live 8 seconds here: the call may first meet a 401 and go again after a refresh.
  const rated = mine.waitForRequest((r) => r.url().endsWith(`/v1/requests/${requestId}/rate`) && r.method() === 'POST');
  await card.getByRole('group', { name: `Your rating of ${boardTitle}` }).getByRole('button', { name: '4 out of 5' }).click();
  expect((await rated).postDataJSON()).toEqual({ lookBoardId: expect.any(Number), rate: 4 });
  await expect(card.getByText('You rated it 4: Very close')).toBeVisible();

  // The rating is the server's: it is there after a reload, and the product stream lists the board's pieces.
  await mine.reload();
  await expect(mine.getByTestId('look-board-card').filter({ hasText: boardTitle }).getByRole('button', { name: '4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
  await mine.getByText('Product Stream', { exact: true }).click();
  await expect(mine.getByTestId('stream-product')).toHaveCount(2);

  // A visitor is sent home with the sign-in flags that bring them back.
  const visitor = await browser.newPage();
  await visitor.goto(buildPath(paths.requestRecommendations, { requestId }));
  await expect(visitor).toHaveURL(`/?auth=sign-in&recommend=true&requestId=${requestId}`);
  await context.close();
  await requesterContext.close();
});
