import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { evolveImage, initialImageState, type InspirationImageEvent } from '../catalog/inspiration-image';
import { evolveLookBoard, initialLookBoardState, type LookBoardEvent, type LookBoardState } from '../lookboards/look-board';
import { NoSuchLookBoard } from '../lookboards/look-board.errors';
import type { ExactItemEvent } from './budgets.events';
import { exactItemInput, exactItemsDecider, NotExactItemConfirmer, type MarkExactItem } from './exact-items';

const now = '2026-11-27T21:00:00.000Z';
const CURATOR = 3;
const CREDITED = 8;
const STRANGER = 9;
const BOARD = 42;
const IMAGE = 7;

const details = {
  title: 'Calm',
  description: 'A calm look',
  message: '',
  type: 'room' as const,
  roomTypeId: 1,
  itemClassId: null,
  styleId: 1,
  color: '#f4efe6',
  columns: 2,
  products: [11, 12],
  inspirationImageId: IMAGE,
  requestId: null,
};
const boardOf = (...events: LookBoardEvent[]): LookBoardState => events.reduce(evolveLookBoard, initialLookBoardState());
const created = (isPublic: boolean): LookBoardEvent => ({ type: 'LookBoardCreated', data: { lookBoardId: BOARD, ownerId: CURATOR, ...details, public: isPublic, createdAt: now } });
const approved: LookBoardEvent = { type: 'LookBoardApproved', data: { lookBoardId: BOARD, ownerId: CURATOR, adminId: 1, inspirationImageId: IMAGE, requestId: null, approvedAt: now } };
const published = boardOf(created(true), approved);

const imageCredited = (...extra: InspirationImageEvent[]) =>
  [
    {
      type: 'InspirationImageAdded',
      data: { imageId: IMAGE, ownerId: 5, mediaId: 1, media: { userId: 5, hash: 'a'.repeat(32) }, width: 10, height: 10, title: 'Room', description: null, styles: [], subStyles: [], roomTypeId: 1, type: 'room', sourceUrl: null, credit: null, features: [], palette: [], colorGroups: [], addedAt: now },
    } as InspirationImageEvent,
    { type: 'InspirationImageCredited', data: { imageId: IMAGE, userId: CREDITED, permission: 'open', claimId: 1, adminId: 1, creditedAt: now } } as InspirationImageEvent,
    ...extra,
  ].reduce(evolveImage, initialImageState());

const exactItems = specFor(exactItemsDecider);
const mark = (userId: number, productId: number, exact: boolean, board = published, image = imageCredited()): MarkExactItem => ({
  type: 'MarkExactItem',
  lookBoardId: BOARD,
  productId,
  userId,
  exact,
  board,
  image,
  now,
});
const confirmed = (userId: number, productId: number, as: 'curator' | 'creditedOwner'): ExactItemEvent => ({ type: 'ExactItemConfirmed', data: { lookBoardId: BOARD, productId, userId, as, confirmedAt: now } });

describe('exact items', () => {
  it('records the curator confirming a product on the board as the exact item', () => {
    expect(exactItems([]).when(mark(CURATOR, 11, true)).events()).toEqual([confirmed(CURATOR, 11, 'curator')]);
  });

  it("records the picture's credited owner confirming, as the credited owner", () => {
    expect(exactItems([]).when(mark(CREDITED, 12, true)).events()).toEqual([confirmed(CREDITED, 12, 'creditedOwner')]);
  });

  it('records a withdrawal, and nothing when the statement is already the standing one', () => {
    expect(exactItems([confirmed(CURATOR, 11, 'curator')]).when(mark(CREDITED, 11, false)).events()).toEqual([
      { type: 'ExactItemWithdrawn', data: { lookBoardId: BOARD, productId: 11, userId: CREDITED, as: 'creditedOwner', withdrawnAt: now } },
    ]);
    expect(exactItems([confirmed(CURATOR, 11, 'curator')]).when(mark(CURATOR, 11, true)).events()).toEqual([]);
    expect(exactItems([]).when(mark(CURATOR, 11, false)).events()).toEqual([]);
  });

  it('refuses anyone else with 403, and a board they may not see with 404', () => {
    expect(exactItems([]).when(mark(STRANGER, 11, true)).error()).toBeInstanceOf(NotExactItemConfirmer);
    // Without a credit on the picture, its credited owner is nobody.
    expect(exactItems([]).when(mark(CREDITED, 11, true, published, initialImageState())).error()).toBeInstanceOf(NotExactItemConfirmer);
    expect(exactItems([]).when(mark(CREDITED, 11, true, boardOf(created(false), approved))).error()).toBeInstanceOf(NoSuchLookBoard);
    expect(exactItems([]).when(mark(CURATOR, 11, true, boardOf())).error()).toBeInstanceOf(NoSuchLookBoard);
  });

  it('confirms only a product that is on the board', () => {
    const err = exactItems([]).when(mark(CURATOR, 99, true)).error();
    expect(err).toBeInstanceOf(ValidationFailed);
    expect((err as ValidationFailed).errors).toEqual({ productId: ['This product is not on this look board'] });
  });

  it('asks for the product and a yes or no', () => {
    expect(exactItemInput.safeParse({}).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['productId', 'This field is required'],
      ['exact', 'This field is required'],
    ]);
    expect(exactItemInput.parse({ productId: '11', exact: false })).toEqual({ productId: 11, exact: false });
  });
});
