import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INQUIRY_SENT,
  MESSAGES,
  MODERATION_ROUTES,
  TRADE_MESSAGE_DEFAULT,
  TRADE_SUBJECT_DEFAULT,
  creditClaimStream,
  imageReportsStream,
  imageStream,
  lookBoardStream,
  productStream,
  signUpInput,
  takedownNoticeStream,
  userStream,
  type ImageView,
  type LookBoardView,
  type ProductView,
} from '@decorlook/domain';
import { registerAccount } from '@decorlook/command-api/identity/sign-up';
import { parseInput } from '@decorlook/infra/http/validate';
import { freshRead, testClient, PASSWORD, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Moderation's writes through the real server: reports, takedown notices and credit claims (with
 * the mails to the claimant and the team), the admins' decisions and take-downs, business account
 * approval, and the trade and contact messages mailed to the team.
 */
const TEAM = 'team@decor.example';
let s: TestServer;
let mediaDir: string;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let anna: Person; // owns the content
let ben: Person;
let cleo: Person;
let admin: Person;

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/** The dev mailbox of an address, once a mail matching `subject` arrived (the mail reactor runs after the write). */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const r = await freshRead(s.url, 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, { 'X-Min-Position': String(client.position()) });
        found = (r.body.result as Mail[]).find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found as Mail;
}

async function events(streamId: string) {
  return (await s.platform.store.readStream(streamId)).events;
}

async function approvedImage(title: string, colour: string): Promise<number> {
  const media = await client.upload(anna, 'inspirationImage', await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } }).png().toBuffer());
  const { id } = await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: media, title, styles: [2], roomTypeId: 1 }, 201);
  await ok(admin, 'POST', `/admin/inspiration-images/${id}/approve`);
  return id;
}

const notice = (over: Record<string, unknown> = {}) => ({
  fullName: 'Ben Owner',
  email: 'ben.rights@example.com',
  phone: '+1 555 0100',
  address: '1 Main Street, Springfield',
  workDescription: 'My photograph of my living room, taken in 2024',
  originalUrl: 'https://photos.example.com/living-room',
  goodFaith: true,
  accurate: true,
  signature: 'Ben Owner',
  ...over,
});
const claim = (over: Record<string, unknown> = {}) => ({
  fullName: 'Cleo Maker',
  email: 'cleo.credit@example.com',
  creditName: 'Cleo Interiors',
  creditUrl: 'https://cleo.example.com',
  permission: 'open',
  message: 'I designed and photographed this room.',
  accurate: true,
  signature: 'Cleo Maker',
  ...over,
});

let image: number;
let pendingImage: number;
let product: number;
let board: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'decorlook-moderation-'));
  s = await startTestServer({ MEDIA_DIR: mediaDir, TEAM_EMAIL: TEAM }, { projectors: ['site-enums', 'users', 'catalog-images', 'catalog-products', 'look-boards', 'moderation', 'mail', 'notifications'] });
  client = testClient(s);
  [anna, ben, cleo, admin] = await Promise.all([client.person('Anna'), client.person('Ben'), client.person('Cleo'), client.person('Ada', { role: 'admin' })]);
  image = await approvedImage('Sunny living room', '#c0392b');
  const media = await client.upload(anna, 'inspirationImage', await sharp({ create: { width: 24, height: 16, channels: 3, background: '#8e44ad' } }).png().toBuffer());
  pendingImage = (await ok<ImageView>(anna, 'POST', '/inspiration-image', { mediaId: media, title: 'Not reviewed yet', styles: [2], roomTypeId: 1 }, 201)).id;
  const productMedia = await client.upload(anna, 'product', await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2980b9' } }).png().toBuffer());
  const products: number[] = [];
  for (const title of ['Oak sofa', 'Linen rug', 'Paper lamp']) {
    const p = await ok<ProductView>(anna, 'POST', '/product', { mediaId: productMedia, title, price: 1000, itemClassId: 1 }, 201);
    await ok(admin, 'POST', `/admin/products/${p.id}/approve`);
    products.push(p.id);
  }
  product = products[0];
  const b = await ok<LookBoardView>(anna, 'POST', '/look-board', { title: 'Warm room', description: 'Oak and linen', message: 'Start with the sofa', type: 'room', roomTypeId: 1, styleId: 2, columns: 2, products, inspirationImageId: image, public: 1 }, 201);
  await ok(anna, 'POST', `/look-board/${b.id}/submit`);
  await ok(admin, 'POST', `/admin/look-boards/${b.id}/approve`);
  board = b.id;
}, 120_000);

afterAll(async () => {
  await s?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('reporting an image', () => {
  it('takes one open report per member and image', async () => {
    const report = { reportReason: 'inappropriate', reportSubReason: 'spam' };
    const r = await ok<{ reportId: number; imageId: number }>(ben, 'POST', `/inspiration-image/${image}/report`, report, 201);
    expect(r).toMatchObject({ imageId: image, reportReason: 'inappropriate', reportSubReason: 'spam' });
    expect(r.reportId).toBeGreaterThan(0);
    const again = await api(ben, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'inappropriate', reportSubReason: 'medical' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this image.');
    // Another member's report is theirs to make.
    await ok(cleo, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'own', reportSubReason: 'credit' }, 201);
  });

  it('refuses a sub-reason of another reason, a missing one, and visitors', async () => {
    const wrong = await api(ben, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'own', reportSubReason: 'spam' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.reportSubReason).toEqual(['Please choose one of the options']);
    const missing = await api(ben, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'own' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.reportSubReason).toEqual([MESSAGES.required]);
    expect((await api(null, 'POST', `/inspiration-image/${image}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' })).status).toBe(401);
  });

  it('knows no image a member cannot see: not approved, or none at all', async () => {
    const report = { reportReason: 'inappropriate', reportSubReason: 'graphicViolence' };
    expect((await api(ben, 'POST', `/inspiration-image/${pendingImage}/report`, report)).status).toBe(404);
    expect((await api(ben, 'POST', '/inspiration-image/999999/report', report)).status).toBe(404);
  });

  it('answers 404 for an image the member cannot see before it reads what was sent, whatever the body', async () => {
    for (const what of ['report', 'takedown-notice', 'credit-claim']) {
      for (const target of [pendingImage, 999999]) {
        for (const body of [{}, { reportReason: 'own', reportSubReason: 'spam' }, { email: 'not an address' }]) {
          const r = await api(ben, 'POST', `/inspiration-image/${target}/${what}`, body);
          expect(r.status, `${what} ${target} ${JSON.stringify(body)}`).toBe(404);
          expect(r.body.errors, what).toBeUndefined();
        }
      }
      // The image's owner sees it before it is approved: their incomplete body is told what is missing.
      expect((await api(anna, 'POST', `/inspiration-image/${pendingImage}/${what}`, {})).status, what).toBe(422);
    }
    expect(await events(imageReportsStream(pendingImage))).toEqual([]);
  });
});

describe('takedown notices and credit claims', () => {
  it('files a takedown notice and mails the claimant and the team (Reply-To the claimant)', async () => {
    const r = await ok<{ id: number; imageId: number; status: string }>(ben, 'POST', `/inspiration-image/${image}/takedown-notice`, notice(), 201);
    expect(r).toEqual({ id: expect.any(Number), imageId: image, status: 'open' });
    const mine = await mailTo('ben.rights@example.com', new RegExp(`copyright takedown notice \\(#${r.id}\\)`));
    expect(mine.text).toContain('Sunny living room');
    const team = await mailTo(TEAM, new RegExp(`New copyright takedown notice #${r.id}`));
    expect(team.replyTo).toBe('ben.rights@example.com');
    expect(team.text).toContain('My photograph of my living room');
  });

  it('files a credit claim and mails the claimant and the team', async () => {
    const r = await ok<{ id: number; status: string }>(cleo, 'POST', `/inspiration-image/${image}/credit-claim`, claim(), 201);
    expect(r.status).toBe('open');
    await mailTo('cleo.credit@example.com', new RegExp(`credit claim \\(#${r.id}\\)`));
    const team = await mailTo(TEAM, new RegExp(`New credit claim #${r.id}`));
    expect(team.text).toContain('Cleo Interiors');
  });

  it('says which fields of a notice or claim are missing or wrong', async () => {
    const n = await api(ben, 'POST', `/inspiration-image/${image}/takedown-notice`, { email: 'not an address', goodFaith: false });
    expect(n.status).toBe(422);
    expect(Object.keys(n.body.errors ?? {}).sort()).toEqual(['accurate', 'address', 'email', 'fullName', 'goodFaith', 'signature', 'workDescription']);
    expect(n.body.errors?.fullName).toEqual([MESSAGES.required]);
    const c = await api(cleo, 'POST', `/inspiration-image/${image}/credit-claim`, claim({ permission: 'forever', creditUrl: 'nope' }));
    expect(c.status).toBe(422);
    expect(Object.keys(c.body.errors ?? {}).sort()).toEqual(['creditUrl', 'permission']);
    expect((await api(ben, 'POST', `/inspiration-image/${pendingImage}/takedown-notice`, notice())).status).toBe(404);
    expect((await api(null, 'POST', `/inspiration-image/${image}/credit-claim`, claim())).status).toBe(401);
  });
});

describe("the admins' decisions", () => {
  it('approves a credit claim: the claimant is the credited owner, told by mail; decided once', async () => {
    const { id } = await ok<{ id: number }>(cleo, 'POST', `/inspiration-image/${image}/credit-claim`, claim({ permission: 'exclusive' }), 201);
    expect(await ok(admin, 'POST', `/admin/credit-claims/${id}/approve`)).toEqual({ kind: 'creditClaim', id, status: 'approved' });
    const credited = (await events(imageStream(image))).filter((e) => e.type === 'InspirationImageCredited').at(-1);
    expect(credited?.data).toMatchObject({ imageId: image, userId: cleo.id, permission: 'exclusive', claimId: id, adminId: admin.id });
    const approved = (await events(creditClaimStream(id))).at(-1);
    // One atomic append: the claim's decision and the credit are written together.
    expect(approved?.transactionId).toBe(credited?.transactionId);
    await mailTo('cleo.credit@example.com', new RegExp(`credit claim #${id} was accepted`));
    expect((await api(admin, 'POST', `/admin/credit-claims/${id}/approve`)).status).toBe(409);
    expect((await api(admin, 'POST', `/admin/credit-claims/${id}/reject`, { reason: 'Changed my mind' })).status).toBe(409);
  });

  it('rejects a claim and a notice with a reason the claimant reads', async () => {
    const c = await ok<{ id: number }>(cleo, 'POST', `/inspiration-image/${image}/credit-claim`, claim(), 201);
    expect((await api(admin, 'POST', `/admin/credit-claims/${c.id}/reject`, {})).status).toBe(422);
    expect(await ok(admin, 'POST', `/admin/credit-claims/${c.id}/reject`, { reason: 'The photographer is someone else' })).toEqual({ kind: 'creditClaim', id: c.id, status: 'rejected' });
    expect((await mailTo('cleo.credit@example.com', new RegExp(`credit claim #${c.id} was declined`))).text).toContain('The photographer is someone else');
    const n = await ok<{ id: number }>(ben, 'POST', `/inspiration-image/${image}/takedown-notice`, notice(), 201);
    expect(await ok(admin, 'POST', `/admin/takedown-notices/${n.id}/reject`, { reason: 'The image is licensed' })).toEqual({ kind: 'takedownNotice', id: n.id, status: 'rejected' });
    expect((await mailTo('ben.rights@example.com', new RegExp(`notice #${n.id} was declined`))).text).toContain('The image is licensed');
    expect((await api(admin, 'POST', `/admin/takedown-notices/${n.id}/approve`)).status).toBe(409);
    expect((await api(admin, 'POST', '/admin/takedown-notices/999999/approve')).status).toBe(404);
    expect((await api(admin, 'POST', '/admin/credit-claims/999999/approve')).status).toBe(404);
  });

  it('dismisses the open reports of an image, which may then be reported again', async () => {
    const target = await approvedImage('Reported kitchen', '#16a085');
    await ok(ben, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
    expect((await api(admin, 'POST', `/admin/inspiration-images/${target}/reports/dismiss`, {})).status).toBe(422);
    expect(await ok(admin, 'POST', `/admin/inspiration-images/${target}/reports/dismiss`, { reason: 'Not spam' })).toEqual({ kind: 'report', id: target, status: 'dismissed' });
    expect((await events(imageReportsStream(target))).at(-1)?.data).toMatchObject({ adminId: admin.id, reason: 'Not spam' });
    expect((await api(admin, 'POST', `/admin/inspiration-images/${target}/reports/dismiss`, { reason: 'Again' })).status).toBe(409);
    await ok(ben, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
  });

  it("takes an image down with a reason, closing its open reports in the same append, and restores it", async () => {
    const target = await approvedImage('Reported bedroom', '#d35400');
    const { reportId } = await ok<{ reportId: number }>(ben, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'inappropriate', reportSubReason: 'hateSpeechSymbols' }, 201);
    expect((await api(admin, 'POST', `/admin/inspiration-images/${target}/take-down`, {})).status).toBe(422);
    const r = await api(admin, 'POST', `/admin/inspiration-images/${target}/take-down`, { reason: 'Hate symbols' });
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ kind: 'image', id: target, status: 'takenDown' });
    expect(r.headers.get('x-event-position')).toMatch(/^\d+$/);
    const takenDown = (await events(imageStream(target))).at(-1);
    const actioned = (await events(imageReportsStream(target))).at(-1);
    expect(takenDown).toMatchObject({ type: 'InspirationImageTakenDown', data: { adminId: admin.id, reason: 'Hate symbols' } });
    expect(actioned).toMatchObject({ type: 'ImageReportsActioned', data: { reportIds: [reportId], adminId: admin.id } });
    expect(actioned?.transactionId).toBe(takenDown?.transactionId);
    expect((await api(admin, 'POST', `/admin/inspiration-images/${target}/take-down`, { reason: 'Again' })).status).toBe(409);
    // At once: a read that waits for the take-down's position finds the page gone.
    const page = (who: Person) => freshRead(s.url, 'GET', `/v1/inspiration-image/${target}`, undefined, { Authorization: `Bearer ${who.token}`, 'X-Min-Position': String(client.position()) });
    expect((await page(cleo)).status).toBe(410);
    // Gone for members: no report, like or claim reaches it.
    expect((await api(cleo, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' })).status).toBe(404);
    expect((await api(cleo, 'POST', `/inspiration-image/${target}/credit-claim`, claim())).status).toBe(404);
    expect(await ok(admin, 'POST', `/admin/inspiration-images/${target}/restore`)).toEqual({ kind: 'image', id: target, status: 'restored' });
    expect((await page(cleo)).status).toBe(200);
    expect((await api(admin, 'POST', `/admin/inspiration-images/${target}/restore`)).status).toBe(409);
    await ok(cleo, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'inappropriate', reportSubReason: 'spam' }, 201);
  });

  it('accepting a takedown notice takes the image down in the same append and tells the claimant', async () => {
    const target = await approvedImage('Copied dining room', '#7f8c8d');
    await ok(cleo, 'POST', `/inspiration-image/${target}/report`, { reportReason: 'own', reportSubReason: 'takeDown' }, 201);
    const n = await ok<{ id: number }>(ben, 'POST', `/inspiration-image/${target}/takedown-notice`, notice(), 201);
    expect(await ok(admin, 'POST', `/admin/takedown-notices/${n.id}/approve`)).toEqual({ kind: 'takedownNotice', id: n.id, status: 'approved' });
    const accepted = (await events(takedownNoticeStream(n.id))).at(-1);
    const takenDown = (await events(imageStream(target))).at(-1);
    const actioned = (await events(imageReportsStream(target))).at(-1);
    expect(accepted).toMatchObject({ type: 'TakedownNoticeAccepted', data: { adminId: admin.id } });
    expect(takenDown).toMatchObject({ type: 'InspirationImageTakenDown', data: { adminId: admin.id } });
    expect(actioned?.type).toBe('ImageReportsActioned');
    expect(new Set([accepted?.transactionId, takenDown?.transactionId, actioned?.transactionId]).size).toBe(1);
    await mailTo('ben.rights@example.com', new RegExp(`notice #${n.id} was accepted`));
    expect((await api(admin, 'POST', `/admin/takedown-notices/${n.id}/approve`)).status).toBe(409);
  });

  it('takes products and look boards down with a reason and restores them', async () => {
    for (const [kind, url, stream, type] of [
      ['product', `/admin/products/${product}`, productStream(product), 'ProductTakenDown'],
      ['lookBoard', `/admin/look-boards/${board}`, lookBoardStream(board), 'LookBoardTakenDown'],
    ] as const) {
      const id = kind === 'product' ? product : board;
      expect((await api(admin, 'POST', `${url}/take-down`, { reason: ' ' })).status).toBe(422);
      expect((await api(admin, 'POST', `${url}/restore`)).status).toBe(409);
      expect(await ok(admin, 'POST', `${url}/take-down`, { reason: 'Counterfeit' })).toEqual({ kind, id, status: 'takenDown' });
      expect((await events(stream)).at(-1)).toMatchObject({ type, data: { adminId: admin.id, reason: 'Counterfeit' } });
      expect((await api(admin, 'POST', `${url}/take-down`, { reason: 'Again' })).status).toBe(409);
      expect(await ok(admin, 'POST', `${url}/restore`)).toEqual({ kind, id, status: 'restored' });
    }
    expect((await api(admin, 'POST', '/admin/products/999999/take-down', { reason: 'x' })).status).toBe(404);
    expect((await api(admin, 'POST', '/admin/look-boards/999999/take-down', { reason: 'x' })).status).toBe(404);
  });

  it('approves or rejects a business account once; a personal account has none to decide', async () => {
    const business = async (name: string) => {
      const meta = { userId: null, correlationId: 'test', causationId: null, appVersion: 'test' };
      const input = parseInput(signUpInput, { email: `${name.toLowerCase()}@shop.example`, password: PASSWORD, passwordRepeat: PASSWORD, terms: true, type: 'business', businessName: `${name} Home`, firstName: name, lastName: 'Seller' });
      return (await registerAccount(s.platform, input, 'personal', meta)).userId;
    };
    const [shop, other] = [await business('Dana'), await business('Eli')];
    expect(await ok(admin, 'POST', `/admin/users/${shop}/business/approve`)).toEqual({ kind: 'business', id: shop, status: 'approved' });
    expect((await events(userStream(shop))).at(-1)).toMatchObject({ type: 'BusinessAccountApproved', data: { userId: shop, adminId: admin.id } });
    expect((await api(admin, 'POST', `/admin/users/${shop}/business/approve`)).status).toBe(409);
    expect((await api(admin, 'POST', `/admin/users/${other}/business/reject`, {})).status).toBe(422);
    expect(await ok(admin, 'POST', `/admin/users/${other}/business/reject`, { reason: 'No business address' })).toEqual({ kind: 'business', id: other, status: 'rejected' });
    expect((await api(admin, 'POST', `/admin/users/${other}/business/approve`)).status).toBe(409);
    expect((await api(admin, 'POST', `/admin/users/${ben.id}/business/approve`)).status).toBe(404);
  });

  it('refuses every admin call of the moderation table to a member (403) and a visitor (401)', async () => {
    const adminRoutes = MODERATION_ROUTES.filter((r) => r.path.startsWith('/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
    for (const route of adminRoutes) {
      const url = route.path.replace('{id}', String(image));
      const body = route.method === 'get' ? undefined : { reason: 'Because' };
      const member = await api(ben, route.method.toUpperCase(), url, body);
      expect(member.status, `${route.method} ${url}`).toBe(403);
      expect(member.body.message).toBe('This action is unauthorized.');
      expect((await api(null, route.method.toUpperCase(), url, body)).status, `${route.method} ${url} as a visitor`).toBe(401);
    }
    // Nothing was decided by those calls.
    expect((await events(imageStream(image))).some((e) => e.type === 'InspirationImageTakenDown')).toBe(false);
  });
});

describe('messages to the team', () => {
  const trade = { firstName: 'Fay', lastName: 'Trader', businessName: 'Fay Furnishings', businessUrl: 'https://fay.example.com', subject: TRADE_SUBJECT_DEFAULT, message: TRADE_MESSAGE_DEFAULT };

  it("sends a trade inquiry to the team's address, Reply-To the sender: the address a visitor gives, a member's account", async () => {
    // A visitor must say where to answer: without an address the team could not.
    const unanswerable = await api(null, 'POST', '/trade-opportunities', trade);
    expect(unanswerable.status).toBe(422);
    expect(unanswerable.body.errors).toEqual({ email: [MESSAGES.required] });
    expect((await api(null, 'POST', '/trade-opportunities', { ...trade, email: 'fay@' })).body.errors).toEqual({ email: [MESSAGES.emailInvalid] });
    const r = await ok<{ id: number; message: string }>(null, 'POST', '/trade-opportunities', { ...trade, email: 'fay@example.com' }, 201);
    expect(r).toEqual({ id: expect.any(Number), message: INQUIRY_SENT });
    const visitorMail = await mailTo(TEAM, /Trade opportunities: .*\(Fay Furnishings\)/);
    expect(visitorMail.text).toContain(TRADE_MESSAGE_DEFAULT);
    expect(visitorMail.replyTo).toBe('fay@example.com');
    await ok(anna, 'POST', '/trade-opportunities', { ...trade, businessName: 'Anna Artisans' }, 201);
    const { email } = await ok<{ email: string }>(anna, 'GET', '/user');
    expect((await mailTo(TEAM, /\(Anna Artisans\)/)).replyTo).toBe(email);
  });

  it('requires every trade field, each with the shared message', async () => {
    for (const field of Object.keys(trade)) {
      const r = await api(anna, 'POST', '/trade-opportunities', { ...trade, [field]: '  ' });
      expect(r.status, field).toBe(422);
      expect(r.body.errors, field).toEqual({ [field]: [MESSAGES.required] });
      const omitted = await api(anna, 'POST', '/trade-opportunities', Object.fromEntries(Object.entries(trade).filter(([k]) => k !== field)));
      expect(omitted.body.errors, field).toEqual({ [field]: [MESSAGES.required] });
    }
  });

  it("sends a contact message to the team's address, Reply-To the sender", async () => {
    const r = await ok<{ message: string }>(null, 'POST', '/contact', { type: 'support', name: 'Gus', email: 'gus@example.com', subject: 'Upload fails', message: 'My upload never finishes.' }, 201);
    expect(r.message).toBe(INQUIRY_SENT);
    const mail = await mailTo(TEAM, /Support request: Upload fails/);
    expect(mail.replyTo).toBe('gus@example.com');
    expect(mail.text).toContain('My upload never finishes.');
    const bad = await api(null, 'POST', '/contact', { email: 'nope', message: ' ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'message']);
  });
});
