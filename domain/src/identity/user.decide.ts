import {
  AccountDeactivated,
  EmailTaken,
  InvalidResetLink,
  InvalidRevertLink,
  InvalidVerificationLink,
  NoSuchUser,
  StyleRequired,
  UnknownChoice,
  WrongPassword,
} from './errors';
import type { PreferenceCategory, UserEvent } from './identity.events';
import { AlreadyDecided } from '../moderation/moderation.errors';
import type { Role, SignUpInput } from './user.rules';
import type { UserState } from './user';
import { assertUsableMedia, type MediaState } from '../catalog/media';
import { AlreadyAnAmbassador, ApplicationUnderReview } from '../ambassadors/ambassador.errors';
import { mayApplyAsAmbassador } from '../ambassadors/ambassador.policy';
import type { AmbassadorType } from '../ambassadors/ambassador.rules';
import { byAnAdmin } from '../shared/access.policy';

type Profile = {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  countryId?: number;
  description?: string;
  zipCode?: string;
  businessName?: string;
  businessUrl?: string;
  notificationEmail?: boolean;
};

export type UserCommand =
  | { type: 'RegisterUser'; userId: number; role: Role; input: Omit<SignUpInput, 'password' | 'passwordRepeat' | 'terms' | 'reCaptchaToken'>; emailHash: string; passwordHash: string; invited?: boolean; now: string }
  | { type: 'VerifyEmail'; emailHash: string; now: string }
  | { type: 'RequestVerificationLink'; domain?: string; now: string }
  | { type: 'RequestPasswordReset'; domain?: string; now: string }
  | { type: 'ResetPassword'; passwordVersion: number; passwordHash: string; now: string }
  | { type: 'ChangePassword'; currentPasswordMatches: boolean; passwordHash: string; now: string }
  | { type: 'UpdateProfile'; profile: Profile; now: string }
  /** `known`: the ids the reference data offers for the choice. */
  | { type: 'SetProfession'; profession: number; known: ReadonlySet<number> }
  | { type: 'SetPreferences'; category: PreferenceCategory; ids: number[]; known: ReadonlySet<number> }
  | { type: 'FinishPreferences'; now: string }
  | { type: 'ChangeEmail'; email: string; emailHash: string; passwordMatches: boolean; domain?: string; now: string }
  /** Undo of an address change from the link mailed to the previous address. */
  | { type: 'RevertEmailChange'; previousEmailHash: string; now: string }
  | { type: 'ConfirmDetails'; firstName: string; lastName: string; countryId?: number; passwordHash?: string; now: string }
  | { type: 'DeactivateUser'; passwordMatches: boolean; now: string }
  | { type: 'EraseUser'; passwordMatches: boolean; now: string }
  /** `media`: the record `mediaId` names, read from its own stream by the handler. */
  | { type: 'SetAvatar'; mediaId: number; media: Pick<MediaState, 'exists' | 'userId' | 'type' | 'hash'> }
  /** The person applies to be an ambassador; the application itself is its own stream. */
  | { type: 'FileAmbassadorApplication'; applicationId: number; now: string }
  /** An admin approved the application (null: the role given without one). */
  | { type: 'GrantAmbassadorRole'; applicationId: number | null; ambassadorType: AmbassadorType; styles: number[]; adminId: number; now: string }
  | { type: 'DeclineAmbassadorApplication'; applicationId: number; adminId: number; now: string }
  /** Terms: a business account waits for an admin's approval. */
  | { type: 'ApproveBusinessAccount'; adminId: number; isAdmin: boolean; now: string }
  | { type: 'RejectBusinessAccount'; adminId: number; isAdmin: boolean; reason: string; now: string };

function live(state: UserState): void {
  if (!state.exists || state.erased) throw new NoSuchUser();
  if (state.deactivated) throw new AccountDeactivated();
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type Of<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>;

function registerUser(command: Of<'RegisterUser'>, state: UserState): UserEvent[] {
  if (state.exists) throw new EmailTaken();
  const i = command.input;
  const business = i.type === 'business' && i.businessName ? { name: i.businessName, url: i.businessUrl, type: i.businessType, approval: 'pending' as const } : undefined;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: command.userId,
        role: command.role,
        type: i.type,
        status: command.invited ? 'unconfirmed' : 'no_pref',
        email: i.email.toLowerCase(),
        emailHash: command.emailHash,
        passwordHash: command.passwordHash,
        firstName: i.firstName,
        lastName: i.lastName,
        displayName: i.displayName,
        countryId: i.countryId,
        business,
        showProducts: i.showProducts,
        description: i.description,
        languageId: i.languageId,
        zipCode: i.zipCode,
        yearStarted: i.yearStarted,
        domain: i.domain,
        registeredAt: command.now,
      },
    },
    // An invited person proves the address with the code their invitation mailed: no link of its own.
    ...(command.invited ? [] : [{ type: 'VerificationLinkRequested' as const, data: { userId: command.userId, emailHash: command.emailHash, domain: i.domain, requestedAt: command.now } }]),
  ];
}

function verifyEmail(command: Of<'VerifyEmail'>, state: UserState): UserEvent[] {
  live(state);
  if (command.emailHash !== state.emailHash) throw new InvalidVerificationLink();
  if (state.hasVerifiedEmail) return [];
  return [{ type: 'UserEmailVerified', data: { userId: state.userId, emailHash: state.emailHash, verifiedAt: command.now } }];
}

function requestVerificationLink(command: Of<'RequestVerificationLink'>, state: UserState): UserEvent[] {
  live(state);
  if (state.hasVerifiedEmail) return [];
  return [{ type: 'VerificationLinkRequested', data: { userId: state.userId, emailHash: state.emailHash, domain: command.domain, requestedAt: command.now } }];
}

function requestPasswordReset(command: Of<'RequestPasswordReset'>, state: UserState): UserEvent[] {
  // No answer may reveal whether an account exists: a closed account just gets no mail.
  if (!state.exists || state.erased || state.deactivated) return [];
  return [{ type: 'PasswordResetRequested', data: { userId: state.userId, emailHash: state.emailHash, passwordVersion: state.passwordVersion, domain: command.domain, requestedAt: command.now } }];
}

function resetPassword(command: Of<'ResetPassword'>, state: UserState): UserEvent[] {
  if (!state.exists || state.erased || state.deactivated || command.passwordVersion !== state.passwordVersion) throw new InvalidResetLink();
  return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash, reason: 'reset', changedAt: command.now } }];
}

function changePassword(command: Of<'ChangePassword'>, state: UserState): UserEvent[] {
  live(state);
  if (!command.currentPasswordMatches) throw new WrongPassword('currentPassword');
  return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash, reason: 'change', changedAt: command.now } }];
}

function updateProfile(command: Of<'UpdateProfile'>, state: UserState): UserEvent[] {
  live(state);
  const changes = Object.fromEntries(Object.entries(command.profile).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ProfileUpdated', data: { userId: state.userId, ...changes, updatedAt: command.now } }];
}

function setProfession(command: Of<'SetProfession'>, state: UserState): UserEvent[] {
  live(state);
  if (!command.known.has(command.profession)) throw new UnknownChoice('profession');
  if (state.profile.profession === command.profession) return [];
  return [{ type: 'ProfessionSet', data: { userId: state.userId, profession: command.profession } }];
}

function setPreferences(command: Of<'SetPreferences'>, state: UserState): UserEvent[] {
  live(state);
  if (command.ids.some((id) => !command.known.has(id))) throw new UnknownChoice(command.category);
  if (sameIds(state.preferences[command.category], command.ids)) return [];
  return [{ type: 'PreferencesSet', data: { userId: state.userId, category: command.category, ids: command.ids } }];
}

function finishPreferences(command: Of<'FinishPreferences'>, state: UserState): UserEvent[] {
  live(state);
  if (state.preferences.styles.length === 0) throw new StyleRequired();
  if (state.preferencesFinished && state.status !== 'no_pref') return [];
  return [{ type: 'PreferencesFinished', data: { userId: state.userId, finishedAt: command.now } }];
}

function changeEmail(command: Of<'ChangeEmail'>, state: UserState): UserEvent[] {
  live(state);
  if (!command.passwordMatches) throw new WrongPassword('password');
  if (command.emailHash === state.emailHash) return [];
  const userId = state.userId;
  return [
    {
      type: 'EmailChanged',
      data: { userId, email: command.email.toLowerCase(), emailHash: command.emailHash, previousEmailHash: state.emailHash, domain: command.domain, reason: 'change', changedAt: command.now },
    },
    { type: 'VerificationLinkRequested', data: { userId, emailHash: command.emailHash, domain: command.domain, requestedAt: command.now } },
  ];
}

function revertEmailChange(command: Of<'RevertEmailChange'>, state: UserState): UserEvent[] {
  if (!state.exists || state.erased) throw new InvalidRevertLink();
  if (command.previousEmailHash === state.emailHash) return [];
  const previous = state.addresses[command.previousEmailHash];
  if (!previous) throw new InvalidRevertLink();
  const userId = state.userId;
  // Following the link proves the person reads the previous address.
  return [
    { type: 'EmailChanged', data: { userId, email: previous, emailHash: command.previousEmailHash, previousEmailHash: state.emailHash, reason: 'revert', changedAt: command.now } },
    { type: 'UserEmailVerified', data: { userId, emailHash: command.previousEmailHash, verifiedAt: command.now } },
  ];
}

function confirmDetails(command: Of<'ConfirmDetails'>, state: UserState): UserEvent[] {
  live(state);
  if (state.status !== 'unconfirmed' && state.status !== 'invited') return [];
  const userId = state.userId;
  const events: UserEvent[] = [{ type: 'UserConfirmed', data: { userId, firstName: command.firstName, lastName: command.lastName, countryId: command.countryId, confirmedAt: command.now } }];
  if (command.passwordHash) events.push({ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, reason: 'confirm', changedAt: command.now } });
  return events;
}

function deactivateUser(command: Of<'DeactivateUser'>, state: UserState): UserEvent[] {
  if (!state.exists || state.erased) throw new NoSuchUser();
  if (state.deactivated) return [];
  if (!command.passwordMatches) throw new WrongPassword('password');
  return [{ type: 'UserDeactivated', data: { userId: state.userId, deactivatedAt: command.now } }];
}

function eraseUser(command: Of<'EraseUser'>, state: UserState): UserEvent[] {
  if (!state.exists) throw new NoSuchUser();
  if (state.erased) return [];
  if (!command.passwordMatches) throw new WrongPassword('password');
  return [{ type: 'UserErased', data: { userId: state.userId, emailHash: state.emailHash, erasedAt: command.now } }];
}

function setAvatar(command: Of<'SetAvatar'>, state: UserState): UserEvent[] {
  live(state);
  assertUsableMedia(command.media, { userId: state.userId, type: 'userAvatar' });
  if (state.avatar?.mediaId === command.mediaId) return [];
  return [{ type: 'AvatarSet', data: { userId: state.userId, mediaId: command.mediaId, media: { userId: command.media.userId, hash: command.media.hash } } }];
}

function fileAmbassadorApplication(command: Of<'FileAmbassadorApplication'>, state: UserState): UserEvent[] {
  live(state);
  if (state.openApplicationId === command.applicationId) return [];
  mayApplyAsAmbassador(state);
  if (state.ambassador !== null) throw new AlreadyAnAmbassador();
  if (state.openApplicationId !== null) throw new ApplicationUnderReview();
  return [{ type: 'AmbassadorApplicationFiled', data: { userId: state.userId, applicationId: command.applicationId, filedAt: command.now } }];
}

function grantAmbassadorRole(command: Of<'GrantAmbassadorRole'>, state: UserState): UserEvent[] {
  live(state);
  if (state.ambassador?.type === command.ambassadorType && state.openApplicationId === null) return [];
  return [
    {
      type: 'AmbassadorRoleGranted',
      data: { userId: state.userId, applicationId: command.applicationId, ambassadorType: command.ambassadorType, styles: command.styles, adminId: command.adminId, grantedAt: command.now },
    },
  ];
}

function declineAmbassadorApplication(command: Of<'DeclineAmbassadorApplication'>, state: UserState): UserEvent[] {
  // Declining concerns the open application only; an erased person's is simply closed.
  if (!state.exists || state.openApplicationId !== command.applicationId) return [];
  return [{ type: 'AmbassadorApplicationDeclined', data: { userId: state.userId, applicationId: command.applicationId, adminId: command.adminId, declinedAt: command.now } }];
}

/** A business account waiting for an admin's decision: only an admin decides, and only once. */
function pendingBusiness(isAdmin: boolean, state: UserState): void {
  byAnAdmin(isAdmin);
  if (!state.exists || state.erased || state.type !== 'business' || !state.profile.business) throw new NoSuchUser();
  if (state.profile.business.approval !== 'pending') throw new AlreadyDecided('business account');
}

function approveBusinessAccount(command: Of<'ApproveBusinessAccount'>, state: UserState): UserEvent[] {
  pendingBusiness(command.isAdmin, state);
  return [{ type: 'BusinessAccountApproved', data: { userId: state.userId, adminId: command.adminId, approvedAt: command.now } }];
}

function rejectBusinessAccount(command: Of<'RejectBusinessAccount'>, state: UserState): UserEvent[] {
  pendingBusiness(command.isAdmin, state);
  return [{ type: 'BusinessAccountRejected', data: { userId: state.userId, adminId: command.adminId, reason: command.reason, rejectedAt: command.now } }];
}

/** One function per command; the map's type makes every command have one. */
const decisions: { [T in UserCommand['type']]: (command: Of<T>, state: UserState) => UserEvent[] } = {
  RegisterUser: registerUser,
  VerifyEmail: verifyEmail,
  RequestVerificationLink: requestVerificationLink,
  RequestPasswordReset: requestPasswordReset,
  ResetPassword: resetPassword,
  ChangePassword: changePassword,
  UpdateProfile: updateProfile,
  SetProfession: setProfession,
  SetPreferences: setPreferences,
  FinishPreferences: finishPreferences,
  ChangeEmail: changeEmail,
  RevertEmailChange: revertEmailChange,
  ConfirmDetails: confirmDetails,
  DeactivateUser: deactivateUser,
  EraseUser: eraseUser,
  SetAvatar: setAvatar,
  FileAmbassadorApplication: fileAmbassadorApplication,
  GrantAmbassadorRole: grantAmbassadorRole,
  DeclineAmbassadorApplication: declineAmbassadorApplication,
  ApproveBusinessAccount: approveBusinessAccount,
  RejectBusinessAccount: rejectBusinessAccount,
};

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  return (decisions[command.type] as (command: UserCommand, state: UserState) => UserEvent[])(command, state);
}
