import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { manyLines } from '../shared/text';
import { offsetField } from '../catalog/catalog.rules';

/**
 * Reward points (spec 1 "earn and redeem reward points", 3 "User stats", 7): the one rules table
 * the points earner applies and the Earn Rewards page shows, and the redemption rules.
 */

export const POINT_KINDS = ['approvedImage', 'publishedLookBoard', 'requestAnswered', 'highRatingReceived', 'profileCompleted', 'followerGained'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export interface PointRule {
  points: number;
  /** What the Earn Rewards page calls it. */
  label: string;
  /** How it is earned, in the page's words. */
  description: string;
  /** The domain event that earns it. */
  sourceEvent: string;
  /** What makes two earnings the same one: it is earned once per this key, ever. */
  once: string;
}

/**
 * Likes and votes earn nothing. Each kind earns at most DAILY_CAP_PER_KIND points a day per
 * person (the day of the source event, UTC); the part over the cap is not earned.
 */
export const POINT_RULES: Record<PointKind, PointRule> = {
  approvedImage: { points: 50, label: 'Image approved', description: 'An image you added is approved for the gallery', sourceEvent: 'InspirationImageApproved', once: 'per image' },
  publishedLookBoard: { points: 100, label: 'Look board published', description: 'A look board you curated is approved and published', sourceEvent: 'LookBoardApproved', once: 'per look board (public boards only)' },
  requestAnswered: {
    points: 150,
    label: 'Request answered',
    description: 'As an ambassador, you answer a Request the Look with a look board that is approved',
    // Earned when the answering board is approved (a submitted board earns nothing yet), from its recommendation to a request matched to you.
    sourceEvent: 'LookBoardApproved',
    once: 'per request and look board',
  },
  highRatingReceived: { points: 25, label: 'Great rating received', description: 'Someone rates one of your look boards 4 or 5 stars', sourceEvent: 'LookBoardRated', once: 'per look board and person rating it' },
  profileCompleted: { points: 20, label: 'Profile completed', description: 'You complete your profile and style preferences', sourceEvent: 'PreferencesFinished', once: 'once' },
  followerGained: { points: 10, label: 'New follower', description: 'Someone starts following you', sourceEvent: 'UserFollowed', once: 'per follower' },
};
export const DAILY_CAP_PER_KIND = 500;
/**
 * The rule's window: a look board deleted or taken down, a follow undone or a high rating lowered
 * within this many hours of the earning takes its points back (a compensating PointsWithdrawn
 * entry, never an edit). Later, the points stay earned. The spec states no window; a day is ours.
 */
export const POINTS_WITHDRAWAL_WINDOW_HOURS = 24;
export const POINTS_WITHDRAWAL_WINDOW_MS = POINTS_WITHDRAWAL_WINDOW_HOURS * 60 * 60 * 1000;
/** A rating this high earns its board's owner points (not their own rating). */
export const HIGH_RATING_MIN = 4;

/** What undoes an earning inside the window: the `sourceType` of a PointsWithdrawn entry. */
export const WITHDRAWAL_SOURCE_TYPES = ['LookBoardDeleted', 'LookBoardTakenDown', 'UserUnfollowed', 'LookBoardRated'] as const;
export type WithdrawalSourceType = (typeof WITHDRAWAL_SOURCE_TYPES)[number];
/** How the member's points history names points an earning brought and a later event took back. */
export const POINTS_TAKEN_BACK_LABEL = 'Points taken back';
/** Why the points were taken back, as the member's history says it, by what undid the earning. */
export const WITHDRAWAL_REASONS: Record<WithdrawalSourceType, string> = {
  LookBoardDeleted: `The look board was deleted within ${POINTS_WITHDRAWAL_WINDOW_HOURS} hours`,
  LookBoardTakenDown: `The look board was taken down within ${POINTS_WITHDRAWAL_WINDOW_HOURS} hours`,
  UserUnfollowed: `The member stopped following you within ${POINTS_WITHDRAWAL_WINDOW_HOURS} hours`,
  LookBoardRated: `The rating was lowered below ${HIGH_RATING_MIN} stars within ${POINTS_WITHDRAWAL_WINDOW_HOURS} hours`,
};
/** The reason for a withdrawal recorded with `sourceType`; the rule's own words for a type this table does not name. */
export const withdrawalReason = (sourceType: string | null): string =>
  (WITHDRAWAL_SOURCE_TYPES as readonly string[]).includes(sourceType ?? '') ? WITHDRAWAL_REASONS[sourceType as WithdrawalSourceType] : `Undone within ${POINTS_WITHDRAWAL_WINDOW_HOURS} hours of earning`;

/** Redemption: at least 100 points; 100 points are 100 cents (one point, one cent). */
export const REDEEM_MIN_POINTS = 100;
export const CENTS_PER_POINT = 1;
export const pointsToCents = (points: number) => points * CENTS_PER_POINT;
export const REDEMPTION_STATUSES = ['pending', 'paid', 'refused'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const POINTS_BELOW_MINIMUM = `Please redeem at least ${REDEEM_MIN_POINTS} points`;
export const POINTS_ABOVE_BALANCE = 'You do not have enough points';
export const POINTS_WHOLE = 'Please enter a whole number of points';

/** `POST /user/redeem-point`: the balance itself is checked in the ledger stream. */
export const redeemInput = z.object({
  points: z.coerce.number({ error: MESSAGES.required }).int(POINTS_WHOLE).min(REDEEM_MIN_POINTS, POINTS_BELOW_MINIMUM).max(1_000_000_000, POINTS_ABOVE_BALANCE),
});
export type RedeemInput = z.output<typeof redeemInput>;

const limit = z.coerce.number().int().min(1).max(100).default(20);
export const ledgerPageInput = z.object({ offset: offsetField, limit });
export type LedgerPageInput = z.output<typeof ledgerPageInput>;

export const refuseRedemptionInput = z.object({ reason: manyLines(z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(500, 'Please use at most 500 characters')) });

const day = z.iso.date('Please send a date as YYYY-MM-DD');
/** Admin ledger: the entries and balance as they stood at the end of `asOf` (UTC), or now. */
export const adminLedgerInput = z.object({ asOf: day.optional() });
export type AdminLedgerInput = z.output<typeof adminLedgerInput>;
/** Admin redemptions in a period (`from` and `to` inclusive, UTC days). */
export const adminRedemptionsInput = z.object({ from: day.optional(), to: day.optional(), status: z.enum([...REDEMPTION_STATUSES, 'all']).default('all'), offset: offsetField, limit });
export type AdminRedemptionsInput = z.output<typeof adminRedemptionsInput>;

/** The first entry of every ledger chains from this. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);
/**
 * How an entry's hash is made. Entries that name this scheme are HMAC-SHA256 (hex) keyed with
 * LEDGER_KEY, which the auditors hold, so an entry cannot be made up without it. Entries without a
 * scheme were written before the key existed: plain SHA-256 of the same input, verified by that rule
 * and only before a ledger's first keyed entry.
 */
export const LEDGER_HASH_SCHEME = 'hmac-sha256';
