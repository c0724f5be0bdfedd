import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditClaimStream, imageReportsStream, takedownNoticeStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { createUsersProjector } from '../../identity/users/projector';
import { moderationProjector } from './projector';

/**
 * The moderation projector (reports, takedown notices, credit claims) and the business accounts'
 * approval in the users projector, against a real store: events in, rows out; again, late, and replayed.
 */
let kit: ProjectorKit;
const ADMIN = 1;
const [ANNA, BEN, GONE, SHOP] = [20, 21, 22, 23];
const usersProjector = createUsersProjector({ publicUrl: 'http://localhost' });
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const report = (reportId: number, imageId: number, userId: number, subReason: string, minute: number) =>
  ev('ImageReported', { reportId, imageId, userId, reason: 'inappropriate', subReason, reportedAt: isoAt(minute) });
const notice = (noticeId: number, imageId: number, userId: number, minute: number) =>
  ev('TakedownNoticeFiled', {
    noticeId,
    imageId,
    userId,
    fullName: `Claimant ${userId}`,
    email: `claimant-${userId}@example.com`,
    phone: '',
    address: '1 Main St',
    workDescription: 'My photo of my living room',
    originalUrl: 'https://example.com/photo',
    goodFaith: true,
    accurate: true,
    signature: `Claimant ${userId}`,
    filedAt: isoAt(minute),
  });
const claim = (claimId: number, imageId: number, userId: number, minute: number) =>
  ev('CreditClaimFiled', {
    claimId,
    imageId,
    userId,
    fullName: `Claimant ${userId}`,
    email: `claimant-${userId}@example.com`,
    creditName: `Studio ${userId}`,
    creditUrl: '',
    permission: 'open',
    message: 'I took it',
    accurate: true,
    signature: `Claimant ${userId}`,
    filedAt: isoAt(minute),
  });
const register = (userId: number, business: boolean) =>
  ev('UserRegistered', {
    userId,
    role: 'personal',
    type: business ? 'business' : 'personal',
    status: 'no_pref',
    email: `member-${userId}@example.com`,
    emailHash: sha256(`member-${userId}`),
    passwordHash: 'argon2id-hash-of-a-password',
    countryId: 1,
    ...(business ? { business: { name: `Shop ${userId}`, url: 'https://shop.example', type: 'retailer', approval: 'pending' } } : {}),
    showProducts: 'all',
    registeredAt: isoAt(0),
  });

beforeAll(async () => {
  kit = await startProjectorKit([moderationProjector, usersProjector]);
  // Image 5: three reports, two dismissed, then a new one. Image 6: two reports, acted on (the image was taken down).
  await kit.append(imageReportsStream(5), [report(1, 5, ANNA, 'spam', 1), report(2, 5, BEN, 'spam', 2)]);
  await kit.append(imageReportsStream(5), [ev('ImageReportsDismissed', { imageId: 5, reportIds: [1, 2], adminId: ADMIN, reason: 'Fine as it is', dismissedAt: isoAt(3) })]);
  await kit.append(imageReportsStream(5), [report(3, 5, ANNA, 'medical', 4)]);
  await kit.append(imageReportsStream(6), [report(4, 6, ANNA, 'graphicViolence', 5), report(5, 6, BEN, 'selfHarm', 6)]);
  await kit.append(imageReportsStream(6), [ev('ImageReportsActioned', { imageId: 6, reportIds: [4, 5], adminId: ADMIN, actionedAt: isoAt(7) })]);

  await kit.append(takedownNoticeStream(1), [notice(1, 5, ANNA, 8)]);
  await kit.append(takedownNoticeStream(1), [ev('TakedownNoticeAccepted', { noticeId: 1, imageId: 5, userId: ANNA, adminId: ADMIN, acceptedAt: isoAt(9) })]);
  await kit.append(takedownNoticeStream(2), [notice(2, 6, BEN, 8)]);
  await kit.append(takedownNoticeStream(2), [ev('TakedownNoticeRejected', { noticeId: 2, imageId: 6, userId: BEN, adminId: ADMIN, reason: 'Not yours', rejectedAt: isoAt(9) })]);
  await kit.append(takedownNoticeStream(3), [notice(3, 6, GONE, 8)]);

  await kit.append(creditClaimStream(1), [claim(1, 5, ANNA, 10)]);
  await kit.append(creditClaimStream(1), [ev('CreditClaimApproved', { claimId: 1, imageId: 5, userId: ANNA, adminId: ADMIN, permission: 'open', approvedAt: isoAt(11) })]);
  await kit.append(creditClaimStream(2), [claim(2, 6, BEN, 10)]);
  await kit.append(creditClaimStream(3), [claim(3, 6, GONE, 10)]);
  await kit.append(creditClaimStream(2), [ev('CreditClaimRejected', { claimId: 2, imageId: 6, userId: BEN, adminId: ADMIN, reason: 'No proof', rejectedAt: isoAt(11) })]);
  // The third claimant leaves: what they wrote goes, ids and dates stay.
  await kit.append(`user-${GONE}`, [register(GONE, false)]);
  await kit.append(`user-${GONE}`, [ev('UserErased', { userId: GONE, emailHash: sha256(`member-${GONE}`), erasedAt: isoAt(12) })]);

  // Business accounts: Anna is personal; the shop waits for approval, then is rejected, then approved.
  await kit.append(`user-${ANNA}`, [register(ANNA, false)]);
  await kit.append(`user-${SHOP}`, [register(SHOP, true)]);
  await kit.append(`user-${SHOP}`, [ev('BusinessAccountRejected', { userId: SHOP, adminId: ADMIN, reason: 'No website', rejectedAt: isoAt(13) })]);
  await kit.append(`user-${ANNA}`, [ev('BusinessAccountApproved', { userId: ANNA, adminId: ADMIN, approvedAt: isoAt(13) })]);
});
afterAll(() => kit?.close());

describe('the moderation projector', () => {
  it('keeps every report with its decision: dismissed with the reason, acted on, or open', async () => {
    const rows = await kit.rows('image_reports');
    expect(rows.map((r) => [r.id, r.image_id, r.user_id, r.sub_reason, r.status, r.admin_id, r.decision_reason])).toEqual([
      [1, 5, ANNA, 'spam', 'dismissed', ADMIN, 'Fine as it is'],
      [2, 5, BEN, 'spam', 'dismissed', ADMIN, 'Fine as it is'],
      [3, 5, ANNA, 'medical', 'open', null, null],
      [4, 6, ANNA, 'graphicViolence', 'actioned', ADMIN, null],
      [5, 6, BEN, 'selfHarm', 'actioned', ADMIN, null],
    ]);
    expect((rows[3].decided_at as Date).toISOString()).toBe(isoAt(7));
  });

  it('keeps notices and claims with what the claimant wrote and the decision; an erased claimant keeps only ids, dates and the flag', async () => {
    const notices = await kit.rows('takedown_notices');
    expect(notices.map((r) => [r.id, r.image_id, r.status, r.reason, r.erased, r.full_name])).toEqual([
      [1, 5, 'accepted', null, false, `Claimant ${ANNA}`],
      [2, 6, 'rejected', 'Not yours', false, `Claimant ${BEN}`],
      [3, 6, 'open', null, true, null],
    ]);
    expect(notices[0]).toMatchObject({ email: `claimant-${ANNA}@example.com`, address: '1 Main St', work_description: 'My photo of my living room', admin_id: ADMIN });
    expect(notices[2]).toMatchObject({ email: null, address: null, signature: null });
    const claims = await kit.rows('credit_claims');
    expect(claims.map((r) => [r.id, r.status, r.reason, r.permission, r.credit_name, r.erased])).toEqual([
      [1, 'approved', null, 'open', `Studio ${ANNA}`, false],
      [2, 'rejected', 'No proof', 'open', `Studio ${BEN}`, false],
      [3, 'open', null, 'open', null, true],
    ]);
  });

  it("records a business account's approval or rejection (a personal account has none to decide)", async () => {
    const users = await kit.rows('users');
    const pick = (id: number) => users.find((u) => u.id === id)!;
    expect(pick(SHOP)).toMatchObject({ business_approval: 'rejected', business_rejection_reason: 'No website' });
    expect((pick(SHOP).business_decided_at as Date).toISOString()).toBe(isoAt(13));
    expect(pick(ANNA)).toMatchObject({ business_approval: null });
    await kit.append(`user-${SHOP}`, [ev('BusinessAccountApproved', { userId: SHOP, adminId: ADMIN, approvedAt: isoAt(14) })]);
    expect((await kit.rows('users')).find((u) => u.id === SHOP)).toMatchObject({ business_approval: 'approved', business_rejection_reason: null });
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    for (const p of [moderationProjector, usersProjector]) {
      const { live, once, twice } = await kit.deliverTwice(p);
      expect(twice, p.name).toEqual(once);
      expect(once, p.name).toEqual(live);
    }
  });

  it('is rebuilt by a replay to the same rows', async () => {
    const tables = ['image_reports', 'takedown_notices', 'credit_claims', 'users'];
    const before = await Promise.all(tables.map((t) => kit.rows(t, '1, 2')));
    await kit.replay(moderationProjector);
    await kit.replay(usersProjector);
    expect(await Promise.all(tables.map((t) => kit.rows(t, '1, 2')))).toEqual(before);
  });
});
