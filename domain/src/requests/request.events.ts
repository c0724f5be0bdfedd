import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, ids, positiveId } from '../catalog/catalog.shared';
import { RATE_MAX, RATE_MIN } from '../catalog/catalog.rules';
import { REQUEST_IMAGE_SOURCES, REQUEST_MESSAGE_MAX, REQUEST_TITLE_MAX, REQUEST_TYPES } from './request.rules';

/** Request the Look: stream `request-<requestId>` (sequence `request_ids`). */
export const requestStream = (requestId: number) => `request-${requestId}`;

const requestId = positiveId;
const rate = z.number().int().min(RATE_MIN).max(RATE_MAX);

export const requestSubmitted = defineEvent({
  type: 'RequestSubmitted',
  version: 1,
  schema: z.object({
    requestId,
    userId: positiveId,
    inspirationImageId: positiveId,
    imageSource: z.enum(REQUEST_IMAGE_SOURCES),
    requestType: z.enum(REQUEST_TYPES),
    title: z.string().max(REQUEST_TITLE_MAX),
    items: ids,
    roomType: positiveId.nullable(),
    message: z.string().max(REQUEST_MESSAGE_MAX),
    requestColor: positiveId.nullable(),
    requestStyle: positiveId,
    submittedAt: at,
  }),
  // What the member wrote is about them: sealed under their key, so erasing them shreds it.
  personal: { subject: (d) => `user-${d.userId}`, fields: ['title', 'message'] },
});
/**
 * The ambassadors the request was matched to, best first (the `match` notification event: one
 * notification per ambassador, `notifiableId` the request's id). Recorded once by the matcher,
 * which decides from the events before the submission, so the same events give the same matches.
 */
export const requestMatched = defineEvent({
  type: 'RequestMatched',
  version: 1,
  schema: z.object({ requestId, requesterId: positiveId, matches: z.array(z.object({ userId: positiveId, score: z.number() })), matchedAt: at }),
});
/** A matched ambassador answered with a look board (the `recommendation` notification event to the requester). */
export const recommendationAdded = defineEvent({
  type: 'RecommendationAdded',
  version: 1,
  schema: z.object({ requestId, requesterId: positiveId, lookBoardId: positiveId, ambassadorId: positiveId, addedAt: at }),
});
/** The requester's rating of a recommended board; `previous` is the one it replaces. */
export const recommendationRated = defineEvent({
  type: 'RecommendationRated',
  version: 1,
  schema: z.object({ requestId, requesterId: positiveId, lookBoardId: positiveId, ambassadorId: positiveId, rate, previous: rate.nullable(), ratedAt: at }),
});
export const requestClosed = defineEvent({ type: 'RequestClosed', version: 1, schema: z.object({ requestId, requesterId: positiveId, closedAt: at }) });

/**
 * The requests a member has submitted: stream `requester-<userId>`, one event per request, written
 * with the submission. An erasure reads it to close every request of the person on events alone.
 */
export const requesterStream = (userId: number) => `requester-${userId}`;
export const requestFiled = defineEvent({
  type: 'RequestFiled',
  version: 1,
  schema: z.object({ requestId, userId: positiveId, filedAt: at }),
});

const requestStreamEvents = [requestSubmitted, requestMatched, recommendationAdded, recommendationRated, requestClosed] as const;
export const requestEvents = [...requestStreamEvents, requestFiled] as const;
/** The events of a request's own stream. */
export type RequestEvent = EventOf<(typeof requestStreamEvents)[number]>;
export type RequesterEvent = EventOf<typeof requestFiled>;
