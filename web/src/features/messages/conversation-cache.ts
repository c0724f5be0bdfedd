import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { MESSAGE_TYPE, MESSAGE_VERSION } from '@decorlook/domain/messaging/messaging.rules';
import type { ConversationView, MessageSentPush, MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import type { ConversationPage } from '../../lib/queries/messages';
import { messagesKeys } from '../../lib/queries/messages';

/**
 * Spec 4 "Messaging", as changes to what the client holds:
 * - new messages are appended to their conversation (older ones are prepended by paging);
 * - a conversation with an update moves to the top of the list;
 * - a conversation with a new unread message moves to the top of the unread list, and leaves it
 *   once read.
 * The pure functions are the rules; `applyMessage` and `applyRead` put them into the query cache.
 */

/** A realtime push as the message it announces. */
export const messageFromPush = (push: MessageSentPush): MessageView => ({
  id: push.messageId,
  conversationId: push.conversationId,
  senderId: push.senderId,
  type: MESSAGE_TYPE,
  version: MESSAGE_VERSION,
  body: push.body,
  sentAt: push.sentAt,
});

const time = (iso: string) => Date.parse(iso);

/** The thread with the message appended (in time order; a message already there is not repeated). */
export function appendToThread(data: InfiniteData<MessageView[], string | null> | undefined, message: MessageView) {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
  const pages = [...data.pages];
  const last = [...pages[pages.length - 1], message];
  // Two messages sent at nearly the same time may arrive out of order.
  last.sort((a, b) => time(a.sentAt) - time(b.sentAt) || a.id - b.id);
  pages[pages.length - 1] = last;
  return { ...data, pages };
}

/** A conversation with this message as its latest (unread counted when someone else sent it and it is not being read). */
export function withLatestMessage(conversation: ConversationView, message: MessageView, me: number, countUnread: boolean): ConversationView {
  if (conversation.lastMessage?.id === message.id) return conversation;
  const newer = !conversation.lastMessage || time(message.sentAt) >= time(conversation.lastMessage.sentAt);
  const fromOther = message.senderId !== me;
  return {
    ...conversation,
    lastMessage: newer ? message : conversation.lastMessage,
    updatedAt: newer ? message.sentAt : conversation.updatedAt,
    unread: conversation.unread + (fromOther && countUnread ? 1 : 0),
  };
}

/**
 * The conversation list after a message: its conversation moves to the top (spec 4). `found` is
 * false when the list does not hold it (a conversation someone else just started).
 */
export function listWithMessage(
  data: InfiniteData<ConversationPage, number> | undefined,
  message: MessageView,
  me: number,
  countUnread: boolean,
): { data: InfiniteData<ConversationPage, number> | undefined; found: boolean } {
  if (!data) return { data, found: false };
  let found: ConversationView | null = null;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => {
      if (item.id !== message.conversationId) return true;
      found = item;
      return false;
    }),
  }));
  if (!found) return { data, found: false };
  const updated = withLatestMessage(found, message, me, countUnread);
  // Already told (the send's answer, then its push): nothing changes.
  if (updated === found && data.pages[0]?.items[0] === found) return { data, found: true };
  pages[0] = { ...pages[0], items: [updated, ...pages[0].items] };
  return { data: { ...data, pages }, found: true };
}

/** The unread list after a message from someone else: its conversation goes to the top with one more (spec 4). */
export function unreadWithMessage(unread: UnreadAnswer | undefined, message: MessageView, me: number): UnreadAnswer | undefined {
  if (!unread || message.senderId === me) return unread;
  const previous = unread.conversations.find((entry) => entry.conversationId === message.conversationId);
  const rest = unread.conversations.filter((entry) => entry.conversationId !== message.conversationId);
  return {
    total: unread.total + 1,
    conversations: [{ conversationId: message.conversationId, unread: (previous?.unread ?? 0) + 1 }, ...rest],
  };
}

/** The unread list once a conversation is read up to a point: it leaves the list when nothing unread remains (spec 4). */
export function unreadAfterRead(unread: UnreadAnswer | undefined, conversationId: number, remaining: number): UnreadAnswer | undefined {
  if (!unread) return unread;
  const previous = unread.conversations.find((entry) => entry.conversationId === conversationId);
  const before = previous?.unread ?? 0;
  const conversations =
    remaining > 0
      ? previous
        ? unread.conversations.map((entry) => (entry.conversationId === conversationId ? { ...entry, unread: remaining } : entry))
        : [{ conversationId, unread: remaining }, ...unread.conversations]
      : unread.conversations.filter((entry) => entry.conversationId !== conversationId);
  return { total: Math.max(0, unread.total - before + remaining), conversations };
}

/** The conversations in the unread list's order (newest unread first), from those the list holds. */
export function unreadConversations(list: ConversationView[], unread: UnreadAnswer | undefined): ConversationView[] {
  if (!unread) return [];
  const byId = new Map(list.map((conversation) => [conversation.id, conversation]));
  return unread.conversations.flatMap((entry) => {
    const conversation = byId.get(entry.conversationId);
    return conversation ? [{ ...conversation, unread: entry.unread }] : [];
  });
}

/** How many unread messages a conversation has, by the unread list (the one source of the counts shown). */
export function unreadOf(unread: UnreadAnswer | undefined, conversationId: number): number {
  return unread?.conversations.find((entry) => entry.conversationId === conversationId)?.unread ?? 0;
}

/**
 * Puts a new message (a push, or the answer to one's own send) into every cached view of it. A
 * message from someone else counts as unread even in the open conversation, until the page marks
 * it read (the server counts it so until then).
 * Answers whether the conversation was known to the list (if not, the list is read afresh).
 */
export function applyMessage(queryClient: QueryClient, me: number, message: MessageView): { known: boolean } {
  queryClient.setQueryData<InfiniteData<MessageView[], string | null>>(messagesKeys.thread(me, message.conversationId), (data) => appendToThread(data, message));
  queryClient.setQueryData<ConversationView>(messagesKeys.conversation(me, message.conversationId), (conversation) =>
    conversation ? withLatestMessage(conversation, message, me, true) : conversation,
  );
  let known = false;
  queryClient.setQueryData<InfiniteData<ConversationPage, number>>(messagesKeys.conversations(me), (data) => {
    const next = listWithMessage(data, message, me, true);
    known = next.found;
    return next.data;
  });
  if (!known) void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(me) });
  queryClient.setQueryData<UnreadAnswer>(messagesKeys.unread(me), (unread) => unreadWithMessage(unread, message, me));
  // Contacts carry the conversation id: a first message may have made someone a contact.
  void queryClient.invalidateQueries({ queryKey: messagesKeys.contactsAll(me), refetchType: 'none' });
  return { known };
}

/** Puts a read mark the server answered into the unread list, the conversation list and the conversation. */
export function applyRead(queryClient: QueryClient, me: number, answer: { conversationId: number; readUpTo: string; unread: number }): void {
  const mark = (conversation: ConversationView): ConversationView =>
    conversation.id === answer.conversationId ? { ...conversation, unread: answer.unread, readUpTo: answer.readUpTo } : conversation;
  queryClient.setQueryData<UnreadAnswer>(messagesKeys.unread(me), (unread) => unreadAfterRead(unread, answer.conversationId, answer.unread));
  queryClient.setQueryData<ConversationView>(messagesKeys.conversation(me, answer.conversationId), (conversation) => (conversation ? mark(conversation) : conversation));
  queryClient.setQueryData<InfiniteData<ConversationPage, number>>(messagesKeys.conversations(me), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })) } : data,
  );
}

/** Every conversation the list holds, in its order. */
export const listedConversations = (data: { pages: ConversationPage[] } | undefined): ConversationView[] => data?.pages.flatMap((page) => page.items) ?? [];
