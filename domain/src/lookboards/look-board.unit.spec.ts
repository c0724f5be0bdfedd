import { describe, expect, it } from 'vitest';
import { Forbidden, type ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { NotInList } from '../catalog/catalog.errors';
import { canSeeLookBoard, evolveLookBoard, initialLookBoardState, lookBoardRatingOf, type LookBoardEvent, type LookBoardState, type ProductGoneReason } from './look-board';
import { lookBoardDecider, type BoardMaterials, type LookBoardCommand, type ProductForBoard, type SubstituteForBoard } from './look-board.decide';
import {
  ImageNotUsable,
  LookBoardNotSubmitted,
  NoSuchLookBoard,
  NoSuchMixMatch,
  NoSuchSubstitute,
  NotLookBoardOwner,
  OwnLookBoard,
  ProductNotOnRoomBoards,
  ProductNotPlaceable,
  SubstituteNotAvailable,
  SubstituteNotLikeForLike,
  TooFewProducts,
} from './look-board.errors';
import { lookBoardInput, mixMatchInput, slotCountFor, stagesOf, templateRange, voteInput } from './look-board.rules';
import { decideMixMatch } from './mix-match.decide';
import { NotMatchedToRequest, RequestClosedAlready } from '../requests/request.errors';
import type { RequestForBoard } from './look-board.decide';
import { evolveMixMatch, initialMixMatchState } from './mix-match';

const now = '2026-11-22T10:00:00.000Z';
const OWNER = 7;
const OTHER = 8;
const range = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
const approvedProduct = (ownerId = 99): ProductForBoard => ({ exists: true, removed: false, ownerId, status: 'approved' });
const materials = (over: Partial<BoardMaterials> = {}): BoardMaterials => ({
  imageUsable: true,
  products: new Map([1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => [id, approvedProduct()])),
  known: { styles: range(16), roomTypes: range(10), itemClasses: range(30) },
  ...over,
});
const details = (over: Record<string, unknown> = {}) =>
  lookBoardInput.parse({
    title: 'Warm Scandinavian living room',
    description: 'Oak, linen and soft light',
    message: 'Start with the sofa',
    type: 'room',
    roomTypeId: 1,
    styleId: 2,
    columns: 2,
    products: [1, 2, 3],
    inspirationImageId: 5,
    ...over,
  });

const board = specFor<LookBoardState, LookBoardCommand, LookBoardEvent>(lookBoardDecider);
const REQUESTER = 9;
const openRequest: RequestForBoard = { exists: true, requestId: 12, status: 'open', matches: [{ userId: OWNER, score: 104 }] };
const create: LookBoardCommand = { type: 'CreateLookBoard', lookBoardId: 40, userId: OWNER, input: details(), materials: materials(), now };
const created = board([]).when(create).events();
const submitted = [...created, ...board(created).when({ type: 'SubmitLookBoard', userId: OWNER, now }).events()];
const approved = [...submitted, ...board(submitted).when({ type: 'ApproveLookBoard', adminId: 1, isAdmin: true, now }).events()];
const stateOf = (events: LookBoardEvent[]) => events.reduce(evolveLookBoard, initialLookBoardState());
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;

describe('look board rules', () => {
  it('templates hold 1-4, 2-8 and 3-12 products; the canvas starts with twice the columns, 4 with no template', () => {
    expect([1, 2, 3].map(templateRange)).toEqual([
      { min: 1, max: 4 },
      { min: 2, max: 8 },
      { min: 3, max: 12 },
    ]);
    expect([slotCountFor(1), slotCountFor(2), slotCountFor(3), slotCountFor(null)]).toEqual([2, 4, 6, 4]);
  });

  it('requires every text the spec names, the room type of a room board and the item class of a single-item board', () => {
    const r = lookBoardInput.safeParse({ type: 'room', columns: 2, inspirationImageId: 5 });
    expect(r.success).toBe(false);
    const errors = r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    for (const f of ['title', 'description', 'message', 'styleId']) expect(errors).toContain(`${f}: This field is required`);
    const single = lookBoardInput.safeParse({ ...details(), type: 'single', roomTypeId: undefined });
    expect(single.error?.issues.map((i) => i.path.join('.'))).toEqual(['itemClassId']);
  });

  it('keeps titles to 60 characters and a template to its products', () => {
    expect(lookBoardInput.safeParse({ ...details(), title: 'x'.repeat(61) }).success).toBe(false);
    expect(lookBoardInput.safeParse({ ...details(), title: 'x'.repeat(60) }).success).toBe(true);
    const tooMany = lookBoardInput.safeParse({ ...details(), columns: 1, products: [1, 2, 3, 4, 5] });
    expect(tooMany.error?.issues[0].message).toBe('This template holds at most 4 products');
    expect(lookBoardInput.safeParse({ ...details(), products: [1, 1] }).error?.issues[0].message).toBe('Each product may be on the board once');
  });

  it('takes public as 0 or 1 and defaults the colour and template', () => {
    expect(details({ public: 0 }).public).toBe(false);
    expect(details({ public: 1 }).public).toBe(true);
    const d = lookBoardInput.parse({ ...details(), color: '', columns: undefined });
    expect(d.color).toBe('#f4efe6');
    expect(d.columns).toBe(2);
  });

  it('shows the submission stages in order', () => {
    expect(stagesOf({ status: 'draft', public: true, requestId: null }).filter((s) => s.done).map((s) => s.name)).toEqual(['Saved to File']);
    // Submitted, it is with the editors: not reviewed yet.
    expect(stagesOf({ status: 'submitted', public: true, requestId: null }).filter((s) => s.done).map((s) => s.name)).toEqual(['Saved to File']);
    expect(stagesOf({ status: 'rejected', public: true, requestId: null }).filter((s) => s.done).map((s) => s.name)).toEqual(['Saved to File', 'Reviewed']);
    expect(stagesOf({ status: 'approved', public: true, requestId: 3 }).every((s) => s.done)).toBe(true);
    expect(stagesOf({ status: 'approved', public: false, requestId: null }).filter((s) => !s.done).map((s) => s.name)).toEqual(['Sent', 'Published']);
  });
});

describe('look board decider: lifecycle', () => {
  it('creates a draft with its details; a room board drops an item class it was sent', () => {
    const [e] = board([]).when({ ...create, input: details({ itemClassId: 4 }) }).events();
    expect(e.type).toBe('LookBoardCreated');
    expect(e.data).toMatchObject({ lookBoardId: 40, ownerId: OWNER, roomTypeId: 1, itemClassId: null, products: [1, 2, 3], public: true, color: '#f4efe6' });
    expect(stateOf(created).status).toBe('draft');
  });

  it('refuses picks outside the lists, an image the curator cannot see and products that are not available', () => {
    expect(board([]).when({ ...create, input: details({ styleId: 99 }) }).error()).toBeInstanceOf(NotInList);
    expect(board([]).when({ ...create, materials: materials({ imageUsable: false }) }).error()).toBeInstanceOf(ImageNotUsable);
    const products = new Map<number, ProductForBoard>([
      [1, approvedProduct()],
      [2, { ...approvedProduct(), status: 'pending' }],
      [3, approvedProduct()],
    ]);
    expect(board([]).when({ ...create, materials: materials({ products }) }).error()).toBeInstanceOf(ProductNotPlaceable);
    // the curator's own pending product is theirs to place
    products.set(2, { ...approvedProduct(OWNER), status: 'pending' });
    expect(board([]).when({ ...create, materials: materials({ products }) }).events()).toHaveLength(1);
    products.set(2, { ...approvedProduct(), removed: true });
    expect(board([]).when({ ...create, materials: materials({ products }) }).error()).toBeInstanceOf(ProductNotPlaceable);
  });

  it('updates a draft in place, and an unchanged update records nothing', () => {
    const edit: LookBoardCommand = { type: 'EditLookBoard', userId: OWNER, input: details({ title: 'Cosy corner', products: [3, 1] }), materials: materials(), now };
    const [e] = board(created).when(edit).events();
    expect(e).toMatchObject({ type: 'LookBoardEdited', data: { title: 'Cosy corner', products: [3, 1], resubmitted: false } });
    expect(stateOf([...created, e]).status).toBe('draft');
    expect(board(created).when({ ...edit, input: details() }).events()).toEqual([]);
  });

  it('submits only with what the template needs, and answers a second submit with nothing', () => {
    const few = board([]).when({ ...create, input: details({ columns: 3, products: [1, 2] }) }).events();
    const err = board(few).when({ type: 'SubmitLookBoard', userId: OWNER, now }).error();
    expect(err).toBeInstanceOf(TooFewProducts);
    expect(fieldErrors(err).products).toEqual(['Please add at least 3 products to this template']);
    expect(submitted.at(-1)?.type).toBe('LookBoardSubmitted');
    expect(stateOf(submitted).status).toBe('submitted');
    expect(board(submitted).when({ type: 'SubmitLookBoard', userId: OWNER, now }).events()).toEqual([]);
  });

  it('edits a submitted board through either call, sending it back for review, but a draft only through the plain edit', () => {
    const input = details({ title: 'Brighter' });
    for (const type of ['EditLookBoard', 'EditSubmittedLookBoard'] as const) {
      const edited = board(submitted).when({ type, userId: OWNER, input, materials: materials(), now }).events();
      expect(edited).toMatchObject([{ type: 'LookBoardEdited', data: { title: 'Brighter', resubmitted: true } }]);
    }
    expect(board(created).when({ type: 'EditLookBoard', userId: OWNER, input, materials: materials(), now }).events()).toMatchObject([{ type: 'LookBoardEdited', data: { resubmitted: false } }]);
    expect(board(created).when({ type: 'EditSubmittedLookBoard', userId: OWNER, input, materials: materials(), now }).error()).toBeInstanceOf(LookBoardNotSubmitted);
  });

  it('sends an edited approved board back for review, but a colour-only change keeps it published', () => {
    const edited = board(approved).when({ type: 'EditSubmittedLookBoard', userId: OWNER, input: details({ title: 'Brighter' }), materials: materials(), now }).events();
    expect(edited[0].data).toMatchObject({ resubmitted: true });
    expect(stateOf([...approved, ...edited]).status).toBe('submitted');
    const coloured = board(approved).when({ type: 'ChangeBannerColor', userId: OWNER, color: '#0f766e', now }).events();
    expect(coloured).toEqual([{ type: 'LookBoardBannerColorChanged', data: { lookBoardId: 40, color: '#0f766e', changedAt: now } }]);
    const s = stateOf([...approved, ...coloured]);
    expect(s.status).toBe('approved');
    expect(s.details?.color).toBe('#0f766e');
  });

  it('keeps a product rejected after it was placed (flagged), but refuses adding one', () => {
    const products = materials().products as Map<number, ProductForBoard>;
    const withRejected = new Map(products).set(2, { ...approvedProduct(), status: 'rejected' });
    const keep = board(created).when({ type: 'EditLookBoard', userId: OWNER, input: details({ title: 'Kept', products: [1, 2, 3] }), materials: materials({ products: withRejected }), now });
    expect(keep.events()).toHaveLength(1);
    const withNewRejected = new Map(products).set(4, { ...approvedProduct(), status: 'rejected' });
    const add = board(created).when({ type: 'EditLookBoard', userId: OWNER, input: details({ products: [1, 2, 3, 4] }), materials: materials({ products: withNewRejected }), now });
    expect(add.error()).toBeInstanceOf(ProductNotPlaceable);
  });

  it('links and unlinks the request a board answers', () => {
    const linked = board(created).when({ type: 'LinkRequest', userId: OWNER, requestId: 12, request: openRequest, now }).events();
    expect(stateOf([...created, ...linked]).details?.requestId).toBe(12);
    expect(board([...created, ...linked]).when({ type: 'LinkRequest', userId: OWNER, requestId: 12, request: openRequest, now }).events()).toEqual([]);
    const unlinked = board([...created, ...linked]).when({ type: 'LinkRequest', userId: OWNER, requestId: null, request: null, now }).events();
    expect(stateOf([...created, ...linked, ...unlinked]).details?.requestId).toBeNull();
  });

  it('links a board only to an open request matched to its owner', () => {
    const link = (request: RequestForBoard | null) => board(created).when({ type: 'LinkRequest', userId: OWNER, requestId: 12, request, now }).error();
    expect(link({ ...openRequest, matches: [{ userId: OTHER, score: 100 }] })).toBeInstanceOf(NotMatchedToRequest);
    expect(link({ ...openRequest, matches: null })).toBeInstanceOf(NotMatchedToRequest);
    expect(link({ ...openRequest, exists: false })).toBeInstanceOf(NotMatchedToRequest);
    expect(link(null)).toBeInstanceOf(NotMatchedToRequest);
    expect(link({ ...openRequest, requestId: 13 })).toBeInstanceOf(NotMatchedToRequest);
    expect(link({ ...openRequest, status: 'closed' })).toBeInstanceOf(RequestClosedAlready);
  });

  it('checks the request a new board or an edit names, but not one the board already answers', () => {
    const withRequest = { ...create, input: details({ requestId: 12 }) };
    expect(board([]).when({ ...withRequest, materials: materials({ request: { ...openRequest, matches: [] } }) }).error()).toBeInstanceOf(NotMatchedToRequest);
    expect(board([]).when({ ...withRequest, materials: materials() }).error()).toBeInstanceOf(NotMatchedToRequest);
    const linked = board([]).when({ ...withRequest, materials: materials({ request: openRequest }) }).events();
    expect(linked[0].data).toMatchObject({ requestId: 12 });
    const closed = { ...openRequest, status: 'closed' as const };
    const edit: LookBoardCommand = { type: 'EditLookBoard', userId: OWNER, input: details({ requestId: 12, title: 'Calmer' }), materials: materials({ request: closed }), now };
    expect(board(linked).when(edit).events()).toHaveLength(1);
    expect(board(created).when(edit).error()).toBeInstanceOf(RequestClosedAlready);
  });

  it('lets only the owner change or delete a board: others get 403, and 404 on a private or taken-down board', () => {
    const commands: LookBoardCommand[] = [
      { type: 'EditSubmittedLookBoard', userId: OTHER, input: details(), materials: materials(), now },
      { type: 'ChangeBannerColor', userId: OTHER, color: '#000000', now },
      { type: 'DeleteLookBoard', userId: OTHER, now },
    ];
    for (const c of commands) expect(board(approved).when(c).error()).toBeInstanceOf(NotLookBoardOwner);
    // A public board not yet published: still not theirs (403), at every step of its review.
    for (const c of [...commands, { type: 'EditLookBoard', userId: OTHER, input: details(), materials: materials(), now } as LookBoardCommand, { type: 'SubmitLookBoard', userId: OTHER, now } as LookBoardCommand]) {
      expect(board(created).when(c).error()).toBeInstanceOf(NotLookBoardOwner);
    }
    expect(board(submitted).when({ type: 'DeleteLookBoard', userId: OTHER, now }).error()).toBeInstanceOf(NotLookBoardOwner);
    // A private board, published or not, is not there for anyone else.
    const priv = board([]).when({ ...create, input: details({ public: 0 }) }).events();
    const privApproved = [...priv, ...board(priv).when({ type: 'SubmitLookBoard', userId: OWNER, now }).events()];
    privApproved.push(...board(privApproved).when({ type: 'ApproveLookBoard', adminId: 1, isAdmin: true, now }).events());
    for (const events of [priv, privApproved]) {
      for (const c of commands) expect(board(events).when(c).error()).toBeInstanceOf(NoSuchLookBoard);
    }
    // Nor is a board an admin took down.
    const down = [...approved, ...board(approved).when({ type: 'TakeDownLookBoard', adminId: 1, isAdmin: true, reason: 'Spam', now }).events()];
    expect(board(down).when({ type: 'DeleteLookBoard', userId: OTHER, now }).error()).toBeInstanceOf(NoSuchLookBoard);
    const deleted = [...created, ...board(created).when({ type: 'DeleteLookBoard', userId: OWNER, now }).events()];
    expect(board(deleted).when({ type: 'SubmitLookBoard', userId: OWNER, now }).error()).toBeInstanceOf(NoSuchLookBoard);
  });

  it('admins approve and reject what was submitted; approving twice records nothing; others are refused', () => {
    expect(approved.at(-1)).toMatchObject({ type: 'LookBoardApproved', data: { ownerId: OWNER, adminId: 1, inspirationImageId: 5, requestId: null } });
    expect(board(approved).when({ type: 'ApproveLookBoard', adminId: 1, isAdmin: true, now }).events()).toEqual([]);
    expect(board(submitted).when({ type: 'ApproveLookBoard', adminId: OTHER, isAdmin: false, now }).error()).toBeInstanceOf(Forbidden);
    expect(board(created).when({ type: 'ApproveLookBoard', adminId: 1, isAdmin: true, now }).error()).toBeInstanceOf(NoSuchLookBoard);
    const rejected = board(submitted).when({ type: 'RejectLookBoard', adminId: 1, isAdmin: true, reason: 'Blurry products', now }).events();
    const s = stateOf([...submitted, ...rejected]);
    expect([s.status, s.rejectionReason]).toEqual(['rejected', 'Blurry products']);
  });

  it('shows a board to everyone only once approved and public', () => {
    expect(canSeeLookBoard(stateOf(submitted), OTHER)).toBe(false);
    expect(canSeeLookBoard(stateOf(submitted), OWNER)).toBe(true);
    expect(canSeeLookBoard(stateOf(submitted), OTHER, true)).toBe(true);
    expect(canSeeLookBoard(stateOf(approved), OTHER)).toBe(true);
    expect(canSeeLookBoard(stateOf(approved), null)).toBe(true);
    const priv = board([]).when({ ...create, input: details({ public: 0 }) }).events();
    const privApproved = [...priv, ...board(priv).when({ type: 'SubmitLookBoard', userId: OWNER, now }).events()];
    privApproved.push(...board(privApproved).when({ type: 'ApproveLookBoard', adminId: 1, isAdmin: true, now }).events());
    expect(canSeeLookBoard(stateOf(privApproved), OTHER)).toBe(false);
  });

  it('shows a board answering a request to its requester once submitted, approved or not, public or not', () => {
    const answer = board([]).when({ ...create, input: details({ requestId: 12, public: 0 }), materials: materials({ request: openRequest }) }).events();
    const sent = [...answer, ...board(answer).when({ type: 'SubmitLookBoard', userId: OWNER, now }).events()];
    expect(canSeeLookBoard(stateOf(answer), REQUESTER, false, REQUESTER)).toBe(false);
    expect(canSeeLookBoard(stateOf(sent), REQUESTER, false, REQUESTER)).toBe(true);
    expect(canSeeLookBoard(stateOf(sent), OTHER, false, REQUESTER)).toBe(false);
    expect(canSeeLookBoard(stateOf(sent), null, false, REQUESTER)).toBe(false);
    // a board answering no request is not shown to someone named as a requester
    expect(canSeeLookBoard(stateOf(submitted), REQUESTER, false, REQUESTER)).toBe(false);
  });
});

describe('look board decider: likes, votes and ratings', () => {
  it('toggles a like, and isLiked sets it', () => {
    const liked = board(approved).when({ type: 'LikeLookBoard', userId: OTHER, now }).events();
    expect(liked[0].type).toBe('LookBoardLiked');
    expect(board([...approved, ...liked]).when({ type: 'LikeLookBoard', userId: OTHER, like: true, now }).events()).toEqual([]);
    expect(board([...approved, ...liked]).when({ type: 'LikeLookBoard', userId: OTHER, now }).events()[0].type).toBe('LookBoardUnliked');
  });

  it('counts one vote per person, never withdrawn', () => {
    const voted = board(approved).when({ type: 'VoteLookBoard', userId: OTHER, vote: true, now }).events();
    expect(voted).toEqual([{ type: 'LookBoardVoted', data: { lookBoardId: 40, userId: OTHER, votedAt: now } }]);
    expect(board([...approved, ...voted]).when({ type: 'VoteLookBoard', userId: OTHER, vote: true, now }).events()).toEqual([]);
    expect(board([...approved, ...voted]).when({ type: 'VoteLookBoard', userId: OTHER, vote: false, now }).events()).toEqual([]);
    expect(stateOf([...approved, ...voted]).votedBy.size).toBe(1);
    expect(voteInput.parse({ vote: 1 }).vote).toBe(true);
  });

  it('keeps one changeable rating per person and an exact average', () => {
    const a = board(approved).when({ type: 'RateLookBoard', userId: OTHER, rate: 4, now }).events();
    const b = board([...approved, ...a]).when({ type: 'RateLookBoard', userId: 9, rate: 5, now }).events();
    const c = board([...approved, ...a, ...b]).when({ type: 'RateLookBoard', userId: OTHER, rate: 2, now }).events();
    expect(c[0].data).toMatchObject({ rate: 2, previous: 4 });
    expect(lookBoardRatingOf(stateOf([...approved, ...a, ...b, ...c]))).toEqual({ rating: 3.5, ratingsCount: 2 });
    expect(board([...approved, ...a]).when({ type: 'RateLookBoard', userId: OTHER, rate: 4, now }).events()).toEqual([]);
  });

  it('lets the owner like but not vote for or rate their own board', () => {
    expect(board(approved).when({ type: 'LikeLookBoard', userId: OWNER, now }).events()).toHaveLength(1);
    expect(board(approved).when({ type: 'VoteLookBoard', userId: OWNER, vote: true, now }).error()).toBeInstanceOf(OwnLookBoard);
    expect(board(approved).when({ type: 'RateLookBoard', userId: OWNER, rate: 5, now }).error()).toBeInstanceOf(OwnLookBoard);
  });

  it('answers 404 to a like, vote or rate on a board the person cannot see', () => {
    expect(board(submitted).when({ type: 'LikeLookBoard', userId: OTHER, now }).error()).toBeInstanceOf(NoSuchLookBoard);
    expect(board(submitted).when({ type: 'VoteLookBoard', userId: OTHER, vote: true, now }).error()).toBeInstanceOf(NoSuchLookBoard);
    expect(board([]).when({ type: 'RateLookBoard', userId: OTHER, rate: 3, now }).error()).toBeInstanceOf(NoSuchLookBoard);
  });
});

describe('Mix & Match decider', () => {
  const input = mixMatchInput.parse({ inspirationImageId: 5, products: [1, 2, 2, 3] });
  const products = new Map([1, 2, 3].map((id) => [id, approvedProduct()]));
  const roomProducts = new Set([1, 2, 3, 4]);
  const saved = decideMixMatch({ type: 'SaveMixMatch', mixMatchId: 3, userId: OTHER, input, imageUsable: true, products, roomProducts, now }, initialMixMatchState());
  const state = saved.reduce(evolveMixMatch, initialMixMatchState());

  it('saves the picked products once each, in order', () => {
    expect(saved).toEqual([{ type: 'MixMatchSaved', data: { mixMatchId: 3, userId: OTHER, inspirationImageId: 5, products: [1, 2, 3], savedAt: now } }]);
  });

  it('refuses an unavailable product or image', () => {
    const pending = new Map(products).set(2, { ...approvedProduct(), status: 'pending' });
    expect(() => decideMixMatch({ type: 'SaveMixMatch', mixMatchId: 3, userId: OTHER, input, imageUsable: true, products: pending, roomProducts, now }, initialMixMatchState())).toThrow(ProductNotPlaceable);
    expect(() => decideMixMatch({ type: 'SaveMixMatch', mixMatchId: 3, userId: OTHER, input, imageUsable: false, products, roomProducts, now }, initialMixMatchState())).toThrow(ImageNotUsable);
  });

  it("refuses a product that is on none of the room's boards", () => {
    const offRoom = { type: 'SaveMixMatch', mixMatchId: 3, userId: OTHER, input, imageUsable: true, products, roomProducts: new Set([1, 3]), now } as const;
    expect(() => decideMixMatch(offRoom, initialMixMatchState())).toThrow(ProductNotOnRoomBoards);
  });

  it('lets only its maker delete it', () => {
    expect(() => decideMixMatch({ type: 'DeleteMixMatch', userId: OWNER, now }, state)).toThrow(NoSuchMixMatch);
    expect(decideMixMatch({ type: 'DeleteMixMatch', userId: OTHER, now }, state)[0].type).toBe('MixMatchDeleted');
  });
});

describe('look board decider: a board repairs itself', () => {
  const later = '2026-11-23T10:00:00.000Z';
  const offer = (productId: number, substituteId: number | null, causeId = `cause-${productId}`, reason: ProductGoneReason = 'rejected'): LookBoardCommand => ({
    type: 'OfferSubstitute',
    productId,
    substituteId,
    reason,
    causeId,
    now: later,
  });
  const offered = [...approved, ...board(approved).when(offer(2, 20)).events()];
  const available = (over: Partial<SubstituteForBoard> = {}): SubstituteForBoard => ({ ...approvedProduct(), takenDown: false, itemClassId: 4, ...over });
  const accept = (over: Partial<Extract<LookBoardCommand, { type: 'AcceptSubstitute' }>> = {}): LookBoardCommand => ({
    type: 'AcceptSubstitute',
    userId: OWNER,
    productId: 2,
    substitute: available(),
    now: later,
    ...over,
  });
  const pick = (over: Partial<Extract<LookBoardCommand, { type: 'PickSubstitute' }>> = {}): LookBoardCommand => ({
    type: 'PickSubstitute',
    userId: OWNER,
    productId: 2,
    pickedId: 30,
    picked: available(),
    itemClassId: 4,
    now: later,
    ...over,
  });

  it('offers the substitute for the slot of a product that went, and changes nothing on the board', () => {
    expect(board(approved).when(offer(2, 20)).events()).toEqual([
      { type: 'LookBoardSubstituteOffered', data: { lookBoardId: 40, ownerId: OWNER, productId: 2, substituteId: 20, reason: 'rejected', causeId: 'cause-2', offeredAt: later } },
    ]);
    const s = stateOf(offered);
    expect(s.details?.products).toEqual([1, 2, 3]);
    expect(s.status).toBe('approved');
    expect(s.substitutes.get(2)).toEqual({ substituteId: 20, reason: 'rejected', offeredAt: later });
  });

  it('offers once per catalog event: a redelivery, or a second cause with the same suggestion, records nothing', () => {
    expect(board(offered).when(offer(2, 20)).events()).toEqual([]);
    expect(board(offered).when(offer(2, 20, 'cause-removed', 'removed')).events()).toEqual([]);
    expect(board(offered).when(offer(2, 21, 'cause-removed')).events()[0].data).toMatchObject({ productId: 2, substituteId: 21 });
  });

  it('records that nothing fits, and refuses to suggest a product already on the board or the one that went', () => {
    expect(board(approved).when(offer(2, null)).events()[0].data).toMatchObject({ productId: 2, substituteId: null });
    expect(board(approved).when(offer(2, 3)).events()[0].data).toMatchObject({ substituteId: null });
    expect(board(approved).when(offer(2, 2)).events()[0].data).toMatchObject({ substituteId: null });
  });

  it('offers nothing for a product the board does not hold, or on a deleted board', () => {
    expect(board(approved).when(offer(9, 20)).events()).toEqual([]);
    const deleted = [...approved, ...board(approved).when({ type: 'DeleteLookBoard', userId: OWNER, now }).events()];
    expect(board(deleted).when(offer(2, 20)).events()).toEqual([]);
  });

  it('makes a new offer for the same slot when the substitute goes in turn', () => {
    const [e] = board(offered).when(offer(20, 21, 'cause-20', 'takenDown')).events();
    expect(e.data).toMatchObject({ productId: 2, substituteId: 21, reason: 'takenDown' });
  });

  it('lets the offer lapse when the product comes back, once', () => {
    const lapse: LookBoardCommand = { type: 'LapseSubstitute', productId: 2, causeId: 'cause-back', now: later };
    const lapsed = [...offered, ...board(offered).when(lapse).events()];
    expect(lapsed.at(-1)?.type).toBe('LookBoardSubstituteLapsed');
    expect(stateOf(lapsed).substitutes.size).toBe(0);
    expect(board(lapsed).when(lapse).events()).toEqual([]);
    expect(board(approved).when(lapse).events()).toEqual([]);
    // A later redelivery of the cause that made the offer does not make it again.
    expect(board(lapsed).when(offer(2, 20)).events()).toEqual([]);
  });

  it('replaces the product when the owner accepts, keeping its slot and the board published', () => {
    const [e] = board(offered).when(accept()).events();
    expect(e).toEqual({ type: 'LookBoardProductReplaced', data: { lookBoardId: 40, ownerId: OWNER, from: 2, to: 20, by: 'accepted', replacedAt: later } });
    const s = stateOf([...offered, e]);
    expect(s.details?.products).toEqual([1, 20, 3]);
    expect(s.status).toBe('approved');
    expect(s.substitutes.size).toBe(0);
  });

  it('replaces the product with another of the same item class when the owner picks one', () => {
    const [e] = board(offered).when(pick()).events();
    expect(e.data).toMatchObject({ from: 2, to: 30, by: 'picked' });
    expect(stateOf([...offered, e]).details?.products).toEqual([1, 30, 3]);
    expect(board(offered).when(pick({ picked: available({ itemClassId: 5 }) })).error()).toBeInstanceOf(SubstituteNotLikeForLike);
    expect(board(offered).when(pick({ picked: available({ status: 'rejected' }) })).error()).toBeInstanceOf(SubstituteNotAvailable);
    expect(board(offered).when(pick({ picked: available({ takenDown: true }) })).error()).toBeInstanceOf(SubstituteNotAvailable);
    expect(board(offered).when(pick({ pickedId: 3 })).error()).toBeInstanceOf(SubstituteNotAvailable);
  });

  it('refuses an accept when the suggestion went meanwhile, or when no suggestion waits', () => {
    expect(board(offered).when(accept({ substitute: available({ removed: true }) })).error()).toBeInstanceOf(SubstituteNotAvailable);
    expect(board(offered).when(accept({ productId: 1 })).error()).toBeInstanceOf(NoSuchSubstitute);
    expect(board(approved).when(pick()).error()).toBeInstanceOf(NoSuchSubstitute);
    const nothingFits = [...approved, ...board(approved).when(offer(2, null)).events()];
    expect(board(nothingFits).when(accept()).error()).toBeInstanceOf(NoSuchSubstitute);
  });

  it('lets only the owner accept or pick: others get 403', () => {
    expect(board(offered).when(accept({ userId: OTHER })).error()).toBeInstanceOf(NotLookBoardOwner);
    expect(board(offered).when(pick({ userId: OTHER })).error()).toBeInstanceOf(NotLookBoardOwner);
  });

  it('drops the offer for a product the owner took off the board in an edit', () => {
    const edit: LookBoardCommand = { type: 'EditLookBoard', userId: OWNER, input: details({ products: [1, 3, 4] }), materials: materials(), now: later };
    const edited = [...offered, ...board(offered).when(edit).events()];
    expect(stateOf(edited).substitutes.size).toBe(0);
  });
});
