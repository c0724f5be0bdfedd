import { describe, expect, it } from 'vitest';
import { LOOK_BOARD_IN_REVIEW, LookBoardInReview, NoSuchImage, NoSuchLookBoard, NoSuchProduct } from '@decorlook/domain';
import { imageSeen, lookBoardPageUnseen, lookBoardSeen, productSeen } from './access';
import { presentLookBoard, presentShare, presentShownProducts, type BoardRow } from './present';

const row = (over: Partial<BoardRow> = {}): BoardRow => ({
  id: 42,
  owner_id: 7,
  owner_known: true,
  owner_erased: false,
  owner_display_name: 'Ana',
  owner_first_name: 'Ana',
  owner_last_name: 'Silva',
  owner_avatar_user_id: null,
  owner_avatar_hash: null,
  image_id: null,
  image_title: null,
  image_slug: null,
  image_media_user_id: null,
  image_media_hash: null,
  title: 'Quiet reading corner',
  slug: 'quiet-reading-corner',
  description: '',
  message: '',
  type: 'room',
  room_type_id: 1,
  item_class_id: null,
  style_id: 2,
  color: '#f4efe6',
  columns: 2,
  products: [5, 6],
  inspiration_image_id: null,
  request_id: null,
  public: true,
  status: 'rejected',
  rejection_reason: 'Too few pieces',
  likes_count: 0,
  votes_count: 0,
  ratings_count: 0,
  rating: null,
  created_at: new Date('2026-11-27T10:00:00.000Z'),
  updated_at: new Date('2026-11-27T10:00:00.000Z'),
  published_at: null,
  is_liked: false,
  is_voted: false,
  my_rate: null,
  preview: [
    { id: 5, title: 'Oak sofa', slug: 'oak-sofa', userId: 3, hash: 'a'.repeat(32), price: 90000, approval: 'approved' },
    { id: 9, title: 'Walnut lamp', slug: 'walnut-lamp', userId: 3, hash: 'b'.repeat(32), price: 12000, approval: 'pending', substituteFor: 6 },
  ],
  substitutes: [{ productId: 6, title: 'Brass lamp', itemClassId: 4, substituteId: 9, reason: 'rejected', offeredAt: '2026-11-27T11:00:00+00:00' }],
  taken_down: false,
  ...over,
});

describe('a look board as a viewer sees it', () => {
  it('shows why it was rejected and the offers for its gone pieces to its owner and admins only', () => {
    const owner = presentLookBoard(row(), { userId: 7, admin: false }, 'https://decorlook.test');
    expect(owner.rejectionReason).toBe('Too few pieces');
    expect(owner.substitutes).toEqual([{ productId: 6, title: 'Brass lamp', itemClassId: 4, substituteId: 9, reason: 'rejected', offeredAt: '2026-11-27T11:00:00.000Z' }]);
    expect(presentLookBoard(row(), { userId: null, admin: true }, '').rejectionReason).toBe('Too few pieces');
    const other = presentLookBoard(row(), { userId: 8, admin: false }, '');
    expect(other.rejectionReason).toBeNull();
    expect(other).not.toHaveProperty('substitutes');
  });

  it('prices only the approved pieces, and flags a substitute by the slot it stands in', () => {
    const board = presentLookBoard(row(), { userId: null, admin: false }, 'https://decorlook.test');
    expect(board.totalPrice).toBe(90000);
    expect(board.productsPreview.map((p) => [p.id, p.substituteFor])).toEqual([
      [5, undefined],
      [9, 6],
    ]);
    expect(board.shareUrl).toBe('https://decorlook.test/look-board/42/quiet-reading-corner');
  });

  it('is published only while approved and public, dated by its first approval', () => {
    const approvedAt = new Date('2026-11-28T09:00:00.000Z');
    expect(presentLookBoard(row({ status: 'approved', published_at: approvedAt }), { userId: null, admin: false }, '').publishedAt).toBe('2026-11-28T09:00:00.000Z');
    expect(presentLookBoard(row({ status: 'approved', public: false, published_at: approvedAt }), { userId: 7, admin: false }, '').publishedAt).toBeNull();
  });
});

describe('the products a board shows and its share links', () => {
  it('puts the substitute in the place of a product that went, and leaves out one with nothing to show', () => {
    const views = new Map([
      [5, { id: 5, title: 'Oak sofa' }],
      [9, { id: 9, title: 'Walnut lamp' }],
    ]);
    const shown = [
      { id: 9, substituteFor: 6 },
      { id: 5, substituteFor: null },
      { id: 11, substituteFor: null },
    ];
    expect(presentShownProducts(shown, views)).toEqual([
      { id: 9, title: 'Walnut lamp', substituteFor: 6 },
      { id: 5, title: 'Oak sofa' },
    ]);
  });

  it('gives absolute addresses, as a social network fetches them', () => {
    expect(presentShare('https://decorlook.test', { id: 42, slug: 'quiet-reading-corner' })).toEqual({
      shareUrl: 'https://decorlook.test/look-board/42/quiet-reading-corner',
      images: { standard: 'https://decorlook.test/social/look-board/42/standard.png', pinterest: 'https://decorlook.test/social/look-board/42/pinterest.png' },
    });
  });
});

describe('who may read a look board', () => {
  it('answers 404 for a board, image or product the viewer may not see, as for one that does not exist', () => {
    expect(() => lookBoardSeen(null)).toThrow(NoSuchLookBoard);
    expect(lookBoardSeen({ id: 1 })).toEqual({ id: 1 });
    expect(() => imageSeen(null)).toThrow(NoSuchImage);
    expect(imageSeen([])).toEqual([]);
    expect(() => productSeen(undefined)).toThrow(NoSuchProduct);
    expect(productSeen(0)).toBe(0);
  });

  it('tells others that a public board in review is waiting for the editors', () => {
    expect(() => lookBoardPageUnseen(true)).toThrow(LookBoardInReview);
    expect(() => lookBoardPageUnseen(true)).toThrow(LOOK_BOARD_IN_REVIEW);
    expect(() => lookBoardPageUnseen(false)).toThrow(NoSuchLookBoard);
  });
});
