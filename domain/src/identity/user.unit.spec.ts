import { describe, expect, it } from 'vitest';
import { Gone, NotFound, ValidationFailed } from '../shared/errors';
import { InvalidRevertLink, UnknownChoice, WrongPassword } from './errors';
import { specFor } from '../shared/given-when-then';
import { decideEmailReservation, evolveEmailReservation, initialEmailReservation } from './email-reservation';
import type { EmailReservationEvent, SessionEvent, UserEvent } from './identity.events';
import { decideSession, evolveSession, initialSession } from './session';
import { evolveUser, initialUserState } from './user';
import { decideUser, type UserCommand } from './user.decide';
import { signUpInput, stylesInput, vibesInput } from './user.rules';

const user = specFor<ReturnType<typeof initialUserState>, UserCommand, UserEvent>({ initialState: initialUserState, evolve: evolveUser, decide: decideUser });
const now = '2026-11-21T10:00:00.000Z';
const input = signUpInput.parse({ email: 'Ada@Example.com', password: 'secret pass 1', passwordRepeat: 'secret pass 1', terms: true, firstName: 'Ada' });
const { password: _p, passwordRepeat: _r, terms: _t, reCaptchaToken: _c, ...profile } = input;
const register: UserCommand = { type: 'RegisterUser', userId: 7, role: 'personal', input: profile, emailHash: 'a'.repeat(40), passwordHash: 'h'.repeat(40), now };
const registered = user([]).when(register).events();
const known = new Set([1, 2, 3]);
const withStyles: UserEvent[] = [...registered, { type: 'PreferencesSet', data: { userId: 7, category: 'styles', ids: [1, 2] } }];

describe('user decider', () => {
  it('registers a new account as no_pref, not verified, with a verification link', () => {
    expect(registered.map((e) => e.type)).toEqual(['UserRegistered', 'VerificationLinkRequested']);
    expect(registered[0].data).toMatchObject({ userId: 7, status: 'no_pref', email: 'ada@example.com', role: 'personal', countryId: 1 });
    const state = registered.reduce(evolveUser, initialUserState());
    expect(state).toMatchObject({ exists: true, hasVerifiedEmail: false, newUser: true, status: 'no_pref' });
  });

  it('registers an invited account as unconfirmed; confirming details makes it pre_complete', () => {
    const invited = user([]).when({ ...register, invited: true }).events();
    expect(invited[0].data).toMatchObject({ status: 'unconfirmed' });
    const confirmed = user(invited).when({ type: 'ConfirmDetails', firstName: 'A', lastName: 'B', now }).events();
    expect([...invited, ...confirmed].reduce(evolveUser, initialUserState()).status).toBe('pre_complete');
    expect(user([...invited, ...confirmed]).when({ type: 'ConfirmDetails', firstName: 'A', lastName: 'B', now }).events()).toEqual([]);
  });

  it('refuses a second registration of the same id', () => {
    expect(user(registered).when(register).error()).toBeInstanceOf(ValidationFailed);
  });

  it('verifies the email for the address it was sent to, once', () => {
    expect(user(registered).when({ type: 'VerifyEmail', emailHash: 'a'.repeat(40), now }).events().map((e) => e.type)).toEqual(['UserEmailVerified']);
    expect(user(registered).when({ type: 'VerifyEmail', emailHash: 'b'.repeat(40), now }).error()).toBeInstanceOf(ValidationFailed);
    const verified = [...registered, ...user(registered).when({ type: 'VerifyEmail', emailHash: 'a'.repeat(40), now }).events()];
    expect(user(verified).when({ type: 'VerifyEmail', emailHash: 'a'.repeat(40), now }).events()).toEqual([]);
    expect(user(verified).when({ type: 'RequestVerificationLink', now }).events()).toEqual([]);
  });

  it('completes the account only when styles are saved and preferences finished', () => {
    expect(user(registered).when({ type: 'FinishPreferences', now }).error()).toBeInstanceOf(ValidationFailed);
    const finished = [...withStyles, ...user(withStyles).when({ type: 'FinishPreferences', now }).events()];
    expect(finished.reduce(evolveUser, initialUserState())).toMatchObject({ status: 'complete', newUser: false });
    expect(user(finished).when({ type: 'FinishPreferences', now }).events()).toEqual([]);
  });

  it('records a preference change only when it changes, and only ids the reference data offers', () => {
    expect(user(withStyles).when({ type: 'SetPreferences', category: 'styles', ids: [1, 2], known }).events()).toEqual([]);
    expect(user(withStyles).when({ type: 'SetPreferences', category: 'styles', ids: [3], known }).events()).toHaveLength(1);
    const unknown = user(withStyles).when({ type: 'SetPreferences', category: 'styles', ids: [3, 99], known }).error();
    expect(unknown).toBeInstanceOf(UnknownChoice);
    expect((unknown as UnknownChoice).errors).toEqual({ styles: ['Please choose from the list'] });
    expect(user(registered).when({ type: 'SetProfession', profession: 4, known }).error()).toBeInstanceOf(UnknownChoice);
  });

  it('resets the password once per reset link (password version) and needs the current password to change it', () => {
    const reset: UserCommand = { type: 'ResetPassword', passwordVersion: 1, passwordHash: 'n'.repeat(40), now };
    const after = [...registered, ...user(registered).when(reset).events()];
    expect(after.reduce(evolveUser, initialUserState()).passwordVersion).toBe(2);
    expect(user(after).when(reset).error()).toBeInstanceOf(ValidationFailed);
    expect(user(registered).when({ type: 'ChangePassword', currentPasswordMatches: false, passwordHash: 'x'.repeat(40), now }).error()).toBeInstanceOf(ValidationFailed);
    expect(user(registered).when({ type: 'ChangePassword', currentPasswordMatches: true, passwordHash: 'x'.repeat(40), now }).events()[0].type).toBe('PasswordChanged');
  });

  it('asks for a reset mail only for open accounts', () => {
    expect(user([]).when({ type: 'RequestPasswordReset', now }).events()).toEqual([]);
    expect(user(registered).when({ type: 'RequestPasswordReset', now }).events()[0]).toMatchObject({ type: 'PasswordResetRequested', data: { passwordVersion: 1 } });
  });

  it('changes the email: unverified again, with a new link', () => {
    const events = user(registered).when({ type: 'ChangeEmail', email: 'New@Example.com', emailHash: 'c'.repeat(40), passwordMatches: true, now }).events();
    expect(events.map((e) => e.type)).toEqual(['EmailChanged', 'VerificationLinkRequested']);
    expect(events[0].data).toMatchObject({ email: 'new@example.com', previousEmailHash: 'a'.repeat(40), reason: 'change' });
    expect([...registered, ...events].reduce(evolveUser, initialUserState()).hasVerifiedEmail).toBe(false);
  });

  it('needs the password for an address change, deactivation and erasure', () => {
    const wrong = user(registered).when({ type: 'ChangeEmail', email: 'n@example.com', emailHash: 'c'.repeat(40), passwordMatches: false, now }).error();
    expect(wrong).toBeInstanceOf(WrongPassword);
    expect((wrong as WrongPassword).errors).toEqual({ password: ['The current password is incorrect.'] });
    expect(user(registered).when({ type: 'DeactivateUser', passwordMatches: false, now }).error()).toBeInstanceOf(WrongPassword);
    expect(user(registered).when({ type: 'EraseUser', passwordMatches: false, now }).error()).toBeInstanceOf(WrongPassword);
  });

  it('undoes an address change from the previous address, once, and only to an address the account held', () => {
    const changed = [...registered, ...user(registered).when({ type: 'ChangeEmail', email: 'thief@example.com', emailHash: 'c'.repeat(40), passwordMatches: true, now }).events()];
    const undo = user(changed).when({ type: 'RevertEmailChange', previousEmailHash: 'a'.repeat(40), now }).events();
    expect(undo.map((e) => e.type)).toEqual(['EmailChanged', 'UserEmailVerified']);
    expect(undo[0].data).toMatchObject({ email: 'ada@example.com', emailHash: 'a'.repeat(40), previousEmailHash: 'c'.repeat(40), reason: 'revert' });
    const after = [...changed, ...undo].reduce(evolveUser, initialUserState());
    expect(after).toMatchObject({ emailHash: 'a'.repeat(40), email: 'ada@example.com', hasVerifiedEmail: true });
    expect(user([...changed, ...undo]).when({ type: 'RevertEmailChange', previousEmailHash: 'a'.repeat(40), now }).events()).toEqual([]);
    expect(user(changed).when({ type: 'RevertEmailChange', previousEmailHash: 'f'.repeat(40), now }).error()).toBeInstanceOf(InvalidRevertLink);
  });

  it('forgets every personal field of an erased person in its state', () => {
    const erased = [...registered, ...user(registered).when({ type: 'EraseUser', passwordMatches: true, now }).events()];
    const state = erased.reduce(evolveUser, initialUserState());
    expect(state).toMatchObject({ erased: true, email: null, passwordHash: null, profile: { firstName: null, business: null } });
    expect(Object.values(state.addresses)).toEqual([null]);
  });

  it('answers 410 for a deactivated account and 404 for an erased or unknown one', () => {
    const off = [...registered, ...user(registered).when({ type: 'DeactivateUser', passwordMatches: true, now }).events()];
    expect(user(off).when({ type: 'UpdateProfile', profile: { firstName: 'X' }, now }).error()).toBeInstanceOf(Gone);
    expect(user(off).when({ type: 'DeactivateUser', passwordMatches: true, now }).events()).toEqual([]);
    const erased = [...registered, ...user(registered).when({ type: 'EraseUser', passwordMatches: true, now }).events()];
    expect(user(erased).when({ type: 'SetProfession', profession: 1, known }).error()).toBeInstanceOf(NotFound);
    expect(user([]).when({ type: 'SetProfession', profession: 1, known }).error()).toBeInstanceOf(NotFound);
  });

  it('updates only the profile fields given', () => {
    expect(user(registered).when({ type: 'UpdateProfile', profile: {}, now }).events()).toEqual([]);
    expect(user(registered).when({ type: 'UpdateProfile', profile: { displayName: 'Ada L.', zipCode: undefined }, now }).events()[0].data).toEqual({ userId: 7, displayName: 'Ada L.', updatedAt: now });
  });
});

describe('email reservation', () => {
  const spec = specFor({ initialState: initialEmailReservation, evolve: evolveEmailReservation, decide: decideEmailReservation });
  const reserved: EmailReservationEvent[] = [{ type: 'EmailReserved', data: { emailHash: 'e'.repeat(40), userId: 1, reservedAt: now } }];
  it('reserves a free address, refuses a held one, and frees it for others once released', () => {
    expect(spec([]).when({ type: 'ReserveEmail', emailHash: 'e'.repeat(40), userId: 1, now }).events()).toHaveLength(1);
    expect(spec(reserved).when({ type: 'ReserveEmail', emailHash: 'e'.repeat(40), userId: 2, now }).error()).toBeInstanceOf(ValidationFailed);
    expect(spec(reserved).when({ type: 'ReserveEmail', emailHash: 'e'.repeat(40), userId: 1, now }).events()).toEqual([]);
    const released = [...reserved, ...spec(reserved).when({ type: 'ReleaseEmail', emailHash: 'e'.repeat(40), userId: 1, now }).events()];
    expect(spec(released).when({ type: 'ReserveEmail', emailHash: 'e'.repeat(40), userId: 2, now }).events()).toHaveLength(1);
    expect(spec(reserved).when({ type: 'ReleaseEmail', emailHash: 'e'.repeat(40), userId: 9, now }).events()).toEqual([]);
  });
});

describe('session', () => {
  const spec = specFor({ initialState: initialSession, evolve: evolveSession, decide: decideSession });
  const id = '0b6c0f5e-5d44-4c55-9a52-6b1a2f0f1a11';
  const started: SessionEvent[] = [{ type: 'SessionStarted', data: { familyId: id, userId: 3, method: 'password', startedAt: now } }];
  it('starts a session that ends 30 days after sign-in', () => {
    const events = spec([]).when({ type: 'StartSession', familyId: id, userId: 3, method: 'password', now }).events();
    expect(events[0].data).toMatchObject({ startedAt: now, expiresAt: '2026-12-21T10:00:00.000Z' });
  });

  it('revokes once, and reuse of a refresh token revokes the family', () => {
    expect(spec(started).when({ type: 'RevokeSession', familyId: id, reason: 'logout', now }).events()).toHaveLength(1);
    const reuse = spec(started).when({ type: 'ReportRefreshTokenReuse', familyId: id, now }).events();
    expect(reuse.map((e) => e.type)).toEqual(['RefreshTokenReuseDetected', 'SessionRevoked']);
    expect(spec([...started, ...reuse]).when({ type: 'RevokeSession', familyId: id, reason: 'logout', now }).events()).toEqual([]);
  });
});

describe('identity input rules', () => {
  it('applies the spec messages to the style picker and vibes', () => {
    expect(stylesInput.safeParse({ styles: [] }).error?.issues[0].message).toBe('This field cant be empty');
    expect(stylesInput.safeParse({ styles: Array.from({ length: 11 }, (_, i) => i + 1) }).success).toBe(false);
    expect(vibesInput.safeParse({ vibes: [1, 2] }).success).toBe(false);
    expect(stylesInput.parse({ styles: [2, 2, 3] })).toEqual({ styles: [2, 3] });
  });
});
