import { z } from 'zod';
import {
  changePasswordInput,
  colorsInput,
  confirmInput,
  deactivateInput,
  emailRevertInput,
  eraseAccountInput,
  forgotPasswordInput,
  personaEmailInput,
  professionInput,
  profileInput,
  refreshTokenInput,
  regularUsersInput,
  resetPasswordInput,
  roomTypesInput,
  sendVerifyLinkInput,
  signInInput,
  signUpInput,
  stylesInput,
  subStylesInput,
  updateEmailInput,
  usersByIdInput,
  vibesInput,
} from '../identity/user.rules';
import { CATALOG_ROUTES } from '../catalog/catalog.routes';
import { LOOK_BOARD_ROUTES } from '../lookboards/look-board.routes';
import { AMBASSADOR_ROUTES } from '../ambassadors/ambassador.routes';
import { REQUEST_ROUTES } from '../requests/request.routes';
import { MESSAGING_ROUTES } from '../messaging/messaging.routes';
import { NOTIFICATION_ROUTES } from '../notifications/notification.routes';
import { REWARD_ROUTES } from '../rewards/rewards.routes';
import { MODERATION_ROUTES } from '../moderation/moderation.routes';
import { RECOMMENDATION_ROUTES } from '../recommendations/recommendations.routes';
import { mediaView } from '../catalog/catalog.views';
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MEDIA_TYPES, setAvatarInput } from '../catalog/media';
import { ENUM_RESOURCES, enumPath } from '../site/enums';
import { notificationEmailInput } from '../site/newsletter';
import {
  appConfigView,
  checksumView,
  defaultFiltersView,
  enumEntries,
  messageResult,
  newsletterAnswer,
  openApiDocumentView,
  preferencesAnswer,
  publicUserView,
  resultOf,
  signUpAnswer,
  tokenAnswer,
  userView,
  verificationAnswer,
} from './responses';
import { pathId } from '../shared/ids';

/**
 * The one route table: every /v1 operation, declared once. Which service answers a call, the
 * OpenAPI document, the docs page, the idempotency exemption of the token calls and the test that
 * the mounted routes match all derive from it.
 */
export type Service = 'command' | 'query';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** bearer: 401 without a signed-in user; optional: a signed-in user is recorded when there is one; none: the token is ignored. */
export type Auth = 'bearer' | 'optional' | 'none';
export type Tag = keyof typeof TAGS;

/** Client errors a call can answer besides the ones derived from its declaration (api.md). */
export type ClientError = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

export interface Operation {
  method: HttpMethod;
  /** After /v1, path parameters as `{name}`. */
  path: string;
  service: Service;
  operationId: string;
  summary: string;
  tag: Tag;
  auth: Auth;
  /** The success status: 201 when the call creates something. */
  status: 200 | 201;
  /** The JSON body, validated by this very schema (unknown fields are stripped). */
  body?: z.ZodType;
  /** Path parameters that are not plain strings. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The success answer: a zod schema of the JSON body, an HTML page, or a CSV file (a download). */
  answer: z.ZodType | 'html' | 'csv';
  /** Token calls (sign-in, refresh) take no Idempotency-Key. */
  tokenCall?: boolean;
  /** Rate limited per client address (429 with Retry-After). */
  rateLimited?: boolean;
  /** Further client errors this call answers. */
  errors?: readonly ClientError[];
  /** Another success status, and why (a repeated subscription changes nothing). */
  alsoOk?: { status: 200 | 201 | 304; description: string };
}

export const TAGS = {
  site: 'Site configuration, enum resources and the newsletter',
  auth: 'Sign-up, sign-in, tokens, passwords and email verification',
  user: 'The signed-in account and other members',
  preferences: 'Style preferences of the signed-in account',
  images: 'Inspiration images: add, edit, like, search and similar',
  products: 'Products: add, like, rate, search with facets and similar',
  moderation: 'Approval of images, products and look boards (admins)',
  lookBoards: 'Look boards: curate, submit, like, vote, rate, search and share',
  mixMatch: 'Mix & Match: products from several look boards of one image',
  ambassadors: 'The ambassador programme: applications, nominations and invitations',
  showcases: "Ambassadors' showcase pages: set up, publish, search",
  follows: 'Following members, and who follows whom',
  requests: 'Request the Look: requests matched to ambassadors, and the boards that answer them',
  messaging: 'Private conversations between members, and their messages (pushed live on /socket.io)',
  notifications: "The member's notifications (pushed live on /socket.io)",
  rewards: 'Reward points: earning, redeeming, and the auditable ledger',
  recommendations: 'Recommendations: whether a board goes together, the look at three budgets, keep or swap',
  affiliate: 'Affiliate sites and codes',
  media: 'Uploaded pictures and the sizes they are served in',
  docs: 'This description of the API',
} as const;

const kebabResources = ENUM_RESOURCES.map((r) => enumPath(r).split('/').pop() as string) as [string, ...string[]];
const enumVersionQuery = z.object({ v: z.string().regex(/^\d{1,15}$/, 'v must be a whole number').optional().describe("The resource's version from /enums/checksum (cached for a year when it is the current one), or any number to pass caches by") });

const q = 'query' as const;
const c = 'command' as const;

export const ROUTES = [
  // site
  { method: 'get', path: '/config', service: q, operationId: 'getConfig', summary: 'Site configuration: endpoints and enum resource paths', tag: 'site', auth: 'none', status: 200, answer: resultOf(appConfigView) },
  { method: 'get', path: '/enums/checksum', service: q, operationId: 'getEnumChecksum', summary: 'The version of each enum resource and of the application config', tag: 'site', auth: 'none', status: 200, query: enumVersionQuery, answer: resultOf(checksumView) },
  {
    method: 'get',
    path: '/enums/{resource}',
    service: q,
    operationId: 'getEnumResource',
    summary: 'An enum resource: [{ id, name }]; cached for a year when asked with ?v=<its version>',
    tag: 'site',
    auth: 'none',
    status: 200,
    params: z.object({ resource: z.enum(kebabResources) }),
    query: enumVersionQuery,
    answer: resultOf(enumEntries),
    errors: [404],
    alsoOk: { status: 304, description: 'Not modified (If-None-Match matched the ETag)' },
  },
  { method: 'get', path: '/default-filters', service: q, operationId: 'getDefaultFilters', summary: 'Default filters: subStyles, styles, colors, itemClasses', tag: 'site', auth: 'none', status: 200, answer: resultOf(defaultFiltersView) },
  {
    method: 'post',
    path: '/notification-email',
    service: c,
    operationId: 'subscribeNewsletter',
    summary: 'Subscribe to the newsletter (a second subscription changes nothing)',
    tag: 'site',
    auth: 'none',
    status: 201,
    body: notificationEmailInput,
    answer: resultOf(newsletterAnswer),
    alsoOk: { status: 200, description: 'Already subscribed: nothing changed' },
  },
  // auth
  { method: 'post', path: '/auth/sign-up', service: c, operationId: 'signUp', summary: 'Register a personal or business account', tag: 'auth', auth: 'none', status: 201, body: signUpInput, answer: resultOf(signUpAnswer), rateLimited: true },
  {
    method: 'post',
    path: '/auth/login',
    service: c,
    operationId: 'login',
    summary: 'Sign in: OAuth-style tokens at the top level',
    tag: 'auth',
    auth: 'none',
    status: 200,
    body: signInInput,
    answer: tokenAnswer,
    tokenCall: true,
    rateLimited: true,
    errors: [401, 410],
  },
  {
    method: 'post',
    path: '/auth/refresh-token',
    service: c,
    operationId: 'refreshToken',
    summary: 'Rotate a refresh token; a reused one ends its session family',
    tag: 'auth',
    auth: 'none',
    status: 200,
    body: refreshTokenInput,
    answer: tokenAnswer,
    tokenCall: true,
    rateLimited: true,
    errors: [401],
  },
  { method: 'post', path: '/auth/logout', service: c, operationId: 'logout', summary: 'End the session the access token belongs to', tag: 'auth', auth: 'bearer', status: 200, answer: resultOf(z.object({ loggedOut: z.literal(true) })) },
  { method: 'post', path: '/auth/forgot-password', service: c, operationId: 'forgotPassword', summary: 'Mail a password reset link (same answer whether or not the account exists)', tag: 'auth', auth: 'none', status: 200, body: forgotPasswordInput, answer: messageResult, rateLimited: true },
  {
    method: 'post',
    path: '/auth/password-reset/{token}',
    service: c,
    operationId: 'resetPassword',
    summary: 'Reset the password with a mailed link; ends every session',
    tag: 'auth',
    auth: 'none',
    status: 200,
    body: resetPasswordInput,
    answer: messageResult,
    rateLimited: true,
  },
  { method: 'post', path: '/auth/change-password', service: c, operationId: 'changePassword', summary: 'Change the password; other sessions end', tag: 'auth', auth: 'bearer', status: 200, body: changePasswordInput, answer: messageResult, rateLimited: true },
  {
    method: 'get',
    path: '/auth/email-verification/{userId}/{token}',
    service: c,
    operationId: 'verifyEmail',
    summary: 'Verify the email with the mailed link (a GET that changes state)',
    tag: 'auth',
    auth: 'none',
    status: 200,
    params: z.object({ userId: pathId, token: z.string() }),
    answer: resultOf(verificationAnswer),
  },
  { method: 'post', path: '/auth/email-revert', service: c, operationId: 'revertEmail', summary: 'Undo an email change with the link mailed to the previous address', tag: 'auth', auth: 'none', status: 200, body: emailRevertInput, answer: messageResult, rateLimited: true },
  // user
  { method: 'get', path: '/user', service: q, operationId: 'getCurrentUser', summary: 'The signed-in user', tag: 'user', auth: 'bearer', status: 200, answer: resultOf(userView) },
  { method: 'put', path: '/user', service: c, operationId: 'updateProfile', summary: 'Update the profile', tag: 'user', auth: 'bearer', status: 200, body: profileInput, answer: resultOf(userView) },
  {
    method: 'post',
    path: '/user/update-avatar',
    service: c,
    operationId: 'updateAvatar',
    summary: 'Set the picture shown for the account: `mediaId` of one of your own userAvatar uploads (POST /media)',
    tag: 'user',
    auth: 'bearer',
    status: 200,
    body: setAvatarInput,
    answer: resultOf(userView),
  },
  { method: 'put', path: '/user/profession', service: c, operationId: 'setProfession', summary: 'Set the profession', tag: 'user', auth: 'bearer', status: 200, body: professionInput, answer: resultOf(userView) },
  { method: 'put', path: '/user/vibes', service: c, operationId: 'setVibes', summary: 'Set the vibe (at most one)', tag: 'preferences', auth: 'bearer', status: 200, body: vibesInput, answer: resultOf(preferencesAnswer) },
  { method: 'put', path: '/user/styles', service: c, operationId: 'setStyles', summary: 'Set the styles (1 to 10)', tag: 'preferences', auth: 'bearer', status: 200, body: stylesInput, answer: resultOf(preferencesAnswer) },
  { method: 'put', path: '/user/sub-styles', service: c, operationId: 'setSubStyles', summary: 'Set the sub-styles', tag: 'preferences', auth: 'bearer', status: 200, body: subStylesInput, answer: resultOf(preferencesAnswer) },
  { method: 'put', path: '/user/room-types', service: c, operationId: 'setRoomTypes', summary: 'Set the room types', tag: 'preferences', auth: 'bearer', status: 200, body: roomTypesInput, answer: resultOf(preferencesAnswer) },
  { method: 'put', path: '/user/colors', service: c, operationId: 'setColors', summary: 'Set the colour groups', tag: 'preferences', auth: 'bearer', status: 200, body: colorsInput, answer: resultOf(preferencesAnswer) },
  { method: 'post', path: '/user/finish-preferences', service: c, operationId: 'finishPreferences', summary: 'Finish preferences (the account becomes complete)', tag: 'preferences', auth: 'bearer', status: 200, answer: resultOf(userView) },
  { method: 'post', path: '/user/update-email', service: c, operationId: 'updateEmail', summary: 'Change the email (verification starts over; needs the password)', tag: 'user', auth: 'bearer', status: 200, body: updateEmailInput, answer: resultOf(userView), rateLimited: true },
  { method: 'post', path: '/user/send-verify-email-link', service: c, operationId: 'sendVerificationLink', summary: 'Mail a new verification link', tag: 'user', auth: 'bearer', status: 200, body: sendVerifyLinkInput, answer: messageResult, rateLimited: true },
  { method: 'put', path: '/user/confirm', service: c, operationId: 'confirmDetails', summary: 'Confirm the details of an invited account', tag: 'user', auth: 'bearer', status: 200, body: confirmInput, answer: resultOf(userView) },
  { method: 'post', path: '/user/deactivate', service: c, operationId: 'deactivateAccount', summary: 'Deactivate the account (needs the password); signing in then answers 410', tag: 'user', auth: 'bearer', status: 200, body: deactivateInput, answer: resultOf(z.object({ deactivated: z.literal(true) })), rateLimited: true },
  { method: 'delete', path: '/user', service: c, operationId: 'eraseAccount', summary: 'Erase the account and its personal data (needs the password)', tag: 'user', auth: 'bearer', status: 200, body: eraseAccountInput, answer: resultOf(z.object({ erased: z.literal(true) })), rateLimited: true },
  { method: 'post', path: '/persona-email', service: c, operationId: 'sendPersonaEmail', summary: 'Mail the style-quiz result', tag: 'user', auth: 'optional', status: 201, body: personaEmailInput, answer: resultOf(z.object({ sent: z.literal(true) })), rateLimited: true },
  { method: 'get', path: '/user/{id}', service: q, operationId: 'getMember', summary: "Another member's public fields", tag: 'user', auth: 'optional', status: 200, params: z.object({ id: pathId }), answer: resultOf(publicUserView), errors: [404] },
  { method: 'post', path: '/users', service: q, operationId: 'getMembersById', summary: 'Members by id, in the order asked', tag: 'user', auth: 'none', status: 200, body: usersByIdInput, answer: resultOf(z.array(publicUserView)) },
  { method: 'post', path: '/users/regular', service: q, operationId: 'searchRegularMembers', summary: 'Search regular members by name (paged)', tag: 'user', auth: 'none', status: 200, body: regularUsersInput, answer: resultOf(z.array(publicUserView)) },
  ...CATALOG_ROUTES,
  ...LOOK_BOARD_ROUTES,
  ...AMBASSADOR_ROUTES,
  ...REQUEST_ROUTES,
  ...MESSAGING_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...REWARD_ROUTES,
  ...MODERATION_ROUTES,
  ...RECOMMENDATION_ROUTES,
  {
    method: 'post',
    path: '/media',
    service: c,
    operationId: 'uploadMedia',
    // multipart/form-data, so no JSON body is declared: the fields are described here.
    summary: `Upload a picture as multipart/form-data: \`file\` (a JPEG, PNG, WebP or AVIF image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and ${MAX_INPUT_PIXELS / 1_000_000} megapixels) and \`type\` (${MEDIA_TYPES.join(', ')}). Its sizes are served at /media/{userId}/{hash}/{size}.webp`,
    tag: 'media',
    auth: 'bearer',
    status: 201,
    answer: resultOf(mediaView),
    rateLimited: true,
    errors: [413, 415],
    alsoOk: { status: 200, description: 'The same person sent the same picture for the same use before: that record, unchanged' },
  },
  // docs
  { method: 'get', path: '/openapi.json', service: q, operationId: 'getOpenApiDocument', summary: 'This OpenAPI document', tag: 'docs', auth: 'none', status: 200, answer: openApiDocumentView },
  { method: 'get', path: '/docs', service: q, operationId: 'getApiDocsPage', summary: 'This API description as a web page', tag: 'docs', auth: 'none', status: 200, answer: 'html' },
] as const satisfies readonly Operation[];

export type RouteTable = typeof ROUTES;

const compiled = ROUTES.map((op) => ({
  op: op as Operation,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
}));

const firstSegment = (path: string) => path.slice(1).split('/', 1)[0];

/**
 * The operations by method and first path segment (every path in the table starts with a literal
 * one): every request is routed through findOperation, so it tries the few operations of its own
 * resource instead of the whole table.
 */
const byMethodAndSegment = new Map<string, (typeof compiled)[number][]>();
for (const r of compiled) {
  const key = `${r.op.method} ${firstSegment(r.op.path)}`;
  byMethodAndSegment.set(key, [...(byMethodAndSegment.get(key) ?? []), r]);
}

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The declared operation a call lands on, if any (HEAD finds the GET). */
export function findOperation(method: string, path: string): Operation | undefined {
  const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const p = normalise(path);
  const candidates = byMethodAndSegment.get(`${m} ${firstSegment(p)}`);
  if (!candidates) return undefined;
  // A literal path wins over a parameter in the same place (/user/profession over /user/{id}), as in Express.
  const hits = candidates.filter((r) => r.pattern.test(p)).map((r) => r.op);
  return hits.find((op) => !op.path.includes('{')) ?? hits[0];
}

/**
 * For calls no operation declares yet, api.md's rule: every GET is a read, and so are the POST
 * calls that only read (the searches and lists the spec names); everything else is a command.
 * A call answered by neither service still gets its 404 from the side this picks.
 */
const READ_ONLY_POSTS: readonly RegExp[] = [
  /\/search$/,
  /\/search-get-the-look$/,
  /\/similar$/,
  /\/find-ids$/,
  /^\/users$/,
  /^\/users\/regular$/,
  /^\/products$/,
  /^\/productslb$/,
  // Answers a board's share URL and social pictures; sharing itself happens on the social network.
  /^\/look-board\/share$/,
  // Weighs a board being filled (the editor's meter): nothing is recorded.
  /^\/look-board\/compatibility$/,
  /^\/inspiration-images$/,
  /^\/user\/stats$/,
  /^\/user\/activities$/,
  /^\/user\/rewards$/,
  /^\/user\/requests$/,
  /^\/user\/mix-matches$/,
  /^\/showcase\/url$/,
  /^\/showcase\/search$/,
  /^\/showcase\/user-followed$/,
  // A showcase's images and look boards by id: reads, as /inspiration-images and /products are.
  /^\/showcase\/[^/]+\/(images|look-boards)$/,
  /^\/affiliate-sites$/,
];

/** The api.md convention alone, without the table. */
export function conventionalService(method: string, path: string): Service {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD') return 'query';
  return m === 'POST' && READ_ONLY_POSTS.some((r) => r.test(normalise(path))) ? 'query' : 'command';
}

/** `path` is the part after /v1, e.g. "/look-board/search". */
export function serviceFor(method: string, path: string): Service {
  return findOperation(method, path)?.service ?? conventionalService(method, path);
}

/** Sign-in and refresh take no Idempotency-Key (api.md). */
export function isTokenCall(method: string, path: string): boolean {
  return findOperation(method, path)?.tokenCall === true;
}

/** The path as Express writes it: `/user/{id}` → `/user/:id`. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
