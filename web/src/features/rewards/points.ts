import { CENTS_PER_POINT, DAILY_CAP_PER_KIND, POINT_KINDS, POINT_RULES, POINTS_ABOVE_BALANCE, REDEEM_MIN_POINTS, pointsToCents, type PointKind, type RedemptionStatus } from '@decorlook/domain/rewards/rewards.rules';

/**
 * What the rewards pages say about points, written once from the domain's rules table, so the
 * pages and the server never disagree on a number.
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as dollars, always with the cents (a payout, not a price tag): 250 → "$2.50", 100 → "$1.00". */
export const dollars = (cents: number): string => money.format(cents / 100);

/** 1234 → "1,234 points"; 1 → "1 point". */
export const pointsLabel = (points: number): string => `${points.toLocaleString('en-US')} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** The redemption rate as members read it: "100 points = $1.00". */
export const RATE_LINE = `${REDEEM_MIN_POINTS} points = ${dollars(pointsToCents(REDEEM_MIN_POINTS))}`;

/** What `points` are worth, in dollars. */
export const pointsInDollars = (points: number): string => dollars(pointsToCents(points));

export interface RuleRow {
  kind: PointKind;
  label: string;
  description: string;
  points: number;
  once: string;
}

/** The rules table as the Earn Rewards pages show it, most rewarding first. */
export function ruleRows(): RuleRow[] {
  return POINT_KINDS.map((kind) => {
    const { label, description, points, once } = POINT_RULES[kind];
    return { kind, label, description, points, once };
  }).sort((a, b) => b.points - a.points);
}

export const DAILY_CAP_LINE = `You can earn up to ${DAILY_CAP_PER_KIND} points a day from each kind of activity.`;
export const REDEEM_RULE_LINE = `Redeem ${REDEEM_MIN_POINTS} points or more at a time: ${RATE_LINE}. A verified email address is needed to redeem.`;
export { CENTS_PER_POINT, REDEEM_MIN_POINTS };

/**
 * Why an amount cannot be redeemed before the server is asked: the shared schema's rules
 * (minimum, whole points) come from the form's rule; this adds the balance, which only the
 * page knows. The server checks again inside the ledger.
 */
export function balanceError(points: number | null | undefined, balance: number): string | null {
  if (typeof points !== 'number' || !Number.isFinite(points)) return null;
  return points > balance ? POINTS_ABOVE_BALANCE : null;
}

/** Whether a member has enough points to redeem anything at all. */
export const canRedeem = (balance: number): boolean => balance >= REDEEM_MIN_POINTS;

export const STATUS_LABELS: Record<RedemptionStatus, string> = { pending: 'Pending', paid: 'Paid', refused: 'Refused' };

/** A ledger change with its sign: +100, −250, 0. */
export const signedPoints = (change: number): string => (change > 0 ? `+${change.toLocaleString('en-US')}` : change < 0 ? `−${Math.abs(change).toLocaleString('en-US')}` : '0');

/** A day as YYYY-MM-DD (UTC), as the admin calls take it. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The date part of an ISO time, shown in the reader's locale. */
export const shortDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const dateTime = (iso: string): string => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
