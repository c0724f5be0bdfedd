import type { z } from 'zod';
import { publicNameOf, type ActivityView, type AdminLedgerInput, type AdminRedemptionsInput, type LedgerPageInput, type RedemptionView, type UserStatsView, type adminRedemptionsAnswer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { imageTitles } from '../../catalog/images/queries';
import { accountSummaries } from '../../identity/users/queries';
import { lookBoardTitles } from '../../lookboards/boards/queries';
import { requestSummaries } from '../../requests/requests/queries';
import {
  presentActivity,
  presentAdminLedger,
  presentAdminRedemption,
  presentRedemption,
  presentStats,
  subjectFor,
  subjectKey,
  type AdminLedgerAnswer,
  type AdminRedemptionRow,
  type AdminRedemptionView,
  type EntryRow,
  type RedemptionRow,
  type StatsRow,
  type Subject,
  type SubjectRef,
} from './present';

/**
 * Reward points as members and auditors read them, from the views the ledger projector keeps
 * (`ledger_entries`, `redemptions`, `ledger_stats`), with the titles and links of what earned the
 * points and the members' names from their own read models' queries (images, look boards,
 * requests, users).
 */

type AdminRedemptionsAnswer = z.infer<typeof adminRedemptionsAnswer>;

/** Spec 3 "User stats": zeros for a member who never earned anything. */
export async function userStats(sql: Sql, userId: number): Promise<UserStatsView> {
  const { rows } = await sql.query<StatsRow>('SELECT earned, balance, redeemed_points, redeemed_cents FROM ledger_stats WHERE user_id = $1', [userId]);
  return presentStats(rows[0]);
}

const idsOf = (subjects: (SubjectRef | null)[], type: Subject['type']) => [...new Set(subjects.filter((s) => s?.type === type).map((s) => s!.id))];

/**
 * The title and the page of each subject. Links lead to pages that still show the thing: a
 * removed image, a deleted board or a member who left keeps its title (or "Deleted user") but
 * has no link.
 */
async function describeSubjects(sql: Sql, subjects: (SubjectRef | null)[]): Promise<Map<string, Subject>> {
  const out = new Map<string, Subject>();
  const put = (type: Subject['type'], id: number, title: string | null, link: string | null) => out.set(subjectKey({ type, id }), { type, id, title, link });
  const images = idsOf(subjects, 'inspirationImage');
  const boards = idsOf(subjects, 'lookBoard');
  const requests = idsOf(subjects, 'request');
  const users = idsOf(subjects, 'user');
  const [imageRows, boardRows, requestRows, userRows] = await Promise.all([
    imageTitles(sql, images),
    lookBoardTitles(sql, boards),
    requestSummaries(sql, requests),
    accountSummaries(sql, users),
  ]);
  for (const r of imageRows) put('inspirationImage', r.id, r.title, r.gone ? null : `/inspiration-image/${r.id}/${r.slug}`);
  for (const r of boardRows) put('lookBoard', r.id, r.title, r.gone ? null : `/look-board/${r.id}/${r.slug}`);
  // The points went to an ambassador matched to the request: its page for them is the match page.
  for (const r of requestRows) put('request', r.id, r.title, `/request-the-look/ambassador-match/${r.id}`);
  for (const r of userRows) {
    const name = publicNameOf({ erased: r.erased, displayName: r.display_name, firstName: r.first_name, lastName: r.last_name });
    put('user', r.id, name, r.erased || r.deactivated ? null : `/get-the-look/users/details/${r.id}`);
  }
  // A subject the read models do not know (yet, or any more) still says what it was.
  for (const s of subjects) if (s && !out.has(subjectKey(s))) put(s.type, s.id, s.type === 'user' ? 'Deleted user' : null, null);
  return out;
}

/**
 * The member's points history, newest first: what earned points, each with its rule's name and
 * what it is about, and the points a later event took back (PointsWithdrawn, a ledger entry of
 * its own), each with when the points were earned, when and why they were taken back. Both are
 * rows the ledger projector keeps, so the history is rebuilt from the events with the ledger.
 */
export async function activities(sql: Sql, userId: number, page: LedgerPageInput): Promise<ActivityView[]> {
  const { rows } = await sql.query<EntryRow & { earned_at: Date | null }>(
    `SELECT l.*, earning.at AS earned_at FROM ledger_entries l
     LEFT JOIN ledger_entries earning ON l.type = 'PointsWithdrawn' AND earning.user_id = l.user_id AND earning.type = 'PointsEarned' AND earning.source_key = l.source_key
     WHERE l.user_id = $1 AND l.type IN ('PointsEarned', 'PointsWithdrawn') ORDER BY l.entry DESC OFFSET $2 LIMIT $3`,
    [userId, page.offset, page.limit],
  );
  const subjects = rows.map(subjectFor);
  const described = await describeSubjects(sql, subjects);
  return rows.flatMap((r, i) => {
    const s = subjects[i];
    return presentActivity(r, s ? (described.get(subjectKey(s)) ?? null) : null);
  });
}

/** The member's redemptions, newest first. */
export async function userRedemptions(sql: Sql, userId: number, page: LedgerPageInput): Promise<RedemptionView[]> {
  const { rows } = await sql.query<RedemptionRow>(`SELECT * FROM redemptions WHERE user_id = $1 ORDER BY requested_at DESC, id DESC OFFSET $2 LIMIT $3`, [
    userId,
    page.offset,
    page.limit,
  ]);
  return rows.map(presentRedemption);
}

/** The instant a UTC day ends: `asOf` shows what was entered before it. */
export const endOfUtcDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * A member's ledger for an auditor, oldest first, each entry with its running balance and the
 * event that earned it; `asOf` shows it as it stood at the end of that UTC day: the entries up to
 * the last one dated before then (a ledger is a sequence, so the view is always a prefix of it
 * and its balances are the ones recorded), and the figures from those entries alone (a
 * redemption refused later still counts as redeemed). Null for an unknown member.
 */
export async function adminLedger(sql: Sql, userId: number, q: AdminLedgerInput): Promise<AdminLedgerAnswer | null> {
  const [u] = await accountSummaries(sql, [userId]);
  if (!u) return null;
  const end = q.asOf ? endOfUtcDay(q.asOf) : null;
  const { rows } = await sql.query<EntryRow>(
    `SELECT e.*, r.cents FROM ledger_entries e LEFT JOIN redemptions r ON r.id = e.redemption_id
     WHERE e.user_id = $1 AND ($2::timestamptz IS NULL OR e.entry <= (SELECT coalesce(max(entry), 0) FROM ledger_entries WHERE user_id = $1 AND at < $2))
     ORDER BY e.entry`,
    [userId, end],
  );
  const described = await describeSubjects(sql, rows.map(subjectFor));
  return presentAdminLedger(u, q.asOf ?? null, rows, (r) => {
    const s = subjectFor(r);
    return s ? (described.get(subjectKey(s))?.link ?? null) : null;
  });
}

/** The filter of the admin redemption list as SQL: requested within [from, to] (UTC days), of a status. */
function redemptionFilter(q: Pick<AdminRedemptionsInput, 'from' | 'to' | 'status'>): { where: string; params: unknown[] } {
  return {
    where: `($1::timestamptz IS NULL OR r.requested_at >= $1) AND ($2::timestamptz IS NULL OR r.requested_at < $2) AND ($3 = 'all' OR r.status = $3)`,
    params: [q.from ? new Date(`${q.from}T00:00:00Z`) : null, q.to ? endOfUtcDay(q.to) : null, q.status],
  };
}

const ADMIN_REDEMPTIONS = `SELECT r.* FROM redemptions r`;

/** Redemptions with their members' names and addresses, from the users read model; a member it does not know reads as erased. */
async function withMembers(sql: Sql, rows: readonly RedemptionRow[]): Promise<AdminRedemptionRow[]> {
  const members = new Map((await accountSummaries(sql, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.id, u]));
  return rows.map((r) => {
    const u = members.get(r.user_id);
    return { ...r, display_name: u?.display_name ?? null, first_name: u?.first_name ?? null, last_name: u?.last_name ?? null, email: u?.email ?? null, erased: u ? u.erased : null };
  });
}

/** Redemptions in a period for the admins, oldest first, with the totals of the whole period. */
export async function adminRedemptions(sql: Sql, q: AdminRedemptionsInput): Promise<AdminRedemptionsAnswer> {
  const f = redemptionFilter(q);
  const [{ rows }, { rows: totals }] = await Promise.all([
    sql.query<RedemptionRow>(`${ADMIN_REDEMPTIONS} WHERE ${f.where} ORDER BY r.requested_at, r.id OFFSET $4 LIMIT $5`, [...f.params, q.offset, q.limit]),
    sql.query<{ total: number; points: number; cents: number }>(
      `SELECT count(*)::int AS total, coalesce(sum(points), 0)::int AS points, coalesce(sum(cents), 0)::int AS cents FROM redemptions r WHERE ${f.where}`,
      f.params,
    ),
  ]);
  return { redemptions: (await withMembers(sql, rows)).map(presentAdminRedemption), total: totals[0].total, totalPoints: totals[0].points, totalCents: totals[0].cents };
}

/** Every redemption of the period, oldest first, read a batch at a time (for the CSV export). */
export async function* eachAdminRedemption(sql: Sql, q: Pick<AdminRedemptionsInput, 'from' | 'to' | 'status'>, batch = 500): AsyncGenerator<AdminRedemptionView> {
  const f = redemptionFilter(q);
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const page = await sql.query<RedemptionRow>(
      `${ADMIN_REDEMPTIONS} WHERE ${f.where} AND ($4::timestamptz IS NULL OR (r.requested_at, r.id) > ($4, $5::int)) ORDER BY r.requested_at, r.id LIMIT $6`,
      [...f.params, after?.at ?? null, after?.id ?? 0, batch],
    );
    const rows: RedemptionRow[] = page.rows;
    for (const r of await withMembers(sql, rows)) yield presentAdminRedemption(r);
    if (rows.length < batch) return;
    const last: RedemptionRow = rows[rows.length - 1];
    after = { at: last.requested_at, id: last.id };
  }
}
