import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerStream, type LedgerEvent } from '@decorlook/domain';
import { verifyLedger } from '@decorlook/domain/rewards/ledger';
import { ledgerHashes, ledgerHmac } from '@decorlook/infra/ledger-hash';
import { START, type EventToAppend, type RecordedEvent } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { createPointsEarner } from './projector';

/**
 * The points earner against a real store and runner: each source event earns its earner once,
 * under the daily cap of its UTC day, on a board as it stood at the event; an erased member earns
 * nothing; delivering every event again, even by two processes at once, or rebuilding from the
 * start, appends nothing more; every ledger it writes passes the auditors' recomputation.
 */
let kit: ProjectorKit;
const ADMIN = 1;
const [OLA, PIA, GONE, NEWBIE, AMBA] = [31, 32, 33, 34, 35];
const LEDGER_KEY = 'points-earner-test-ledger-key';
const pointsEarnerProjector = createPointsEarner({ ledgerHash: ledgerHmac(LEDGER_KEY) });
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
const verify = (userId: number) => kit.append(`user-${userId}`, [ev('UserEmailVerified', { userId, emailHash: sha256(`member-${userId}`), verifiedAt: isoAt(0) })]);
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
  for (const id of [OLA, PIA, GONE, NEWBIE, AMBA]) await register(id);
  // Newbie never verifies an address; Gone neither.
  for (const id of [OLA, PIA, AMBA]) await verify(id);
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
  // An unverified account's follow and high rating earn nobody anything.
  await kit.append(`follow-${NEWBIE}-${PIA}`, [ev('UserFollowed', { followerId: NEWBIE, userId: PIA, followedAt: isoAt(8) })]);
  await kit.append('lookBoard-60', [ev('LookBoardRated', { lookBoardId: 60, userId: NEWBIE, rate: 5, previous: null, ratedAt: isoAt(8) })]);
  // Ola follows Pia, then unfollows within the window: the follow's points are taken back.
  await kit.append(`follow-${OLA}-${PIA}`, [
    ev('UserFollowed', { followerId: OLA, userId: PIA, followedAt: isoAt(9) }),
    ev('UserUnfollowed', { followerId: OLA, userId: PIA, unfollowedAt: isoAt(10) }),
    ev('UserFollowed', { followerId: OLA, userId: PIA, followedAt: isoAt(11) }),
  ]);
  // Amba answers request 7 with board 70: recommended on submission, earning only once approved;
  // board 71, linked to the same request but never recommended, earns nothing for an answer when approved;
  // board 72 is approved, then deleted within the window: its answer's points are taken back.
  const answer = async (lookBoardId: number, recommended: boolean) => {
    await kit.append(`lookBoard-${lookBoardId}`, [
      ev('LookBoardCreated', { ...board(lookBoardId, AMBA, false), requestId: 7, createdAt: isoAt(12) }),
      ev('LookBoardSubmitted', { lookBoardId, ownerId: AMBA, submittedAt: isoAt(13) }),
    ]);
    if (recommended) await kit.append('request-7', [ev('RecommendationAdded', { requestId: 7, requesterId: OLA, lookBoardId, ambassadorId: AMBA, addedAt: isoAt(13) })]);
  };
  const approve = (lookBoardId: number, at: string) =>
    kit.append(`lookBoard-${lookBoardId}`, [ev('LookBoardApproved', { lookBoardId, ownerId: AMBA, adminId: ADMIN, inspirationImageId: null, requestId: 7, approvedAt: at })]);
  await answer(70, true);
  await answer(71, false);
  await answer(72, true);
  // Submitted and recommended, not yet approved: nothing earned.
  expect(await ledgerOf(AMBA)).toEqual([]);
  await approve(70, isoAt(14));
  await approve(71, isoAt(14));
  await approve(72, isoAt(14));
  await kit.append('lookBoard-72', [ev('LookBoardDeleted', { lookBoardId: 72, ownerId: AMBA, deletedAt: isoAt(15) })]);
  // Board 60's owner: Ola lowers their 5 to 2 within the window, taking those points back.
  await kit.append('lookBoard-60', [ev('LookBoardRated', { lookBoardId: 60, userId: OLA, rate: 2, previous: 5, ratedAt: isoAt(16) })]);
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
    // Follows and ratings by accounts without a verified address (Gone, Newbie) earn nothing.
    expect(await earnings(PIA)).toEqual([
      ['publishedLookBoard:60', 100],
      [`highRatingReceived:60:${OLA}`, 25],
      [`followerGained:${OLA}:${PIA}`, 10],
    ]);
    // An erased member earns nothing more.
    expect(await earnings(GONE)).toEqual([]);
  });

  it('pays an answer to a request when its board is approved, only if it was recommended, and takes it back when the board goes within the window', async () => {
    expect(await earnings(AMBA)).toEqual([
      ['requestAnswered:7:70', 150],
      ['requestAnswered:7:72', 150],
    ]);
    const amba = await ledgerOf(AMBA);
    expect(amba.map((e) => e.type)).toEqual(['PointsEarned', 'PointsEarned', 'PointsWithdrawn']);
    expect(amba[2].data).toMatchObject({ kind: 'requestAnswered', points: 150, sourceKey: 'requestAnswered:7:72', sourceType: 'LookBoardDeleted', sourceStreamId: 'lookBoard-72' });
  });

  it('takes back, with compensating entries, an unfollow and a lowered rating within the window; a second follow earns nothing', async () => {
    const withdrawn = (await ledgerOf(PIA)).filter((e) => e.type === 'PointsWithdrawn').map((e) => [e.data.sourceKey, e.data.points, e.data.sourceType]);
    expect(withdrawn).toEqual([
      [`followerGained:${OLA}:${PIA}`, 10, 'UserUnfollowed'],
      [`highRatingReceived:60:${OLA}`, 25, 'LookBoardRated'],
    ]);
  });

  it('appends nothing more when every event comes again, even to two processes at once, or on a rebuild', async () => {
    const before = await Promise.all([OLA, PIA, AMBA].map(ledgerOf));
    const events = await sourceEvents();
    const ctx = { sql: kit.db.pool as never, table: (v: string) => v, store: kit.store };
    await Promise.all([pointsEarnerProjector.apply(events, ctx), pointsEarnerProjector.apply([...events].reverse(), ctx)]);
    await kit.replay(pointsEarnerProjector);
    const after = await Promise.all([OLA, PIA, AMBA].map(ledgerOf));
    expect(after).toEqual(before);
  });

  it('writes ledgers the auditors’ recomputation finds sound', async () => {
    for (const userId of [OLA, PIA, AMBA]) {
      const entries = (await ledgerOf(userId)).map((e) => ({ type: e.type, data: e.data as unknown as Record<string, unknown> }));
      expect(verifyLedger(entries, ledgerHashes(LEDGER_KEY))).toMatchObject({ divergence: null, entries: entries.length, unkeyed: 0 });
      // Without the key, the chain does not verify.
      if (entries.length) expect(verifyLedger(entries, ledgerHashes('another key')).divergence).not.toBeNull();
    }
  });
});
