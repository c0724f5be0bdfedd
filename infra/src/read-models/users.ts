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
  ambassador_type?: UserView['ambassadorType'];
  share_url?: string | null;
  followers_count?: number;
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

const SELECT = `SELECT u.*, COALESCE((SELECT array_agg(e.name ORDER BY e.id) FROM site_enum_entries e
                  WHERE e.resource = 'subStyles' AND e.id = ANY(u.sub_styles) AND NOT e.removed), '{}') AS sub_style_names
                FROM users u`;

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
    ambassadorType: r.ambassador_type ?? null,
    shareUrl: r.share_url ?? null,
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

/**
 * Follows arrive with the ambassadors and follows context; until it exists nobody follows
 * anybody, and this is the one place that says so.
 */
const FOLLOWS_NOT_YET_RECORDED = false;

export function publicView(u: UserView): PublicUserView {
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
    isFollowed: FOLLOWS_NOT_YET_RECORDED,
    followersCount: 0,
  };
}

/** Members the public lists may show: not deactivated, not erased, not an admin. */
const LISTED = `NOT u.deactivated AND NOT u.erased AND u.role <> 'admin'`;

/** The listed members among `ids`, in the order asked; any other id is left out. */
export async function usersByIds(sql: Sql, ids: number[]): Promise<PublicUserView[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<Row>(`${SELECT} WHERE u.id = ANY($1) AND ${LISTED} ORDER BY array_position($1, u.id)`, [ids]);
  return rows.map((r) => publicView(toView(r)));
}

/** Regular (non-ambassador) listed members by name, for the user search lists. */
export async function searchRegularUsers(sql: Sql, search: string | undefined, offset: number, limit: number): Promise<PublicUserView[]> {
  const { rows } = await sql.query<Row>(
    `${SELECT} WHERE NOT u.ambassador AND ${LISTED}
       AND ($1::text IS NULL OR lower(coalesce(u.display_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE '%' || lower($1) || '%')
     ORDER BY u.id OFFSET $2 LIMIT $3`,
    [search ? search.replace(/[\\%_]/g, (c) => `\\${c}`) : null, offset, limit],
  );
  return rows.map((r) => publicView(toView(r)));
}
