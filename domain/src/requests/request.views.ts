import { z } from 'zod';
import { mediaRefView, productView } from '../catalog/catalog.views';
import { boardImageView, lookBoardView } from '../lookboards/look-board.views';
import { REQUEST_IMAGE_SOURCES, REQUEST_STATUSES, REQUEST_TYPES } from './request.rules';

/** What the Request the Look calls answer, as zod schemas for the API description. */
const id = z.number().int();
const ids = z.array(id);

export const requestMatchView = z.object({ userId: id, score: z.number() });

/** A request as its requester and the ambassadors matched to it see it. */
export const requestView = z.object({
  id,
  slug: z.string().describe('The request id, then its title: /curate-the-look/canvas/{slug} answers it'),
  userId: id,
  requester: z.object({ id, displayName: z.string(), avatar: mediaRefView.nullable() }),
  inspirationImageId: id,
  image: boardImageView.nullable(),
  imageSource: z.enum(REQUEST_IMAGE_SOURCES),
  requestType: z.enum(REQUEST_TYPES),
  title: z.string(),
  items: ids.describe('Item class ids wanted, in order'),
  roomType: id.nullable(),
  message: z.string(),
  requestColor: id.nullable(),
  requestStyle: id,
  status: z.enum(REQUEST_STATUSES),
  matches: z.array(requestMatchView).describe('The matched ambassadors, best first (empty until matched)'),
  matchesCount: id,
  recommendationsCount: id,
  createdAt: z.string(),
  matchedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type RequestView = z.infer<typeof requestView>;

/** A request on an ambassador's match page: their own score and whether they answered it. */
export const ambassadorMatchView = requestView.extend({ score: z.number(), answered: z.boolean(), lookBoardIds: ids.describe("The caller's boards answering it") });

export const recommendedLookBoardView = lookBoardView.extend({ requestRate: id.nullable().describe("The requester's rating of this board for the request") });
export const recommendationsAnswer = z.object({
  lookBoards: z.array(recommendedLookBoardView),
  products: z.array(productView).describe('Every product of the recommended boards once, the most used first, then the closest to the image'),
  mixMatch: z.object({ inspirationImageId: id, image: boardImageView.nullable(), lookBoards: ids, products: ids }),
});

export const submitRequestAnswer = z.object({ id, slug: z.string() });
export const requestRateAnswer = z.object({ lookBoardId: id, rate: id });
export const requestCloseAnswer = z.object({ id, status: z.enum(REQUEST_STATUSES) });
