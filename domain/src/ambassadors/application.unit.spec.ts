import { describe, expect, it } from 'vitest';
import { Forbidden, Gone, NotFound, type ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { NotInList } from '../catalog/catalog.errors';
import { evolveUser, initialUserState, type UserState } from '../identity/user';
import { decideUser, type UserCommand } from '../identity/user.decide';
import type { UserEvent } from '../identity/identity.events';
import { signUpInput } from '../identity/user.rules';
import type { AmbassadorApplicationEvent, NominationEvent } from './ambassador.events';
import {
  AlreadyAnAmbassador,
  ApplicationAlreadyDecided,
  ApplicationUnderReview,
  CannotNominateSelf,
  EmailNotVerified,
  NoSuchApplication,
  NomineeAlreadyAmbassador,
} from './ambassador.errors';
import { applicationInput, DEFAULT_NOMINATION_SUBJECT, nominationInput } from './ambassador.rules';
import { evolveApplication, initialApplicationState, type ApplicationState } from './application';
import { applicationDecider, type ApplicationCommand } from './application.decide';
import { nominationDecider, type NominationCommand, type NominationState } from './nomination.decide';

const now = '2026-11-23T10:00:00.000Z';
const APPLICANT = 7;
const ADMIN = 1;

/** Each issue as "path: message", the way the API's field map reports it. */
const issues = (v: unknown) => applicationInput.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const form = (over: Record<string, unknown> = {}) => ({ describe_yourself: 'I restore mid-century furniture', styles: [2], interests: [1], message: 'Five years of staging homes', ...over });
const parsed = (over: Record<string, unknown> = {}) => applicationInput.parse(form(over));
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;

describe('ambassador application form (spec 3 and 5)', () => {
  it('requires describe_yourself, the message, a style and an interest', () => {
    expect(issues({})).toEqual(['describe_yourself: This field is required', 'styles: This field is required', 'interests: This field is required', 'message: This field is required']);
    expect(issues(form({ describe_yourself: '   ', message: '' }))).toEqual(['describe_yourself: This field is required', 'message: This field is required']);
    expect(issues(form({ styles: [], interests: [] }))).toEqual(['styles: This field is required', 'interests: This field is required']);
  });

  it('takes at most three styles and three interests: "Please select up to three"', () => {
    expect(issues(form({ styles: [1, 2, 3, 4] }))).toEqual(['styles: Please select up to three']);
    expect(issues(form({ interests: [1, 2, 3, 4] }))).toEqual(['interests: Please select up to three']);
    expect(parsed({ styles: [1, 2, 3], interests: [1, 2, 'My own words'] })).toMatchObject({ styles: [1, 2, 3], interests: ['Curating look boards', 'Answering look requests', 'My own words'] });
  });

  it('says "Please enter a correct link" for a link that is not a web address, drops empty ones and gives bare domains https', () => {
    expect(issues(form({ links: ['example.com', 'not a link'] }))).toEqual(['links.1: Please enter a correct link']);
    expect(issues(form({ links: ['javascript:alert(1)'] }))).toEqual(['links.0: Please enter a correct link']);
    expect(parsed({ links: ['', 'myrooms.example', '  ', 'http://blog.example/rooms'] }).links).toEqual(['https://myrooms.example', 'http://blog.example/rooms']);
    expect(parsed().links).toEqual([]);
  });

  it('takes at most ten links, counted after the empty ones are dropped', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `site${i}.example`);
    expect(parsed({ links: [...ten, '', ''] }).links).toHaveLength(10);
    expect(issues(form({ links: [...ten, 'eleven.example'] }))).toEqual(['links: Please add at most 10 links']);
  });

  it('is not referred by default; referred needs a name longer than 3 characters: "Please Enter a Name"', () => {
    expect(parsed()).toMatchObject({ isReferred: false, referred_by: undefined });
    expect(issues(form({ isReferred: true }))).toEqual(['referred_by: Please Enter a Name']);
    expect(issues(form({ isReferred: 'yes', referred_by: 'Bob' }))).toEqual(['referred_by: Please Enter a Name']);
    expect(parsed({ isReferred: 1, referred_by: 'Bobby' })).toMatchObject({ isReferred: true, referred_by: 'Bobby' });
    // a name sent with "not referred" is not kept
    expect(parsed({ isReferred: 'no', referred_by: 'Bobby' })).toMatchObject({ isReferred: false, referred_by: undefined });
  });

  it('reports every broken rule at once', () => {
    expect(issues({ message: '', styles: [2], links: ['nope'], isReferred: true })).toEqual([
      'describe_yourself: This field is required',
      'interests: This field is required',
      'message: This field is required',
      'links.0: Please enter a correct link',
      'referred_by: Please Enter a Name',
    ]);
    // Too many picks does not hide the other rules either.
    expect(issues(form({ styles: [1, 2, 3, 4], interests: [], links: Array.from({ length: 11 }, (_, i) => `site${i}.example`), isReferred: 'yes', referred_by: 'Al' }))).toEqual([
      'styles: Please select up to three',
      'interests: This field is required',
      'links: Please add at most 10 links',
      'referred_by: Please Enter a Name',
    ]);
  });
});

const application = specFor<ApplicationState, ApplicationCommand, AmbassadorApplicationEvent>(applicationDecider);
const styles = new Set([1, 2, 3, 4, 5]);
const submit: ApplicationCommand = { type: 'SubmitApplication', applicationId: 30, userId: APPLICANT, input: parsed({ styles: [2, 4], links: ['rooms.example'] }), knownStyles: styles, now };
const submitted = application([]).when(submit).events();
const approve: ApplicationCommand = { type: 'ApproveApplication', adminId: ADMIN, isAdmin: true, ambassadorType: 'designProfessional', now };
const reject: ApplicationCommand = { type: 'RejectApplication', adminId: ADMIN, isAdmin: true, reason: 'Please show more of your own rooms', now };
const approved = [...submitted, ...application(submitted).when(approve).events()];
const rejected = [...submitted, ...application(submitted).when(reject).events()];
const applicationOf = (events: AmbassadorApplicationEvent[]) => events.reduce(evolveApplication, initialApplicationState());

describe('application decider', () => {
  it('records the form as sent, pending', () => {
    expect(submitted).toEqual([
      {
        type: 'AmbassadorApplicationSubmitted',
        data: {
          applicationId: 30,
          userId: APPLICANT,
          from: null,
          subject: null,
          describeYourself: 'I restore mid-century furniture',
          styles: [2, 4],
          interests: ['Curating look boards'],
          message: 'Five years of staging homes',
          links: ['https://rooms.example'],
          isReferred: false,
          referredBy: null,
          submittedAt: now,
        },
      },
    ]);
    expect(applicationOf(submitted)).toMatchObject({ exists: true, status: 'pending', styles: [2, 4], userId: APPLICANT });
    expect(application(submitted).when(submit).events()).toEqual([]);
  });

  it('refuses a style the reference data does not offer', () => {
    const err = application([]).when({ ...submit, input: parsed({ styles: [2, 99] }) }).error();
    expect(err).toBeInstanceOf(NotInList);
    expect(fieldErrors(err)).toEqual({ styles: ['Please choose from the list'] });
  });

  it('lets only admins decide, on an application that exists', () => {
    expect(application(submitted).when({ ...approve, isAdmin: false }).error()).toBeInstanceOf(Forbidden);
    expect(application(submitted).when({ ...reject, isAdmin: false }).error()).toBeInstanceOf(Forbidden);
    expect(application([]).when(approve).error()).toBeInstanceOf(NoSuchApplication);
    expect(application([]).when(reject).error()).toBeInstanceOf(NoSuchApplication);
  });

  it('approves with the ambassador type; the same approval again changes nothing, another decision is refused', () => {
    expect(approved.at(-1)).toEqual({ type: 'AmbassadorApplicationApproved', data: { applicationId: 30, userId: APPLICANT, adminId: ADMIN, ambassadorType: 'designProfessional', approvedAt: now } });
    expect(applicationOf(approved)).toMatchObject({ status: 'approved', ambassadorType: 'designProfessional', decidedAt: now });
    expect(application(approved).when(approve).events()).toEqual([]);
    expect(application(approved).when({ ...approve, ambassadorType: 'decorLover' }).error()).toBeInstanceOf(ApplicationAlreadyDecided);
    expect(application(approved).when(reject).error()).toBeInstanceOf(ApplicationAlreadyDecided);
  });

  it('rejects with a reason; rejecting again changes nothing, approving it then is refused', () => {
    expect(rejected.at(-1)).toEqual({ type: 'AmbassadorApplicationRejected', data: { applicationId: 30, userId: APPLICANT, adminId: ADMIN, reason: 'Please show more of your own rooms', rejectedAt: now } });
    expect(applicationOf(rejected)).toMatchObject({ status: 'rejected', reason: 'Please show more of your own rooms' });
    expect(application(rejected).when(reject).events()).toEqual([]);
    expect(application(rejected).when(approve).error()).toBeInstanceOf(ApplicationAlreadyDecided);
  });
});

const user = specFor<UserState, UserCommand, UserEvent>({ initialState: initialUserState, evolve: evolveUser, decide: decideUser });
const signUp = signUpInput.parse({ email: 'ana@example.com', password: 'secret pass 1', passwordRepeat: 'secret pass 1', terms: true, firstName: 'Ana' });
const { password: _p, passwordRepeat: _r, terms: _t, reCaptchaToken: _c, ...profile } = signUp;
const register: UserCommand = { type: 'RegisterUser', userId: APPLICANT, role: 'personal', input: profile, emailHash: 'a'.repeat(40), passwordHash: 'h'.repeat(40), now };
const registered = user([]).when(register).events();
const verified = [...registered, ...user(registered).when({ type: 'VerifyEmail', emailHash: 'a'.repeat(40), now }).events()];
const file: UserCommand = { type: 'FileAmbassadorApplication', applicationId: 30, now };
const filed = [...verified, ...user(verified).when(file).events()];
const grant: UserCommand = { type: 'GrantAmbassadorRole', applicationId: 30, ambassadorType: 'designProfessional', styles: [2, 4], adminId: ADMIN, now };
const granted = [...filed, ...user(filed).when(grant).events()];
const decline: UserCommand = { type: 'DeclineAmbassadorApplication', applicationId: 30, adminId: ADMIN, now };
const declined = [...filed, ...user(filed).when(decline).events()];
const userOf = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState());

describe('user decider: the ambassador role', () => {
  it('files an application of a verified member; filing the same one again changes nothing', () => {
    expect(filed.at(-1)).toEqual({ type: 'AmbassadorApplicationFiled', data: { userId: APPLICANT, applicationId: 30, filedAt: now } });
    expect(userOf(filed).openApplicationId).toBe(30);
    expect(user(filed).when(file).events()).toEqual([]);
  });

  it('refuses an unverified address, an ambassador and a second open application', () => {
    expect(user(registered).when(file).error()).toBeInstanceOf(EmailNotVerified);
    expect(user(granted).when({ ...file, applicationId: 31 }).error()).toBeInstanceOf(AlreadyAnAmbassador);
    expect(user(filed).when({ ...file, applicationId: 31 }).error()).toBeInstanceOf(ApplicationUnderReview);
  });

  it('refuses a closed account', () => {
    const deactivated: UserEvent[] = [...verified, { type: 'UserDeactivated', data: { userId: APPLICANT, deactivatedAt: now } }];
    expect(user(deactivated).when(file).error()).toBeInstanceOf(Gone);
    expect(user([]).when(file).error()).toBeInstanceOf(NotFound);
  });

  it('grants the role with the type and the application styles, once', () => {
    expect(granted.at(-1)).toEqual({ type: 'AmbassadorRoleGranted', data: { userId: APPLICANT, applicationId: 30, ambassadorType: 'designProfessional', styles: [2, 4], adminId: ADMIN, grantedAt: now } });
    expect(userOf(granted)).toMatchObject({ role: 'ambassador', ambassador: { type: 'designProfessional', styles: [2, 4], since: now }, openApplicationId: null });
    expect(user(granted).when(grant).events()).toEqual([]);
  });

  it('declines the open application, after which the member may apply again', () => {
    expect(declined.at(-1)).toEqual({ type: 'AmbassadorApplicationDeclined', data: { userId: APPLICANT, applicationId: 30, adminId: ADMIN, declinedAt: now } });
    expect(userOf(declined)).toMatchObject({ openApplicationId: null, ambassador: null, role: 'personal' });
    expect(user(declined).when(decline).events()).toEqual([]);
    expect(user(declined).when({ ...file, applicationId: 31 }).events().map((e) => e.type)).toEqual(['AmbassadorApplicationFiled']);
  });

  it('completes an invited registration with the application; an invited account gets no separate verification link', () => {
    const invited = user([]).when({ ...register, invited: true }).events();
    expect(invited.map((e) => e.type)).toEqual(['UserRegistered']);
    const confirmed = [
      ...invited,
      { type: 'UserEmailVerified', data: { userId: APPLICANT, emailHash: 'a'.repeat(40), verifiedAt: now } },
      { type: 'UserConfirmed', data: { userId: APPLICANT, firstName: 'Ana', lastName: 'Lima', confirmedAt: now } },
    ] as UserEvent[];
    expect(userOf(confirmed).status).toBe('pre_complete');
    expect(userOf([...confirmed, ...user(confirmed).when(file).events()]).status).toBe('complete');
  });
});

const nomination = specFor<NominationState, NominationCommand, NominationEvent>(nominationDecider);
const nominationForm = nominationInput.parse({ firstName: 'Ben', lastName: 'Ode', toFirstName: 'Cleo', toEmailAddress: 'Cleo@Example.com', message: 'Your rooms are wonderful' });
const nominate: NominationCommand = {
  type: 'Nominate',
  nominationId: 5,
  nominatorId: 3,
  invitee: { userId: 9, newAccount: true, isAmbassador: false },
  input: nominationForm,
  toEmailHash: 'c'.repeat(40),
  now,
};

describe('nomination', () => {
  it('requires the names, a valid address and a message; the subject has a default', () => {
    const r = nominationInput.safeParse({ toEmailAddress: 'not an address' });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'firstName: This field is required',
      'lastName: This field is required',
      'toFirstName: This field is required',
      'toEmailAddress: Email must be a valid email address',
      'message: This field is required',
    ]);
    expect(nominationForm.subject).toBe(DEFAULT_NOMINATION_SUBJECT);
  });

  it('nominates the invitee with the invitee’s part of the form only (the nominator’s words are theirs, in their own stream), once', () => {
    const events = nomination([]).when(nominate).events();
    expect(events).toEqual([
      {
        type: 'AmbassadorNominated',
        data: {
          nominationId: 5,
          nominatorId: 3,
          inviteeId: 9,
          newAccount: true,
          toFirstName: 'Cleo',
          toEmailAddress: 'cleo@example.com',
          toEmailHash: 'c'.repeat(40),
          nominatedAt: now,
        },
      },
    ]);
    expect(nomination(events).when(nominate).events()).toEqual([]);
    expect(nomination([]).when({ ...nominate, nominatorId: null }).events()).toHaveLength(1);
  });

  it('refuses nominating yourself and nominating an ambassador', () => {
    expect(nomination([]).when({ ...nominate, invitee: { userId: 3, newAccount: false, isAmbassador: false } }).error()).toBeInstanceOf(CannotNominateSelf);
    expect(nomination([]).when({ ...nominate, invitee: { userId: 9, newAccount: false, isAmbassador: true } }).error()).toBeInstanceOf(NomineeAlreadyAmbassador);
  });
});
