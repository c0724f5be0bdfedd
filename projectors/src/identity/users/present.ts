import { MESSAGES_IDENTITY, publicNameOf, type ImageView } from '@decorlook/domain';
import { accountName, asFlags, type PublicUserView, type UserView } from '@decorlook/domain/identity/user.views';

/** A row of the `users` view the users projector keeps, with the names of its sub-styles. */
export interface UserRow {
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

/** A member's row as others read it: with how many follow them and whether the viewer does. */
export interface PublicUserRow extends UserRow {
  followers_count: number;
  is_followed: boolean;
}

/** The account as GET /user shows it. */
export function presentUser(r: UserRow): UserView {
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

export const presentPublicUser = (r: PublicUserRow): PublicUserView => publicView(presentUser(r), { isFollowed: r.is_followed, followersCount: r.followers_count });

/** The owner of an item as ownerColumnsOf (queries.ts) reads them from `users`. */
export interface OwnerColumns {
  owner_id: number;
  owner_known: boolean;
  owner_erased: boolean | null;
  owner_display_name: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_avatar_user_id: number | null;
  owner_avatar_hash: string | null;
}

/** The owner columns another read model's row gets from ownerColumnsOf (it has the owner's id itself). */
export type OwnerFields = Exclude<keyof OwnerColumns, 'owner_id'>;

/**
 * The owner as others see them (the same name rule the command answers use); an erased owner,
 * or one with no account row, reads as deleted and shows no picture.
 */
export function ownerOf(r: OwnerColumns): ImageView['owner'] {
  const erased = !r.owner_known || r.owner_erased === true;
  return {
    id: r.owner_id,
    displayName: publicNameOf({ erased, displayName: r.owner_display_name, firstName: r.owner_first_name, lastName: r.owner_last_name }),
    avatar: !erased && r.owner_avatar_user_id !== null && r.owner_avatar_hash !== null ? { userId: r.owner_avatar_user_id, hash: r.owner_avatar_hash } : null,
  };
}
