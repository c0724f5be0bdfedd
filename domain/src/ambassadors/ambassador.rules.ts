import { z } from 'zod';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { manyLines, oneLine, plainText as text, requiredText, searchText } from '../shared/text';
import { emailField } from '../identity/user.rules';
import { idField, idList, limitField, offsetField } from '../catalog/catalog.rules';

/**
 * Ambassadors, showcases and follows (spec 1, 3, 5, 9): the programme's constants and the inputs
 * of its calls, shared by the server and the web client.
 */

/** Spec 1: the three kinds of ambassador, with the names users see. */
export const AMBASSADOR_TYPES = ['decorLover', 'designProfessional', 'onlineShopper'] as const;
export type AmbassadorType = (typeof AMBASSADOR_TYPES)[number];
export const AMBASSADOR_TYPE_LABELS: Record<AmbassadorType, string> = {
  decorLover: 'Decor Enthusiasts',
  designProfessional: 'Design Professional',
  onlineShopper: 'Influencer | Blogger',
};

/** What an applicant may say draws them to the programme (the application's "interests"). */
export const AMBASSADOR_INTERESTS = [
  { id: 1, name: 'Curating look boards' },
  { id: 2, name: 'Answering look requests' },
  { id: 3, name: 'Showcasing my own rooms' },
  { id: 4, name: 'Growing my audience' },
  { id: 5, name: 'Earning reward points' },
  { id: 6, name: 'Discovering new products' },
] as const;

/** Spec 9: at most 3 styles, 3 interests and 10 links; a referral name longer than 3 characters. */
export const APPLICATION_MAX_STYLES = 3;
export const APPLICATION_MAX_INTERESTS = 3;
export const APPLICATION_MAX_LINKS = 10;
export const REFERRED_NAME_MIN = 4;
export const APPLICATION_TEXT_MAX = 5000;

/** Spec 9: ambassador and user lists page by 10; a visitor's ambassador list stops at 70 results. */
export const AMBASSADOR_PAGE_SIZE = 10;
export const VISITOR_AMBASSADOR_LIMIT = 70;

/** Showcase limits: what a page may hold and feature. */
export const SHOWCASE_PAGE_NAME_MAX = 60;
export const SHOWCASE_TEXT_MAX = 2000;
export const SHOWCASE_META_MAX = 300;
export const SHOWCASE_MAX_ITEMS = 60;
export const SHOWCASE_MAX_FEATURED = 6;
export const SHOWCASE_MAX_STYLES = 10;
export const DEFAULT_SHOWCASE_PAGE_NAME = 'GetTheLook';
export const URL_KEY_MIN = 3;
export const URL_KEY_MAX = 40;
/** Page addresses the site uses itself (/showcase/preview) or that would mislead. */
export const RESERVED_URL_KEYS = ['preview', 'new', 'edit', 'admin', 'search', 'url', 'decorlook', 'support', 'help'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'pinterest', 'linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** An invitation code works this long after its mail. */
export const INVITATION_VALID_DAYS = 30;
export const DEFAULT_NOMINATION_SUBJECT = 'You have been nominated as a DecorLook ambassador';

export const SHOWCASE_VIDEO_STATUSES = ['none', 'pending', 'active', 'inactive'] as const;
export type ShowcaseVideoStatus = (typeof SHOWCASE_VIDEO_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const blankAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);


const optionalText = (max: number, multiLine = false) => z.preprocess(blankAsMissing, text(max, multiLine).optional());

/** A web address as the spec's link fields take it: http(s), or a bare domain given https. */
const LINK = /^(https?:\/\/)?[^\s/$.?#:]+\.[^\s]+$/i;
export const isWebAddress = (v: string) => LINK.test(v.trim());
export const normaliseLink = (v: string) => (/^https?:\/\//i.test(v.trim()) ? v.trim() : `https://${v.trim()}`);
const link = oneLine(z.string(MESSAGES.badLink).trim().max(1000, MESSAGES.badLink)).refine((v) => v === '' || isWebAddress(v), MESSAGES.badLink);

/** Yes or no as forms send it: a boolean, 0/1 or "yes"/"no"; no by default (spec 5). */
const yesNo = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'yes', 'no', 'true', 'false'])], { error: 'Please answer yes or no' })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true');

/**
 * Picks of 1 to 3: none is "required", more than three is the spec's "Please select up to three".
 * Counted by a refinement, not .min/.max: a failed size check of an array stops zod from running
 * the form-wide checks, and one answer should name every broken rule.
 */
const upToThree = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: MESSAGES.required }).superRefine((v, ctx) => {
    if (v.length === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    else if (v.length > 3) ctx.addIssue({ code: 'custom', message: MESSAGES.upToThree });
  });

const interestNames = new Map<string, string>(AMBASSADOR_INTERESTS.map((i) => [String(i.id), i.name]));
/** An interest by its id in AMBASSADOR_INTERESTS or in the applicant's own words; stored as words. */
const interest = z.union([z.number().int().positive().max(MAX_ID, MESSAGES.unknownId), oneLine(z.string().trim().min(1).max(80))], { error: 'Please choose from the list' });
const interestName = (v: number | string) => interestNames.get(String(v)) ?? String(v);

/**
 * Spec 3 and 5: the ambassador application. describe_yourself and message are required; 1 to 3
 * styles and 1 to 3 interests; up to 10 links, each a web address, empty ones dropped; when
 * referred, a name longer than 3 characters. Every broken rule is reported at once.
 */
export const applicationInput = z
  .object({
    from: z.preprocess(blankAsMissing, emailField.optional()),
    subject: optionalText(200),
    describe_yourself: requiredText(APPLICATION_TEXT_MAX, true),
    styles: upToThree(z.coerce.number('Please choose from the list').int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, 'Please choose from the list')),
    interests: upToThree(interest),
    message: requiredText(APPLICATION_TEXT_MAX, true),
    links: z.array(link, { error: MESSAGES.badLink }).default([]),
    isReferred: z.preprocess((v) => (v === null || v === '' ? undefined : v), yesNo.default(false)),
    referred_by: optionalText(200),
    reCaptchaToken: oneLine(z.string().max(4096)).optional(),
  })
  .superRefine(
    (a, ctx) => {
      // Empty entries are dropped before counting: ten filled fields is the limit.
      if (Array.isArray(a.links) && a.links.filter((l) => l !== '').length > APPLICATION_MAX_LINKS) ctx.addIssue({ code: 'custom', path: ['links'], message: `Please add at most ${APPLICATION_MAX_LINKS} links` });
      if (a.isReferred === true && (typeof a.referred_by !== 'string' || a.referred_by.length < REFERRED_NAME_MIN)) ctx.addIssue({ code: 'custom', path: ['referred_by'], message: MESSAGES.referredName });
    },
    { when: () => true },
  )
  // Normalised only once every rule was checked: a transform on a failing field would stop the
  // form-wide checks, and one answer should name every broken rule.
  .transform(({ referred_by, ...a }) => ({
    ...a,
    styles: [...new Set(a.styles)],
    interests: [...new Set(a.interests.map(interestName))],
    links: a.links.filter((l) => l !== '').map(normaliseLink),
    referred_by: a.isReferred ? referred_by : undefined,
  }));
export type ApplicationInput = z.output<typeof applicationInput>;

/** Spec 3: the nomination (invite email) form. Anyone may nominate, signed in or not. */
export const nominationInput = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  toFirstName: requiredText(100),
  toEmailAddress: emailField,
  subject: z.preprocess(blankAsMissing, text(200).default(DEFAULT_NOMINATION_SUBJECT)),
  message: requiredText(APPLICATION_TEXT_MAX, true),
  reCaptchaToken: oneLine(z.string().max(4096)).optional(),
});
export type NominationInput = z.output<typeof nominationInput>;

export const invitationLoginInput = z.object({ code: requiredText(2048) });

export const approveApplicationInput = z.object({
  ambassadorType: z.enum(AMBASSADOR_TYPES, { error: 'Please choose the ambassador type' }),
});
export const applicationListInput = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('pending'),
  offset: offsetField,
  limit: limitField,
});

// Showcases

const urlKey = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(URL_KEY_MIN, `Please use ${URL_KEY_MIN} to ${URL_KEY_MAX} letters, digits or hyphens`)
  .max(URL_KEY_MAX, `Please use ${URL_KEY_MIN} to ${URL_KEY_MAX} letters, digits or hyphens`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `Please use ${URL_KEY_MIN} to ${URL_KEY_MAX} letters, digits or hyphens`)
  .refine((v) => !(RESERVED_URL_KEYS as readonly string[]).includes(v), 'This address is not available');

const pageName = requiredText(SHOWCASE_PAGE_NAME_MAX);
/** A social link: a web address, or blank to remove it. */
const socialLink = z.preprocess((v) => (v === null ? '' : v), link.transform((v) => (v === '' ? null : normaliseLink(v))));

export const createShowcaseInput = z.object({ pageName: z.preprocess(blankAsMissing, pageName.default(DEFAULT_SHOWCASE_PAGE_NAME)) });

/** PUT /showcase: any of the page's settings; what is left out stays as it is. */
export const updateShowcaseInput = z.object({
  pageName: pageName.optional(),
  subtitle: text(SHOWCASE_PAGE_NAME_MAX * 2).optional(),
  isSubtitleActive: yesNo.optional(),
  metaTitle: text(SHOWCASE_PAGE_NAME_MAX * 2).optional(),
  metaDescription: text(SHOWCASE_META_MAX, true).optional(),
  urlKey: urlKey.optional(),
  facebook: socialLink.optional(),
  instagram: socialLink.optional(),
  pinterest: socialLink.optional(),
  linkedin: socialLink.optional(),
  twitter: socialLink.optional(),
});
export type UpdateShowcaseInput = z.output<typeof updateShowcaseInput>;

/** The banner is a colour or one of the owner's showcaseBanner uploads. */
export const showcaseBannerInput = z
  .object({
    color: z.preprocess(blankAsMissing, z.string('Please choose a colour').trim().regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a colour').transform((v) => v.toLowerCase()).optional()),
    mediaId: z.preprocess(blankAsMissing, idField.optional()),
  })
  .refine((b) => (b.color === undefined) !== (b.mediaId === undefined), { path: ['banner'], message: 'Please choose a colour or an image' });

export const showcaseDescriptionInput = z.object({ description: manyLines(z.string({ error: MESSAGES.required }).trim().max(SHOWCASE_TEXT_MAX, `Please use at most ${SHOWCASE_TEXT_MAX} characters`)) });
export const showcaseStylesInput = z.object({ styles: idList(SHOWCASE_MAX_STYLES).pipe(z.array(z.number()).min(1, MESSAGES.styleRequired)) });
const itemIds = (max: number) => idList(max);
/** The showcase's images in order; `featuredImages` (shown first, at most 6) may come with them. */
export const showcaseImagesInput = z
  .object({ images: itemIds(SHOWCASE_MAX_ITEMS).optional(), featuredImages: itemIds(SHOWCASE_MAX_FEATURED).optional() })
  .refine((v) => v.images !== undefined || v.featuredImages !== undefined, { path: ['images'], message: MESSAGES.required });
export const showcaseLookBoardsInput = z.object({ lookBoards: itemIds(SHOWCASE_MAX_ITEMS) });
export const showcaseFeaturedLookBoardsInput = z.object({ featuredLookBoards: itemIds(SHOWCASE_MAX_FEATURED) });
export const showcaseActivateInput = z.object({ value: yesNo });
/** A video's address (YouTube, Vimeo or any web address); empty removes the video. */
export const showcaseVideoInput = z.object({ videoUrl: z.preprocess((v) => (v === null ? '' : v), link.transform((v) => (v === '' ? null : normaliseLink(v)))) });
export const showcaseVideoDecisionInput = z.object({ reason: optionalText(500, true) });
export const showcaseUrlInput = z.object({ urlKey: oneLine(z.string({ error: MESSAGES.required }).trim().toLowerCase().min(1, MESSAGES.required).max(200)) });
export const showcaseImagesByIdInput = z.object({ images: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(SHOWCASE_MAX_ITEMS) });
export const showcaseLookBoardsByIdInput = z.object({ lookBoards: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(SHOWCASE_MAX_ITEMS) });

/** Spec 3 "Ambassador filters" on the showcase searches. */
export const showcaseSearchInput = z.object({
  search: z.preprocess(blankAsMissing, searchText(200).optional()),
  profession: z.preprocess(blankAsMissing, idList().optional()),
  ambassadorType: z.preprocess(blankAsMissing, z.enum(AMBASSADOR_TYPES).optional()),
  styles: z.preprocess(blankAsMissing, idList().optional()),
  subStyles: z.preprocess(blankAsMissing, idList().optional()),
  colors: z.preprocess(blankAsMissing, idList().optional()),
  roomTypes: z.preprocess(blankAsMissing, idList().optional()),
  offset: offsetField,
  limit: limitField,
});
export type ShowcaseSearchInput = z.output<typeof showcaseSearchInput>;

// Follows

export const followListInput = z.object({
  search: z.preprocess(blankAsMissing, searchText(200).optional()),
  offset: offsetField,
  limit: limitField,
});

/**
 * A visitor's page of the ambassador list stops at the visitor limit (spec 9): offset 70 or more
 * answers nothing, and a page never reaches past it.
 */
export function visitorWindow(offset: number, limit: number, signedIn: boolean, cap = VISITOR_AMBASSADOR_LIMIT): { offset: number; limit: number } {
  if (signedIn) return { offset, limit };
  return { offset, limit: Math.max(0, Math.min(limit, cap - offset)) };
}
