import { MESSAGES_IDENTITY } from './messages';

/**
 * The account as the site shows it (spec section 3, User): GET /user reads it from the users read
 * model, and a command on the account answers it from the state it just decided on. The OpenAPI
 * description of it is `userView` (http/responses.ts), checked against this type.
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

/** Another member as others see them: public fields only, with whether the viewer follows them. */
export type PublicUserView = Pick<UserView, 'id' | 'firstName' | 'lastName' | 'displayName' | 'avatar' | 'ambassador' | 'ambassadorType' | 'shareUrl' | 'business' | 'profession' | 'type'> & {
  isFollowed: boolean;
  followersCount: number;
};

/** The spec's `{ key: 1 }` shape for a set of picks (sub-styles by name, colours by id). */
export const asFlags = (keys: (string | number)[]): Record<string, 1> => Object.fromEntries(keys.map((k) => [String(k), 1 as const]));

/** The name the account shows: "Deleted user" once erased; the spec falls back to the email when there is none. */
export const accountName = (erased: boolean, displayName: string | null, email: string | null): string =>
  erased ? MESSAGES_IDENTITY.deletedUser : displayName || email || '';
