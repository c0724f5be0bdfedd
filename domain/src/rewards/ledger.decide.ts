import { Forbidden } from '../shared/errors';
import { ledgerEntryContent, ledgerHashInput, type LedgerEvent } from './ledger.events';
import { dayKindKey, evolveLedger, initialLedgerState, type LedgerState } from './ledger';
import { BelowRedemptionMinimum, InsufficientPoints, NoSuchRedemption, RedeemNeedsVerifiedEmail, RedemptionSettled } from './rewards.errors';
import { DAILY_CAP_PER_KIND, LEDGER_HASH_SCHEME, POINT_RULES, POINTS_WITHDRAWAL_WINDOW_MS, pointsToCents, REDEEM_MIN_POINTS, type PointKind } from './rewards.rules';
import type { EarnedSource } from './points';

/** HMAC-SHA256 keyed with LEDGER_KEY, as lowercase hex: the handler passes it, so the domain stays free of I/O and keys. */
export type HashFn = (input: string) => string;

export type LedgerCommand =
  | {
      type: 'EarnPoints';
      userId: number;
      kind: PointKind;
      sourceKey: string;
      sourceEventId: string;
      sourceType: string;
      sourceStreamId: string;
      /** The source event's time: the cap counts in its UTC day. */
      at: string;
      hash: HashFn;
    }
  | {
      type: 'WithdrawPoints';
      userId: number;
      /** Which earnings the undoing event concerns. */
      undoes: (earned: EarnedSource) => boolean;
      sourceEventId: string;
      sourceType: string;
      sourceStreamId: string;
      /** The undoing event's time: earnings older than the window by then stay earned. */
      at: string;
      hash: HashFn;
    }
  | {
      type: 'RedeemPoints';
      userId: number;
      redemptionId: number;
      points: number;
      /** The request's Idempotency-Key: the same key is the same redemption. */
      idempotencyKey: string | null;
      hasVerifiedEmail: boolean;
      now: string;
      hash: HashFn;
    }
  | { type: 'PayRedemption'; userId: number; redemptionId: number; adminId: number; isAdmin: boolean; now: string; hash: HashFn }
  | { type: 'RefuseRedemption'; userId: number; redemptionId: number; adminId: number; isAdmin: boolean; reason: string; now: string; hash: HashFn };

type DataOf<T extends LedgerEvent['type']> = Extract<LedgerEvent, { type: T }>['data'];
type Unchained<T extends LedgerEvent['type']> = Omit<DataOf<T>, 'userId' | 'entry' | 'prevHash' | 'hash' | 'hashScheme'>;

/** The next entry of the chain: its number, the previous entry's hash and its own keyed content hash. */
function entry<T extends LedgerEvent['type']>(state: LedgerState, userId: number, type: T, fields: Unchained<T>, hash: HashFn): LedgerEvent {
  const data = { userId, entry: state.entries + 1, prevHash: state.lastHash, hashScheme: LEDGER_HASH_SCHEME, ...fields };
  const own = hash(ledgerHashInput(state.lastHash, ledgerEntryContent(type, data)));
  return { type, data: { ...data, hash: own } } as unknown as LedgerEvent;
}

/** Points left under the daily cap of a kind on the source's UTC day. */
export const capLeft = (state: LedgerState, kind: PointKind, at: string) => Math.max(0, DAILY_CAP_PER_KIND - (state.earnedPerDayAndKind.get(dayKindKey(at, kind)) ?? 0));

function earn(c: Extract<LedgerCommand, { type: 'EarnPoints' }>, state: LedgerState): LedgerEvent[] {
  // Once per source, ever: a replay or a second delivery of the source earns nothing more.
  if (state.sourceKeys.has(c.sourceKey)) return [];
  const points = Math.min(POINT_RULES[c.kind].points, capLeft(state, c.kind, c.at));
  if (points === 0) return [];
  return [
    entry(
      state,
      c.userId,
      'PointsEarned',
      { kind: c.kind, points, sourceKey: c.sourceKey, sourceEventId: c.sourceEventId, sourceType: c.sourceType, sourceStreamId: c.sourceStreamId, earnedAt: c.at },
      c.hash,
    ),
  ];
}

/**
 * Takes back, with one compensating entry each, the earnings the undoing event concerns that are
 * still inside the rule's window (earned at most POINTS_WITHDRAWAL_WINDOW_MS before it) and not
 * taken back yet. Entries are chained one after the other.
 */
function withdraw(c: Extract<LedgerCommand, { type: 'WithdrawPoints' }>, state: LedgerState): LedgerEvent[] {
  const at = Date.parse(c.at);
  const out: LedgerEvent[] = [];
  let s = state;
  for (const earned of state.earnings.values()) {
    if (earned.withdrawn || !c.undoes(earned)) continue;
    const age = at - Date.parse(earned.earnedAt);
    if (age > POINTS_WITHDRAWAL_WINDOW_MS) continue;
    const e = entry(
      s,
      c.userId,
      'PointsWithdrawn',
      { kind: earned.kind, points: earned.points, sourceKey: earned.sourceKey, sourceEventId: c.sourceEventId, sourceType: c.sourceType, sourceStreamId: c.sourceStreamId, withdrawnAt: c.at },
      c.hash,
    );
    out.push(e);
    s = evolveLedger(s, e);
  }
  return out;
}

function redeem(c: Extract<LedgerCommand, { type: 'RedeemPoints' }>, state: LedgerState): LedgerEvent[] {
  // A retry of a redemption (its key seen before) is that redemption: nothing new, whatever the balance now.
  if (c.idempotencyKey !== null && state.redemptionByKey.has(c.idempotencyKey)) return [];
  if (!c.hasVerifiedEmail) throw new RedeemNeedsVerifiedEmail();
  if (c.points < REDEEM_MIN_POINTS) throw new BelowRedemptionMinimum();
  if (c.points > state.balance) throw new InsufficientPoints();
  return [
    entry(state, c.userId, 'PointsRedeemed', { redemptionId: c.redemptionId, points: c.points, cents: pointsToCents(c.points), idempotencyKey: c.idempotencyKey, redeemedAt: c.now }, c.hash),
  ];
}

function pending(state: LedgerState, redemptionId: number, isAdmin: boolean) {
  if (!isAdmin) throw new Forbidden();
  const r = state.redemptions.get(redemptionId);
  if (!r) throw new NoSuchRedemption();
  if (r.status !== 'pending') throw new RedemptionSettled(r.status);
  return r;
}

export function decideLedger(command: LedgerCommand, state: LedgerState): LedgerEvent[] {
  switch (command.type) {
    case 'EarnPoints':
      return earn(command, state);
    case 'WithdrawPoints':
      return withdraw(command, state);
    case 'RedeemPoints':
      return redeem(command, state);
    case 'PayRedemption': {
      const r = pending(state, command.redemptionId, command.isAdmin);
      return [entry(state, command.userId, 'RedemptionPaid', { redemptionId: r.redemptionId, adminId: command.adminId, paidAt: command.now }, command.hash)];
    }
    case 'RefuseRedemption': {
      const r = pending(state, command.redemptionId, command.isAdmin);
      return [
        entry(state, command.userId, 'RedemptionRefused', { redemptionId: r.redemptionId, adminId: command.adminId, points: r.points, reason: command.reason, refusedAt: command.now }, command.hash),
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const ledgerDecider = { initialState: initialLedgerState, evolve: evolveLedger, decide: decideLedger };
