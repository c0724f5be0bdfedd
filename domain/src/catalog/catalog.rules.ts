import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from '../shared/app';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { oneLine, plainText as text, requiredText, searchText } from '../shared/text';

/**
 * Input rules of the catalog calls (images, products, affiliate codes), shared by the server and
 * the web client. Unknown fields are stripped; missing or wrongly typed values answer 422.
 */

/** Visitors page through at most this many results of a gallery; more is offered after sign-in (spec 6). */
export const VISITOR_RESULT_LIMIT = 30;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const IMAGE_TYPES = ['room', 'single', 'makeOver'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_PERMISSIONS = ['open', 'exclusive'] as const;
export type ImagePermissions = (typeof IMAGE_PERMISSIONS)[number];
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
/** The most any one list of picks (styles, colours, materials...) may hold. */
export const MAX_PICKS = 10;
export const RATE_MIN = 1;
export const RATE_MAX = 5;


/**
 * Null, empty and blank mean "not given" (they arrive as undefined; `nullish` only tells the API
 * description that null is accepted). A union with null would hide the field's own message.
 */
const blankAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const optionalText = (max: number, multiLine = false) => z.preprocess(blankAsMissing, text(max, multiLine).nullish());

export const idField = z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).positive(MESSAGES.required).max(MAX_ID, MESSAGES.unknownId);
const optionalId = z
  .union([z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId), z.null(), z.literal('')])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : undefined));

/** A list of ids; a single id is taken as a list of one, duplicates are dropped, order kept. */
export const idList = (max = MAX_PICKS) =>
  z
    .union([z.array(z.coerce.number().int().positive('Please choose from the list').max(MAX_ID, 'Please choose from the list')), z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)])
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
    .pipe(z.array(z.number()).max(max, `Please select at most ${max}`));

export const webAddress = z.preprocess(
  blankAsMissing,
  oneLine(z.string(MESSAGES.badLink).trim().max(1000, MESSAGES.badLink))
    .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), MESSAGES.badLink)
    .nullish(),
);

/** Paging (api.md): an offset within the database's integer range, and a limit of 1 to 100. */
export const offsetField = z.coerce.number().int().min(0).max(MAX_OFFSET, MESSAGES.offsetTooLarge).default(0);
export const limitField = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

export const imageInput = z.object({
  mediaId: idField,
  title: requiredText(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX, true),
  styles: idList().default([]),
  subStyles: idList(20).default([]),
  roomTypeId: optionalId,
  type: z.enum(IMAGE_TYPES).default('room'),
  sourceUrl: webAddress,
  credit: optionalText(200),
});
export type ImageInput = z.infer<typeof imageInput>;

/** In an edit, a blank or null optional field is cleared (null); a missing one stays as it is. */
const blankAsCleared = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const clearableText = (max: number, multiLine = false) => z.preprocess(blankAsCleared, text(max, multiLine).nullable().optional());
const clearableLink = z.preprocess(
  blankAsCleared,
  oneLine(z.string(MESSAGES.badLink).trim().max(1000, MESSAGES.badLink))
    .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), MESSAGES.badLink)
    .nullable()
    .optional(),
);
const clearableId = z.preprocess(blankAsCleared, z.coerce.number().int().positive('Please choose from the list').max(MAX_ID, 'Please choose from the list').nullable().optional());

/** An edit names only what changes; the picture itself stays. */
export const imageEditInput = z.object({
  title: requiredText(TITLE_MAX).optional(),
  description: clearableText(DESCRIPTION_MAX, true),
  styles: idList().optional(),
  subStyles: idList(20).optional(),
  roomTypeId: clearableId,
  type: z.enum(IMAGE_TYPES).optional(),
  sourceUrl: clearableLink,
  credit: clearableText(200),
});
export type ImageEditInput = Partial<z.infer<typeof imageEditInput>>;

export const permissionsInput = z.object({ permissions: z.enum(IMAGE_PERMISSIONS, { error: 'Please choose open or exclusive' }) });
/** The like call toggles; `isLiked` (as look boards send it) sets the state instead. */
export const likeInput = z.object({ isLiked: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional().transform((v) => (v === undefined ? undefined : Boolean(v))) });
export const rateInput = z.object({ rate: z.coerce.number({ error: MESSAGES.required }).int('Please rate from 1 to 5').min(RATE_MIN, 'Please rate from 1 to 5').max(RATE_MAX, 'Please rate from 1 to 5') });
export const rejectInput = z.object({ reason: requiredText(500, true) });
export const imagesByIdInput = z.object({ images: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(MAX_PAGE_SIZE) });
export const productsByIdInput = z.object({ products: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(MAX_PAGE_SIZE) });

export const IMAGE_SOURCES = ['all', 'my', 'liked', 'requests'] as const;
export const IMAGE_SEARCH_TYPES = ['all', ...IMAGE_TYPES] as const;
export const IMAGE_SORTS = ['newest', 'oldest', 'highest', 'liked'] as const;
export const PAGE_TYPES = ['database', 'get-the-look', 'showcase', 'images', 'mix-match'] as const;
export const PUBLICATIONS = ['published', 'drafts'] as const;

export const imageSearchInput = z.object({
  source: z.enum(IMAGE_SOURCES).default('all'),
  type: z.enum(IMAGE_SEARCH_TYPES).default('all'),
  sort: z.enum(IMAGE_SORTS).default('newest'),
  search: searchText(200).optional().or(z.null().transform(() => undefined)),
  offset: offsetField,
  limit: limitField,
  onlyApproved: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional().transform((v) => (v === undefined ? undefined : Boolean(v))),
  pageType: z.enum(PAGE_TYPES).optional(),
  publication: z.enum(PUBLICATIONS).optional(),
  style: optionalId,
  subStyle: optionalId,
  styles: idList(50).optional(),
  subStyles: idList(100).optional(),
  roomTypes: idList(20).optional(),
  colors: idList(20).optional(),
  /** A showcase lists one person's images. */
  userId: optionalId,
});
export type ImageSearchInput = z.infer<typeof imageSearchInput>;

export const getTheLookSearchInput = imageSearchInput.extend({
  viewType: z.enum(['lookBoard', 'product']).default('lookBoard'),
  requestCount: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export const similarImagesInput = z.object({ imageId: idField, offset: offsetField, limit: limitField });

export const PRODUCT_SEARCH_TYPES = ['all', 'affiliate', 'my', 'liked'] as const;
export const PRODUCT_SORTS = ['bestMatch', 'liked', 'priceAsc', 'priceDesc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productSearchInput = z.object({
  type: z.enum(PRODUCT_SEARCH_TYPES).default('all'),
  search: searchText(200).optional().or(z.null().transform(() => undefined)),
  offset: offsetField,
  limit: limitField,
  sort: z.enum(PRODUCT_SORTS).optional(),
  /** Best image match: the item classes this image's room type needs first, then likeness to the image. */
  imageId: optionalId,
  /** Best match for a request (its requester's or a matched ambassador's): the items it asked for first, then its room type's, then likeness to imageId (or its image). */
  requestId: optionalId,
  countries: idList(50).optional(),
  styles: idList(50).optional(),
  subStyles: idList(100).optional(),
  colors: idList(20).optional(),
  itemClasses: idList(50).optional(),
  materials: idList(50).optional(),
  shapes: idList(20).optional(),
  prices: idList(20).optional(),
});
export type ProductSearchInput = z.infer<typeof productSearchInput>;

export const similarProductsInput = z.object({ products: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).min(1, MESSAGES.required).max(20), offset: offsetField, limit: limitField });

const dimension = z.coerce.number().positive().max(10_000);
export const productInput = z.object({
  title: requiredText(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX, true),
  mediaId: idField,
  price: z.coerce.number({ error: MESSAGES.required }).int('The price is in whole cents').min(0, 'The price cannot be negative').max(100_000_000, 'Please check the price'),
  brand: optionalText(120),
  retailerUrl: webAddress,
  itemClassId: idField,
  styles: idList().default([]),
  subStyles: idList(20).default([]),
  colors: idList().default([]),
  materials: idList().default([]),
  shapes: idList(5).default([]),
  countries: idList(50).default([]),
  dimensions: z
    .object({ width: dimension.optional(), height: dimension.optional(), depth: dimension.optional() })
    .optional()
    .or(z.null().transform(() => undefined)),
});
export type ProductInput = z.infer<typeof productInput>;

export const affiliateSitesInput = z.object({ type: z.enum(['retailer', 'marketplace', 'all']).default('all') });
export const affiliateCodeInput = z.object({ affiliateSiteId: idField, code: requiredText(120).regex(/^[\w.~-]+$/, 'Use letters, digits, dots, dashes and underscores only') });
export const affiliateCodeEditInput = z.object({ code: requiredText(120).regex(/^[\w.~-]+$/, 'Use letters, digits, dots, dashes and underscores only') });

/** Lower-case kebab-case of the title (api.md). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '') || 'untitled';
}
