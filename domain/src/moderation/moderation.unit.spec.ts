import { describe, expect, it } from 'vitest';
import { Forbidden } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { NoSuchImage, NoSuchProduct } from '../catalog/catalog.errors';
import { canSeeImage, canSeeProduct } from '../catalog/catalog.policy';
import { decideImage } from '../catalog/inspiration-image.decide';
import { evolveImage, initialImageState, type InspirationImageState } from '../catalog/inspiration-image';
import { decideProduct } from '../catalog/product.decide';
import { evolveProduct, initialProductState, type ProductState } from '../catalog/product';
import { decideLookBoard } from '../lookboards/look-board.decide';
import { canSeeLookBoard, evolveLookBoard, initialLookBoardState, type LookBoardState } from '../lookboards/look-board';
import { NoSuchLookBoard } from '../lookboards/look-board.errors';
import { decideUser } from '../identity/user.decide';
import { evolveUser, initialUserState, type UserState } from '../identity/user';
import { NoSuchUser } from '../identity/errors';
import { decideInquiry, evolveInquiry, initialInquiryState } from '../site/inquiries.decide';
import { contactInput, tradeOpportunityInput, TradeInquiryNeedsAnAddress } from '../site/inquiries';
import { hasOpenReportBy, type ImageReportsEvent, type ImageReportsState } from './image-reports';
import { imageReportsDecider, type ImageReportsCommand } from './image-reports.decide';
import { creditClaimDecider, takedownNoticeDecider, type CreditClaimCommand, type TakedownNoticeCommand } from './claims.decide';
import type { CreditClaimEvent, CreditClaimState, TakedownNoticeEvent, TakedownNoticeState } from './claims';
import { AlreadyDecided, AlreadyReported, AlreadyTakenDown, NoSuchCreditClaim, NoSuchTakedownNotice, NothingToDismiss, NotTakenDown } from './moderation.errors';
import { creditClaimInput, reportInput, takedownNoticeInput } from './moderation.rules';
import { canReportImage, imageReportableBy } from './moderation.policy';

const now = '2026-11-23T05:00:00.000Z';
const IMAGE = 5;
const ADMIN = 1;
const BEN = 8;
const CLEO = 9;

const reports = specFor<ImageReportsState, ImageReportsCommand, ImageReportsEvent>(imageReportsDecider);
const report = (userId: number, reportId: number, over: Partial<Extract<ImageReportsCommand, { type: 'ReportImage' }>> = {}): ImageReportsCommand => ({
  type: 'ReportImage',
  reportId,
  imageId: IMAGE,
  userId,
  input: reportInput.parse({ reportReason: 'inappropriate', reportSubReason: 'spam' }),
  imageVisible: true,
  now,
  ...over,
});
const bensReport = reports([]).when(report(BEN, 1)).events();

describe('reports of an image', () => {
  it('records a report with its reason and sub-reason', () => {
    expect(bensReport).toEqual([{ type: 'ImageReported', data: { reportId: 1, imageId: IMAGE, userId: BEN, reason: 'inappropriate', subReason: 'spam', reportedAt: now } }]);
  });

  it('takes one open report per member: a second is refused, another member may report', () => {
    expect(reports(bensReport).when(report(BEN, 2)).error()).toBeInstanceOf(AlreadyReported);
    expect(reports(bensReport).when(report(CLEO, 2)).events()).toHaveLength(1);
  });

  it('refuses a report of an image the member cannot see', () => {
    expect(reports([]).when(report(BEN, 1, { imageVisible: false })).error()).toBeInstanceOf(NoSuchImage);
  });

  it('a sub-reason must belong to its reason', () => {
    expect(reportInput.safeParse({ reportReason: 'own', reportSubReason: 'spam' }).success).toBe(false);
    expect(reportInput.safeParse({ reportReason: 'own', reportSubReason: 'takeDown' }).success).toBe(true);
  });

  it('dismissing closes every open report (admins only, and only when some are open); the member may report again', () => {
    const cleos = reports(bensReport).when(report(CLEO, 2)).events();
    const given = [...bensReport, ...cleos];
    const dismiss: ImageReportsCommand = { type: 'DismissImageReports', imageId: IMAGE, adminId: ADMIN, isAdmin: true, reason: 'Not spam', now };
    const dismissed = reports(given).when(dismiss).events();
    expect(dismissed).toEqual([{ type: 'ImageReportsDismissed', data: { imageId: IMAGE, reportIds: [1, 2], adminId: ADMIN, reason: 'Not spam', dismissedAt: now } }]);
    expect(reports(given).when({ ...dismiss, isAdmin: false }).error()).toBeInstanceOf(Forbidden);
    expect(reports([...given, ...dismissed]).when(dismiss).error()).toBeInstanceOf(NothingToDismiss);
    expect(reports([...given, ...dismissed]).when(report(BEN, 3)).events()).toHaveLength(1);
  });

  it('a take-down closes the open reports as acted on, and writes nothing when none are open', () => {
    const action: ImageReportsCommand = { type: 'ActionImageReports', imageId: IMAGE, adminId: ADMIN, now };
    const actioned = reports(bensReport).when(action).events();
    expect(actioned).toEqual([{ type: 'ImageReportsActioned', data: { imageId: IMAGE, reportIds: [1], adminId: ADMIN, actionedAt: now } }]);
    expect(reports([...bensReport, ...actioned]).when(action).events()).toEqual([]);
    const state = [...bensReport, ...actioned].reduce(imageReportsDecider.evolve, imageReportsDecider.initialState());
    expect(hasOpenReportBy(state, BEN)).toBe(false);
  });
});

const notices = specFor<TakedownNoticeState, TakedownNoticeCommand, TakedownNoticeEvent>(takedownNoticeDecider);
const claims = specFor<CreditClaimState, CreditClaimCommand, CreditClaimEvent>(creditClaimDecider);
const noticeInput = takedownNoticeInput.parse({
  fullName: 'Ben Owner',
  email: 'Ben@Example.com',
  address: '1 Main Street',
  workDescription: 'My photograph',
  goodFaith: true,
  accurate: true,
  signature: 'Ben Owner',
});
const claimInput = creditClaimInput.parse({ fullName: 'Cleo Maker', email: 'cleo@example.com', creditName: 'Cleo Interiors', permission: 'exclusive', accurate: true, signature: 'Cleo Maker' });
const filedNotice = notices([]).when({ type: 'FileTakedownNotice', noticeId: 3, imageId: IMAGE, userId: BEN, input: noticeInput, imageVisible: true, now }).events();
const filedClaim = claims([]).when({ type: 'FileCreditClaim', claimId: 4, imageId: IMAGE, userId: CLEO, input: claimInput, imageVisible: true, now }).events();

describe('takedown notices and credit claims', () => {
  it('files a notice with the statements the law asks for, the address normalised', () => {
    expect(filedNotice).toHaveLength(1);
    expect(filedNotice[0]).toMatchObject({ type: 'TakedownNoticeFiled', data: { noticeId: 3, imageId: IMAGE, userId: BEN, email: 'ben@example.com', goodFaith: true, accurate: true, phone: '', originalUrl: '' } });
    expect(takedownNoticeInput.safeParse({ ...noticeInput, goodFaith: false }).success).toBe(false);
    expect(notices([]).when({ type: 'FileTakedownNotice', noticeId: 3, imageId: IMAGE, userId: BEN, input: noticeInput, imageVisible: false, now }).error()).toBeInstanceOf(NoSuchImage);
  });

  it('files a claim with its permission', () => {
    expect(filedClaim[0]).toMatchObject({ type: 'CreditClaimFiled', data: { claimId: 4, userId: CLEO, creditName: 'Cleo Interiors', permission: 'exclusive', message: '' } });
    expect(creditClaimInput.safeParse({ ...claimInput, permission: 'forever' }).success).toBe(false);
  });

  it('an admin accepts or rejects a notice once; members may not; an unknown notice is not found', () => {
    const accept: TakedownNoticeCommand = { type: 'AcceptTakedownNotice', adminId: ADMIN, isAdmin: true, now };
    const accepted = notices(filedNotice).when(accept).events();
    expect(accepted).toEqual([{ type: 'TakedownNoticeAccepted', data: { noticeId: 3, imageId: IMAGE, userId: BEN, adminId: ADMIN, acceptedAt: now } }]);
    expect(notices(filedNotice).when({ ...accept, isAdmin: false }).error()).toBeInstanceOf(Forbidden);
    expect(notices([]).when(accept).error()).toBeInstanceOf(NoSuchTakedownNotice);
    expect(notices([...filedNotice, ...accepted]).when({ type: 'RejectTakedownNotice', adminId: ADMIN, isAdmin: true, reason: 'x', now }).error()).toBeInstanceOf(AlreadyDecided);
    expect(notices(filedNotice).when({ type: 'RejectTakedownNotice', adminId: ADMIN, isAdmin: true, reason: 'Licensed', now }).events()[0]).toMatchObject({ data: { reason: 'Licensed' } });
  });

  it('an admin approves a claim with the permission claimed, or rejects it, once', () => {
    const approve: CreditClaimCommand = { type: 'ApproveCreditClaim', adminId: ADMIN, isAdmin: true, now };
    const approved = claims(filedClaim).when(approve).events();
    expect(approved).toEqual([{ type: 'CreditClaimApproved', data: { claimId: 4, imageId: IMAGE, userId: CLEO, adminId: ADMIN, permission: 'exclusive', approvedAt: now } }]);
    expect(claims([...filedClaim, ...approved]).when(approve).error()).toBeInstanceOf(AlreadyDecided);
    expect(claims([]).when(approve).error()).toBeInstanceOf(NoSuchCreditClaim);
    expect(claims(filedClaim).when({ ...approve, isAdmin: false }).error()).toBeInstanceOf(Forbidden);
  });
});

const image = (over: Partial<InspirationImageState> = {}): InspirationImageState => ({ ...initialImageState(), exists: true, imageId: IMAGE, ownerId: 7, status: 'approved', ...over });

describe('who may report or claim an image (moderation.policy.ts)', () => {
  it('a member who can see it: approved, or their own before review; never one taken down, removed or missing', () => {
    expect(canReportImage(image(), BEN)).toBe(true);
    expect(canReportImage(image({ status: 'pending' }), 7)).toBe(true);
    expect(() => imageReportableBy(image(), BEN)).not.toThrow();
    for (const hidden of [image({ status: 'pending' }), image({ takenDown: true }), image({ removed: true }), initialImageState()]) {
      expect(canReportImage(hidden, BEN)).toBe(false);
      expect(() => imageReportableBy(hidden, BEN)).toThrow(NoSuchImage);
    }
    // Not even its owner reports an image once it is taken down.
    expect(() => imageReportableBy(image({ takenDown: true }), 7)).toThrow(NoSuchImage);
  });
});

describe('taking content down and restoring it', () => {
  it('an image: admins only, with the reason; hidden from everyone but admins until restored', () => {
    const [down] = decideImage({ type: 'TakeDownImage', adminId: ADMIN, isAdmin: true, reason: 'Hate symbols', now }, image());
    expect(down).toEqual({ type: 'InspirationImageTakenDown', data: { imageId: IMAGE, ownerId: 7, adminId: ADMIN, reason: 'Hate symbols', takenDownAt: now } });
    const takenDown = evolveImage(image(), down);
    expect([canSeeImage(takenDown, BEN), canSeeImage(takenDown, 7), canSeeImage(takenDown, ADMIN, true)]).toEqual([false, false, true]);
    expect(() => decideImage({ type: 'TakeDownImage', adminId: ADMIN, isAdmin: true, reason: 'Again', now }, takenDown)).toThrow(AlreadyTakenDown);
    expect(() => decideImage({ type: 'TakeDownImage', adminId: BEN, isAdmin: false, reason: 'x', now }, image())).toThrow(Forbidden);
    expect(() => decideImage({ type: 'TakeDownImage', adminId: ADMIN, isAdmin: true, reason: 'x', now }, initialImageState())).toThrow(NoSuchImage);
    const [restored] = decideImage({ type: 'RestoreImage', adminId: ADMIN, isAdmin: true, now }, takenDown);
    const back = evolveImage(takenDown, restored);
    // Restored as it was: its approval kept.
    expect([back.takenDown, back.status, canSeeImage(back, BEN)]).toEqual([false, 'approved', true]);
    expect(() => decideImage({ type: 'RestoreImage', adminId: ADMIN, isAdmin: true, now }, back)).toThrow(NotTakenDown);
  });

  it('an image credited to the claimant of an approved claim', () => {
    const [credited] = decideImage({ type: 'CreditImage', adminId: ADMIN, userId: CLEO, permission: 'open', claimId: 4, now }, image());
    expect(evolveImage(image(), credited).credit).toEqual({ userId: CLEO, permission: 'open', claimId: 4 });
  });

  it('a product', () => {
    const product: ProductState = { ...initialProductState(), exists: true, productId: 2, ownerId: 7, status: 'approved' };
    const [down] = decideProduct({ type: 'TakeDownProduct', adminId: ADMIN, isAdmin: true, reason: 'Counterfeit', now }, product);
    const takenDown = evolveProduct(product, down);
    expect([canSeeProduct(takenDown, BEN), canSeeProduct(takenDown, ADMIN, true)]).toEqual([false, true]);
    expect(() => decideProduct({ type: 'TakeDownProduct', adminId: ADMIN, isAdmin: true, reason: 'x', now }, takenDown)).toThrow(AlreadyTakenDown);
    expect(() => decideProduct({ type: 'RestoreProduct', adminId: ADMIN, isAdmin: true, now }, product)).toThrow(NotTakenDown);
    expect(() => decideProduct({ type: 'RestoreProduct', adminId: BEN, isAdmin: false, now }, takenDown)).toThrow(Forbidden);
    expect(() => decideProduct({ type: 'TakeDownProduct', adminId: ADMIN, isAdmin: true, reason: 'x', now }, initialProductState())).toThrow(NoSuchProduct);
    expect(evolveProduct(takenDown, decideProduct({ type: 'RestoreProduct', adminId: ADMIN, isAdmin: true, now }, takenDown)[0]).takenDown).toBe(false);
  });

  it('a look board, hidden from its owner too', () => {
    const board: LookBoardState = {
      ...initialLookBoardState(),
      exists: true,
      lookBoardId: 3,
      ownerId: 7,
      status: 'approved',
      details: { title: 't', description: '', message: '', type: 'room', roomTypeId: 1, itemClassId: null, styleId: 2, color: '#ffffff', columns: 2, products: [1], inspirationImageId: null, requestId: null, public: true },
    };
    const [down] = decideLookBoard({ type: 'TakeDownLookBoard', adminId: ADMIN, isAdmin: true, reason: 'Spam', now }, board);
    expect(down).toMatchObject({ type: 'LookBoardTakenDown', data: { lookBoardId: 3, ownerId: 7, adminId: ADMIN, reason: 'Spam' } });
    const takenDown = evolveLookBoard(board, down);
    expect([canSeeLookBoard(takenDown, BEN), canSeeLookBoard(takenDown, 7), canSeeLookBoard(takenDown, ADMIN, true)]).toEqual([false, false, true]);
    expect(() => decideLookBoard({ type: 'TakeDownLookBoard', adminId: ADMIN, isAdmin: true, reason: 'x', now }, initialLookBoardState())).toThrow(NoSuchLookBoard);
    expect(() => decideLookBoard({ type: 'RestoreLookBoard', adminId: ADMIN, isAdmin: false, now }, takenDown)).toThrow(Forbidden);
    expect(evolveLookBoard(takenDown, decideLookBoard({ type: 'RestoreLookBoard', adminId: ADMIN, isAdmin: true, now }, takenDown)[0]).takenDown).toBe(false);
  });
});

describe('business accounts', () => {
  const business = (approval: string): UserState => {
    const s = initialUserState();
    return { ...s, exists: true, userId: 12, type: 'business', profile: { ...s.profile, business: { name: 'Dana Home', url: null, type: null, approval } } };
  };

  it('an admin approves or rejects a pending business account, once', () => {
    const [approved] = decideUser({ type: 'ApproveBusinessAccount', adminId: ADMIN, isAdmin: true, now }, business('pending'));
    expect(approved).toEqual({ type: 'BusinessAccountApproved', data: { userId: 12, adminId: ADMIN, approvedAt: now } });
    expect(evolveUser(business('pending'), approved).profile.business?.approval).toBe('approved');
    const [rejected] = decideUser({ type: 'RejectBusinessAccount', adminId: ADMIN, isAdmin: true, reason: 'No address', now }, business('pending'));
    expect(evolveUser(business('pending'), rejected).profile.business?.approval).toBe('rejected');
    expect(() => decideUser({ type: 'ApproveBusinessAccount', adminId: ADMIN, isAdmin: true, now }, business('approved'))).toThrow(AlreadyDecided);
    expect(() => decideUser({ type: 'ApproveBusinessAccount', adminId: BEN, isAdmin: false, now }, business('pending'))).toThrow(Forbidden);
    expect(() => decideUser({ type: 'ApproveBusinessAccount', adminId: ADMIN, isAdmin: true, now }, { ...initialUserState(), exists: true, userId: 13 })).toThrow(NoSuchUser);
  });
});

describe('messages to the team', () => {
  it('each is one event, sent once, from a visitor or a member', () => {
    const input = tradeOpportunityInput.parse({ firstName: 'Fay', lastName: 'Trader', email: 'fay@example.com', businessName: 'Fay Furnishings', businessUrl: 'fay.example.com', subject: 'Trade', message: 'More please' });
    const events = decideInquiry({ type: 'SendTradeOpportunityInquiry', inquiryId: 1, userId: null, input, now }, initialInquiryState());
    expect(events).toEqual([{ type: 'TradeOpportunityInquirySent', data: { inquiryId: 1, userId: null, ...input, sentAt: now } }]);
    expect(decideInquiry({ type: 'SendTradeOpportunityInquiry', inquiryId: 1, userId: null, input, now }, evolveInquiry(initialInquiryState(), events[0]))).toEqual([]);
    const contact = contactInput.parse({ email: 'gus@example.com', message: 'Hello' });
    expect(decideInquiry({ type: 'SendContactMessage', inquiryId: 2, userId: BEN, input: contact, now }, initialInquiryState())[0]).toMatchObject({ type: 'ContactMessageSent', data: { type: 'contact', userId: BEN, email: 'gus@example.com' } });
  });

  it('every trade field is required with the shared message', () => {
    const r = tradeOpportunityInput.safeParse({});
    expect(r.success).toBe(false);
    expect(new Set(r.error?.issues.map((i) => i.message))).toEqual(new Set(['This field is required']));
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['businessName', 'businessUrl', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('a visitor gives an address to be answered at; a member is answered at their account', () => {
    const fields = { firstName: 'Fay', lastName: 'Trader', businessName: 'Fay Furnishings', businessUrl: 'fay.example.com', subject: 'Trade', message: 'More please' };
    const input = tradeOpportunityInput.parse({ ...fields, email: '' });
    expect(input.email).toBeUndefined();
    expect(() => decideInquiry({ type: 'SendTradeOpportunityInquiry', inquiryId: 3, userId: null, input, now }, initialInquiryState())).toThrow(TradeInquiryNeedsAnAddress);
    expect(decideInquiry({ type: 'SendTradeOpportunityInquiry', inquiryId: 3, userId: BEN, input, now }, initialInquiryState())).toHaveLength(1);
    expect(tradeOpportunityInput.safeParse({ ...fields, email: 'not an address' }).error?.issues.map((i) => [i.path[0], i.message])).toEqual([['email', 'Email must be a valid email address']]);
  });
});
