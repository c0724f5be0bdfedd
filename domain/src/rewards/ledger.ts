import { ledgerEntryContent, ledgerHashInput, type LedgerEvent } from './ledger.events';
import { LEDGER_GENESIS_HASH, LEDGER_HASH_SCHEME, POINT_RULES, type PointKind, type PointRule, type RedemptionStatus } from './rewards.rules';
import type { RedemptionView, UserStatsView } from './rewards.views';

/** One redemption as the ledger knows it. */
export interface Redemption {
  redemptionId: number;
  points: number;
  cents: number;
  status: RedemptionStatus;
  idempotencyKey: string | null;
  requestedAt: string;
  settledAt: string | null;
  reason: string | null;
}

/** One earning as the ledger keeps it. */
export interface Earned {
  kind: PointKind;
  sourceKey: string;
  points: number;
  earnedAt: string;
  withdrawn: boolean;
}

/**
 * A member's ledger folded: what every decision on it needs (the chain's tip, the balance, the
 * daily totals the cap counts, the sources already paid for, the redemptions).
 */
export interface LedgerState {
  userId: number;
  /** Entries so far: the next entry is `entries + 1`. */
  entries: number;
  /** The last entry's hash: the next entry's `prevHash`. */
  lastHash: string;
  balance: number;
  /** Every point ever earned. */
  earned: number;
  /** Points and cents of redemptions pending or paid (a refusal gives them back). */
  redeemedPoints: number;
  redeemedCents: number;
  /** Points earned per `${UTC day}|${kind}`, the daily cap's count. */
  earnedPerDayAndKind: ReadonlyMap<string, number>;
  /** Every sourceKey that earned: each earns once, ever (a withdrawn one too). */
  sourceKeys: ReadonlySet<string>;
  /** What each sourceKey earned and whether it was taken back: what a withdrawal decides on. */
  earnings: ReadonlyMap<string, Earned>;
  redemptions: ReadonlyMap<number, Redemption>;
  /** The redemption each Idempotency-Key made, so a retry is the same redemption. */
  redemptionByKey: ReadonlyMap<string, number>;
}

export const initialLedgerState = (): LedgerState => ({
  userId: 0,
  entries: 0,
  lastHash: LEDGER_GENESIS_HASH,
  balance: 0,
  earned: 0,
  redeemedPoints: 0,
  redeemedCents: 0,
  earnedPerDayAndKind: new Map(),
  sourceKeys: new Set(),
  earnings: new Map(),
  redemptions: new Map(),
  redemptionByKey: new Map(),
});

/** The UTC day an instant falls on (YYYY-MM-DD): the day the daily cap counts in. */
export const utcDayOf = (at: string) => new Date(at).toISOString().slice(0, 10);
export const dayKindKey = (at: string, kind: PointKind) => `${utcDayOf(at)}|${kind}`;

export function evolveLedger(state: LedgerState, event: LedgerEvent): LedgerState {
  const chained = { ...state, userId: event.data.userId, entries: event.data.entry, lastHash: event.data.hash };
  switch (event.type) {
    case 'PointsEarned': {
      const d = event.data;
      const key = dayKindKey(d.earnedAt, d.kind);
      return {
        ...chained,
        balance: state.balance + d.points,
        earned: state.earned + d.points,
        earnedPerDayAndKind: new Map(state.earnedPerDayAndKind).set(key, (state.earnedPerDayAndKind.get(key) ?? 0) + d.points),
        sourceKeys: new Set(state.sourceKeys).add(d.sourceKey),
        earnings: new Map(state.earnings).set(d.sourceKey, { kind: d.kind, sourceKey: d.sourceKey, points: d.points, earnedAt: d.earnedAt, withdrawn: false }),
      };
    }
    case 'PointsWithdrawn': {
      // The day's cap keeps counting what was earned: a withdrawal frees no room to earn again.
      const d = event.data;
      const earned = state.earnings.get(d.sourceKey);
      return {
        ...chained,
        balance: state.balance - d.points,
        earned: state.earned - d.points,
        earnings: earned ? new Map(state.earnings).set(d.sourceKey, { ...earned, withdrawn: true }) : state.earnings,
      };
    }
    case 'PointsRedeemed': {
      const d = event.data;
      const redemption: Redemption = {
        redemptionId: d.redemptionId,
        points: d.points,
        cents: d.cents,
        status: 'pending',
        idempotencyKey: d.idempotencyKey,
        requestedAt: d.redeemedAt,
        settledAt: null,
        reason: null,
      };
      return {
        ...chained,
        balance: state.balance - d.points,
        redeemedPoints: state.redeemedPoints + d.points,
        redeemedCents: state.redeemedCents + d.cents,
        redemptions: new Map(state.redemptions).set(d.redemptionId, redemption),
        redemptionByKey: d.idempotencyKey === null ? state.redemptionByKey : new Map(state.redemptionByKey).set(d.idempotencyKey, d.redemptionId),
      };
    }
    case 'RedemptionPaid': {
      const r = state.redemptions.get(event.data.redemptionId);
      if (!r) return chained;
      return { ...chained, redemptions: new Map(state.redemptions).set(r.redemptionId, { ...r, status: 'paid', settledAt: event.data.paidAt }) };
    }
    case 'RedemptionRefused': {
      const d = event.data;
      const r = state.redemptions.get(d.redemptionId);
      if (!r) return chained;
      return {
        ...chained,
        balance: state.balance + d.points,
        redeemedPoints: state.redeemedPoints - r.points,
        redeemedCents: state.redeemedCents - r.cents,
        redemptions: new Map(state.redemptions).set(r.redemptionId, { ...r, status: 'refused', settledAt: d.refusedAt, reason: d.reason }),
      };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Spec 3's user stats, from the ledger itself (a redemption answers them as they are after it). */
export const ledgerStatsOf = (s: LedgerState): UserStatsView => ({
  user_point: s.earned,
  point_left: s.balance,
  total_redeem_point_sum: s.redeemedPoints,
  total_redeem_money_sum: s.redeemedCents,
});

export const redemptionViewOf = (s: LedgerState, r: Redemption): RedemptionView => ({
  id: r.redemptionId,
  userId: s.userId,
  points: r.points,
  cents: r.cents,
  status: r.status,
  requestedAt: r.requestedAt,
  settledAt: r.settledAt,
  reason: r.reason,
});

/** Where an auditor's recomputation of a ledger first disagrees with what is stored. */
export interface LedgerDivergence {
  /** The entry number expected at that point of the chain (1-based). */
  entry: number;
  problem: string;
}

/** An entry as stored: its type and data, in stream order. */
export interface StoredLedgerEntry {
  type: string;
  data: Record<string, unknown>;
}

/** The two hash rules: keyed (HMAC-SHA256 with LEDGER_KEY) and, for entries before the key, plain SHA-256. */
export interface LedgerHashes {
  keyed: (input: string) => string;
  plain: (input: string) => string;
}

/**
 * What an auditor found of an entry's source event in the store: the event the entry cites
 * (by id), and whether that event earns (or, for a withdrawal, undoes) exactly this entry for this
 * person. Answered by the caller, which reads the store; null when there is no such event.
 */
export type SourceCheck = (entry: LedgerEvent & { type: 'PointsEarned' | 'PointsWithdrawn' }) => string | null;

const LEDGER_ENTRY_TYPES = ['PointsEarned', 'PointsWithdrawn', 'PointsRedeemed', 'RedemptionPaid', 'RedemptionRefused'];

/**
 * Recomputes a ledger from its stored entries: numbering without gaps, each entry chained to the
 * one before, each hash over its own content (keyed, or plain only before the ledger's first keyed
 * entry), a balance that every redemption keeps sound (never more than the balance, a refusal
 * giving back what was redeemed, a settlement only of a pending redemption), a withdrawal only of
 * what was earned, and (when `source` is given) every earning and withdrawal backed by its source
 * event. Answers the first divergence, or null, the balance recomputed and how many entries were
 * hashed by the old, unkeyed rule.
 */
export function verifyLedger(
  entries: readonly StoredLedgerEntry[],
  hashes: LedgerHashes,
  source?: SourceCheck,
): { divergence: LedgerDivergence | null; balance: number; entries: number; unkeyed: number } {
  let state = initialLedgerState();
  let unkeyed = 0;
  let keyedSeen = false;
  const fail = (entry: number, problem: string) => ({ divergence: { entry, problem }, balance: state.balance, entries: state.entries, unkeyed });
  for (const e of entries) {
    const expected = state.entries + 1;
    const d = e.data;
    if (!LEDGER_ENTRY_TYPES.includes(e.type)) return fail(expected, `unknown entry type ${e.type}`);
    if (d.entry !== expected) return fail(expected, `entry number ${String(d.entry)} where ${expected} was expected (an entry is missing or out of place)`);
    if (d.prevHash !== state.lastHash) return fail(expected, `prevHash ${String(d.prevHash)} does not chain to the previous entry's hash ${state.lastHash}`);
    const input = ledgerHashInput(state.lastHash, ledgerEntryContent(e.type as LedgerEvent['type'], d));
    if (d.hashScheme === LEDGER_HASH_SCHEME) {
      keyedSeen = true;
      if (d.hash !== hashes.keyed(input)) return fail(expected, `hash ${String(d.hash)} does not match its content under LEDGER_KEY (not the keyed hash: the content was changed, or the entry was made without the key)`);
    } else if (d.hashScheme !== undefined) {
      return fail(expected, `unknown hash scheme ${String(d.hashScheme)}`);
    } else {
      // Entries from before LEDGER_KEY: only a ledger's beginning may be unkeyed, never an entry after a keyed one.
      if (keyedSeen) return fail(expected, 'an unkeyed entry after a keyed one (made without LEDGER_KEY)');
      const recomputed = hashes.plain(input);
      if (d.hash !== recomputed) return fail(expected, `hash ${String(d.hash)} does not match its content (recomputed ${recomputed})`);
      unkeyed++;
    }
    const event = e as unknown as LedgerEvent;
    if (event.type === 'PointsEarned') {
      if (state.sourceKeys.has(event.data.sourceKey)) return fail(expected, `earns a second time for ${event.data.sourceKey}`);
      const rule = POINT_RULES[event.data.kind] as PointRule | undefined;
      if (!rule || event.data.points > rule.points) return fail(expected, `earns ${event.data.points} points for ${event.data.kind}, more than its rule gives`);
    }
    if (event.type === 'PointsWithdrawn') {
      const earned = state.earnings.get(event.data.sourceKey);
      if (!earned) return fail(expected, `takes back ${event.data.sourceKey}, which this ledger never earned`);
      if (earned.withdrawn) return fail(expected, `takes back ${event.data.sourceKey} a second time`);
      if (earned.points !== event.data.points || earned.kind !== event.data.kind) return fail(expected, `takes back ${event.data.points} points of ${event.data.kind} where ${earned.points} of ${earned.kind} were earned`);
    }
    if ((event.type === 'PointsEarned' || event.type === 'PointsWithdrawn') && source) {
      const problem = source(event);
      if (problem) return fail(expected, problem);
    }
    if (event.type === 'PointsRedeemed' && event.data.points > state.balance) return fail(expected, `redeems ${event.data.points} points from a balance of ${state.balance}`);
    if (event.type === 'RedemptionPaid' || event.type === 'RedemptionRefused') {
      const r = state.redemptions.get(event.data.redemptionId);
      if (!r) return fail(expected, `settles redemption ${event.data.redemptionId}, which this ledger never recorded`);
      if (r.status !== 'pending') return fail(expected, `settles redemption ${r.redemptionId}, already ${r.status}`);
      if (event.type === 'RedemptionRefused' && event.data.points !== r.points) return fail(expected, `returns ${event.data.points} points for a redemption of ${r.points}`);
    }
    state = evolveLedger(state, event);
  }
  return { divergence: null, balance: state.balance, entries: state.entries, unkeyed };
}
