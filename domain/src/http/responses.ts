import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../identity/user.rules';
import { ENUM_RESOURCES, enumEntrySchema } from '../site/enums';
import { AMBASSADOR_TYPES } from '../ambassadors/ambassador.rules';

/**
 * What the /v1 calls answer on success, as zod schemas. Nothing validates answers at run time:
 * these exist so the OpenAPI document (and the client types generated from it) say what the
 * server sends. Type-level checks beside the code that builds each answer keep them honest
 * (query-api/src/docs/answers.contract.ts).
 */

/** `{ result: <value> }`, the envelope of every answer but the token calls (api.md "Answers"). */
export const resultOf = <T extends z.ZodType>(value: T) => z.object({ result: value });

export const messageResult = resultOf(z.object({ message: z.string() }));

/** Sign-in and refresh answer OAuth-style at the top level. */
export const tokenAnswer = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().describe('Seconds until the access token expires'),
});

const avatar = z.object({ userId: z.number().int(), hash: z.string() }).nullable();
const business = z.object({ name: z.string(), url: z.string().nullable(), approval: z.string().nullable() }).nullable();
const accountType = z.enum(['personal', 'business']);

export const userPreferences = z.object({
  styles: z.array(z.number().int()),
  subStyles: z.record(z.string(), z.literal(1)).describe('Sub-style name → 1'),
  roomTypes: z.array(z.number().int()),
  colors: z.record(z.string(), z.literal(1)).describe('Colour-group id → 1'),
});

/** The account as its owner sees it (spec 3, "User"). Only a signed-in, unerased user gets it, so the email is always there. */
export const userView = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().describe('Falls back to the email when the user chose none'),
  email: z.string(),
  description: z.string().nullable(),
  zipCode: z.string().nullable(),
  avatar,
  status: z.enum(USER_STATUSES),
  newUser: z.boolean(),
  hasVerifiedEmail: z.union([z.literal(0), z.literal(1)]),
  countryId: z.number().int(),
  ambassador: z.boolean(),
  ambassadorType: z.enum(AMBASSADOR_TYPES).nullable().describe('decorLover, designProfessional or onlineShopper, for ambassadors'),
  shareUrl: z.string().nullable().describe("An ambassador's showcase page, once it has an address"),
  notificationEmail: z.boolean(),
  business,
  businessType: z.string().nullable(),
  type: accountType,
  role: z.enum(ROLES),
  profession: z.number().int().nullable(),
  vibes: z.array(z.number().int()),
  preferences: userPreferences,
  deactivated: z.boolean(),
  erased: z.boolean(),
  createdAt: z.string().describe('ISO 8601 UTC'),
});

/** Another member's public fields. */
export const publicUserView = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  avatar,
  ambassador: z.boolean(),
  ambassadorType: z.enum(AMBASSADOR_TYPES).nullable(),
  shareUrl: z.string().nullable(),
  business,
  profession: z.number().int().nullable(),
  type: accountType,
  isFollowed: z.boolean().describe('Whether the caller follows them (false for visitors)'),
  followersCount: z.number().int(),
});

export const preferencesAnswer = z.object({ preferences: userPreferences, vibes: z.array(z.number().int()) });

const resourcePaths = z.object(Object.fromEntries(ENUM_RESOURCES.map((r) => [r, z.string()])) as Record<(typeof ENUM_RESOURCES)[number], z.ZodString>);

export const appConfigView = z.object({
  endpoints: z.object({ checksum: z.string(), defaultFilters: z.string(), configs: resourcePaths }),
  appVersion: z.string(),
  environment: z.enum(['development', 'staging', 'production', 'test']),
  analytics: z.object({ scriptUrl: z.string().nullable(), sessionReplaySampleRate: z.number(), errorReplaySampleRate: z.number() }),
  captcha: z.object({ siteKey: z.string().nullable() }),
});

export const checksumView = z.record(z.string(), z.number().int()).describe('Resource name (and "application") → its version');

export const defaultFiltersView = z.object({
  subStyles: z.array(z.number().int()),
  styles: z.array(z.number().int()),
  colors: z.array(z.number().int()),
  itemClasses: z.array(z.number().int()),
});

export const enumEntries = z.array(enumEntrySchema);

export const signUpAnswer = z.object({ id: z.number().int(), email: z.string(), status: z.enum(USER_STATUSES) });

export const verificationAnswer = z.object({ verified: z.literal(true), alreadyVerified: z.boolean(), message: z.string() });

export const newsletterAnswer = z.object({ subscribed: z.literal(true), email: z.string() });

/** The OpenAPI document itself: only its outline is promised here. */
export const openApiDocumentView = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/**
 * Answers shared by several calls (or worth a name of their own in generated clients), by the
 * name they carry under components/schemas.
 */
export const NAMED_ANSWERS = {
  User: userView,
  PublicUser: publicUserView,
  UserPreferences: userPreferences,
  TokenAnswer: tokenAnswer,
  MessageResult: messageResult,
  AppConfig: appConfigView,
  EnumEntry: enumEntrySchema,
} as const satisfies Record<string, z.ZodType>;
