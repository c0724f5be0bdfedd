import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { requestsProjector } from '../requests/projector';
import { requestMatchingProjector } from './projector';

/**
 * The matching and requests projectors against a real store and runner: profiles from the
 * events, each request matched once and recorded on its stream, the requester never matched;
 * the same events delivered again (and late, newest first) give the same rows, and a replay
 * records nothing more.
 */
let kit: ProjectorKit;
const ADMIN = 1;
const [AVA, BO, CY] = [21, 22, 23];
const RITA = 30;
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const grant = (userId: number, styles: number[], minute: number) =>
  kit.append(`user-${userId}`, [ev('AmbassadorRoleGranted', { userId, applicationId: null, ambassadorType: 'decorLover', styles, adminId: ADMIN, grantedAt: isoAt(minute) })]);
const submitted = (requestId: number, userId: number, minute: number) =>
  ev('RequestSubmitted', {
    requestId,
    userId,
    inspirationImageId: 40,
    imageSource: 'all',
    requestType: 'room',
    title: 'Cozy room',
    items: [4],
    roomType: 1,
    message: 'Please',
    requestColor: 3,
    requestStyle: 1,
    submittedAt: isoAt(minute),
  });

async function matchesOf(requestId: number): Promise<{ userId: number; score: number }[]> {
  let found: { userId: number; score: number }[] | null = null;
  await expect
    .poll(async () => {
      const { events } = await kit.store.readStream(requestStream(requestId));
      const m = events.find((e) => e.type === 'RequestMatched');
      found = m ? (m.data as { matches: { userId: number; score: number }[] }).matches : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

beforeAll(async () => {
  kit = await startProjectorKit([requestMatchingProjector, requestsProjector]);
  await grant(AVA, [1], 1);
  await grant(BO, [1], 2);
  await grant(CY, [2], 3);
  await kit.append('inspirationImage-40', [
    ev('InspirationImageAdded', {
      imageId: 40,
      ownerId: RITA,
      mediaId: 1,
      media: { userId: RITA, hash: 'a'.repeat(32) },
      width: 10,
      height: 10,
      title: 'Room',
      description: null,
      styles: [1],
      subStyles: [1],
      roomTypeId: 1,
      type: 'room',
      sourceUrl: null,
      credit: null,
      palette: [],
      colorGroups: [3],
      features: [],
      addedAt: isoAt(4),
    }),
  ]);
  // Bo's published board shows the request's room type, colour and sub-style: he ranks above Ava.
  await kit.append('lookBoard-60', [
    ev('LookBoardCreated', {
      lookBoardId: 60,
      ownerId: BO,
      title: 'Look',
      description: '',
      message: '',
      type: 'room',
      roomTypeId: 1,
      itemClassId: null,
      styleId: 1,
      color: '#ffffff',
      columns: 1,
      products: [],
      inspirationImageId: 40,
      requestId: null,
      public: true,
      createdAt: isoAt(5),
    }),
    ev('LookBoardSubmitted', { lookBoardId: 60, ownerId: BO, submittedAt: isoAt(6) }),
    ev('LookBoardApproved', { lookBoardId: 60, ownerId: BO, adminId: ADMIN, inspirationImageId: 40, requestId: null, approvedAt: isoAt(7) }),
  ]);
  await kit.append(requestStream(1), [submitted(1, RITA, 8)]);
  await kit.append(requestStream(2), [submitted(2, AVA, 9)]);
}, 60_000);

afterAll(async () => kit?.close());

describe('request matching', () => {
  it('records the matches on the request, best first: the declared style above all, then what the boards show', async () => {
    const matches = await matchesOf(1);
    expect(matches.map((m) => m.userId)).toEqual([BO, AVA, CY]);
    expect(matches[0].score).toBeGreaterThan(matches[1].score);
    expect(matches[1].score).toBeGreaterThan(matches[2].score);
  });

  it('never matches the requester', async () => {
    expect((await matchesOf(2)).map((m) => m.userId)).toEqual([BO, CY]);
  });

  it('shows the matches on the request and one row per ambassador', async () => {
    await expect.poll(async () => (await kit.rows('requests', 'id')).map((r) => r.matches_count)).toEqual([3, 2]);
    expect((await kit.rows('request_matches', 'request_id, rank')).map((r) => [r.request_id, r.ambassador_id])).toEqual([
      [1, BO],
      [1, AVA],
      [1, CY],
      [2, BO],
      [2, CY],
    ]);
    expect((await kit.rows('rm_ambassadors', 'user_id')).map((r) => [r.user_id, r.open_matches])).toEqual([
      [AVA, 1],
      [BO, 2],
      [CY, 2],
    ]);
  });

  it('gives the same rows when every event is delivered again, and late', async () => {
    for (const p of [requestMatchingProjector, requestsProjector]) {
      const { live, once, twice } = await kit.deliverTwice(p);
      expect(once).toEqual(live);
      expect(twice).toEqual(live);
    }
  });

  it('records nothing more when replayed', async () => {
    const before = await kit.rows('rm_matches', 'request_id, ambassador_id');
    await kit.replay(requestMatchingProjector);
    expect(await kit.rows('rm_matches', 'request_id, ambassador_id')).toEqual(before);
    const { rows } = await kit.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'RequestMatched'`);
    expect(rows[0].n).toBe(2);
  });
});
