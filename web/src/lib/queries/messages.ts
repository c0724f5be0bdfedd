import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { CONVERSATION_PAGE_DEFAULT, MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from '@decorlook/domain/messaging/messaging.rules';
import type { ContactView, ConversationView, MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../api-client';

/**
 * Messaging reads (spec 7 "Messaging calls"). Every key carries the signed-in user's id, so
 * nothing of one person's conversations shows for the next one signing in on the same browser.
 */
export const messagesKeys = {
  all: ['messages'] as const,
  mine: (me: number) => ['messages', me] as const,
  conversations: (me: number) => ['messages', me, 'conversations'] as const,
  unread: (me: number) => ['messages', me, 'unread'] as const,
  conversationAll: (me: number) => ['messages', me, 'conversation'] as const,
  conversation: (me: number, id: number) => ['messages', me, 'conversation', id] as const,
  threads: (me: number) => ['messages', me, 'thread'] as const,
  thread: (me: number, id: number) => ['messages', me, 'thread', id] as const,
  contactsAll: (me: number) => ['messages', me, 'contacts'] as const,
  contacts: (me: number, name: string) => ['messages', me, 'contacts', name] as const,
};

export const CONVERSATIONS_PATH = `${API_PREFIX}/conversations`;
export const conversationPath = (id: number) => `${CONVERSATIONS_PATH}/${id}`;
export const threadPath = (id: number) => `${CONVERSATIONS_PATH}/${id}/messages`;

/** One page of the conversation list, with where it started (for the next offset). */
export interface ConversationPage {
  items: ConversationView[];
  offset: number;
  limit: number;
}

/** Spec 4 "Paging": more may follow while the last page came back full. */
export const nextConversationOffset = (last: ConversationPage): number | undefined =>
  last.items.length >= last.limit ? last.offset + last.items.length : undefined;

/** GET /v1/conversations: the caller's conversations, the latest update first. */
export const conversationsQuery = (me: number, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.conversations(me),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      const limit = CONVERSATION_PAGE_DEFAULT;
      const answer = await client.get<{ result: ConversationView[] }>(CONVERSATIONS_PATH, { signal, query: { limit, offset: pageParam } });
      return { items: answer.result, offset: pageParam, limit };
    },
    getNextPageParam: nextConversationOffset,
  });

/** GET /v1/conversations/unread: unread messages in total and per conversation (the newest first). */
export const unreadQuery = (me: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: messagesKeys.unread(me),
    queryFn: async ({ signal }) => (await client.get<{ result: UnreadAnswer }>(`${CONVERSATIONS_PATH}/unread`, { signal })).result,
  });

/** GET /v1/conversations/{id}: a conversation with its participants and last message. */
export const conversationQuery = (me: number, id: number, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: messagesKeys.conversation(me, id),
    queryFn: async ({ signal }) => (await client.get<{ result: ConversationView }>(conversationPath(id), { signal })).result,
  });

/**
 * GET /v1/conversations/{id}/messages: the latest page first; scrolling up asks for the page
 * before the oldest shown (`before`), which is prepended (spec 4: "Older messages are
 * prepended"). New messages are appended to the last page as they arrive.
 */
export const threadQuery = (me: number, id: number, client: Pick<ApiClient, 'get'> = api) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.thread(me, id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<MessageView[]> => {
      const query = { limit: MESSAGE_PAGE_DEFAULT, sort: 'asc', before: pageParam ?? undefined };
      return (await client.get<{ result: MessageView[] }>(threadPath(id), { signal, query })).result;
    },
    // Pages are kept oldest first: older ones come before the first page.
    getPreviousPageParam: (first) => (first.length >= MESSAGE_PAGE_DEFAULT ? first[0].sentAt : undefined),
    getNextPageParam: () => undefined,
    // Live messages keep the thread current; a refetch would drop the pages scrolled back to.
    staleTime: Infinity,
  });

/** GET /v1/conversations/{id}/messages?since=: what came after the last message a thread holds (catching up after a reconnect). */
export async function fetchMessagesSince(client: Pick<ApiClient, 'get'>, id: number, since: string): Promise<MessageView[]> {
  return (await client.get<{ result: MessageView[] }>(threadPath(id), { query: { since, sort: 'asc', limit: MESSAGE_PAGE_MAX } })).result;
}

/** GET /v1/contact-list: people the caller follows, is followed by, or has talked with, by name. */
export const contactsQuery = (me: number, name: string, client: Pick<ApiClient, 'get'> = api) =>
  queryOptions({
    queryKey: messagesKeys.contacts(me, name),
    queryFn: async ({ signal }) =>
      (await client.get<{ result: ContactView[] }>(`${API_PREFIX}/contact-list`, { signal, query: { limit: CONVERSATION_PAGE_DEFAULT, name: name || undefined } })).result,
  });
