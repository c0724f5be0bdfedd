import type { z } from 'zod';
import {
  POINT_KINDS,
  POINT_RULES,
  POINTS_TAKEN_BACK_LABEL,
  publicNameOf,
  withdrawalReason,
  type ActivityView,
  type LedgerEntryView,
  type PointKind,
  type RedemptionView,
  type UserStatsView,
  type adminLedgerAnswer,
  type adminRedemptionView,
} from '@decorlook/domain';

export type AdminLedgerAnswer = z.infer<typeof adminLedgerAnswer>;
export type AdminRedemptionView = z.infer<typeof adminRedemptionView>;
export type Subject = NonNullable<ActivityView['subject']>;
/** What an earning is about, before its title and link are read. */
export type SubjectRef = Pick<Subject, 'type' | 'id'>;

export const ZERO: UserStatsView = { user_point: 0, point_left: 0, total_redeem_point_sum: 0, total_redeem_money_sum: 0 };

/** A member's row of the `ledger_stats` view. */
export interface StatsRow {
  earned: number;
  balance: number;
  redeemed_points: number;
  redeemed_cents: number;
}

/** Spec 3 "User stats": zeros for a member who never earned anything. */
export const presentStats = (s: StatsRow | undefined): UserStatsView =>
  s ? { user_point: s.earned, point_left: s.balance, total_redeem_point_sum: s.redeemed_points, total_redeem_money_sum: s.redeemed_cents } : ZERO;

/** A row of the `ledger_entries` view. */
export interface EntryRow {
  user_id: number;
  entry: number;
  type: LedgerEntryView['type'];
  event_id: string;
  kind: PointKind | null;
  source_key: string | null;
  change: number;
  balance_after: number;
  redemption_id: number | null;
  admin_id: number | null;
  source_event_id: string | null;
  source_type: string | null;
  source_stream_id: string | null;
  at: Date;
  prev_hash: string;
  hash: string;
  /** The redemption's cents, for the entries that concern one. */
  cents: number | null;
}

/**
 * What an earning is about, from its rule's once-key (`approvedImage:<imageId>`,
 * `publishedLookBoard:<boardId>`, `requestAnswered:<requestId>:<boardId>`,
 * `highRatingReceived:<boardId>:<raterId>`, `profileCompleted:<userId>`,
 * `followerGained:<followerId>:<userId>`); null for a key of another shape.
 */
export function subjectOfKey(kind: PointKind, sourceKey: string): SubjectRef | null {
  const [prefix, first] = sourceKey.split(':');
  const id = Number(first);
  if (prefix !== kind || !Number.isSafeInteger(id) || id <= 0) return null;
  switch (kind) {
    case 'approvedImage':
      return { type: 'inspirationImage', id };
    case 'publishedLookBoard':
    case 'highRatingReceived':
      return { type: 'lookBoard', id };
    case 'requestAnswered':
      return { type: 'request', id };
    case 'profileCompleted':
    case 'followerGained':
      return { type: 'user', id };
  }
}

const isKind = (k: string | null): k is PointKind => k !== null && (POINT_KINDS as readonly string[]).includes(k);
/** What an entry's earning is about, if it is an earning (or its withdrawal) of a known rule. */
export const subjectFor = (r: Pick<EntryRow, 'kind' | 'source_key'>) => (isKind(r.kind) && r.source_key ? subjectOfKey(r.kind, r.source_key) : null);
/** The key `describeSubjects` answers a subject under. */
export const subjectKey = (s: SubjectRef) => `${s.type}:${s.id}`;

/**
 * A history line: an earning, with its rule's name and what it is about, or points a later event
 * took back, with when they were earned, when and why they were taken back; nothing for an
 * entry of no known rule.
 */
export function presentActivity(r: EntryRow & { earned_at: Date | null }, subject: Subject | null): ActivityView[] {
  if (!isKind(r.kind)) return [];
  const at = r.at.toISOString();
  if (r.type === 'PointsEarned') return [{ entry: r.entry, type: 'earned', kind: r.kind, label: POINT_RULES[r.kind].label, points: r.change, earnedAt: at, takenBackAt: null, reason: null, subject }];
  return [
    {
      entry: r.entry,
      type: 'takenBack',
      kind: r.kind,
      label: POINTS_TAKEN_BACK_LABEL,
      points: r.change,
      earnedAt: (r.earned_at ?? r.at).toISOString(),
      takenBackAt: at,
      reason: withdrawalReason(r.source_type),
      subject,
    },
  ];
}

/** A row of the `redemptions` view. */
export interface RedemptionRow {
  id: number;
  user_id: number;
  points: number;
  cents: number;
  status: RedemptionView['status'];
  requested_at: Date;
  settled_at: Date | null;
  reason: string | null;
}

export const presentRedemption = (r: RedemptionRow): RedemptionView => ({
  id: r.id,
  userId: r.user_id,
  points: r.points,
  cents: r.cents,
  status: r.status,
  requestedAt: r.requested_at.toISOString(),
  settledAt: r.settled_at?.toISOString() ?? null,
  reason: r.reason,
});

/** A redemption with its member's `users` columns. */
export type AdminRedemptionRow = RedemptionRow & { display_name: string | null; first_name: string | null; last_name: string | null; email: string | null; erased: boolean | null };

/** A redemption as admins see it: with the member's name and address (none once erased). */
export const presentAdminRedemption = (r: AdminRedemptionRow): AdminRedemptionView => ({
  ...presentRedemption(r),
  displayName: publicNameOf({ erased: r.erased !== false, displayName: r.display_name, firstName: r.first_name, lastName: r.last_name }),
  email: r.erased === false ? r.email : null,
});

/** The member a ledger belongs to, from their `users` row. */
export interface LedgerOwnerRow {
  id: number;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  erased: boolean;
}

/**
 * A member's ledger for an auditor, each entry with its running balance and the event that
 * earned it, and the figures from those entries alone (a redemption refused later still counts as
 * redeemed when the ledger is shown as of a day before the refusal).
 */
export function presentAdminLedger(u: LedgerOwnerRow, asOf: string | null, rows: readonly EntryRow[], link: (r: EntryRow) => string | null): AdminLedgerAnswer {
  const stats = { ...ZERO };
  for (const r of rows) {
    if (r.type === 'PointsEarned' || r.type === 'PointsWithdrawn') stats.user_point += r.change;
    if (r.type === 'PointsRedeemed') {
      stats.total_redeem_point_sum -= r.change;
      stats.total_redeem_money_sum += r.cents ?? 0;
    }
    if (r.type === 'RedemptionRefused') {
      stats.total_redeem_point_sum -= r.change;
      stats.total_redeem_money_sum -= r.cents ?? 0;
    }
    stats.point_left = r.balance_after;
  }
  return {
    user: { id: u.id, displayName: publicNameOf({ erased: u.erased, displayName: u.display_name, firstName: u.first_name, lastName: u.last_name }), email: u.erased ? null : u.email },
    asOf,
    stats,
    entries: rows.map((r) => ({
      entry: r.entry,
      type: r.type,
      at: r.at.toISOString(),
      change: r.change,
      balance: r.balance_after,
      kind: isKind(r.kind) ? r.kind : null,
      redemptionId: r.redemption_id,
      adminId: r.admin_id,
      source: r.source_event_id && r.source_type && r.source_stream_id ? { eventId: r.source_event_id, type: r.source_type, streamId: r.source_stream_id, link: link(r) } : null,
      eventId: r.event_id,
      prevHash: r.prev_hash,
      hash: r.hash,
    })),
  };
}

const columns = (pairs: [key: string, header: string][]) => pairs.map(([key, header]) => ({ key, header }));

/** The ledger's CSV export: its columns, and one row per entry with its source spread out. */
export const LEDGER_CSV_COLUMNS = columns([
  ['entry', 'entry'],
  ['type', 'type'],
  ['at', 'at'],
  ['change', 'change'],
  ['balance', 'balance'],
  ['kind', 'kind'],
  ['redemptionId', 'redemption_id'],
  ['adminId', 'admin_id'],
  ['sourceEventId', 'source_event_id'],
  ['sourceType', 'source_type'],
  ['sourceStreamId', 'source_stream_id'],
  ['sourceLink', 'source_link'],
  ['eventId', 'event_id'],
  ['prevHash', 'prev_hash'],
  ['hash', 'hash'],
]);

export const ledgerCsvRows = (ledger: AdminLedgerAnswer) =>
  ledger.entries.map((e) => ({
    ...e,
    sourceEventId: e.source?.eventId,
    sourceType: e.source?.type,
    sourceStreamId: e.source?.streamId,
    sourceLink: e.source?.link,
  }));

/** The redemptions' CSV export: its columns (rows are `AdminRedemptionView`s). */
export const REDEMPTION_CSV_COLUMNS = columns([
  ['id', 'id'],
  ['userId', 'user_id'],
  ['displayName', 'display_name'],
  ['email', 'email'],
  ['points', 'points'],
  ['cents', 'cents'],
  ['status', 'status'],
  ['requestedAt', 'requested_at'],
  ['settledAt', 'settled_at'],
  ['reason', 'reason'],
]);
