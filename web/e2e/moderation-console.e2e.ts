import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { TAKEN_DOWN_MESSAGE } from '@decorlook/domain/moderation/moderation.rules';
import { paths } from '../src/config/paths';
import { ADMIN } from './support/admin';
import { useSession } from './support/session';

/**
 * The admins' one queue in the browser: a reported image is taken down from the console (after
 * the confirmation dialog, with a reason) and is gone for everyone at once; restored from the
 * taken-down list, it is back.
 */

const PASSWORD = 'decor2024look';
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
type Auth = { Authorization: string };

async function login(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/v1/auth/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

async function member(request: APIRequestContext, tag: string): Promise<Auth> {
  const email = unique(tag);
  expect((await request.post('/v1/auth/sign-up', { data: { type: 'personal', email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' } })).status()).toBe(201);
  return { Authorization: `Bearer ${(await login(request, email, PASSWORD)).access_token}` };
}

/** A member's room picture, added through the API and approved by the admin. */
async function approvedImage(request: APIRequestContext, admin: Auth): Promise<{ id: number; title: string }> {
  const owner = await member(request, 'owner');
  const hue = Math.floor(Math.random() * 60);
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 190 - hue, g: 160, b: 130 + hue } } }).png().toBuffer();
  const media = await request.post('/v1/media', { headers: owner, multipart: { type: 'inspirationImage', file: { name: 'room.png', mimeType: 'image/png', buffer: picture } } });
  expect(media.status()).toBe(201);
  const title = `Olive green study ${Date.now().toString(36)}`;
  const added = await request.post('/v1/inspiration-image', { headers: owner, data: { mediaId: (await media.json()).result.id, title, type: 'room', styles: [1] } });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()).result as { id: number };
  const approved = await request.post(`/v1/admin/inspiration-images/${id}/approve`, { headers: admin });
  expect(approved.status(), await approved.text()).toBe(200);
  return { id, title };
}

/** What a visitor's read of the image's page answers, once the read models have the latest writes. */
const visitorStatus = async (request: APIRequestContext, id: number) => (await request.get(`/v1/inspiration-image/${id}`)).status();

async function openConsole(page: Page, tokens: { access_token: string; refresh_token: string }) {
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  // Styles chosen, so the mandatory style picker does not open over the console.
  expect((await page.request.put('/v1/user/styles', { headers: auth, data: { styles: [2] } })).ok()).toBe(true);
  expect((await page.request.post('/v1/user/finish-preferences', { headers: auth })).ok()).toBe(true);
  await useSession(page, tokens);
  await page.goto(paths.dashboardModeration);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
}

test('an admin takes a reported image down from the console and restores it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tokens = await login(request, ADMIN.email, ADMIN.password);
  const admin = { Authorization: `Bearer ${tokens.access_token}` };
  const image = await approvedImage(request, admin);

  // A member reports it as spam.
  const reporter = await member(request, 'reporter');
  const reported = await request.post(`/v1/inspiration-image/${image.id}/report`, { headers: reporter, data: { reportReason: 'inappropriate', reportSubReason: 'spam' } });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin finds it among the reported images, with the reason.
  await openConsole(page, tokens);
  await page.getByRole('tab', { name: /Reported images/ }).click();
  await expect(page).toHaveURL(/kind=report/);
  const item = page.getByTestId('moderation-item').filter({ hasText: image.title });
  await expect(async () => {
    await page.reload();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText('Reported image');
  await expect(item).toContainText('Spam');

  // Take down: the confirmation dialog asks for a reason first.
  await item.getByRole('button', { name: `Take down ${image.title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Take down “${image.title}”?` });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('This field is required')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Spam: an advertisement for a furniture outlet.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText(`“${image.title}” is taken down`)).toBeVisible();

  // Gone for everyone.
  await expect.poll(() => visitorStatus(request, image.id), { timeout: 10_000 }).toBe(410);
  expect((await (await request.get(`/v1/inspiration-image/${image.id}`)).json()).message).toBe(TAKEN_DOWN_MESSAGE);

  // Restored from the taken-down list, it is back.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Taken down', { exact: true }).click();
  await expect(page).toHaveURL(/status=takenDown/);
  const down = page.getByTestId('moderation-item').filter({ hasText: image.title });
  await expect(down).toContainText('Taken down');
  await expect(down).toContainText('Spam: an advertisement for a furniture outlet.');
  await down.getByRole('button', { name: `Restore ${image.title}` }).click();
  await expect(down).toHaveCount(0);
  await expect.poll(() => visitorStatus(request, image.id), { timeout: 10_000 }).toBe(200);
});
