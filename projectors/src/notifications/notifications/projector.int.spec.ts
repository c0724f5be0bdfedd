import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { notificationsProjector } from './projector';

/**
 * The notifications projector against a real store and runner: one row per recipient of each
 * source event, keyed by the event and the recipient; read marks; a push queued per new row; an
 * erased member's rows gone for good; the same events delivered again (and late) give the same rows.
 */
let kit: ProjectorKit;
const ADMIN = 1;
const [RITA, AVA, BO, CY] = [30, 21, 22, 23];
const base = Date.now() - 60_000;
const at = (s: number) => new Date(base + s * 1000).toISOString();
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const mine = async (userId: number) => (await kit.rows('notifications', 'created_at, id')).filter((r) => r.user_id === userId);

beforeAll(async () => {
  kit = await startProjectorKit([notificationsProjector]);
  await kit.append('request-5', [
    ev('RequestMatched', { requestId: 5, requesterId: RITA, matches: [{ userId: AVA, score: 3 }, { userId: BO, score: 2 }], matchedAt: at(1) }),
    ev('RecommendationAdded', { requestId: 5, requesterId: RITA, lookBoardId: 60, ambassadorId: AVA, addedAt: at(3) }),
  ]);
  await kit.append('lookBoard-60', [ev('LookBoardRejected', { lookBoardId: 60, ownerId: AVA, adminId: ADMIN, reason: 'Blurry products', rejectedAt: at(2) })]);
  await kit.append('inspirationImage-40', [ev('InspirationImageApproved', { imageId: 40, ownerId: CY, adminId: ADMIN, approvedAt: at(4) })]);
}, 60_000);

afterAll(async () => kit?.close());

describe('the notifications projector', () => {
  it('raises one notification per recipient, keyed by the source event and the recipient', async () => {
    const rows = await kit.rows('notifications', 'created_at, id');
    expect(rows.map((r) => [r.user_id, r.type, r.notifiable_id, r.actor_id])).toEqual([
      [AVA, 'match', 5, RITA],
      [BO, 'match', 5, RITA],
      [AVA, 'rejectedLookBoard', 60, null],
      [RITA, 'recommendation', 5, AVA],
      [CY, 'approvedImage', 40, null],
    ]);
    const { rows: source } = await kit.db.pool.query<{ event_id: string }>(`SELECT event_id::text FROM events WHERE type = 'RequestMatched'`);
    expect(rows.slice(0, 2).map((r) => r.id)).toEqual([`${source[0].event_id}:${AVA}`, `${source[0].event_id}:${BO}`]);
    expect(rows[2].extra).toEqual({ reason: 'Blurry products' });
    expect(rows[3].extra).toEqual({ lookBoardId: 60 });
  });

  it('queues a push for each new notification', async () => {
    const { rows } = await kit.db.pool.query<{ kind: string; ref: { userId: number; notificationId: string } }>('SELECT kind, ref FROM realtime_outbox ORDER BY id');
    expect(rows.map((r) => [r.kind, r.ref.userId])).toEqual([
      ['notification', AVA],
      ['notification', BO],
      ['notification', RITA],
      ['notification', AVA],
      ['notification', CY],
    ]);
    const ids = new Set((await kit.rows('notifications')).map((r) => r.id));
    expect(rows.every((r) => ids.has(r.ref.notificationId))).toBe(true);
  });

  it('keeps the furthest read mark of each member', async () => {
    await kit.append(notificationsStream(AVA), [ev('NotificationsRead', { userId: AVA, readUpTo: at(2), readAt: at(2) })]);
    await kit.append(notificationsStream(AVA), [ev('NotificationsRead', { userId: AVA, readUpTo: at(1), readAt: at(5) })]);
    expect((await kit.rows('notification_reads')).map((r) => [r.user_id, (r.read_up_to as Date).toISOString()])).toEqual([[AVA, at(2)]]);
  });

  it("drops an erased member's notifications and raises none for them again", async () => {
    await kit.append(`user-${BO}`, [ev('UserErased', { userId: BO, emailHash: 'h'.repeat(32), erasedAt: at(6) })]);
    expect(await mine(BO)).toEqual([]);
    expect(await mine(AVA)).toHaveLength(2);
  });

  it("raises the owner's notification when a board is offered a substitute for a product that went", async () => {
    await kit.append('lookBoard-61', [
      ev('LookBoardSubstituteOffered', { lookBoardId: 61, ownerId: CY, productId: 7, substituteId: 9, reason: 'rejected', causeId: 'c-7', offeredAt: at(7) }),
      ev('LookBoardSubstituteOffered', { lookBoardId: 61, ownerId: CY, productId: 8, substituteId: null, reason: 'removed', causeId: 'c-8', offeredAt: at(8) }),
    ]);
    expect((await mine(CY)).map((r) => [r.type, r.notifiable_id, r.actor_id, r.extra])).toEqual([
      ['approvedImage', 40, null, {}],
      ['substituteOffered', 61, null, { productId: 7, substituteId: 9 }],
      ['substituteOffered', 61, null, { productId: 8, substituteId: null }],
    ]);
  });

  it('gives the same rows when every event is delivered again, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(notificationsProjector);
    expect(once).toEqual(live);
    expect(twice).toEqual(live);
  });
});
