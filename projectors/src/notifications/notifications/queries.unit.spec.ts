import { describe, expect, it } from 'vitest';
import { presentNotification, type NotificationRow } from './present';

const row = (over: Partial<NotificationRow> = {}): NotificationRow => ({
  id: 'e:7',
  user_id: 7,
  type: 'substituteOffered',
  notifiable_id: 61,
  created_at: new Date('2026-11-27T10:00:00.000Z'),
  extra: { productId: 5, substituteId: 9 },
  read: false,
  actor_known: false,
  actor_erased: null,
  actor_display_name: null,
  actor_first_name: null,
  actor_last_name: null,
  request_title: null,
  board_title: 'Quiet reading corner',
  board_slug: 'quiet-reading-corner',
  image_title: null,
  image_user_id: 3,
  image_hash: 'a'.repeat(32),
  product_user_id: null,
  product_hash: null,
  gone_title: 'Oak sofa',
  substitute_title: 'Walnut sofa',
  ...over,
});

describe('the notification of a substitute offered for a piece that went', () => {
  it('names the board, the piece and the suggestion, and leads to the board', () => {
    expect(presentNotification(row())).toMatchObject({
      type: 'substituteOffered',
      title: 'A piece is no longer available',
      message: 'A piece (“Oak sofa”) on your board “Quiet reading corner” is no longer available: we suggest “Walnut sofa”',
      linkMessage: 'Accept or pick another',
      link: '/look-board/61/quiet-reading-corner',
      slug: 'quiet-reading-corner',
      media: { type: 'lookBoard', userId: 3, hash: 'a'.repeat(32) },
    });
  });

  it('asks the owner to pick another when nothing fits', () => {
    expect(presentNotification(row({ extra: { productId: 5, substituteId: null }, substitute_title: null })).message).toBe(
      'A piece (“Oak sofa”) on your board “Quiet reading corner” is no longer available: pick another',
    );
  });
});
