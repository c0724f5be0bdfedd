import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../shared/app';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { requiredText, searchText } from '../shared/text';
import { IMAGE_TYPES, idField, idList, limitField, offsetField, RATE_MAX, RATE_MIN } from '../catalog/catalog.rules';

/**
 * Look board rules (spec 3, 5, 9), shared by the server and the web client: the templates, what a
 * saved board may hold, and the inputs of the look board and Mix & Match calls.
 */

export const LOOK_BOARD_TITLE_MAX = 60;
export const LOOK_BOARD_TEXT_MAX = 1000;
export const LOOK_BOARD_TYPES = IMAGE_TYPES;
export type LookBoardType = (typeof LOOK_BOARD_TYPES)[number];
export const LOOK_BOARD_COLUMNS = [1, 2, 3] as const;
export type LookBoardColumns = (typeof LOOK_BOARD_COLUMNS)[number];
export const DEFAULT_COLUMNS: LookBoardColumns = 2;
export const DEFAULT_BANNER_COLOR = '#f4efe6';
/** The spec's "maximum product count" config: no list of products sent in one call holds more. */
export const MAX_PRODUCT_COUNT = 100;
export const MIX_MATCH_MAX_PRODUCTS = 24;

/** A template of n columns holds n to 4n products (1-4, 2-8, 3-12). */
export const templateRange = (columns: number) => ({ min: columns, max: columns * 4 });
/** The slot grid the canvas starts with: twice the column count, 4 with no template. */
export const slotCountFor = (columns: number | null | undefined) => (columns ? columns * 2 : 4);

export const LOOK_BOARD_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type LookBoardStatus = (typeof LOOK_BOARD_STATUSES)[number];
export const LOOK_BOARD_STAGES = ['Saved to File', 'Reviewed', 'Approved', 'Sent', 'Published'] as const;
export type LookBoardStage = (typeof LOOK_BOARD_STAGES)[number];

/** Where a board stands in the spec's submission stages: "Reviewed" once the editors decided (a submitted board is still with them). */
export function stagesOf(b: { status: LookBoardStatus; public: boolean; requestId: number | null }): { name: LookBoardStage; done: boolean }[] {
  const approved = b.status === 'approved';
  const done: Record<LookBoardStage, boolean> = {
    'Saved to File': true,
    Reviewed: b.status === 'approved' || b.status === 'rejected',
    Approved: approved,
    Sent: approved && b.requestId !== null,
    Published: approved && b.public,
  };
  return LOOK_BOARD_STAGES.map((name) => ({ name, done: done[name] }));
}


const blankAsMissing = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalId = z.preprocess(blankAsMissing, z.coerce.number('Please choose from the list').int('Please choose from the list').positive('Please choose from the list').max(MAX_ID, 'Please choose from the list').optional());

/** The spec names the types "room, single item, makeover"; the API's own words are room, single and makeOver. */
const TYPE_ALIASES: Record<string, LookBoardType> = { room: 'room', single: 'single', singleitem: 'single', item: 'single', makeover: 'makeOver' };
const typeAlias = (v: unknown) => (typeof v === 'string' ? (TYPE_ALIASES[v.toLowerCase().replace(/[\s_-]/g, '')] ?? v) : v);

export const bannerColor = z
  .string('Please choose a colour')
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a colour')
  .transform((v) => v.toLowerCase());

/** public as 0 or 1 (the spec), or a boolean; 1 unless said otherwise. */
export const publicFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'Please choose public or private' })
  .transform((v) => v === true || v === 1 || v === '1');

const productIds = z
  .array(z.coerce.number().int().positive('Please choose products from the catalog').max(MAX_ID, 'Please choose products from the catalog'), { error: 'Please choose products from the catalog' })
  .max(MAX_PRODUCT_COUNT, `Please use at most ${MAX_PRODUCT_COUNT} products`);

/**
 * A board as the details step sends it. Every text the spec calls required is; the room type is
 * required for a room board and the item class for a single-item board.
 */
export const lookBoardInput = z
  .object({
    title: requiredText(LOOK_BOARD_TITLE_MAX),
    description: requiredText(LOOK_BOARD_TEXT_MAX, true),
    message: requiredText(LOOK_BOARD_TEXT_MAX, true),
    type: z.preprocess(typeAlias, z.enum(LOOK_BOARD_TYPES, { error: MESSAGES.required })),
    roomTypeId: optionalId,
    itemClassId: optionalId,
    styleId: idField,
    color: z.preprocess(blankAsMissing, bannerColor.optional()).transform((v) => v ?? DEFAULT_BANNER_COLOR),
    columns: z.coerce
      .number({ error: 'Please choose a template' })
      .int('Please choose a template')
      .min(1, 'Please choose a template')
      .max(3, 'Please choose a template')
      .default(DEFAULT_COLUMNS),
    products: productIds.default([]),
    inspirationImageId: optionalId,
    requestId: optionalId,
    public: publicFlag.default(true),
  })
  .superRefine(
    (b, ctx) => {
      // Runs even when other fields failed, so one answer names every missing field.
      if (b.type === 'room' && b.roomTypeId === undefined) ctx.addIssue({ code: 'custom', path: ['roomTypeId'], message: MESSAGES.required });
      if (b.type === 'single' && b.itemClassId === undefined) ctx.addIssue({ code: 'custom', path: ['itemClassId'], message: MESSAGES.required });
      if (!Array.isArray(b.products)) return;
      if (new Set(b.products).size !== b.products.length) ctx.addIssue({ code: 'custom', path: ['products'], message: 'Each product may be on the board once' });
      const { max } = templateRange(typeof b.columns === 'number' && b.columns >= 1 && b.columns <= 3 ? b.columns : 3);
      if (b.products.length > max) ctx.addIssue({ code: 'custom', path: ['products'], message: `This template holds at most ${max} products` });
    },
    { when: () => true },
  );
export type LookBoardInput = z.output<typeof lookBoardInput>;

export const bannerColorInput = z.object({ color: bannerColor });
/** Pick another: the product the owner puts in the slot of one that went. */
export const substitutePickInput = z.object({ substituteId: idField });
export const requestLinkInput = z.object({
  requestId: z.union([z.coerce.number().int().positive('Please choose a request').max(MAX_ID, 'Please choose a request'), z.null()], { error: 'Please choose a request' }),
});
export const voteInput = z.object({
  vote: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: MESSAGES.required }).transform((v) => Boolean(v)),
});
export const lookBoardRateInput = z.object({
  rate: z.coerce.number({ error: MESSAGES.required }).int(`Please rate from ${RATE_MIN} to ${RATE_MAX}`).min(RATE_MIN, `Please rate from ${RATE_MIN} to ${RATE_MAX}`).max(RATE_MAX, `Please rate from ${RATE_MIN} to ${RATE_MAX}`),
});

export const LOOK_BOARD_SOURCES = ['all', 'my', 'liked'] as const;
export const LOOK_BOARD_SEARCH_TYPES = ['all', ...LOOK_BOARD_TYPES] as const;
export const LOOK_BOARD_SORTS = ['newest', 'oldest', 'highest', 'liked', 'voted'] as const;
export type LookBoardSort = (typeof LOOK_BOARD_SORTS)[number];

export const lookBoardSearchInput = z.object({
  source: z.enum(LOOK_BOARD_SOURCES).default('all'),
  publication: z.enum(['published', 'drafts']).optional(),
  type: z.enum(LOOK_BOARD_SEARCH_TYPES).default('all'),
  styles: idList().optional(),
  roomTypes: idList().optional(),
  itemClasses: idList().optional(),
  search: searchText(200).optional(),
  inspirationImageId: z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId).optional(),
  sort: z.enum(LOOK_BOARD_SORTS).default('newest'),
  offset: offsetField,
  limit: limitField,
});
export type LookBoardSearchInput = z.infer<typeof lookBoardSearchInput>;

export const lookBoardIdsInput = z.object({ lookBoards: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(MAX_PAGE_SIZE) });
export const productsOnBoardInput = z.object({ products: z.array(z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId)).max(MAX_PRODUCT_COUNT), lookBoardId: idField });
export const shareInput = z.object({ lookBoardId: idField });
export const lookBoardPage = z.object({ offset: offsetField, limit: limitField });

export const mixMatchInput = z.object({
  inspirationImageId: idField,
  products: z
    .array(z.coerce.number().int().positive('Please choose products from the look boards').max(MAX_ID, 'Please choose products from the look boards'), { error: MESSAGES.required })
    .min(1, 'Please choose at least one product')
    .max(MIX_MATCH_MAX_PRODUCTS, `Please choose at most ${MIX_MATCH_MAX_PRODUCTS} products`)
    .transform((v) => [...new Set(v)]),
});
export type MixMatchInput = z.infer<typeof mixMatchInput>;
export const mixMatchListInput = z.object({ offset: offsetField, limit: limitField, inspirationImageId: z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId).optional() });
