import type { PreferenceCategory, UserEvent } from './identity.events';
import type { Role, UserStatus } from './user.rules';

export const userStream = (userId: number) => `user-${userId}`;

export interface UserState {
  exists: boolean;
  userId: number;
  role: Role;
  type: 'personal' | 'business';
  status: UserStatus;
  emailHash: string;
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
}

export const initialUserState = (): UserState => ({
  exists: false,
  userId: 0,
  role: 'personal',
  type: 'personal',
  status: 'no_pref',
  emailHash: '',
  passwordHash: null,
  passwordVersion: 1,
  hasVerifiedEmail: false,
  newUser: true,
  deactivated: false,
  erased: false,
  preferences: { vibes: [], styles: [], subStyles: [], roomTypes: [], colors: [] },
  preferencesFinished: false,
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return { ...state, exists: true, userId: d.userId, role: d.role, type: d.type, status: d.status, emailHash: d.emailHash, passwordHash: d.passwordHash ?? null };
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
      return { ...state, emailHash: event.data.emailHash, hasVerifiedEmail: false };
    case 'UserConfirmed':
      return { ...state, status: state.status === 'unconfirmed' || state.status === 'invited' ? 'pre_complete' : state.status };
    case 'UserDeactivated':
      return { ...state, deactivated: true };
    case 'UserErased':
      return { ...state, erased: true, deactivated: true, passwordHash: null };
    case 'VerificationLinkRequested':
    case 'PasswordResetRequested':
    case 'ProfileUpdated':
    case 'ProfessionSet':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}
