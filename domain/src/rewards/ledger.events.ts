import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';
import { LEDGER_HASH_SCHEME, POINT_KINDS } from './rewards.rules';

/**
 * A member's point ledger: stream `ledger-<userId>`. The balance lives here, so no sequence or
 * concurrency of redemptions can overspend. Every entry carries its number in the ledger, the
 * previous entry's hash and its own (ledgerEntryHash), so an auditor can recompute the chain.
 * Redemption ids come from sequence `redemption_ids`.
 */
export const ledgerStream = (userId: number) => `ledger-${userId}`;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const chain = {
  userId: positiveId,
  entry: positiveId.describe('1 for the first entry of the ledger'),
  prevHash: sha256Hex,
  hash: sha256Hex,
  /** Absent on entries written before LEDGER_KEY: those were hashed with plain SHA-256. */
  hashScheme: z.literal(LEDGER_HASH_SCHEME).optional(),
};
const redemptionId = positiveId;

/** What an earning, and the entry that takes it back, record of the rule and of the event behind them. */
const bySource = {
  kind: z.enum(POINT_KINDS),
  points: z.number().int().positive(),
  /** The rule's once-key, e.g. `approvedImage:42`: earned once per key, ever. */
  sourceKey: z.string().max(200),
  sourceEventId: z.uuid(),
  sourceType: z.string(),
  sourceStreamId: z.string(),
};

/** Points earned for one source event (by the points earner; never twice for the same `sourceKey`). */
export const pointsEarned = defineEvent({
  type: 'PointsEarned',
  version: 1,
  schema: z.object({
    ...chain,
    ...bySource,
    /** The source event's time: its UTC day is the day the daily cap counts in. */
    earnedAt: at,
  }),
});
/**
 * A compensating entry: the contribution that earned `sourceKey` was deleted, taken down or undone
 * within the rule's window, so its points are taken back (the earning itself stays as recorded).
 * The source is the event that undid it; the balance may go below zero if the points were spent.
 */
export const pointsWithdrawn = defineEvent({
  type: 'PointsWithdrawn',
  version: 1,
  schema: z.object({
    ...chain,
    /** Of the earning taken back; the source is the event that undid it. */
    ...bySource,
    withdrawnAt: at,
  }),
});
/** Points set aside for a payout; pending until an admin pays or refuses it. */
export const pointsRedeemed = defineEvent({
  type: 'PointsRedeemed',
  version: 1,
  schema: z.object({ ...chain, redemptionId, points: z.number().int().positive(), cents: z.number().int().positive(), idempotencyKey: z.string().max(200).nullable(), redeemedAt: at }),
});
export const redemptionPaid = defineEvent({ type: 'RedemptionPaid', version: 1, schema: z.object({ ...chain, redemptionId, adminId: positiveId, paidAt: at }) });
/** A refusal returns the points to the balance. */
export const redemptionRefused = defineEvent({
  type: 'RedemptionRefused',
  version: 1,
  schema: z.object({ ...chain, redemptionId, adminId: positiveId, points: z.number().int().positive(), reason: z.string().max(500), refusedAt: at }),
});

export const ledgerEvents = [pointsEarned, pointsWithdrawn, pointsRedeemed, redemptionPaid, redemptionRefused] as const;
export type LedgerEvent = EventOf<(typeof ledgerEvents)[number]>;

/**
 * What an entry's hash covers: its type and every data field but `hash`, keys sorted, as JSON.
 * The hash is HMAC-SHA256 (hex, keyed with LEDGER_KEY; plain SHA-256 for entries without a
 * `hashScheme`) of `${prevHash}\n${ledgerEntryContent(...)}`; the command side and
 * `npm run ledger:verify` compute it with the same function.
 */
export function ledgerEntryContent(type: LedgerEvent['type'], data: Record<string, unknown>): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v;
  const { hash: _hash, ...rest } = data;
  return JSON.stringify({ type, data: sorted(rest) });
}
export const ledgerHashInput = (prevHash: string, content: string) => `${prevHash}\n${content}`;
