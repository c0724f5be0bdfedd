import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { emailSubject } from '../shared/subjects';
import { BUSINESS_TYPES, ROLES, USER_STATUSES } from './user.rules';
import { AMBASSADOR_TYPES } from '../ambassadors/ambassador.rules';

const userId = z.number().int().positive();
const at = z.iso.datetime();
const hash = z.string().min(16);
const text = (max: number) => z.string().max(max);
const subject = (d: { userId: number }) => `user-${d.userId}`;
const ids = z.array(z.number().int().positive());

export const userRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId,
    role: z.enum(ROLES),
    type: z.enum(['personal', 'business']),
    status: z.enum(USER_STATUSES),
    email: z.email(),
    emailHash: hash,
    passwordHash: z.string().min(20),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    displayName: text(100).optional(),
    countryId: z.number().int().positive(),
    /** Business accounts need approval (terms): they start pending. */
    business: z.object({ name: text(150), url: text(500).optional(), type: z.enum(BUSINESS_TYPES).optional(), approval: z.enum(['pending', 'approved', 'rejected']) }).optional(),
    showProducts: z.enum(['all', 'my', 'none']),
    description: text(2000).optional(),
    languageId: z.number().int().positive().optional(),
    zipCode: text(20).optional(),
    yearStarted: z.number().int().optional(),
    domain: text(255).optional(),
    registeredAt: at,
  }),
  personal: { subject, fields: ['email', 'passwordHash', 'firstName', 'lastName', 'displayName', 'description', 'zipCode', 'business'] },
});

export const verificationLinkRequested = defineEvent({
  type: 'VerificationLinkRequested',
  version: 1,
  schema: z.object({ userId, emailHash: hash, domain: text(255).optional(), requestedAt: at }),
});

export const userEmailVerified = defineEvent({
  type: 'UserEmailVerified',
  version: 1,
  schema: z.object({ userId, emailHash: hash, verifiedAt: at }),
});

export const passwordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 1,
  schema: z.object({ userId, emailHash: hash, passwordVersion: z.number().int().positive(), domain: text(255).optional(), requestedAt: at }),
});

export const passwordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  schema: z.object({ userId, passwordHash: z.string().min(20), reason: z.enum(['reset', 'change', 'confirm']), changedAt: at }),
  personal: { subject, fields: ['passwordHash'] },
});

export const profileUpdated = defineEvent({
  type: 'ProfileUpdated',
  version: 1,
  schema: z.object({
    userId,
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    displayName: text(100).optional(),
    countryId: z.number().int().positive().optional(),
    description: text(2000).optional(),
    zipCode: text(20).optional(),
    businessName: text(150).optional(),
    businessUrl: text(500).optional(),
    notificationEmail: z.boolean().optional(),
    updatedAt: at,
  }),
  personal: { subject, fields: ['firstName', 'lastName', 'displayName', 'description', 'zipCode', 'businessName', 'businessUrl'] },
});

export const professionSet = defineEvent({ type: 'ProfessionSet', version: 1, schema: z.object({ userId, profession: z.number().int().positive() }) });

export const PREFERENCE_CATEGORIES = ['vibes', 'styles', 'subStyles', 'roomTypes', 'colors'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];
export const preferencesSet = defineEvent({
  type: 'PreferencesSet',
  version: 1,
  schema: z.object({ userId, category: z.enum(PREFERENCE_CATEGORIES), ids }),
});

export const preferencesFinished = defineEvent({ type: 'PreferencesFinished', version: 1, schema: z.object({ userId, finishedAt: at }) });

export const emailChanged = defineEvent({
  type: 'EmailChanged',
  version: 1,
  schema: z.object({
    userId,
    email: z.email(),
    emailHash: hash,
    previousEmailHash: hash,
    domain: text(255).optional(),
    /** 'revert': the person undid a change from the link mailed to the previous address; no notice is mailed for it. */
    reason: z.enum(['change', 'revert']).optional(),
    changedAt: at,
  }),
  personal: { subject, fields: ['email'] },
});

export const userConfirmed = defineEvent({
  type: 'UserConfirmed',
  version: 1,
  schema: z.object({ userId, firstName: text(100), lastName: text(100), countryId: z.number().int().positive().optional(), confirmedAt: at }),
  personal: { subject, fields: ['firstName', 'lastName'] },
});

export const userDeactivated = defineEvent({ type: 'UserDeactivated', version: 1, schema: z.object({ userId, deactivatedAt: at }) });
export const userErased = defineEvent({ type: 'UserErased', version: 1, schema: z.object({ userId, emailHash: hash, erasedAt: at }) });

/** Uniqueness of an email address: stream `email-<keyed hash>`; a released address can be taken again. */
export const emailReserved = defineEvent({ type: 'EmailReserved', version: 1, schema: z.object({ emailHash: hash, userId, reservedAt: at }) });
export const emailReleased = defineEvent({ type: 'EmailReleased', version: 1, schema: z.object({ emailHash: hash, userId, releasedAt: at }) });

/** Sign-in sessions are security facts: stream `session-<familyId>`. */
export const sessionStarted = defineEvent({
  type: 'SessionStarted',
  version: 1,
  schema: z.object({
    familyId: z.uuid(),
    userId,
    method: z.enum(['password', 'invitation', 'sign-up']),
    ipHash: z.string().optional(),
    startedAt: at,
    /** The absolute end of the session: refreshing never moves it. */
    expiresAt: at.optional(),
  }),
});
export const SESSION_REVOKE_REASONS = ['logout', 'refresh_token_reuse', 'password_reset', 'password_change', 'deactivated', 'erased', 'email_change_reverted'] as const;
export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];
export const sessionRevoked = defineEvent({
  type: 'SessionRevoked',
  version: 1,
  schema: z.object({ familyId: z.uuid(), userId, reason: z.enum(SESSION_REVOKE_REASONS), revokedAt: at }),
});
export const refreshTokenReuseDetected = defineEvent({
  type: 'RefreshTokenReuseDetected',
  version: 1,
  schema: z.object({ familyId: z.uuid(), userId, ipHash: z.string().optional(), detectedAt: at }),
});

/** A visitor asked for their style-quiz result by mail: stream `persona-<keyed hash of the address>`. */
export const personaEmailRequested = defineEvent({
  type: 'PersonaEmailRequested',
  version: 1,
  schema: z.object({ emailHash: hash, email: z.email(), persona: text(100).optional(), userId: userId.nullable(), subjectEpoch: z.number().int().min(0).optional(), requestedAt: at }),
  personal: { subject: (d) => emailSubject(d.emailHash, d.subjectEpoch), fields: ['email'] },
});

/**
 * A person who gave this address was erased: what the address's streams carried is shredded, and
 * later events for the address are sealed under a new subject (`epoch`), so the address can be
 * used again by someone new while the old data stays unreadable. Appended to `newsletter-<hash>`
 * and `persona-<hash>`.
 */
export const emailSubjectErased = defineEvent({
  type: 'EmailSubjectErased',
  version: 1,
  schema: z.object({ emailHash: hash, epoch: z.number().int().positive(), erasedAt: at }),
});

/** The person's picture, shown in the header, on lists and on showcases: one of their own userAvatar uploads. */
export const avatarSet = defineEvent({
  type: 'AvatarSet',
  version: 1,
  schema: z.object({ userId, mediaId: z.number().int().positive(), media: z.object({ userId, hash: z.string().regex(/^[0-9a-f]{32}$/) }) }),
});

/**
 * The person filed an ambassador application (`ambassadorApplication-<applicationId>` holds the
 * form). One open application at a time; an invited person's registration completes with it.
 */
export const ambassadorApplicationFiled = defineEvent({ type: 'AmbassadorApplicationFiled', version: 1, schema: z.object({ userId, applicationId: userId, filedAt: at }) });
/**
 * An admin approved the person as an ambassador (the `ambassador` notification event): the role
 * and type are theirs from now on, and the application's styles become their declared styles.
 */
export const ambassadorRoleGranted = defineEvent({
  type: 'AmbassadorRoleGranted',
  version: 1,
  schema: z.object({
    userId,
    applicationId: userId.nullable(),
    ambassadorType: z.enum(AMBASSADOR_TYPES),
    styles: ids,
    adminId: userId,
    grantedAt: at,
  }),
});
/** An admin declined the person's open application; they may apply again. */
export const ambassadorApplicationDeclined = defineEvent({ type: 'AmbassadorApplicationDeclined', version: 1, schema: z.object({ userId, applicationId: userId, adminId: userId, declinedAt: at }) });
/** An admin approved the business account (terms: business accounts need approval). */
export const businessAccountApproved = defineEvent({ type: 'BusinessAccountApproved', version: 1, schema: z.object({ userId, adminId: userId, approvedAt: at }) });
export const businessAccountRejected = defineEvent({ type: 'BusinessAccountRejected', version: 1, schema: z.object({ userId, adminId: userId, reason: text(500), rejectedAt: at }) });
export const identityEvents = [
  personaEmailRequested,
  emailSubjectErased,
  userRegistered,
  verificationLinkRequested,
  userEmailVerified,
  passwordResetRequested,
  passwordChanged,
  profileUpdated,
  professionSet,
  avatarSet,
  preferencesSet,
  preferencesFinished,
  emailChanged,
  userConfirmed,
  userDeactivated,
  userErased,
  emailReserved,
  emailReleased,
  sessionStarted,
  sessionRevoked,
  refreshTokenReuseDetected,
  ambassadorApplicationFiled,
  ambassadorRoleGranted,
  ambassadorApplicationDeclined,
  businessAccountApproved,
  businessAccountRejected,
] as const;

export type UserEvent =
  | EventOf<typeof userRegistered>
  | EventOf<typeof verificationLinkRequested>
  | EventOf<typeof userEmailVerified>
  | EventOf<typeof passwordResetRequested>
  | EventOf<typeof passwordChanged>
  | EventOf<typeof profileUpdated>
  | EventOf<typeof professionSet>
  | EventOf<typeof avatarSet>
  | EventOf<typeof preferencesSet>
  | EventOf<typeof preferencesFinished>
  | EventOf<typeof emailChanged>
  | EventOf<typeof userConfirmed>
  | EventOf<typeof userDeactivated>
  | EventOf<typeof userErased>
  | EventOf<typeof ambassadorApplicationFiled>
  | EventOf<typeof ambassadorRoleGranted>
  | EventOf<typeof ambassadorApplicationDeclined>
  | EventOf<typeof businessAccountApproved>
  | EventOf<typeof businessAccountRejected>;
export type EmailReservationEvent = EventOf<typeof emailReserved> | EventOf<typeof emailReleased>;
export type SessionEvent = EventOf<typeof sessionStarted> | EventOf<typeof sessionRevoked> | EventOf<typeof refreshTokenReuseDetected>;
export type EmailSubjectErasedEvent = EventOf<typeof emailSubjectErased>;
export type PersonaEmailEvent = EventOf<typeof personaEmailRequested> | EmailSubjectErasedEvent;
export type IdentityEvent = UserEvent | EmailReservationEvent | SessionEvent | PersonaEmailEvent;
