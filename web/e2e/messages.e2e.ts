import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page, type WebSocket } from '@playwright/test';
import sharp from 'sharp';
import { buildPath, paths } from '../src/config/paths';
import { ADMIN } from './support/admin';
import { apiSession, useSession } from './support/session';

/**
 * Messages and notifications against the real server, live: two members in two browsers chat
 * (each line typed in one shows in the other without a reload, the badges count and clear), and
 * the bell shows a notification raised while the page is open (an admin approves the member's
 * image). The browser tests' access tokens live 8 seconds, so the sockets are also ended by the
 * server and reconnected with a refreshed token along the way.
 */

const PASSWORD = 'decor2024look';
const unique = (kind: string) => `e2e-${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Tokens {
  access_token: string;
  refresh_token: string;
}
interface Member {
  id: number;
  email: string;
  name: string;
  tokens: Tokens;
  auth: { Authorization: string };
}

/** A member with a name and their styles chosen (no picker over the page), readable by the site. */
async function registerMember(request: APIRequestContext, firstName: string, lastName: string): Promise<Member> {
  const email = unique(firstName.toLowerCase());
  const name = `${firstName} ${lastName}`;
  const signUp = await request.post('/v1/auth/sign-up', {
    data: { type: 'personal', firstName, lastName, displayName: name, email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' },
  });
  expect(signUp.status()).toBe(201);
  const tokens = (await (await request.post('/v1/auth/login', { data: { email, password: PASSWORD } })).json()) as Tokens;
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  expect((await request.put('/v1/user/styles', { headers: auth, data: { styles: [1] } })).ok()).toBe(true);
  expect((await request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  let id = 0;
  // The users read model catches up with the sign-up in the background; realtime needs status complete.
  await expect
    .poll(async () => {
      const me = (await (await request.get('/v1/user', { headers: auth })).json()) as { result?: { id: number; status: string } };
      id = me.result?.status === 'complete' ? me.result.id : 0;
      return id;
    })
    .toBeGreaterThan(0);
  return { id, email, name, tokens, auth };
}

/** A browser of its own for a member, signed in through the stored tokens (the verify reminder recorded as just shown). */
async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, member.tokens);
  return page;
}

/**
 * Loads a page and waits until its realtime socket is connected (the server's CONNECT answer,
 * sent once the socket is in its member's channels): what is sent afterwards is pushed to it.
 */
async function gotoLive(page: Page, path: string) {
  const connected = new Promise<void>((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) {
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    page.on('websocket', onSocket);
  });
  await page.goto(path);
  await connected;
}

/** No serious or critical WCAG 2.1 AA problem on the page as it is now. */
async function expectAccessible(page: Page, where: string) {
  // Colours are only checked once nothing is fading in (the panel opens with an animation).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const messagesLink = (page: Page) => page.getByTestId('user-actions').getByRole('link', { name: /^Messages/ });
const bell = (page: Page) => page.getByTestId('user-actions').getByRole('button', { name: /^Notifications/ });

test('two members chat live: messages show in the other browser without a reload, and the unread badges count and clear', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const alex = await registerMember(request, 'Alex', `Rivera${run}`);
  const bea = await registerMember(request, 'Bea', `Okafor${run}`);
  const alexPage = await openAs(browser, alex);
  const beaPage = await openAs(browser, bea);

  // Bea waits on another page; her message icon shows nothing unread.
  await gotoLive(beaPage, paths.about);
  await expect(messagesLink(beaPage)).toHaveAccessibleName('Messages');

  // Alex opens Bea's member page and starts a conversation with "Message".
  await alexPage.goto(buildPath(paths.getTheLookUserDetails, { userId: bea.id }));
  await alexPage.getByRole('button', { name: `Message ${bea.name}` }).click();
  await expect(alexPage).toHaveURL(/\/dashboard\/messages\?conversation=\d+$/);
  const conversationId = Number(new URL(alexPage.url()).searchParams.get('conversation'));
  // Spec 2.1: no footer on the messages page.
  await expect(alexPage.getByTestId('messages-page')).toBeVisible();
  await expect(alexPage.getByTestId('site-footer')).toHaveCount(0);
  const alexThread = alexPage.getByRole('log', { name: `Messages with ${bea.name}` });

  const first = `Is the rattan chair still for sale? ${run}`;
  const compose = alexPage.getByRole('textbox', { name: `Message to ${bea.name}` });
  await compose.fill(first);
  await compose.press('Enter');
  await expect(alexThread.getByText(first)).toBeVisible();
  await expect(compose).toHaveValue('');

  // Bea, elsewhere on the site, is told at once: a toast naming Alex, and one unread on her icon.
  const toast = beaPage.getByText(`New message from ${alex.name}`);
  await expect(toast).toBeVisible();
  // Pointed at, the toast stays open (it closes on its own after a few seconds, which the check
  // below can outlast on a busy machine).
  await toast.hover();
  await expect(messagesLink(beaPage)).toHaveAccessibleName('Messages, 1 unread');

  // The toast opens the conversation; it is listed first, with the message.
  await toast.click();
  await expect(beaPage).toHaveURL(new RegExp(`conversation=${conversationId}$`));
  const beaThread = beaPage.getByRole('log', { name: `Messages with ${alex.name}` });
  await expect(beaThread.getByText(first)).toBeVisible();
  await expect(beaPage.getByTestId('conversation-row').first()).toContainText(alex.name);
  await expect(beaPage.getByTestId('conversation-row').first()).toContainText(first);
  // Seen: marked read, the badge clears.
  await expect(messagesLink(beaPage)).toHaveAccessibleName('Messages');
  await expectAccessible(beaPage, 'messages page');

  // Her answer shows in Alex's open conversation without a reload, and again Alex has nothing unread (he is reading it).
  const answer = `Yes, and the matching footstool too ${run}`;
  const beaCompose = beaPage.getByRole('textbox', { name: `Message to ${alex.name}` });
  await beaCompose.fill(answer);
  await beaPage.getByRole('button', { name: 'Send' }).click();
  await expect(beaThread.getByText(answer)).toBeVisible();
  await expect(alexThread.getByText(answer)).toBeVisible();
  await expect(messagesLink(alexPage)).toHaveAccessibleName('Messages');

  // Several lines in a row arrive in order on the other side, whatever reconnections the short-lived tokens cause.
  const lines = [`Great, how much for both? ${run}`, `I can pick them up on Saturday ${run}`];
  for (const line of lines) {
    await compose.fill(line);
    await compose.press('Enter');
    await expect(alexThread.getByText(line)).toBeVisible();
  }
  await expect(beaThread.getByTestId('message')).toHaveText([first, answer, ...lines].map((text) => new RegExp(escapeRegExp(text))));
  // Bea is reading this conversation: no toast for it.
  await expect(beaPage.getByText(`New message from ${alex.name}`)).toHaveCount(0);

  // A blank message is refused in place.
  await beaCompose.fill('   ');
  await beaCompose.press('Enter');
  await expect(beaPage.getByRole('alert').filter({ hasText: 'This field is required' })).toBeVisible();

  // Alex leaves the page; Bea writes; his badge counts it and the list puts the conversation first when he comes back.
  await gotoLive(alexPage, paths.about);
  const late = `See you then ${run}`;
  await beaCompose.fill(late);
  await beaCompose.press('Enter');
  await expect(alexPage.getByText(`New message from ${bea.name}`)).toBeVisible();
  await expect(messagesLink(alexPage)).toHaveAccessibleName('Messages, 1 unread');
  await messagesLink(alexPage).click();
  await alexPage.getByRole('radiogroup', { name: 'Show conversations' }).getByText('Unread', { exact: true }).click();
  await expect(alexPage.getByRole('list', { name: 'Unread conversations' }).getByTestId('conversation-row')).toHaveCount(1);
  await alexPage.getByTestId('conversation-row').filter({ hasText: bea.name }).click();
  await expect(alexThread.getByText(late)).toBeVisible();
  await expect(messagesLink(alexPage)).toHaveAccessibleName('Messages');

  await alexPage.context().close();
  await beaPage.context().close();
});

/** A small room picture, different on every run. */
async function roomPicture(): Promise<Buffer> {
  const hue = Math.floor(Math.random() * 60);
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200 - hue, g: 180, b: 150 + hue } } })
    .png()
    .toBuffer();
}

test('the bell shows a notification raised while the page is open; opening marks it read, and it leads to My Images', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const member = await registerMember(request, 'Cleo', `Marsh${run}`);
  const page = await openAs(browser, member);
  await gotoLive(page, paths.about);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The member's image, approved by an admin through the API while the page stays open.
  const title = `Sage green reading corner ${run}`;
  // Each call signs in again once the last sign-in is a few seconds old (tokens live 8 seconds).
  const asMember = apiSession(request, member.email, PASSWORD);
  const media = await request.post('/v1/media', { headers: await asMember(), multipart: { type: 'inspirationImage', file: { name: 'corner.png', mimeType: 'image/png', buffer: await roomPicture() } } });
  expect(media.status()).toBe(201);
  const added = await request.post('/v1/inspiration-image', { headers: await asMember(), data: { mediaId: (await media.json()).result.id, title, type: 'room', styles: [1] } });
  expect(added.status()).toBe(201);
  const imageId = (await added.json()).result.id as number;
  expect((await request.post(`/v1/admin/inspiration-images/${imageId}/approve`, { headers: await apiSession(request, ADMIN.email, ADMIN.password)() })).status()).toBe(200);

  // Without a reload, the bell counts it.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });

  // Opening the panel shows it under "Last Messages" and marks everything read.
  await bell(page).click();
  const panel = page.getByTestId('notification-panel');
  const last = panel.getByRole('region', { name: 'Last Messages' });
  const item = last.getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toContainText('Image approved');
  await expect(item).toContainText('New');
  await expect(item).toContainText('My Images');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expectAccessible(page, 'notification panel');
  // Read on the server too: a reload shows nothing unread.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Clicking it leads to My Images, in place of the page it was opened on.
  await page.goto(paths.faqs);
  await bell(page).click();
  await page.getByTestId('notification-panel').getByTestId('notification-item').filter({ hasText: title }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.dashboardImages}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  await page.context().close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
