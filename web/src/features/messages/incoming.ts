import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationView, MessageSentPush, MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import type { ApiClient } from '../../lib/api-client';
import { appendToThread, applyMessage, messageFromPush, unreadOf } from './conversation-cache';
import { fetchMessagesSince, messagesKeys } from '../../lib/queries/messages';

export interface IncomingDeps {
  me: number;
  queryClient: QueryClient;
  /** The conversation shown on the messages page, if any. */
  openConversationId: () => number | null;
  /** The sender's public name (GET /user/{id}). */
  fetchSender: (userId: number) => Promise<{ displayName: string }>;
  /** The conversation (GET /conversations/{id}). */
  fetchConversation: (id: number) => Promise<ConversationView>;
  /** Shows "New message from {name}"; opening it leads to the conversation. */
  announce: (toast: NewMessageToast) => void;
}

export interface NewMessageToast {
  title: string;
  body: string;
  conversationId: number;
}

export const newMessageTitle = (name: string) => `New message from ${name}`;
const PREVIEW_LENGTH = 120;
export const DELETED_MESSAGE = 'This message was deleted';

/** A message's text as a one-line preview. */
export function previewOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return DELETED_MESSAGE;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/**
 * A MessageSent push (spec 4 "Messaging"): the message joins every cached view of its
 * conversation; when it comes from someone else and is not for the conversation on screen, the
 * sender and the conversation are fetched first, then "New message from {name}" is shown.
 */
export async function receiveMessage(deps: IncomingDeps, push: MessageSentPush): Promise<void> {
  applyMessage(deps.queryClient, deps.me, messageFromPush(push));
  await announceMessage(deps, push);
}

/** The toast for a message from someone else outside the open conversation, once its sender and conversation are read. */
async function announceMessage(deps: IncomingDeps, push: MessageSentPush): Promise<void> {
  if (push.senderId === deps.me || deps.openConversationId() === push.conversationId) return;
  const [sender, conversation] = await Promise.allSettled([deps.fetchSender(push.senderId), deps.fetchConversation(push.conversationId)]);
  const name =
    (sender.status === 'fulfilled' ? sender.value.displayName : null) ??
    (conversation.status === 'fulfilled' ? conversation.value.interlocutor?.displayName : null) ??
    'a member';
  // The member may have opened it meanwhile.
  if (deps.openConversationId() === push.conversationId) return;
  deps.announce({ title: newMessageTitle(name), body: previewOf(push.body), conversationId: push.conversationId });
}

/**
 * The socket connected (again) at `at`: whatever was read before then may lack what was pushed
 * meanwhile. Counts and lists read before are read afresh; each thread held asks for what was
 * sent after its last message (so the pages scrolled back to stay); and a conversation that
 * gained unread messages meanwhile is announced as a push would have been.
 */
export async function catchUp(deps: IncomingDeps & { client: Pick<ApiClient, 'get'> }, at: number): Promise<void> {
  const { queryClient, me, client } = deps;
  const readBefore = (query: { state: { dataUpdatedAt: number } }) => query.state.dataUpdatedAt < at;
  const before = queryClient.getQueryState<UnreadAnswer>(messagesKeys.unread(me));
  const counted = before && before.dataUpdatedAt < at ? before.data : undefined;
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(me), predicate: readBefore });
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversationAll(me), predicate: readBefore });
  const threads = queryClient.getQueriesData<InfiniteData<MessageView[], string | null>>({ queryKey: messagesKeys.threads(me) });
  await Promise.all([
    // Read again even with no badge on screen (small screens): the comparison below needs it.
    queryClient.invalidateQueries({ queryKey: messagesKeys.unread(me), predicate: readBefore, refetchType: 'all' }),
    ...threads.map(async ([key, data]) => {
      const conversationId = Number(key[3]);
      const last = data?.pages.at(-1)?.at(-1);
      if (!last) {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      for (const message of await fetchMessagesSince(client, conversationId, last.sentAt)) {
        queryClient.setQueryData<InfiniteData<MessageView[], string | null>>(key, (current) => appendToThread(current, message));
      }
    }),
  ]);
  if (!counted) return;
  const now = queryClient.getQueryData<UnreadAnswer>(messagesKeys.unread(me));
  const gained = (now?.conversations ?? []).filter((entry) => entry.unread > unreadOf(counted, entry.conversationId) && entry.conversationId !== deps.openConversationId());
  await Promise.all(
    gained.map(async (entry) => {
      // Marked stale above, so this reads it afresh, with its last message.
      const conversation = await deps.fetchConversation(entry.conversationId);
      const last = conversation.lastMessage;
      if (!last || last.senderId === me) return;
      await announceMessage(deps, { conversationId: last.conversationId, senderId: last.senderId, body: last.body, sentAt: last.sentAt, messageId: last.id });
    }),
  );
}
