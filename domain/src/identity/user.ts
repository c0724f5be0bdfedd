import type { PreferenceCategory, UserEvent } from './identity.events';
import type { Role, UserStatus } from './user.rules';
import type { AmbassadorType } from '../ambassadors/ambassador.rules';

export const userStream = (userId: number) => `user-${userId}`;

/** What the account shows of the person (decrypted on read; null once erased). */
export interface UserProfile {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  countryId: number;
  description: string | null;
  zipCode: string | null;
  business: { name: string; url: string | null; type: string | null; approval: string } | null;
  showProducts: 'all' | 'my' | 'none';
  notificationEmail: boolean;
  profession: number | null;
  registeredAt: string;
}

export interface UserState {
  exists: boolean;
  userId: number;
  role: Role;
  type: 'personal' | 'business';
  status: UserStatus;
  emailHash: string;
  /** The current address; null before registration and once erased. */
  email: string | null;
  /** Every address the account has held, by keyed hash (an undo restores one; erasure clears them all). */
  addresses: Record<string, string | null>;
  profile: UserProfile;
  /** Null once the person's key is gone (erased) or before registration. */
  passwordHash: string | null;
  /** Grows with every password change; reset links carry it, so each works once. */
  passwordVersion: number;
  hasVerifiedEmail: boolean;
  newUser: boolean;
  deactivated: boolean;
  erased: boolean;
  preferences: Record<PreferenceCategory, number[]>;
  preferencesFinished: boolean;
  /** The person's picture: a userAvatar media record of theirs; null when none (or once erased). */
  avatar: { mediaId: number; userId: number; hash: string } | null;
  /** Set once an admin approved the person as an ambassador; `styles` are the application's. */
  ambassador: { type: AmbassadorType; styles: number[]; since: string } | null;
  /** The ambassador application waiting for a decision, if any (one at a time). */
  openApplicationId: number | null;
}

export const initialUserState = (): UserState => ({
  exists: false,
  userId: 0,
  role: 'personal',
  type: 'personal',
  status: 'no_pref',
  emailHash: '',
  email: null,
  addresses: {},
  profile: {
    firstName: null,
    lastName: null,
    displayName: null,
    countryId: 1,
    description: null,
    zipCode: null,
    business: null,
    showProducts: 'all',
    notificationEmail: true,
    profession: null,
    registeredAt: '',
  },
  passwordHash: null,
  passwordVersion: 1,
  hasVerifiedEmail: false,
  newUser: true,
  deactivated: false,
  erased: false,
  preferences: { vibes: [], styles: [], subStyles: [], roomTypes: [], colors: [] },
  preferencesFinished: false,
  avatar: null,
  ambassador: null,
  openApplicationId: null,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      const b = d.business;
      return {
        ...state,
        exists: true,
        userId: d.userId,
        role: d.role,
        type: d.type,
        status: d.status,
        emailHash: d.emailHash,
        email: d.email ?? null,
        addresses: { ...state.addresses, [d.emailHash]: d.email ?? null },
        passwordHash: d.passwordHash ?? null,
        profile: {
          ...state.profile,
          firstName: d.firstName ?? null,
          lastName: d.lastName ?? null,
          displayName: d.displayName ?? null,
          countryId: d.countryId,
          description: d.description ?? null,
          zipCode: d.zipCode ?? null,
          business: b ? { name: b.name, url: b.url ?? null, type: b.type ?? null, approval: b.approval } : null,
          showProducts: d.showProducts,
          registeredAt: d.registeredAt,
        },
      };
    }
    case 'UserEmailVerified':
      return event.data.emailHash === state.emailHash ? { ...state, hasVerifiedEmail: true } : state;
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash ?? null, passwordVersion: state.passwordVersion + 1 };
    case 'PreferencesSet':
      return { ...state, preferences: { ...state.preferences, [event.data.category]: event.data.ids } };
    case 'PreferencesFinished':
      return { ...state, preferencesFinished: true, newUser: false, status: state.status === 'no_pref' ? 'complete' : state.status };
    case 'EmailChanged':
      return {
        ...state,
        emailHash: event.data.emailHash,
        email: event.data.email ?? null,
        addresses: { ...state.addresses, [event.data.emailHash]: event.data.email ?? null },
        hasVerifiedEmail: false,
      };
    case 'UserConfirmed':
      return {
        ...state,
        status: state.status === 'unconfirmed' || state.status === 'invited' ? 'pre_complete' : state.status,
        profile: { ...state.profile, firstName: event.data.firstName ?? null, lastName: event.data.lastName ?? null, countryId: event.data.countryId ?? state.profile.countryId },
      };
    case 'ProfileUpdated': {
      const d = event.data;
      const p = state.profile;
      const business = p.business && (d.businessName !== undefined || d.businessUrl !== undefined) ? { ...p.business, name: d.businessName ?? p.business.name, url: d.businessUrl ?? p.business.url } : p.business;
      return {
        ...state,
        profile: {
          ...p,
          firstName: d.firstName !== undefined ? d.firstName : p.firstName,
          lastName: d.lastName !== undefined ? d.lastName : p.lastName,
          displayName: d.displayName !== undefined ? d.displayName : p.displayName,
          countryId: d.countryId ?? p.countryId,
          description: d.description !== undefined ? d.description : p.description,
          zipCode: d.zipCode !== undefined ? d.zipCode : p.zipCode,
          notificationEmail: d.notificationEmail ?? p.notificationEmail,
          business,
        },
      };
    }
    case 'ProfessionSet':
      return { ...state, profile: { ...state.profile, profession: event.data.profession } };
    case 'AvatarSet':
      return { ...state, avatar: { mediaId: event.data.mediaId, userId: event.data.media.userId, hash: event.data.media.hash } };
    case 'UserDeactivated':
      return { ...state, deactivated: true };
    case 'UserErased':
      return {
        ...state,
        erased: true,
        deactivated: true,
        passwordHash: null,
        email: null,
        addresses: Object.fromEntries(Object.keys(state.addresses).map((h) => [h, null])),
        avatar: null,
        profile: { ...initialUserState().profile, registeredAt: state.profile.registeredAt },
      };
    case 'AmbassadorApplicationFiled':
      // An invited person's registration completes with their application (the become-ambassador form).
      return { ...state, openApplicationId: event.data.applicationId, status: state.status === 'pre_complete' ? 'complete' : state.status };
    case 'AmbassadorRoleGranted':
      return {
        ...state,
        role: state.role === 'admin' ? 'admin' : 'ambassador',
        ambassador: { type: event.data.ambassadorType, styles: event.data.styles, since: event.data.grantedAt },
        openApplicationId: null,
        status: state.status === 'pre_complete' ? 'complete' : state.status,
      };
    case 'AmbassadorApplicationDeclined':
      return state.openApplicationId === event.data.applicationId ? { ...state, openApplicationId: null } : state;
    case 'BusinessAccountApproved':
      return state.profile.business ? { ...state, profile: { ...state.profile, business: { ...state.profile.business, approval: 'approved' } } } : state;
    case 'BusinessAccountRejected':
      return state.profile.business ? { ...state, profile: { ...state.profile, business: { ...state.profile.business, approval: 'rejected' } } } : state;
    case 'VerificationLinkRequested':
    case 'PasswordResetRequested':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}
