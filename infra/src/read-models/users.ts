import { MESSAGES_IDENTITY } from '@decorlook/domain';
import type { Sql } from '../db/sql';

/**
 * The account as the site shows it (spec section 3, User), read from the `users` view the users
 * projector keeps. Used by query-api, and by command-api to answer a write with the result.
 */
export interface UserPreferences {
  styles: number[];
  subStyles: Record<string, 1>;
  roomTypes: number[];
  colors: Record<string, 1>;
}

export interface UserView {
  id: number;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string | null;
  description: string | null;
  zipCode: string | null;
  avatar: { userId: number; hash: string } | null;
  status: string;
  newUser: boolean;
  hasVerifiedEmail: 0 | 1;
  countryId: number;
  ambassador: boolean;
  ambassadorType: 'decorLover' | 'designProfessional' | 'onlineShopper' | null;
  shareUrl: string | null;
  notificationEmail: boolean;
  business: { name: string; url: string | null; approval: string | null } | null;
  businessType: string | null;
  type: string;
  role: string;
  profession: number | null;
  vibes: number[];
  preferences: UserPreferences;
  deactivated: boolean;
  erased: boolean;
  createdAt: string;
}

export type PublicUserView = Pick<UserView, 'id' | 'firstName' | 'lastName' | 'displayName' | 'avatar' | 'ambassador' | 'ambassadorType' | 'shareUrl' | 'business' | 'profession' | 'type'> & {
  isFollowed: boolean;
  followersCount: number;
};

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  email: string | null;
  status: string;
  new_user: boolean;
  has_verified_email: boolean;
  country_id: number;
  ambassador: boolean;
  ambassador_type: UserView['ambassadorType'];
  share_url: string | null;
  notification_email: boolean;
  business_name: string | null;
  business_url: string | null;
  business_type: string | null;
  business_approval: string | null;
  type: string;
  role: string;
  profession: number | null;
  description: string | null;
  zip_code: string | null;
  vibes: number[];
  styles: number[];
  room_types: number[];
  colors: number[];
  sub_style_names: string[];
  deactivated: boolean;
  erased: boolean;
  avatar_user_id: number | null;
  avatar_hash: string | null;
  created_at: Date;
}

const SUB_STYLE_NAMES = `COALESCE((SELECT array_agg(e.name ORDER BY e.id) FROM site_enum_entries e
                  WHERE e.resource = 'subStyles' AND e.id = ANY(u.sub_styles) AND NOT e.removed), '{}') AS sub_style_names`;
const SELECT = `SELECT u.*, ${SUB_STYLE_NAMES} FROM users u`;

/**
 * Members as others see them: the account, how many follow it and whether the caller (the
 * parameter named, null for a visitor) is one of them. The follows read model keeps live follows
 * only (a member who left takes theirs along), so a count is a count of rows.
 */
export const followColumns = (viewerParam: string, alias = 'u') => `(SELECT count(*)::int FROM follows f WHERE f.user_id = ${alias}.id) AS followers_count,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerParam} AND f.user_id = ${alias}.id) AS is_followed`;
const SELECT_PUBLIC = (viewerParam: string) => `SELECT u.*, ${SUB_STYLE_NAMES}, ${followColumns(viewerParam)} FROM users u`;

/** The spec's `{ key: 1 }` shape for a set of picks (sub-styles by name, colours by id). */
export const asFlags = (keys: (string | number)[]): Record<string, 1> => Object.fromEntries(keys.map((k) => [String(k), 1 as const]));

/** The name the account shows: "Deleted user" once erased; the spec falls back to the email when there is none. */
export const accountName = (erased: boolean, displayName: string | null, email: string | null): string =>
  erased ? MESSAGES_IDENTITY.deletedUser : displayName || email || '';

function toView(r: Row): UserView {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    displayName: accountName(r.erased, r.display_name, r.email),
    email: r.email,
    description: r.description,
    zipCode: r.zip_code,
    avatar: r.avatar_user_id !== null && r.avatar_hash !== null && !r.erased ? { userId: r.avatar_user_id, hash: r.avatar_hash } : null,
    status: r.status,
    newUser: r.new_user,
    hasVerifiedEmail: r.has_verified_email ? 1 : 0,
    countryId: r.country_id,
    ambassador: r.ambassador,
    ambassadorType: r.ambassador ? r.ambassador_type : null,
    shareUrl: r.ambassador && !r.erased ? r.share_url : null,
    notificationEmail: r.notification_email,
    business: r.business_name ? { name: r.business_name, url: r.business_url, approval: r.business_approval } : null,
    businessType: r.business_type,
    type: r.type,
    role: r.role,
    profession: r.profession,
    vibes: r.vibes,
    preferences: { styles: r.styles, subStyles: asFlags(r.sub_style_names), roomTypes: r.room_types, colors: asFlags(r.colors) },
    deactivated: r.deactivated,
    erased: r.erased,
    createdAt: r.created_at.toISOString(),
  };
}

export async function userById(sql: Sql, id: number): Promise<UserView | null> {
  const { rows } = await sql.query<Row>(`${SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toView(rows[0]) : null;
}

/** What the caller's view of a member adds: whether they follow them, and how many do. */
export interface FollowFacts {
  isFollowed: boolean;
  followersCount: number;
}

export function publicView(u: UserView, follow: FollowFacts): PublicUserView {
  return {
    id: u.id,
    firstName: u.erased ? null : u.firstName,
    lastName: u.erased ? null : u.lastName,
    displayName: u.erased ? MESSAGES_IDENTITY.deletedUser : u.displayName.includes('@') ? [u.firstName, u.lastName].filter(Boolean).join(' ') || 'Member' : u.displayName,
    avatar: u.avatar,
    ambassador: u.ambassador,
    ambassadorType: u.ambassadorType,
    shareUrl: u.shareUrl,
    business: u.business,
    profession: u.profession,
    type: u.type,
    isFollowed: follow.isFollowed,
    followersCount: follow.followersCount,
  };
}

interface PublicRow extends Row {
  followers_count: number;
  is_followed: boolean;
}
const toPublic = (r: PublicRow) => publicView(toView(r), { isFollowed: r.is_followed, followersCount: r.followers_count });

/** Another member's public fields as the viewer (null: a visitor) sees them; null for admins and unknown ids. */
export async function publicUserById(sql: Sql, id: number, viewerId: number | null): Promise<PublicUserView | null> {
  const { rows } = await sql.query<PublicRow>(`${SELECT_PUBLIC('$2::int')} WHERE u.id = $1 AND u.role <> 'admin'`, [id, viewerId]);
  return rows[0] ? toPublic(rows[0]) : null;
}

/** Members the public lists may show: not deactivated, not erased, not an admin. */
const LISTED = `NOT u.deactivated AND NOT u.erased AND u.role <> 'admin'`;

/** The listed members among `ids`, in the order asked, as the viewer (null: a visitor) sees them; any other id is left out. */
export async function usersByIds(sql: Sql, ids: number[], viewerId: number | null = null): Promise<PublicUserView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<PublicRow>(`${SELECT_PUBLIC('$2::int')} WHERE u.id = ANY($1::int[]) AND ${LISTED} ORDER BY array_position($1::int[], u.id)`, [ids, viewerId]);
  return rows.map(toPublic);
}

/** Whether the public lists may show the member (not deactivated, not erased, not an admin). */
export async function isListedMember(sql: Sql, id: number): Promise<boolean> {
  const { rowCount } = await sql.query(`SELECT 1 FROM users u WHERE u.id = $1 AND ${LISTED}`, [id]);
  return (rowCount ?? 0) > 0;
}

const NAME = `lower(coalesce(u.display_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/**
 * A page of listed members as the viewer (null: a visitor) sees them: `join` and `where` narrow
 * the list (their parameters, `params`, are numbered from $3), `search` matches their names.
 */
export async function publicUsersWhere(
  sql: Sql,
  q: { join?: string; where?: string; params?: unknown[]; search?: string; orderBy: string; offset: number; limit: number; viewerId: number | null },
): Promise<PublicUserView[]> {
  const params: unknown[] = [q.viewerId, q.search ? q.search.replace(/[\\%_]/g, (c) => `\\${c}`) : null, ...(q.params ?? [])];
  const n = params.length;
  params.push(q.offset, q.limit);
  const { rows } = await sql.query<PublicRow>(
    `${SELECT_PUBLIC('$1::int')} ${q.join ?? ''}
     WHERE ${LISTED} ${q.where ? `AND ${q.where}` : ''} AND ($2::text IS NULL OR ${NAME} LIKE '%' || lower($2) || '%')
     ORDER BY ${q.orderBy} OFFSET $${n + 1} LIMIT $${n + 2}`,
    params,
  );
  return rows.map(toPublic);
}

/** Regular (non-ambassador) listed members by name, for the user search lists, as the viewer (null: a visitor) sees them. */
export async function searchRegularUsers(sql: Sql, search: string | undefined, offset: number, limit: number, viewerId: number | null = null): Promise<PublicUserView[]> {
  return publicUsersWhere(sql, { where: 'NOT u.ambassador', search, orderBy: 'u.id', offset, limit, viewerId });
}
