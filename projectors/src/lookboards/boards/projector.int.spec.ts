import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookBoardStream, mixMatchStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { mixMatchesProjector } from '../mix-matches/projector';
import { lookBoardsProjector } from './projector';

/** The look boards and Mix & Match projectors against a real store: events in, rows out; again, and replayed. */
let kit: ProjectorKit;
const OWNER = 10;
const ADMIN = 1;

const details = (extra: Record<string, unknown> = {}) => ({
  title: 'Café Loft Look',
  description: 'Warm oak and linen',
  message: 'For you',
  type: 'room',
  roomTypeId: 1,
  itemClassId: null,
  styleId: 2,
  color: '#f4efe6',
  columns: 2,
  products: [5, 6],
  inspirationImageId: 40,
  requestId: null,
  public: true,
  ...extra,
});
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const created = (id: number, minute: number, extra: Record<string, unknown> = {}) => ev('LookBoardCreated', { lookBoardId: id, ownerId: OWNER, ...details(extra), createdAt: isoAt(minute) });

beforeAll(async () => {
  kit = await startProjectorKit([lookBoardsProjector, mixMatchesProjector]);
  await kit.append(lookBoardStream(1), [created(1, 1)]);
  await kit.append(lookBoardStream(2), [created(2, 2, { title: 'Private one', public: false, columns: 1, products: [7] })]);
  await kit.append(lookBoardStream(3), [created(3, 3, { title: 'Soon gone' })]);
  await kit.append(lookBoardStream(1), [
    ev('LookBoardSubmitted', { lookBoardId: 1, ownerId: OWNER, submittedAt: isoAt(4) }),
    ev('LookBoardRejected', { lookBoardId: 1, ownerId: OWNER, adminId: ADMIN, reason: 'Too few', rejectedAt: isoAt(5) }),
    ev('LookBoardEdited', { lookBoardId: 1, ownerId: OWNER, ...details({ title: 'Sunny Loft Look', products: [6, 5, 8] }), resubmitted: true, editedAt: isoAt(6) }),
    ev('LookBoardApproved', { lookBoardId: 1, ownerId: OWNER, adminId: ADMIN, inspirationImageId: 40, requestId: null, approvedAt: isoAt(7) }),
    ev('LookBoardBannerColorChanged', { lookBoardId: 1, color: '#112233', changedAt: isoAt(8) }),
    ev('LookBoardRequestLinked', { lookBoardId: 1, requestId: 77, linkedAt: isoAt(9) }),
  ]);
  // Likes: 20 and 21 like, 20 takes it back; votes by 20 and 21; ratings 5 and 2, then 21 changes to 4.
  await kit.append(lookBoardStream(1), [
    ev('LookBoardLiked', { lookBoardId: 1, userId: 20, likedAt: isoAt(10) }),
    ev('LookBoardLiked', { lookBoardId: 1, userId: 21, likedAt: isoAt(10) }),
    ev('LookBoardVoted', { lookBoardId: 1, userId: 20, votedAt: isoAt(11) }),
    ev('LookBoardVoted', { lookBoardId: 1, userId: 21, votedAt: isoAt(11) }),
    ev('LookBoardRated', { lookBoardId: 1, userId: 20, rate: 5, previous: null, ratedAt: isoAt(12) }),
    ev('LookBoardRated', { lookBoardId: 1, userId: 21, rate: 2, previous: null, ratedAt: isoAt(12) }),
  ]);
  await kit.append(lookBoardStream(1), [
    ev('LookBoardUnliked', { lookBoardId: 1, userId: 20, unlikedAt: isoAt(13) }),
    ev('LookBoardRated', { lookBoardId: 1, userId: 21, rate: 4, previous: 2, ratedAt: isoAt(13) }),
  ]);
  await kit.append(lookBoardStream(3), [
    ev('LookBoardLiked', { lookBoardId: 3, userId: 20, likedAt: isoAt(14) }),
    ev('LookBoardDeleted', { lookBoardId: 3, ownerId: OWNER, deletedAt: isoAt(15) }),
  ]);
  await kit.append(mixMatchStream(1), [ev('MixMatchSaved', { mixMatchId: 1, userId: 20, inspirationImageId: 40, products: [5, 8], savedAt: isoAt(16) })]);
  await kit.append(mixMatchStream(2), [ev('MixMatchSaved', { mixMatchId: 2, userId: 20, inspirationImageId: 41, products: [6], savedAt: isoAt(17) })]);
  await kit.append(mixMatchStream(2), [ev('MixMatchDeleted', { mixMatchId: 2, userId: 20, deletedAt: isoAt(18) })]);
});
afterAll(() => kit?.close());

describe('the look-boards projector', () => {
  it('keeps each board as the site shows it: edits, review, colour, request, likes, votes, ratings and deletion', async () => {
    const rows = await kit.rows('look_boards');
    expect(rows.map((r) => [r.id, r.status, r.public, r.deleted])).toEqual([
      [1, 'approved', true, false],
      [2, 'draft', false, false],
      [3, 'draft', true, true],
    ]);
    expect(rows[0]).toMatchObject({
      title: 'Sunny Loft Look',
      slug: 'sunny-loft-look',
      products: [6, 5, 8],
      color: '#112233',
      request_id: 77,
      rejection_reason: null,
      likes_count: 1,
      votes_count: 2,
      ratings_count: 2,
      ratings_sum: 9,
      rating: 4.5,
      style_id: 2,
      room_type_id: 1,
      inspiration_image_id: 40,
      columns: 2,
    });
    expect((rows[0].published_at as Date).toISOString()).toBe(isoAt(7));
    expect((rows[0].submitted_at as Date).toISOString()).toBe(isoAt(6));
    expect((rows[0].updated_at as Date).toISOString()).toBe(isoAt(9));
    expect((await kit.rows('look_board_likes', '1, 2')).map((r) => [r.look_board_id, r.user_id])).toEqual([
      [1, 21],
      [3, 20],
    ]);
    expect((await kit.rows('look_board_ratings', '1, 2')).map((r) => [r.user_id, r.rate])).toEqual([
      [20, 5],
      [21, 4],
    ]);
  });

  it('keeps Mix & Matches, a deleted one flagged', async () => {
    expect((await kit.rows('mix_matches')).map((r) => [r.id, r.user_id, r.inspiration_image_id, r.products, r.deleted])).toEqual([
      [1, 20, 40, [5, 8], false],
      [2, 20, 41, [6], true],
    ]);
  });

  it('gives the same rows when every event is delivered twice, and late', async () => {
    for (const p of [lookBoardsProjector, mixMatchesProjector]) {
      const { live, once, twice } = await kit.deliverTwice(p);
      expect(twice).toEqual(once);
      expect(once).toEqual(live);
    }
  });

  it('is rebuilt by a replay to the same rows', async () => {
    const tables = ['look_boards', 'look_board_likes', 'look_board_votes', 'look_board_ratings', 'mix_matches'];
    const before = await Promise.all(tables.map((t) => kit.rows(t, '1, 2')));
    await kit.replay(lookBoardsProjector);
    await kit.replay(mixMatchesProjector);
    expect(await Promise.all(tables.map((t) => kit.rows(t, '1, 2')))).toEqual(before);
  });
});
