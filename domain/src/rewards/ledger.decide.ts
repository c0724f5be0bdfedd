import { Forbidden } from '../shared/errors';
import { ledgerEntryContent, ledgerHashInput, type LedgerEvent } from './ledger.events';
import { dayKindKey, evolveLedger, initialLedgerState, type LedgerState } from './ledger';
import { BelowRedemptionMinimum, InsufficientPoints, NoSuchRedemption, RedeemNeedsVerifiedEmail, RedemptionSettled } from './rewards.errors';
import { DAILY_CAP_PER_KIND, POINT_RULES, pointsToCents, REDEEM_MIN_POINTS, type PointKind } from './rewards.rules';

/** SHA-256 as lowercase hex: the handler passes node:crypto's, so the domain stays free of I/O. */
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
type Unchained<T extends LedgerEvent['type']> = Omit<DataOf<T>, 'userId' | 'entry' | 'prevHash' | 'hash'>;

/** The next entry of the chain: its number, the previous entry's hash and its own content hash. */
function entry<T extends LedgerEvent['type']>(state: LedgerState, userId: number, type: T, fields: Unchained<T>, hash: HashFn): LedgerEvent {
  const data = { userId, entry: state.entries + 1, prevHash: state.lastHash, ...fields };
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
