import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ALREADY_REPORTED, REPORT_SENT_TEXT, REPORT_SENT_TITLE } from '@decorlook/domain/moderation/moderation.rules';
import { signInFreshUser } from './support/fresh-user';
import { ADMIN } from './support/admin';

/**
 * Reporting an image end to end: from the image page's Report button through the report modal's
 * two steps. Inappropriate reasons are sent and the success panel shows; "This is my image" hands
 * the member to the takedown notice or the credit claim form, which are filed and confirmed by
 * mail. Each test reports an image another member added and an admin approved.
 */

const PASSWORD = 'decor2024look';
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}


/** A member's room picture, uploaded and added through the API and approved by an admin: what every member sees. */
async function approvedImage(request: APIRequestContext): Promise<{ id: number; slug: string; title: string }> {
  const email = unique('owner');
  expect((await request.post('/v1/auth/sign-up', { data: { type: 'personal', email, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, countryId: 1, showProducts: 'all' } })).status()).toBe(201);
  const owner = await (await request.post('/v1/auth/login', { data: { email, password: PASSWORD } })).json();
  const auth = { Authorization: `Bearer ${owner.access_token}` };
  const hue = Math.floor(Math.random() * 60);
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200 - hue, g: 170, b: 140 + hue } } }).png().toBuffer();
  const media = await request.post('/v1/media', { headers: auth, multipart: { type: 'inspirationImage', file: { name: 'room.png', mimeType: 'image/png', buffer: picture } } });
  expect(media.status()).toBe(201);
  const title = `Terracotta dining room ${Date.now().toString(36)}`;
  const added = await request.post('/v1/inspiration-image', { headers: auth, data: { mediaId: (await media.json()).result.id, title, type: 'room', styles: [1] } });
  expect(added.status()).toBe(201);
  const image = (await added.json()).result as { id: number; slug: string };
  const admin = await (await request.post('/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).json();
  const approved = await request.post(`/v1/admin/inspiration-images/${image.id}/approve`, { headers: { Authorization: `Bearer ${admin.access_token}` } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { id: image.id, slug: image.slug, title };
}

/** The image's page, as the reporting member sees it once the approval is read. */
async function openImage(page: Page, image: { id: number; slug: string; title: string }) {
  await expect(async () => {
    await page.goto(`/inspiration-image/${image.id}/${image.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: image.title })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Report → reason → Next → sub-reason → Next. */
async function report(page: Page, reason: RegExp, subReason: RegExp) {
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Report Image' });
  await expect(modal.getByText('Why are you reporting this image?')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
  await modal.getByRole('radio', { name: reason }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 2 of 2')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Next' })).toBeDisabled();
  await modal.getByRole('radio', { name: subReason }).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  return modal;
}

/** The newest mail to an address matching `subject`, once the mail reactor has sent it. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
        found = ((await answer.json()) as { result: Mail[] }).result.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

test('a member reports an inappropriate image: sent, the success panel shows it; a second report is refused and the modal stays open', async ({ page, request }) => {
  test.setTimeout(90_000);
  const image = await approvedImage(request);
  await signInFreshUser(page, 'reporter');
  await openImage(page, image);

  const modal = await report(page, /Inappropriate or offensive/, /Hate speech or symbols/);
  const panel = page.getByRole('dialog', { name: REPORT_SENT_TITLE });
  await expect(panel.getByText(REPORT_SENT_TEXT)).toBeVisible();
  await expect(panel.getByRole('img', { name: image.title })).toHaveAttribute('src', /\/media\/\d+\/[^/]+\/medium\.webp$/);
  await expect(modal).toHaveCount(0);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/report=/);

  // One open report per member and image: the error toast, and the modal keeps the choice.
  await report(page, /Inappropriate or offensive/, /Spam/);
  await expect(page.getByText(`${ALREADY_REPORTED}.`)).toBeVisible();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio', { name: /Spam/ })).toBeChecked();
  await expect(page.getByRole('dialog', { name: REPORT_SENT_TITLE })).toHaveCount(0);
});

test('"This is my image" + taken down leads to the removal request page; the notice is filed and confirmed by mail', async ({ page, request }) => {
  test.setTimeout(90_000);
  const image = await approvedImage(request);
  await signInFreshUser(page, 'takedown');
  await openImage(page, image);

  await report(page, /This is my image/, /I want my image taken down/);
  await expect(page).toHaveURL(new RegExp(`/report/imageremovalrequest\\?imageId=${image.id}$`));
  await expect(page.getByRole('dialog', { name: 'Report Image' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Image Removal Request' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'The image' }).getByRole('link', { name: image.title })).toBeVisible();

  const email = await page.getByLabel('Email').inputValue();
  expect(email).toMatch(/^takedown-/);
  await page.getByRole('button', { name: 'Send Notice' }).click();
  await expect(page.getByText('Please confirm this statement')).toHaveCount(2);
  await page.getByLabel('Full name').fill('Ines Moreau');
  await page.getByLabel('Postal address').fill('12 Rue des Fleurs, Lyon');
  await page.getByLabel('The work this image infringes').fill('My own photograph of my dining room, taken in 2024.');
  await page.getByRole('checkbox', { name: /good faith belief/ }).check();
  await page.getByRole('checkbox', { name: /penalty of perjury/ }).check();
  await page.getByLabel('Signature').fill('Ines Moreau');
  await page.getByRole('button', { name: 'Send Notice' }).click();
  await expect(page.getByText('Your takedown notice is on its way')).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  const mail = await mailTo(page, email, /We received your copyright takedown notice/);
  expect(mail.text).toContain(image.title);
});

test('"This is my image" + credit leads to the get credit page; the claim is filed with its permission', async ({ page, request }) => {
  test.setTimeout(90_000);
  const image = await approvedImage(request);
  await signInFreshUser(page, 'credit');
  await openImage(page, image);

  await report(page, /This is my image/, /I want credit for my image/);
  await expect(page).toHaveURL(new RegExp(`/report/getCredit\\?imageId=${image.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Get Credit' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Exclusive/ })).toBeVisible();

  const email = await page.getByLabel('Email').inputValue();
  await page.getByLabel('Full name').fill('Ines Moreau');
  await page.getByLabel('Credit the image to').fill('Studio Moreau');
  await page.getByRole('radio', { name: /^Open/ }).check();
  await page.getByRole('checkbox', { name: 'I own the rights to this image' }).check();
  await page.getByLabel('Signature').fill('Ines Moreau');
  await page.getByRole('button', { name: 'Send Claim' }).click();
  await expect(page.getByText('Your credit claim is on its way')).toBeVisible();
  await mailTo(page, email, /We received your credit claim/);
  await page.getByRole('link', { name: 'Back to the image' }).click();
  await expect(page.getByRole('heading', { level: 1, name: image.title })).toBeVisible();
});

test('a visitor who chooses Report is asked to sign in first', async ({ browser, request }) => {
  const image = await approvedImage(request);
  const visitor = await browser.newPage();
  await openImage(visitor, image);
  await visitor.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(visitor.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Report Image' })).toHaveCount(0);
  await visitor.close();
});
