import { z } from 'zod';
import { MAX_ID } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { manyLines, oneLine, searchText } from '../shared/text';
import { idField, offsetField } from '../catalog/catalog.rules';

/**
 * Messaging (spec 3 "Conversation", 4 "Messaging", 7 "Messaging calls"): private conversations
 * between two members and their messages, shared by the server and the web client.
 */

export const CONVERSATION_TYPES = ['private'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];
/** Spec 3: a message is sent as type 1, version 0 (the only kind there is). */
export const MESSAGE_TYPE = 1;
export const MESSAGE_VERSION = 0;
export const MESSAGE_BODY_MAX = 5000;
export const CONVERSATION_NAME_MAX = 100;
/** How many messages one member may send in a minute, and how many conversations they may start in an hour. */
export const MESSAGES_PER_MINUTE = 30;
export const CONVERSATIONS_PER_HOUR = 30;
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;
export const CONVERSATION_PAGE_DEFAULT = 20;
export const CONVERSATION_PAGE_MAX = 50;

export const MESSAGE_TOO_LONG = `Please use at most ${MESSAGE_BODY_MAX} characters`;
export const READ_TIMESTAMP_INVALID = 'Please send an ISO 8601 time';

const pageLimit = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

/** `POST /conversations`: one private conversation per pair; asking again answers the existing one. */
export const startConversationInput = z.object({
  type: z.enum(CONVERSATION_TYPES, { error: MESSAGES.required }).default('private'),
  participants: z
    .array(idField, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(1, 'A private conversation has one other participant')
    .transform((ids) => [...new Set(ids)]),
  name: oneLine(z.string().trim().max(CONVERSATION_NAME_MAX, `Please use at most ${CONVERSATION_NAME_MAX} characters`)).optional().default(''),
});
export type StartConversationInput = z.output<typeof startConversationInput>;

/** `POST /conversations/{id}/messages`: spec 3's message; the body is kept as written (not trimmed, line breaks too), but blank is missing. */
export const sendMessageInput = z.object({
  type: z.literal(MESSAGE_TYPE).default(MESSAGE_TYPE),
  version: z.literal(MESSAGE_VERSION).default(MESSAGE_VERSION),
  body: manyLines(z.string({ error: MESSAGES.required }))
    .refine((b) => b.trim().length > 0, MESSAGES.required)
    .refine((b) => b.length <= MESSAGE_BODY_MAX, MESSAGE_TOO_LONG),
});
export type SendMessageInput = z.output<typeof sendMessageInput>;

/** `PATCH /conversations/{id}/read`: everything sent up to this time is read. */
export const markReadInput = z.object({ timestamp: z.iso.datetime({ offset: true, error: READ_TIMESTAMP_INVALID }) });
export type MarkReadInput = z.output<typeof markReadInput>;

/** `GET /conversations`: newest update first; `name` matches the other member's name or the conversation's; `interlocutor` is a member id. */
export const conversationListInput = z.object({
  limit: pageLimit(CONVERSATION_PAGE_DEFAULT, CONVERSATION_PAGE_MAX),
  offset: offsetField,
  name: searchText(100).optional(),
  interlocutor: z.coerce.number().int().positive().max(MAX_ID, MESSAGES.unknownId).optional(),
});
export type ConversationListInput = z.output<typeof conversationListInput>;

/**
 * `GET /conversations/{id}/messages`: without `since`, the latest `limit` messages (older than
 * `before` when given: the page prepended on scroll); with `since`, the first `limit` sent after
 * it. Answered in `sort` order (asc, as the spec's client asks, by default).
 */
export const messageListInput = z.object({
  since: z.iso.datetime({ offset: true, error: READ_TIMESTAMP_INVALID }).optional(),
  before: z.iso.datetime({ offset: true, error: READ_TIMESTAMP_INVALID }).optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
  limit: pageLimit(MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX),
});
export type MessageListInput = z.output<typeof messageListInput>;

/** `GET /contact-list`: people the caller follows, is followed by, or has talked with. */
export const contactListInput = z.object({
  limit: pageLimit(CONVERSATION_PAGE_DEFAULT, CONVERSATION_PAGE_MAX),
  offset: offsetField,
  name: searchText(100).optional(),
});
export type ContactListInput = z.output<typeof contactListInput>;

/** The pair's key: the same whichever of the two starts. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
