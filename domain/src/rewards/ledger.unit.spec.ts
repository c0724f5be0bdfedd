import { describe, expect, it } from 'vitest';
import { Forbidden, type ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { evolveLedger, initialLedgerState, ledgerStatsOf, redemptionViewOf, verifyLedger, type LedgerState } from './ledger';
import { ledgerDecider, type LedgerCommand } from './ledger.decide';
import { ledgerEntryContent, ledgerHashInput, type LedgerEvent } from './ledger.events';
import { BelowRedemptionMinimum, InsufficientPoints, NoSuchRedemption, RedeemNeedsVerifiedEmail, RedemptionSettled } from './rewards.errors';
import { LEDGER_GENESIS_HASH, POINTS_ABOVE_BALANCE, POINTS_BELOW_MINIMUM, type PointKind } from './rewards.rules';

/**
 * A stand-in for SHA-256 (the domain imports no node:crypto): FNV-1a over the input with eight
 * seeds, 64 hex characters, so every change to an entry's content or its predecessor changes it.
 */
const hash = (input: string) =>
  Array.from({ length: 8 }, (_, seed) => {
    let h = (0x811c9dc5 ^ (seed * 0x9e3779b9)) >>> 0;
    for (let i = 0; i < input.length; i++) h = Math.imul(h ^ input.charCodeAt(i), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  }).join('');

/** A stand-in for plain SHA-256: another seed, so the two rules never agree. */
const plain = (input: string) => hash(`plain\n${input}`);
const hashes = { keyed: hash, plain };

const USER = 7;
const ADMIN = 1;
const day1 = '2026-11-23T10:00:00.000Z';
const day1Late = '2026-11-23T23:59:59.000Z';
const day2 = '2026-11-24T00:00:01.000Z';

const ledger = specFor<LedgerState, LedgerCommand, LedgerEvent>(ledgerDecider);
const stateOf = (events: LedgerEvent[]) => events.reduce(evolveLedger, initialLedgerState());

let sourceSeq = 0;
const earnCmd = (kind: PointKind, sourceKey: string, at = day1): LedgerCommand => ({
  type: 'EarnPoints',
  userId: USER,
  kind,
  sourceKey,
  sourceEventId: `00000000-0000-4000-8000-${String(++sourceSeq).padStart(12, '0')}`,
  sourceType: 'InspirationImageApproved',
  sourceStreamId: `inspirationImage-${sourceKey}`,
  at,
  hash,
});
const redeemCmd = (points: number, redemptionId: number, over: Partial<Extract<LedgerCommand, { type: 'RedeemPoints' }>> = {}): LedgerCommand => ({
  type: 'RedeemPoints',
  userId: USER,
  redemptionId,
  points,
  idempotencyKey: null,
  hasVerifiedEmail: true,
  now: day2,
  hash,
  ...over,
});
const pay = (redemptionId: number, isAdmin = true): LedgerCommand => ({ type: 'PayRedemption', userId: USER, redemptionId, adminId: ADMIN, isAdmin, now: day2, hash });
const refuse = (redemptionId: number, isAdmin = true): LedgerCommand => ({ type: 'RefuseRedemption', userId: USER, redemptionId, adminId: ADMIN, isAdmin, reason: 'Account under review', now: day2, hash });

/** Runs commands in turn, each on the history the ones before left. */
function history(...commands: LedgerCommand[]): LedgerEvent[] {
  return commands.reduce<LedgerEvent[]>((events, c) => [...events, ...ledger(events).when(c).events()], []);
}
/** `n` approved images on a day: 50 points each. */
const images = (n: number, at = day1, from = 1) => Array.from({ length: n }, (_, i) => earnCmd('approvedImage', `approvedImage:${from + i}`, at));
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;

describe('ledger decider: earning', () => {
  it('earns the rule’s points as the first entry of the chain', () => {
    const [e] = ledger([]).when(earnCmd('approvedImage', 'approvedImage:42')).events();
    expect(e.type).toBe('PointsEarned');
    expect(e.data).toMatchObject({ userId: USER, entry: 1, prevHash: LEDGER_GENESIS_HASH, kind: 'approvedImage', points: 50, sourceKey: 'approvedImage:42', earnedAt: day1 });
    expect(e.data.hash).toBe(hash(ledgerHashInput(LEDGER_GENESIS_HASH, ledgerEntryContent('PointsEarned', e.data))));
    expect(ledgerStatsOf(stateOf([e]))).toEqual({ user_point: 50, point_left: 50, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
  });

  it('chains every entry to the one before and numbers them without gaps', () => {
    const events = history(...images(3));
    expect(events.map((e) => e.data.entry)).toEqual([1, 2, 3]);
    expect(events[1].data.prevHash).toBe(events[0].data.hash);
    expect(events[2].data.prevHash).toBe(events[1].data.hash);
    expect(new Set(events.map((e) => e.data.hash)).size).toBe(3);
  });

  it('earns once per source key, ever', () => {
    const once = history(earnCmd('approvedImage', 'approvedImage:42'));
    expect(ledger(once).when(earnCmd('approvedImage', 'approvedImage:42', day2)).events()).toEqual([]);
    expect(ledger(once).when(earnCmd('approvedImage', 'approvedImage:43')).events()).toHaveLength(1);
  });

  it('stops a kind at 500 points a day, earning only the part under the cap, and starts afresh the next UTC day', () => {
    const full = history(...images(10));
    expect(stateOf(full).balance).toBe(500);
    // The day ends at midnight UTC: one second before it, still capped.
    expect(ledger(full).when(earnCmd('approvedImage', 'approvedImage:11', day1Late)).events()).toEqual([]);
    expect(ledger(full).when(earnCmd('approvedImage', 'approvedImage:11', day2)).events()[0].data).toMatchObject({ points: 50 });
    // Other kinds have caps of their own.
    expect(ledger(full).when(earnCmd('followerGained', 'followerGained:3:7')).events()[0].data).toMatchObject({ points: 10 });
    // A kind whose points do not divide 500: the last earning that day is cut to what is left.
    const boards = (n: number) => Array.from({ length: n }, (_, i) => earnCmd('requestAnswered', `requestAnswered:${i}:1`));
    const three = history(...boards(3));
    expect(stateOf(three).balance).toBe(450);
    expect(ledger(three).when(earnCmd('requestAnswered', 'requestAnswered:9:1')).events()[0].data).toMatchObject({ points: 50 });
    expect(stateOf(history(...boards(5))).balance).toBe(500);
  });
});

describe('ledger decider: redeeming', () => {
  const earned = history(...images(10), ...images(10, day2, 11)); // 1000 points over two days

  it('sets the points aside as a pending redemption at one cent a point', () => {
    const [e] = ledger(earned).when(redeemCmd(300, 5, { idempotencyKey: 'k-1' })).events();
    expect(e).toMatchObject({ type: 'PointsRedeemed', data: { userId: USER, entry: 21, prevHash: earned[19].data.hash, redemptionId: 5, points: 300, cents: 300, idempotencyKey: 'k-1', redeemedAt: day2 } });
    const after = stateOf([...earned, e]);
    expect(ledgerStatsOf(after)).toEqual({ user_point: 1000, point_left: 700, total_redeem_point_sum: 300, total_redeem_money_sum: 300 });
    expect(redemptionViewOf(after, after.redemptions.get(5)!)).toEqual({ id: 5, userId: USER, points: 300, cents: 300, status: 'pending', requestedAt: day2, settledAt: null, reason: null });
  });

  it('refuses less than 100 points and more than the balance, on the points field', () => {
    const below = ledger(earned).when(redeemCmd(99, 5)).error();
    expect(below).toBeInstanceOf(BelowRedemptionMinimum);
    expect(fieldErrors(below)).toEqual({ points: [POINTS_BELOW_MINIMUM] });
    const above = ledger(earned).when(redeemCmd(1001, 5)).error();
    expect(above).toBeInstanceOf(InsufficientPoints);
    expect(fieldErrors(above)).toEqual({ points: [POINTS_ABOVE_BALANCE] });
    expect(ledger(earned).when(redeemCmd(1000, 5)).events()).toHaveLength(1);
    expect(ledger([]).when(redeemCmd(100, 5)).error()).toBeInstanceOf(InsufficientPoints);
  });

  it('never lets the balance fall below zero, however many redemptions come', () => {
    let events = earned;
    let refused = 0;
    for (let id = 1; id <= 15; id++) {
      const err = ledger(events).when(redeemCmd(100, id)).error();
      if (err) {
        expect(err).toBeInstanceOf(InsufficientPoints);
        refused++;
      } else events = [...events, ...ledger(events).when(redeemCmd(100, id)).events()];
    }
    expect(refused).toBe(5);
    expect(stateOf(events).balance).toBe(0);
    expect(ledger(events).when(redeemCmd(100, 16)).error()).toBeInstanceOf(InsufficientPoints);
  });

  it('takes a repeated Idempotency-Key for the redemption it made: nothing new, even once the balance is spent', () => {
    const first = history(...images(10), redeemCmd(500, 5, { idempotencyKey: 'same' }));
    expect(ledger(first).when(redeemCmd(500, 6, { idempotencyKey: 'same' })).events()).toEqual([]);
    expect(ledger(first).when(redeemCmd(500, 6, { idempotencyKey: 'other' })).error()).toBeInstanceOf(InsufficientPoints);
    expect(stateOf(first).redemptionByKey.get('same')).toBe(5);
  });

  it('asks for a verified address first', () => {
    expect(ledger(earned).when(redeemCmd(100, 5, { hasVerifiedEmail: false })).error()).toBeInstanceOf(RedeemNeedsVerifiedEmail);
  });
});

describe('ledger decider: paying and refusing', () => {
  const redeemed = history(...images(10), redeemCmd(300, 5));

  it('marks a pending redemption paid, the balance unchanged', () => {
    const [e] = ledger(redeemed).when(pay(5)).events();
    expect(e).toMatchObject({ type: 'RedemptionPaid', data: { userId: USER, entry: 12, prevHash: redeemed[10].data.hash, redemptionId: 5, adminId: ADMIN, paidAt: day2 } });
    const after = stateOf([...redeemed, e]);
    expect(after.redemptions.get(5)).toMatchObject({ status: 'paid', settledAt: day2 });
    expect(ledgerStatsOf(after)).toEqual({ user_point: 500, point_left: 200, total_redeem_point_sum: 300, total_redeem_money_sum: 300 });
  });

  it('refuses a pending redemption with a reason and gives its points back', () => {
    const [e] = ledger(redeemed).when(refuse(5)).events();
    expect(e).toMatchObject({ type: 'RedemptionRefused', data: { redemptionId: 5, adminId: ADMIN, points: 300, reason: 'Account under review', refusedAt: day2 } });
    const after = stateOf([...redeemed, e]);
    expect(after.redemptions.get(5)).toMatchObject({ status: 'refused', reason: 'Account under review' });
    expect(ledgerStatsOf(after)).toEqual({ user_point: 500, point_left: 500, total_redeem_point_sum: 0, total_redeem_money_sum: 0 });
  });

  it('settles a redemption once: a second pay or refusal is a conflict', () => {
    const paid = [...redeemed, ...ledger(redeemed).when(pay(5)).events()];
    expect(ledger(paid).when(pay(5)).error()).toBeInstanceOf(RedemptionSettled);
    expect(ledger(paid).when(refuse(5)).error()).toBeInstanceOf(RedemptionSettled);
    const refused = [...redeemed, ...ledger(redeemed).when(refuse(5)).events()];
    expect(ledger(refused).when(pay(5)).error()).toBeInstanceOf(RedemptionSettled);
  });

  it('lets only admins settle, and only redemptions the ledger holds', () => {
    expect(ledger(redeemed).when(pay(5, false)).error()).toBeInstanceOf(Forbidden);
    expect(ledger(redeemed).when(refuse(5, false)).error()).toBeInstanceOf(Forbidden);
    expect(ledger(redeemed).when(pay(6)).error()).toBeInstanceOf(NoSuchRedemption);
    expect(ledger([]).when(refuse(5)).error()).toBeInstanceOf(NoSuchRedemption);
  });
});

describe('verifying a ledger', () => {
  const events = history(...images(3), redeemCmd(100, 5), refuse(5), redeemCmd(100, 6), pay(6));
  const stored = () => events.map((e) => ({ type: e.type, data: structuredClone(e.data) as Record<string, unknown> }));

  it('finds nothing wrong with the chain as written, and recomputes the balance', () => {
    expect(verifyLedger(stored(), hashes)).toEqual({ divergence: null, balance: 50, entries: 7, unkeyed: 0 });
  });

  it('finds a changed entry at that entry', () => {
    const changed = stored();
    changed[1].data.points = 500;
    expect(verifyLedger(changed, hashes).divergence).toMatchObject({ entry: 2, problem: expect.stringContaining('does not match its content') });
  });

  it('finds a removed entry where it is missing', () => {
    const removed = stored().filter((_, i) => i !== 2);
    expect(verifyLedger(removed, hashes).divergence).toMatchObject({ entry: 3, problem: expect.stringContaining('entry number 4 where 3 was expected') });
  });

  it('finds an entry rewritten with a fresh hash by its broken link to the next', () => {
    const rewritten = stored();
    rewritten[0].data.points = 40;
    rewritten[0].data.hash = hash(ledgerHashInput(LEDGER_GENESIS_HASH, ledgerEntryContent('PointsEarned', rewritten[0].data)));
    expect(verifyLedger(rewritten, hashes).divergence).toMatchObject({ entry: 2, problem: expect.stringContaining('does not chain') });
  });
});

describe('ledger decider: taking points back', () => {
  const undoing = (undoes: (e: { kind: PointKind; sourceKey: string }) => boolean, at: string): LedgerCommand => ({
    type: 'WithdrawPoints',
    userId: USER,
    undoes,
    sourceEventId: '00000000-0000-4000-8000-00000000dead',
    sourceType: 'LookBoardDeleted',
    sourceStreamId: 'lookBoard-4',
    at,
    hash,
  });
  const board4 = (e: { sourceKey: string }) => e.sourceKey.endsWith(':4');
  const earned = history(earnCmd('publishedLookBoard', 'publishedLookBoard:4'), earnCmd('requestAnswered', 'requestAnswered:12:4'), earnCmd('approvedImage', 'approvedImage:9'));
  const hours = (n: number) => new Date(Date.parse(day1) + n * 3_600_000).toISOString();

  it('within the window, takes back each earning the undoing event concerns with a compensating entry, the earnings kept', () => {
    const out = ledger(earned).when(undoing(board4, hours(23))).events();
    expect(out.map((e) => [e.type, e.data.entry, (e.data as { sourceKey: string }).sourceKey, (e.data as { points: number }).points])).toEqual([
      ['PointsWithdrawn', 4, 'publishedLookBoard:4', 100],
      ['PointsWithdrawn', 5, 'requestAnswered:12:4', 150],
    ]);
    expect(out[1].data.prevHash).toBe(out[0].data.hash);
    const after = stateOf([...earned, ...out]);
    expect(ledgerStatsOf(after)).toMatchObject({ user_point: 50, point_left: 50 });
    // Once: the same undoing again, or another, takes nothing more; the key never earns again.
    expect(ledger([...earned, ...out]).when(undoing(board4, hours(23))).events()).toEqual([]);
    expect(ledger([...earned, ...out]).when(earnCmd('publishedLookBoard', 'publishedLookBoard:4')).events()).toEqual([]);
  });

  it('after the window, the points stay earned', () => {
    expect(ledger(earned).when(undoing(board4, hours(25))).events()).toEqual([]);
  });

  it('takes back points already spent: the balance goes below zero and nothing more can be redeemed', () => {
    const spent = [...earned, ...ledger(earned).when(redeemCmd(300, 5)).events()];
    const out = ledger(spent).when(undoing(board4, hours(1))).events();
    expect(stateOf([...spent, ...out]).balance).toBe(-250);
    expect(ledger([...spent, ...out]).when(redeemCmd(100, 6)).error()).toBeInstanceOf(InsufficientPoints);
    expect(verifyLedger([...spent, ...out].map((e) => ({ type: e.type, data: e.data as unknown as Record<string, unknown> })), hashes).divergence).toBeNull();
  });
});

describe('verifying a ledger: the key and the sources', () => {
  const events = history(...images(3));
  const stored = () => events.map((e) => ({ type: e.type, data: structuredClone(e.data) as Record<string, unknown> }));
  /** An entry made up by someone without the key: within the rules, chained, its hash plain SHA-256. */
  const forged = (prev: Record<string, unknown>, scheme: 'plain' | 'keyless') => {
    const data: Record<string, unknown> = { userId: USER, entry: Number(prev.entry) + 1, prevHash: prev.hash, kind: 'approvedImage', points: 50, sourceKey: 'approvedImage:999', sourceEventId: '00000000-0000-4000-8000-000000000999', sourceType: 'InspirationImageApproved', sourceStreamId: 'inspirationImage-999', earnedAt: day1 };
    if (scheme === 'keyless') data.hashScheme = 'hmac-sha256';
    data.hash = plain(ledgerHashInput(String(prev.hash), ledgerEntryContent('PointsEarned', data)));
    return { type: 'PointsEarned', data };
  };

  it('finds an entry made up without the key, whether it claims the keyed scheme or none', () => {
    const entries = stored();
    expect(verifyLedger([...entries, forged(entries[2].data, 'keyless')], hashes).divergence).toMatchObject({ entry: 4, problem: expect.stringContaining('not the keyed hash') });
    expect(verifyLedger([...entries, forged(entries[2].data, 'plain')], hashes).divergence).toMatchObject({ entry: 4, problem: expect.stringContaining('unkeyed entry after a keyed one') });
  });

  it('verifies a ledger written before the key by the old rule, and counts its entries as unkeyed', () => {
    const legacy: { type: string; data: Record<string, unknown> }[] = [];
    let prev = LEDGER_GENESIS_HASH;
    for (const e of stored()) {
      const { hashScheme: _scheme, ...data } = e.data;
      data.prevHash = prev;
      data.hash = plain(ledgerHashInput(prev, ledgerEntryContent('PointsEarned', data)));
      prev = String(data.hash);
      legacy.push({ type: e.type, data });
    }
    expect(verifyLedger(legacy, hashes)).toEqual({ divergence: null, balance: 150, entries: 3, unkeyed: 3 });
  });

  it('reports the first entry its source check finds unbacked', () => {
    const result = verifyLedger(stored(), hashes, (e) => (e.data.entry === 2 ? `cites source event ${e.data.sourceEventId}, which the store does not hold` : null));
    expect(result.divergence).toMatchObject({ entry: 2, problem: expect.stringContaining('which the store does not hold') });
  });
});
