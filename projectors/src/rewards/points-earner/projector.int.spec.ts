import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerStream, type LedgerEvent } from '@decorlook/domain';
import { verifyLedger } from '@decorlook/domain/rewards/ledger';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { pointsEarnerProjector } from './projector';

/**
 * The points earner against a real store and runner: each source event earns its earner once,
 * under the daily cap of its UTC day, on a board as it stood at the event; an erased member earns
 * nothing; delivering every event again, even by two processes at once, or rebuilding from the
 * start, appends nothing more; every ledger it writes passes the auditors' recomputation.
 */
let kit: ProjectorKit;
const ADMIN = 1;
const [OLA, PIA, GONE] = [31, 32, 33];
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const day2 = (minute: number) => new Date(Date.UTC(2026, 0, 2, 10, minute)).toISOString();

const register = (userId: number) =>
  kit.append(`user-${userId}`, [
    ev('UserRegistered', {
      userId,
      role: 'personal',
      type: 'personal',
      status: 'no_pref',
      email: `member-${userId}@example.com`,
      emailHash: sha256(`member-${userId}`),
      passwordHash: 'argon2id-hash-of-a-password',
      countryId: 1,
      showProducts: 'all',
      registeredAt: isoAt(0),
    }),
  ]);
const approveImage = (imageId: number, ownerId: number, at: string) => kit.append(`inspirationImage-${imageId}`, [ev('InspirationImageApproved', { imageId, ownerId, adminId: ADMIN, approvedAt: at })]);
const board = (lookBoardId: number, ownerId: number, isPublic: boolean) => ({
  lookBoardId,
  ownerId,
  title: 'Calm',
  description: 'Oak',
  message: 'Sofa first',
  type: 'room',
  roomTypeId: 1,
  itemClassId: null,
  styleId: 1,
  color: '#aabbcc',
  columns: 1,
  products: [],
  inspirationImageId: null,
  requestId: null,
  public: isPublic,
});

async function ledgerOf(userId: number): Promise<LedgerEvent[]> {
  return (await kit.store.readStream(ledgerStream(userId))).events as unknown as LedgerEvent[];
}
const earnings = async (userId: number) => (await ledgerOf(userId)).filter((e) => e.type === 'PointsEarned').map((e) => [e.data.sourceKey, e.data.points]);

async function sourceEvents(): Promise<RecordedEvent[]> {
  return (await kit.store.readAll({ after: START, limit: 10_000, types: pointsEarnerProjector.handles, personalData: false })).events;
}

beforeAll(async () => {
  kit = await startProjectorKit([pointsEarnerProjector]);
  for (const id of [OLA, PIA, GONE]) await register(id);
  // Ola: eleven images approved on day 1 (the eleventh is over the cap), one more on day 2.
  for (let i = 1; i <= 11; i++) await approveImage(100 + i, OLA, isoAt(i));
  await approveImage(112, OLA, day2(1));
  await approveImage(101, OLA, day2(2)); // approved again: the same image
  // Pia's board 60 is approved while public; board 61 while private, then made public (not approved again).
  await kit.append('lookBoard-60', [ev('LookBoardCreated', { ...board(60, PIA, true), createdAt: isoAt(1) }), ev('LookBoardApproved', { lookBoardId: 60, ownerId: PIA, adminId: ADMIN, inspirationImageId: null, requestId: null, approvedAt: isoAt(2) })]);
  await kit.append('lookBoard-61', [
    ev('LookBoardCreated', { ...board(61, PIA, false), createdAt: isoAt(1) }),
    ev('LookBoardApproved', { lookBoardId: 61, ownerId: PIA, adminId: ADMIN, inspirationImageId: null, requestId: null, approvedAt: isoAt(2) }),
    ev('LookBoardEdited', { ...board(61, PIA, true), resubmitted: false, editedAt: isoAt(3) }),
  ]);
  await kit.append('lookBoard-60', [
    ev('LookBoardRated', { lookBoardId: 60, userId: OLA, rate: 4, previous: null, ratedAt: isoAt(4) }),
    ev('LookBoardRated', { lookBoardId: 60, userId: OLA, rate: 5, previous: 4, ratedAt: isoAt(5) }),
    ev('LookBoardRated', { lookBoardId: 60, userId: PIA, rate: 5, previous: null, ratedAt: isoAt(5) }), // her own board
  ]);
  await kit.append(`user-${GONE}`, [ev('UserErased', { userId: GONE, emailHash: sha256(`member-${GONE}`), erasedAt: isoAt(6) })]);
  await kit.append(`follow-${OLA}-${GONE}`, [ev('UserFollowed', { followerId: OLA, userId: GONE, followedAt: isoAt(7) })]);
  await kit.append(`follow-${GONE}-${PIA}`, [ev('UserFollowed', { followerId: GONE, userId: PIA, followedAt: isoAt(7) })]);
}, 120_000);

afterAll(async () => {
  await kit?.close();
});

describe('points earner', () => {
  it('earns each source once, up to the daily cap of its UTC day, on the board as it stood', async () => {
    const ola = await earnings(OLA);
    expect(ola).toHaveLength(11);
    expect(ola.slice(0, 10).every(([, points]) => points === 50)).toBe(true);
    expect(ola[10]).toEqual(['approvedImage:112', 50]);
    expect(ola.map(([key]) => key)).not.toContain('approvedImage:111');
    expect(await earnings(PIA)).toEqual([
      ['publishedLookBoard:60', 100],
      [`highRatingReceived:60:${OLA}`, 25],
      [`followerGained:${GONE}:${PIA}`, 10],
    ]);
    // An erased member earns nothing more.
    expect(await earnings(GONE)).toEqual([]);
  });

  it('appends nothing more when every event comes again, even to two processes at once, or on a rebuild', async () => {
    const before = await Promise.all([OLA, PIA].map(ledgerOf));
    const events = await sourceEvents();
    const ctx = { sql: kit.db.pool as never, table: (v: string) => v, store: kit.store };
    await Promise.all([pointsEarnerProjector.apply(events, ctx), pointsEarnerProjector.apply([...events].reverse(), ctx)]);
    await kit.replay(pointsEarnerProjector);
    const after = await Promise.all([OLA, PIA].map(ledgerOf));
    expect(after).toEqual(before);
  });

  it('writes ledgers the auditors’ recomputation finds sound', async () => {
    for (const userId of [OLA, PIA]) {
      const entries = (await ledgerOf(userId)).map((e) => ({ type: e.type, data: e.data as unknown as Record<string, unknown> }));
      expect(verifyLedger(entries, sha256)).toMatchObject({ divergence: null, entries: entries.length });
    }
  });
});
