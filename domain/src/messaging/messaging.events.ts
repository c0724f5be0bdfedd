import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/events';
import { at, positiveId } from '../catalog/catalog.shared';
import { CONVERSATION_NAME_MAX, CONVERSATION_TYPES, MESSAGE_BODY_MAX, MESSAGE_TYPE, MESSAGE_VERSION, pairKey } from './messaging.rules';

/**
 * Messaging's events. A conversation is stream `conversation-<id>` (sequence `conversation_ids`);
 * a private pair is reserved in `conversationPair-<lo>-<hi>` in the same append that starts it,
 * so two members racing to write to each other end in one conversation. Message ids come from
 * sequence `message_ids`. What a person writes is sealed under their own key.
 */
export const conversationStream = (conversationId: number) => `conversation-${conversationId}`;
export const conversationPairStream = (a: number, b: number) => `conversationPair-${pairKey(a, b)}`;

const conversationId = positiveId;

export const conversationStarted = defineEvent({
  type: 'ConversationStarted',
  version: 1,
  schema: z.object({
    conversationId,
    type: z.enum(CONVERSATION_TYPES),
    participants: z.array(positiveId).min(2),
    startedBy: positiveId,
    name: z.string().max(CONVERSATION_NAME_MAX),
    startedAt: at,
  }),
  personal: { subject: (d) => `user-${d.startedBy}`, fields: ['name'] },
});
/** The pair's reservation, in `conversationPair-<lo>-<hi>`. */
export const conversationPairReserved = defineEvent({
  type: 'ConversationPairReserved',
  version: 1,
  schema: z.object({ conversationId, participants: z.array(positiveId).length(2), reservedAt: at }),
});
/** `participants` as they were when it was sent, so a projector needs no other stream. */
export const messageSent = defineEvent({
  type: 'MessageSent',
  version: 1,
  schema: z.object({
    conversationId,
    messageId: positiveId,
    senderId: positiveId,
    participants: z.array(positiveId),
    type: z.literal(MESSAGE_TYPE),
    version: z.literal(MESSAGE_VERSION),
    body: z.string().max(MESSAGE_BODY_MAX),
    sentAt: at,
  }),
  personal: { subject: (d) => `user-${d.senderId}`, fields: ['body'] },
});
/** The member has read everything sent up to `readUpTo` (never moved backwards). */
export const conversationRead = defineEvent({
  type: 'ConversationRead',
  version: 1,
  schema: z.object({ conversationId, userId: positiveId, readUpTo: at, readAt: at }),
});

export const messagingEvents = [conversationStarted, conversationPairReserved, messageSent, conversationRead] as const;
export type MessagingEvent = EventOf<(typeof messagingEvents)[number]>;
export type ConversationEvent = EventOf<typeof conversationStarted | typeof messageSent | typeof conversationRead>;
