import { z } from 'zod';
import { mediaRefView } from '../catalog/catalog.views';
import { CONVERSATION_TYPES } from './messaging.rules';

/** What the messaging calls answer, as zod schemas for the API description. */
const id = z.number().int();

/** Another member as a conversation shows them ("Deleted user" once erased). */
export const interlocutorView = z.object({ id, displayName: z.string(), avatar: mediaRefView.nullable(), ambassador: z.boolean() });

export const messageView = z.object({
  id,
  conversationId: id,
  senderId: id,
  type: z.number().int(),
  version: z.number().int(),
  body: z.string(),
  sentAt: z.string().describe('ISO 8601 UTC'),
});
export type MessageView = z.infer<typeof messageView>;

export const conversationView = z.object({
  id,
  type: z.enum(CONVERSATION_TYPES),
  name: z.string(),
  participants: z.array(id).describe('Member ids, the caller included'),
  interlocutor: interlocutorView.nullable().describe('The other participant'),
  createdAt: z.string(),
  updatedAt: z.string().describe('The time of the last message (or of the start)'),
  lastMessage: messageView.nullable(),
  unread: id.describe("Messages from others the caller has not read"),
  readUpTo: z.string().nullable().describe('Everything sent up to this time is read by the caller'),
});
export type ConversationView = z.infer<typeof conversationView>;

export const unreadAnswer = z.object({
  total: id.describe('Unread messages over all conversations'),
  conversations: z.array(z.object({ conversationId: id, unread: id })).describe('Only conversations with unread messages, the newest first'),
});
export type UnreadAnswer = z.infer<typeof unreadAnswer>;

/** A contact: someone the caller follows, is followed by, or has talked with. */
export const contactView = interlocutorView.extend({
  isFollowed: z.boolean().describe('The caller follows them'),
  followsYou: z.boolean(),
  conversationId: id.nullable().describe('Their private conversation with the caller, if any'),
});
export type ContactView = z.infer<typeof contactView>;

export const markReadAnswer = z.object({ conversationId: id, readUpTo: z.string(), unread: id });

/** What the realtime channel pushes on a new message (spec 3 "Incoming realtime message"). */
export const messageSentPush = z.object({ conversationId: id, senderId: id, body: z.string(), sentAt: z.string(), messageId: id });
export type MessageSentPush = z.infer<typeof messageSentPush>;
