import type { PublicUserView, UserView } from '@decorlook/domain/identity/user.views';
import type { Sql } from '@decorlook/infra/db/sql';
import { followFactsOf } from '../../ambassadors/follows/queries';
import { enumNamesOf } from '../../site/site-enums/queries';
import { presentPublicUser, presentUser, type OwnerColumns, type PublicUserRow, type UserRow } from './present';

/**
 * Reads of the `users` view the users projector keeps (spec section 3, User): the account, and
 * members as others see them.
 */

const SELECT = `SELECT u.* FROM users u`;

/** A `users` row as stored: its sub-styles by id. */
type StoredUser = Omit<UserRow, 'sub_style_names'> & { sub_styles: number[] };

/** The accounts with the names of their sub-styles (the site enums read model's), in the order of the sub-styles' ids. */
async function withSubStyleNames(sql: Sql, rows: readonly StoredUser[]): Promise<UserRow[]> {
  const names = await enumNamesOf(sql, 'subStyles', rows.flatMap((u) => u.sub_styles));
  return rows.map((u) => ({ ...u, sub_style_names: [...new Set(u.sub_styles)].sort((a, b) => a - b).flatMap((id) => names.get(id) ?? []) }));
}

/** Members as others see them: the account, how many follow it and whether the viewer (null: a visitor) is one of them (the follows read model's). */
async function asPublic(sql: Sql, rows: readonly StoredUser[], viewerId: number | null): Promise<PublicUserRow[]> {
  const follows = await followFactsOf(sql, rows.map((u) => u.id), viewerId);
  return (await withSubStyleNames(sql, rows)).map((u) => ({ ...u, ...follows(u.id) }));
}

/**
 * The owners of items as others see them (present.ts OwnerColumns, read with `ownerOf`), for the
 * accounts among `ids`, one statement for a whole list: the answer gives each owner's columns, and
 * an account this read model does not know reads as not known (shown as deleted).
 */
export async function ownerColumnsOf(sql: Sql, ids: readonly number[]): Promise<(ownerId: number) => OwnerColumns> {
  const known = new Set(ids);
  const { rows } =
    known.size === 0
      ? { rows: [] }
      : await sql.query<OwnerColumns>(
          `SELECT u.id AS owner_id, true AS owner_known, u.erased AS owner_erased, u.display_name AS owner_display_name, u.first_name AS owner_first_name,
             u.last_name AS owner_last_name, u.avatar_user_id AS owner_avatar_user_id, u.avatar_hash AS owner_avatar_hash
           FROM users u WHERE u.id = ANY($1::int[])`,
          [[...known]],
        );
  const byId = new Map(rows.map((r) => [r.owner_id, r]));
  return (ownerId) =>
    byId.get(ownerId) ?? {
      owner_id: ownerId,
      owner_known: false,
      owner_erased: null,
      owner_display_name: null,
      owner_first_name: null,
      owner_last_name: null,
      owner_avatar_user_id: null,
      owner_avatar_hash: null,
    };
}

export async function userById(sql: Sql, id: number): Promise<UserView | null> {
  const { rows } = await sql.query<StoredUser>(`${SELECT} WHERE u.id = $1`, [id]);
  const [row] = await withSubStyleNames(sql, rows);
  return row ? presentUser(row) : null;
}

/** Where an account stands (its registration status, deactivated, erased), for checks made on every connection; null for an unknown id. */
export async function accountStanding(sql: Sql, id: number): Promise<Pick<UserRow, 'status' | 'deactivated' | 'erased'> | null> {
  const { rows } = await sql.query<Pick<UserRow, 'status' | 'deactivated' | 'erased'>>(`SELECT u.status, u.deactivated, u.erased FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Whether the account is an ambassador now, not deactivated nor erased (a token's role may be stale). */
export async function isLiveAmbassador(sql: Sql, userId: number): Promise<boolean> {
  const { rows } = await sql.query<{ ok: boolean }>(`SELECT ambassador AND NOT deactivated AND NOT erased AS ok FROM users WHERE id = $1`, [userId]);
  return rows[0]?.ok === true;
}

/**
 * What names an account where admins and auditors see it (its address too, its picture, whether
 * the address is verified), and whether it was deactivated or erased.
 */
export type AccountSummary = Pick<
  UserRow,
  'id' | 'display_name' | 'first_name' | 'last_name' | 'email' | 'erased' | 'deactivated' | 'avatar_user_id' | 'avatar_hash' | 'has_verified_email'
>;

/** The summaries of the accounts among `ids` (unknown ids are left out). */
export async function accountSummaries(sql: Sql, ids: readonly number[]): Promise<AccountSummary[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<AccountSummary>(
    `SELECT id, display_name, first_name, last_name, email, erased, deactivated, avatar_user_id, avatar_hash, has_verified_email FROM users WHERE id = ANY($1::int[])`,
    [[...new Set(ids)]],
  );
  return rows;
}

/** Another member's public fields as the viewer (null: a visitor) sees them; null for admins and unknown ids. */
export async function publicUserById(sql: Sql, id: number, viewerId: number | null): Promise<PublicUserView | null> {
  const { rows } = await sql.query<StoredUser>(`${SELECT} WHERE u.id = $1 AND u.role <> 'admin'`, [id]);
  const [row] = await asPublic(sql, rows, viewerId);
  return row ? presentPublicUser(row) : null;
}

/** Members the public lists may show: not deactivated, not erased, not an admin. */
const LISTED = `NOT u.deactivated AND NOT u.erased AND u.role <> 'admin'`;

/** The listed members among `ids`, in the order asked, as the viewer (null: a visitor) sees them; any other id is left out. */
export async function usersByIds(sql: Sql, ids: number[], viewerId: number | null = null): Promise<PublicUserView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<StoredUser>(`${SELECT} WHERE u.id = ANY($1::int[]) AND ${LISTED} ORDER BY array_position($1::int[], u.id)`, [ids]);
  return (await asPublic(sql, rows, viewerId)).map(presentPublicUser);
}

/** Whether the public lists may show the member (not deactivated, not erased, not an admin). */
export async function isListedMember(sql: Sql, id: number): Promise<boolean> {
  const { rowCount } = await sql.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${LISTED}`, [id]);
  return (rowCount ?? 0) > 0;
}

const NAME = `lower(coalesce(u.display_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/**
 * A page of listed members as the viewer (null: a visitor) sees them: `join` and `where` narrow
 * the list (their parameters, `params`, are numbered from $2), `search` matches their names.
 */
export async function publicUsersWhere(
  sql: Sql,
  q: { join?: string; where?: string; params?: unknown[]; search?: string; orderBy: string; offset: number; limit: number; viewerId: number | null },
): Promise<PublicUserView[]> {
  const params: unknown[] = [q.search ? q.search.replace(/[\\%_]/g, (c) => `\\${c}`) : null, ...(q.params ?? [])];
  const n = params.length;
  params.push(q.offset, q.limit);
  const { rows } = await sql.query<StoredUser>(
    `SELECT u.* FROM users u ${q.join ?? ''}
     WHERE ${LISTED} ${q.where ? `AND ${q.where}` : ''} AND ($1::text IS NULL OR ${NAME} LIKE '%' || lower($1) || '%')
     ORDER BY ${q.orderBy} OFFSET $${n + 1} LIMIT $${n + 2}`,
    params,
  );
  return (await asPublic(sql, rows, q.viewerId)).map(presentPublicUser);
}

/** Regular (non-ambassador) listed members by name, for the user search lists, as the viewer (null: a visitor) sees them. */
export async function searchRegularUsers(sql: Sql, search: string | undefined, offset: number, limit: number, viewerId: number | null = null): Promise<PublicUserView[]> {
  return publicUsersWhere(sql, { where: 'NOT u.ambassador', search, orderBy: 'u.id', offset, limit, viewerId });
}
