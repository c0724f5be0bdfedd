import { z } from 'zod';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { requiredText } from '../shared/text';
import { IMAGE_TYPES, idField, limitField, offsetField, RATE_MAX, RATE_MIN, slugOf } from '../catalog/catalog.rules';
import { LOOK_BOARD_TITLE_MAX, LOOK_BOARD_TEXT_MAX } from '../lookboards/look-board.rules';

/**
 * Request the Look (spec 1, 2.3, 3): what a request holds, how many ambassadors it is matched to,
 * and the inputs of the request calls, shared by the server and the web client.
 */

/** Spec 2.3: room image, single item and makeover ideas; the API's words are those of images. */
export const REQUEST_TYPES = IMAGE_TYPES;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = { room: 'Room Image', single: 'Single Item', makeOver: 'Makeover Ideas' };
/** Spec 2.3: where the request's picture comes from. */
export const REQUEST_IMAGE_SOURCES = ['all', 'liked', 'my'] as const;
export type RequestImageSource = (typeof REQUEST_IMAGE_SOURCES)[number];
export const REQUEST_STATUSES = ['open', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Spec 2.3: the four steps the success page shows. */
export const REQUEST_STEPS = ['Matched with ambassadors', 'Ambassadors curate', 'Recommendations sent', 'Review and rate'] as const;

/** How many ambassadors a request is matched to. */
export const MATCHES_PER_REQUEST = 5;
/** An ambassador with this many matched requests still unanswered and open is passed over. */
export const MAX_OPEN_MATCHES = 12;
export const REQUEST_MAX_ITEMS = 10;
export const REQUEST_TITLE_MAX = LOOK_BOARD_TITLE_MAX;
export const REQUEST_MESSAGE_MAX = LOOK_BOARD_TEXT_MAX;

/** A request's address part: its id first (the curate tool's canvas/{requestSlug} reads it back). */
export const requestSlugOf = (requestId: number, title: string) => `${requestId}-${slugOf(title) || 'request'}`;
export const requestIdOfSlug = (slug: string): number | null => {
  const m = /^(\d{1,12})(?:-|$)/.exec(slug);
  return m ? Number(m[1]) : null;
};

const blankAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalId = z.preprocess(blankAsMissing, z.coerce.number('Please choose from the list').int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, 'Please choose from the list').optional());
const TYPE_ALIASES: Record<string, RequestType> = { room: 'room', roomimage: 'room', single: 'single', singleitem: 'single', item: 'single', makeover: 'makeOver', makeoverideas: 'makeOver' };
const typeAlias = (v: unknown) => (typeof v === 'string' ? (TYPE_ALIASES[v.toLowerCase().replace(/[\s_-]/g, '')] ?? v) : v);

/**
 * Spec 3 "Request-the-look data" as the details step sends it: the picture, the type, a title,
 * the item classes wanted (a single-item request needs at least one), the room type (a room
 * request needs it), a message, a colour and a style. Every broken rule is reported at once.
 */
export const requestInput = z
  .object({
    inspirationImageId: idField,
    imageSource: z.enum(REQUEST_IMAGE_SOURCES).default('all'),
    requestType: z.preprocess(typeAlias, z.enum(REQUEST_TYPES, { error: MESSAGES.required })),
    title: requiredText(REQUEST_TITLE_MAX),
    items: z.array(z.coerce.number('Please choose from the list').int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, 'Please choose from the list'), { error: 'Please choose from the list' }).default([]),
    roomType: optionalId,
    message: requiredText(REQUEST_MESSAGE_MAX, true),
    requestColor: optionalId,
    requestStyle: idField,
  })
  .superRefine(
    (r, ctx) => {
      if (r.requestType === 'room' && r.roomType === undefined) ctx.addIssue({ code: 'custom', path: ['roomType'], message: MESSAGES.required });
      if (!Array.isArray(r.items)) return;
      if (r.requestType === 'single' && r.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: MESSAGES.required });
      if (new Set(r.items).size > REQUEST_MAX_ITEMS) ctx.addIssue({ code: 'custom', path: ['items'], message: `Please choose at most ${REQUEST_MAX_ITEMS} items` });
    },
    { when: () => true },
  )
  .transform((r) => ({ ...r, items: [...new Set(r.items)] }));
export type RequestInput = z.output<typeof requestInput>;

export const requestRateInput = z.object({
  lookBoardId: idField,
  rate: z.coerce.number({ error: MESSAGES.required }).int(`Please rate from ${RATE_MIN} to ${RATE_MAX}`).min(RATE_MIN, `Please rate from ${RATE_MIN} to ${RATE_MAX}`).max(RATE_MAX, `Please rate from ${RATE_MIN} to ${RATE_MAX}`),
});
export const requestListInput = z.object({ status: z.enum([...REQUEST_STATUSES, 'all']).default('all'), offset: offsetField, limit: limitField });
export const matchListInput = z.object({ status: z.enum(['open', 'answered', 'all']).default('all'), offset: offsetField, limit: limitField });
