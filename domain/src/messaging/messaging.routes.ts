import { z } from 'zod';
import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { contactListInput, conversationListInput, markReadInput, messageListInput, sendMessageInput, startConversationInput } from './messaging.rules';
import { contactView, conversationView, markReadAnswer, messageView, unreadAnswer } from './messaging.views';
import { idParam } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;

/** Messaging (spec 7 "Messaging calls"): private conversations and their messages. */
export const MESSAGING_ROUTES = [
  { method: 'post', path: '/conversations', service: c, operationId: 'startConversation', summary: 'Start a private conversation, or answer the existing one with that member', tag: 'messaging', auth: 'bearer', status: 201, body: startConversationInput, answer: resultOf(conversationView), rateLimited: true, alsoOk: { status: 200, description: 'The pair already has a conversation: it is answered' } },
  { method: 'get', path: '/conversations', service: q, operationId: 'listConversations', summary: "The caller's conversations, the latest update first", tag: 'messaging', auth: 'bearer', status: 200, query: conversationListInput, answer: resultOf(z.array(conversationView)) },
  { method: 'get', path: '/conversations/unread', service: q, operationId: 'unreadConversations', summary: 'Unread message counts, in total and per conversation', tag: 'messaging', auth: 'bearer', status: 200, answer: resultOf(unreadAnswer) },
  { method: 'get', path: '/conversations/{id}', service: q, operationId: 'getConversation', summary: 'A conversation: its participants and last message (participants only)', tag: 'messaging', auth: 'bearer', status: 200, params: idParam, answer: resultOf(conversationView), errors: [403, 404] },
  { method: 'get', path: '/conversations/{id}/messages', service: q, operationId: 'listMessages', summary: "A conversation's messages (participants only)", tag: 'messaging', auth: 'bearer', status: 200, params: idParam, query: messageListInput, answer: resultOf(z.array(messageView)), errors: [403, 404] },
  { method: 'post', path: '/conversations/{id}/messages', service: c, operationId: 'sendMessage', summary: 'Send a message (participants only)', tag: 'messaging', auth: 'bearer', status: 201, params: idParam, body: sendMessageInput, answer: resultOf(messageView), rateLimited: true, errors: [403, 404] },
  { method: 'patch', path: '/conversations/{id}/read', service: c, operationId: 'markConversationRead', summary: 'Mark everything sent up to a time as read (participants only)', tag: 'messaging', auth: 'bearer', status: 200, params: idParam, body: markReadInput, answer: resultOf(markReadAnswer), errors: [403, 404] },
  { method: 'get', path: '/contact-list', service: q, operationId: 'contactList', summary: 'People the caller follows, is followed by, or has talked with', tag: 'messaging', auth: 'bearer', status: 200, query: contactListInput, answer: resultOf(z.array(contactView)) },
] as const satisfies readonly Operation[];
