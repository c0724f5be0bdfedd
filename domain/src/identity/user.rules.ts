import { z } from 'zod';
import { DEFAULT_COUNTRY_ID, MAX_OFFSET } from '../shared/app';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { manyLines, oneLine, searchText } from '../shared/text';
import { MAX_STYLE_PICKS, MESSAGES_IDENTITY } from './messages';

export { MAX_STYLE_PICKS, MESSAGES_IDENTITY };

/** Input rules of the identity calls (spec section 5), shared by the server and the web client. */
export const BUSINESS_TYPES = ['designer', 'retailer', 'architect', 'manufacturer', 'artisan', 'other'] as const;
export const USER_STATUSES = ['complete', 'no_pref', 'pre_complete', 'invited', 'unconfirmed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ROLES = ['personal', 'business', 'ambassador', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const PASSWORD_MIN = 8;

const requiredString = (max = 255) =>
  oneLine(
    z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(max, `Please use at most ${max} characters`),
  );

/** Blank, null or missing is "not given"; `multiLine` for a free text (a description). */
const optionalString = (max = 255, multiLine = false) =>
  (multiLine ? manyLines : oneLine)(z.string().trim().max(max, `Please use at most ${max} characters`))
    .optional()
    .or(z.null().transform(() => undefined));

/** An opaque token or code from a link or a mail: one line. */
const token = (message: string) => oneLine(z.string({ error: message }).min(1, message));

export const emailField = requiredString(254).pipe(z.email({ error: MESSAGES.emailInvalid }));

/** A new password: one line, like every text (a password to check is taken as typed). */
export const passwordField = oneLine(
  z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .min(PASSWORD_MIN, MESSAGES.passwordMin)
    .max(200, 'Please use at most 200 characters')
    .regex(/\d/, MESSAGES.passwordDigit),
);

const linkField = oneLine(z.string().trim().max(500))
  .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v) || /^[^\s.:/]+\.[^\s]+$/.test(v), MESSAGES.badLink)
  .transform((v) => (v === '' ? undefined : /^https?:\/\//i.test(v) ? v : `https://${v}`))
  .optional();

const idField = z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).positive(MESSAGES.required).max(MAX_ID, MESSAGES.unknownId);

export const signUpInput = z
  .object({
    type: z.enum(['personal', 'business']).default('personal'),
    firstName: optionalString(100),
    lastName: optionalString(100),
    email: emailField,
    password: passwordField,
    passwordRepeat: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    countryId: idField.default(DEFAULT_COUNTRY_ID),
    businessName: optionalString(150),
    businessType: z.enum(BUSINESS_TYPES, { error: 'Please choose a business type' }).optional(),
    businessUrl: linkField,
    showProducts: z.enum(['all', 'my', 'none']).default('all'),
    terms: z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')], { error: MESSAGES_IDENTITY.termsRequired }),
    description: optionalString(2000, true),
    languageId: idField.optional(),
    zipCode: optionalString(20),
    yearStarted: z.coerce.number().int().min(1800).max(2100).optional(),
    displayName: optionalString(100),
    reCaptchaToken: oneLine(z.string().max(4096)).optional(),
    domain: optionalString(255),
  })
  .superRefine((v, ctx) => {
    if (v.passwordRepeat && v.password !== v.passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: MESSAGES_IDENTITY.passwordsMatch });
    if (v.type === 'business' && !v.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: MESSAGES.required });
  });
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(PASSWORD_MIN, MESSAGES.passwordMin).max(200),
});

export const forgotPasswordInput = z.object({ email: emailField, domain: optionalString(255) });

export const resetPasswordInput = z
  .object({
    token: token(MESSAGES.resetMissingData),
    email: oneLine(z.string({ error: MESSAGES.resetMissingData }).trim().min(1, MESSAGES.resetMissingData)).pipe(z.email({ error: MESSAGES.emailInvalid })),
    password: passwordField,
    confirmation: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .superRefine((v, ctx) => {
    if (v.confirmation && v.password !== v.confirmation) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: MESSAGES_IDENTITY.passwordsMatch });
  });

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    password: passwordField,
    confirmation: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .superRefine((v, ctx) => {
    if (v.confirmation && v.password !== v.confirmation) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: MESSAGES_IDENTITY.passwordsMatch });
  });

export const refreshTokenInput = z.object({ refreshToken: token(MESSAGES.required).max(200) });

export const profileInput = z.object({
  firstName: optionalString(100),
  lastName: optionalString(100),
  displayName: optionalString(100),
  countryId: idField.optional(),
  description: optionalString(2000, true),
  zipCode: optionalString(20),
  businessName: optionalString(150),
  businessUrl: linkField,
  notificationEmail: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).optional(),
});

export const professionInput = z.object({ profession: idField });

const idList = (min: number, max: number, maxMessage: string) =>
  z
    .array(idField, { error: MESSAGES_IDENTITY.tooManyStyles })
    .min(min, min > 0 ? MESSAGES.styleRequired : MESSAGES.required)
    .max(max, maxMessage)
    .transform((ids) => [...new Set(ids)]);

export const vibesInput = z.object({ vibes: idList(0, 1, MESSAGES_IDENTITY.atMostOne) });
export const stylesInput = z.object({ styles: idList(1, MAX_STYLE_PICKS, MESSAGES_IDENTITY.tooManyStyles) });
export const subStylesInput = z.object({ subStyles: idList(0, 50, 'Please select fewer sub-styles') });
export const roomTypesInput = z.object({ roomTypes: idList(0, 30, 'Please select fewer room types') });
export const colorsInput = z.object({ colors: idList(0, 30, 'Please select fewer colours') });

/** The current password, which confirms a sensitive change (address change, deactivation, erasure). */
const confirmingPassword = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200);
export const updateEmailInput = z.object({ newEmail: emailField, password: confirmingPassword, domain: optionalString(255) });
export const deactivateInput = z.object({ password: confirmingPassword });
export const eraseAccountInput = z.object({ password: confirmingPassword });
export const emailRevertInput = z.object({ token: token(MESSAGES.required).max(2000) });
export const sendVerifyLinkInput = z.object({ domain: optionalString(255) });
export const confirmInput = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  password: passwordField.optional(),
  countryId: idField.optional(),
});
export const usersByIdInput = z.object({ users: z.array(idField).max(100) });
export const regularUsersInput = z.object({
  search: searchText(100).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET, MESSAGES.offsetTooLarge).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const personaEmailInput = z.object({ email: emailField, persona: optionalString(100) });
