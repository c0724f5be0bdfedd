import type { UserState } from '@decorlook/domain';
import type { Platform } from '@decorlook/infra/platform';
import { accountName, asFlags, type UserView } from '@decorlook/domain/identity/user.views';
import { referenceChoices } from './identity';

/**
 * The account as GET /user shows it, built from the state a command just decided on (no wait
 * for the read model). `subStyleNames` names the sub-style ids (the client keys them by name).
 */
export function presentAccount(s: UserState, subStyleNames: ReadonlyMap<number, string>): UserView {
  const p = s.profile;
  const subStyles = [...s.preferences.subStyles].sort((a, b) => a - b).map((id) => subStyleNames.get(id)).filter((n): n is string => !!n);
  return {
    id: s.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    displayName: accountName(s.erased, p.displayName, s.email),
    email: s.email,
    description: p.description,
    zipCode: p.zipCode,
    avatar: s.avatar && !s.erased ? { userId: s.avatar.userId, hash: s.avatar.hash } : null,
    status: s.status,
    newUser: s.newUser,
    hasVerifiedEmail: s.hasVerifiedEmail ? 1 : 0,
    countryId: p.countryId,
    ambassador: s.ambassador !== null,
    ambassadorType: s.ambassador?.type ?? null,
    shareUrl: null,
    notificationEmail: p.notificationEmail,
    business: p.business ? { name: p.business.name, url: p.business.url, approval: p.business.approval } : null,
    businessType: p.business?.type ?? null,
    type: s.type,
    role: s.role,
    profession: p.profession,
    vibes: s.preferences.vibes,
    preferences: { styles: s.preferences.styles, subStyles: asFlags(subStyles), roomTypes: s.preferences.roomTypes, colors: asFlags(s.preferences.colors) },
    deactivated: s.deactivated,
    erased: s.erased,
    createdAt: p.registeredAt,
  };
}

/** The account answer of a write: the state it decided on, with the sub-style names of the reference data. */
export async function accountAnswer(p: Pick<Platform, 'store'>, state: UserState): Promise<UserView> {
  return presentAccount(state, state.preferences.subStyles.length ? await referenceChoices(p, 'subStyles') : new Map());
}
