import { z } from 'zod';
import { POINT_KINDS, POINTS_TAKEN_BACK_LABEL, REDEMPTION_STATUSES } from './rewards.rules';

/** What the rewards calls answer, as zod schemas for the API description. */
const id = z.number().int();

/** Spec 3 "User stats", as the issue defines each figure. */
export const userStatsView = z.object({
  user_point: id.describe('Every point ever earned'),
  point_left: id.describe('The balance that can be redeemed'),
  total_redeem_point_sum: id.describe('Points redeemed (pending and paid)'),
  total_redeem_money_sum: id.describe('Cents redeemed (pending and paid)'),
});
export type UserStatsView = z.infer<typeof userStatsView>;

/**
 * One line of the member's points history: an earning, or points an earning brought that a later
 * event took back within the rule's window (a line of its own with negative points; the earning
 * stays listed as it was), so the lines add up to what the figures say was earned.
 */
export const activityView = z.object({
  entry: id.describe('The ledger entry: later lines have higher numbers'),
  type: z.enum(['earned', 'takenBack']),
  kind: z.enum(POINT_KINDS).describe('The rule that earned the points (for points taken back, the rule of the earning undone)'),
  label: z.string().describe(`The rules table's name for it; "${POINTS_TAKEN_BACK_LABEL}" for points taken back`),
  points: id.describe('Points earned (positive) or taken back (negative)'),
  earnedAt: z.string().describe('When the points were earned'),
  takenBackAt: z.string().nullable().describe('When the points were taken back (null for an earning)'),
  reason: z.string().nullable().describe('Why the points were taken back (null for an earning)'),
  subject: z
    .object({ type: z.enum(['inspirationImage', 'lookBoard', 'request', 'user']), id, title: z.string().nullable(), link: z.string().nullable() })
    .nullable()
    .describe('What earned it: the image, board, request or member'),
});
export type ActivityView = z.infer<typeof activityView>;

export const redemptionView = z.object({
  id,
  userId: id,
  points: id,
  cents: id,
  status: z.enum(REDEMPTION_STATUSES),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
  reason: z.string().nullable().describe('Why it was refused'),
});
export type RedemptionView = z.infer<typeof redemptionView>;

export const redeemAnswer = z.object({ redemption: redemptionView, stats: userStatsView });

/** An auditor's view of one ledger entry. */
export const ledgerEntryView = z.object({
  entry: id,
  type: z.enum(['PointsEarned', 'PointsWithdrawn', 'PointsRedeemed', 'RedemptionPaid', 'RedemptionRefused']),
  at: z.string(),
  change: id.describe('Points added to (positive) or taken from (negative) the balance'),
  balance: id.describe('The running balance after this entry'),
  kind: z.enum(POINT_KINDS).nullable(),
  redemptionId: id.nullable(),
  adminId: id.nullable(),
  source: z
    .object({ eventId: z.string(), type: z.string(), streamId: z.string(), link: z.string().nullable().describe('The page of what the event is about') })
    .nullable()
    .describe('The event that earned the points'),
  eventId: z.string().describe("The ledger event's own id"),
  prevHash: z.string(),
  hash: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryView>;

export const adminLedgerAnswer = z.object({
  user: z.object({ id, displayName: z.string(), email: z.string().nullable() }),
  asOf: z.string().nullable().describe('The day the ledger is shown as of (end of day, UTC), or null for now'),
  stats: userStatsView,
  entries: z.array(ledgerEntryView).describe('Oldest first'),
});
export const adminRedemptionView = redemptionView.extend({ displayName: z.string(), email: z.string().nullable() });
export const adminRedemptionsAnswer = z.object({ redemptions: z.array(adminRedemptionView), total: id, totalPoints: id, totalCents: id });
