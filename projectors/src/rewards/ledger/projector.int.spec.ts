import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_GENESIS_HASH, ledgerEntryContent, ledgerHashInput, ledgerStream, type LedgerEvent } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { isoAt, startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { ledgerProjector } from './projector';

/**
 * The ledger projector against a real store and runner: the running balance on every entry,
 * redemptions and their status, each member's figures; the same events delivered again (and
 * late, newest first) leave the same rows, and a rebuild gives the same rows.
 */
let kit: ProjectorKit;
const [ADA, BEN] = [7, 8];
const ADMIN = 1;

/** A member's ledger as the command side writes it: numbered entries, each hashed over the previous one. */
function ledger(userId: number) {
  let entry = 0;
  let prevHash = LEDGER_GENESIS_HASH;
  return (type: LedgerEvent['type'], fields: Record<string, unknown>): EventToAppend => {
    entry += 1;
    const data: Record<string, unknown> = { userId, entry, prevHash, ...fields };
    data.hash = createHash('sha256').update(ledgerHashInput(prevHash, ledgerEntryContent(type, data))).digest('hex');
    prevHash = data.hash as string;
    return { type, data };
  };
}
const earned = (kind: string, points: number, sourceKey: string, minute: number) => ({
  kind,
  points,
  sourceKey,
  sourceEventId: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`,
  sourceType: 'InspirationImageApproved',
  sourceStreamId: `inspirationImage-${minute}`,
  earnedAt: isoAt(minute),
});

beforeAll(async () => {
  kit = await startProjectorKit([ledgerProjector]);
  const ada = ledger(ADA);
  const ben = ledger(BEN);
  await kit.append(ledgerStream(ADA), [ada('PointsEarned', earned('approvedImage', 50, 'approvedImage:1', 1)), ada('PointsEarned', earned('publishedLookBoard', 100, 'publishedLookBoard:2', 2))]);
  await kit.append(ledgerStream(BEN), [ben('PointsEarned', earned('followerGained', 10, 'followerGained:7:8', 3))]);
  await kit.append(ledgerStream(ADA), [ada('PointsRedeemed', { redemptionId: 1, points: 120, cents: 120, idempotencyKey: 'k1', redeemedAt: isoAt(4) })]);
  await kit.append(ledgerStream(ADA), [ada('RedemptionPaid', { redemptionId: 1, adminId: ADMIN, paidAt: isoAt(5) })]);
  await kit.append(ledgerStream(ADA), [
    ada('PointsEarned', earned('approvedImage', 50, 'approvedImage:3', 6)),
    ada('PointsEarned', earned('highRatingReceived', 25, 'highRatingReceived:2:9', 7)),
    ada('PointsRedeemed', { redemptionId: 2, points: 100, cents: 100, idempotencyKey: null, redeemedAt: isoAt(8) }),
  ]);
  await kit.append(ledgerStream(ADA), [ada('RedemptionRefused', { redemptionId: 2, adminId: ADMIN, points: 100, reason: 'Unknown bank', refusedAt: isoAt(9) })]);
  // Ada unfollowed Ben within the day: the follow's points are taken back by an entry of their own.
  await kit.append(ledgerStream(BEN), [
    ben('PointsWithdrawn', {
      kind: 'followerGained',
      points: 10,
      sourceKey: 'followerGained:7:8',
      sourceEventId: '00000000-0000-4000-8000-000000000010',
      sourceType: 'UserUnfollowed',
      sourceStreamId: 'follows-7',
      withdrawnAt: isoAt(10),
    }),
  ]);
}, 60_000);

afterAll(async () => kit?.close());

describe('the ledger read model', () => {
  it('keeps every entry with its change and the balance after it, oldest first', async () => {
    const rows = await kit.rows('ledger_entries', 'user_id, entry');
    expect(rows.map((r) => [r.user_id, r.entry, r.type, r.change, r.balance_after])).toEqual([
      [ADA, 1, 'PointsEarned', 50, 50],
      [ADA, 2, 'PointsEarned', 100, 150],
      [ADA, 3, 'PointsRedeemed', -120, 30],
      [ADA, 4, 'RedemptionPaid', 0, 30],
      [ADA, 5, 'PointsEarned', 50, 80],
      [ADA, 6, 'PointsEarned', 25, 105],
      [ADA, 7, 'PointsRedeemed', -100, 5],
      [ADA, 8, 'RedemptionRefused', 100, 105],
      [BEN, 1, 'PointsEarned', 10, 10],
      [BEN, 2, 'PointsWithdrawn', -10, 0],
    ]);
    const first = rows[0];
    expect(first).toMatchObject({ kind: 'approvedImage', source_key: 'approvedImage:1', source_type: 'InspirationImageApproved', source_stream_id: 'inspirationImage-1', prev_hash: LEDGER_GENESIS_HASH });
    // The chain as recorded: each entry points at the previous one's hash.
    expect(rows[1].prev_hash).toBe(first.hash);
    expect(rows[3]).toMatchObject({ redemption_id: 1, admin_id: ADMIN, source_event_id: null });
    // A withdrawal names the earning it takes back (its kind and once-key) and what undid it, with its own time.
    expect(rows[9]).toMatchObject({ kind: 'followerGained', source_key: 'followerGained:7:8', source_type: 'UserUnfollowed', source_stream_id: 'follows-7', prev_hash: rows[8].hash });
    expect((rows[9].at as Date).toISOString()).toBe(isoAt(10));
  });

  it('shows each redemption with its status', async () => {
    const rows = await kit.rows('redemptions', 'id');
    expect(rows.map((r) => [r.id, r.user_id, r.points, r.cents, r.status, r.reason])).toEqual([
      [1, ADA, 120, 120, 'paid', null],
      [2, ADA, 100, 100, 'refused', 'Unknown bank'],
    ]);
    expect((rows[0].settled_at as Date).toISOString()).toBe(isoAt(5));
  });

  it("keeps each member's figures: earned, balance, redeemed (a refusal gives the points back, a withdrawal takes the earning back)", async () => {
    const rows = await kit.rows('ledger_stats', 'user_id');
    expect(rows.map((r) => [r.user_id, r.entries, r.earned, r.balance, r.redeemed_points, r.redeemed_cents])).toEqual([
      [ADA, 8, 225, 105, 120, 120],
      [BEN, 2, 0, 0, 0, 0],
    ]);
  });

  it('gives the same rows when every event is delivered again, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(ledgerProjector);
    expect(once).toEqual(live);
    expect(twice).toEqual(live);
  });

  it('gives the same rows when rebuilt from the events', async () => {
    const before = await Promise.all(['ledger_entries', 'redemptions', 'ledger_stats'].map((t) => kit.rows(t, '1, 2')));
    await kit.replay(ledgerProjector);
    expect(await Promise.all(['ledger_entries', 'redemptions', 'ledger_stats'].map((t) => kit.rows(t, '1, 2')))).toEqual(before);
  });
});
