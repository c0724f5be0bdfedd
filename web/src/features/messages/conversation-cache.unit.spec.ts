import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationView, MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import { messagesKeys, type ConversationPage } from '../../lib/queries/messages';
import { appendToThread, applyMessage, applyRead, listedConversations, listWithMessage, unreadAfterRead, unreadConversations, unreadWithMessage } from './conversation-cache';

const ME = 1;
const message = (id: number, conversationId: number, senderId: number, sentAt: string, body = `message ${id}`): MessageView => ({ id, conversationId, senderId, type: 1, version: 0, body, sentAt });
const conversation = (id: number, updatedAt: string, unread = 0): ConversationView => ({
  id,
  type: 'private',
  name: '',
  participants: [ME, id + 100],
  interlocutor: { id: id + 100, displayName: `Member ${id}`, avatar: null, ambassador: false },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  lastMessage: null,
  unread,
  readUpTo: null,
});
const pages = (...lists: ConversationView[][]): InfiniteData<ConversationPage, number> => ({
  pages: lists.map((items, index) => ({ items, offset: index * 2, limit: 2 })),
  pageParams: lists.map((_, index) => index * 2),
});

describe('the conversation list (spec 4: a conversation with an update moves to the top)', () => {
  it('moves the updated conversation to the top, from any page, with its last message and one more unread', () => {
    const data = pages([conversation(1, '2026-01-03T00:00:00Z'), conversation(2, '2026-01-02T00:00:00Z')], [conversation(3, '2026-01-01T00:00:00Z')]);
    const { data: next, found } = listWithMessage(data, message(9, 3, 103, '2026-01-04T00:00:00Z'), ME, true);
    expect(found).toBe(true);
    expect(listedConversations(next).map((c) => c.id)).toEqual([3, 1, 2]);
    const moved = listedConversations(next)[0];
    expect(moved.lastMessage?.id).toBe(9);
    expect(moved.updatedAt).toBe('2026-01-04T00:00:00Z');
    expect(moved.unread).toBe(1);
    // The pages keep their sizes' meaning: the moved one left page 2.
    expect(next?.pages[1].items).toEqual([]);
  });

  it("does not count one's own message as unread, nor the same message twice", () => {
    const data = pages([conversation(1, '2026-01-03T00:00:00Z'), conversation(2, '2026-01-02T00:00:00Z')]);
    const mine = message(5, 2, ME, '2026-01-04T00:00:00Z');
    const once = listWithMessage(data, mine, ME, true).data;
    expect(listedConversations(once)[0]).toMatchObject({ id: 2, unread: 0 });
    const twice = listWithMessage(once, mine, ME, true).data;
    expect(twice).toBe(once);
  });

  it('says when the list does not hold the conversation (someone just started it)', () => {
    const data = pages([conversation(1, '2026-01-03T00:00:00Z')]);
    expect(listWithMessage(data, message(5, 7, 107, '2026-01-04T00:00:00Z'), ME, true)).toEqual({ data, found: false });
  });
});

describe('the unread list (spec 4: a new unread conversation moves to the top, and leaves once read)', () => {
  const unread: UnreadAnswer = { total: 3, conversations: [{ conversationId: 1, unread: 2 }, { conversationId: 2, unread: 1 }] };

  it('puts a conversation with a new message from someone else on top, counting it', () => {
    expect(unreadWithMessage(unread, message(7, 2, 102, '2026-01-05T00:00:00Z'), ME)).toEqual({
      total: 4,
      conversations: [{ conversationId: 2, unread: 2 }, { conversationId: 1, unread: 2 }],
    });
    expect(unreadWithMessage(unread, message(8, 9, 109, '2026-01-05T00:00:00Z'), ME)).toEqual({
      total: 4,
      conversations: [{ conversationId: 9, unread: 1 }, { conversationId: 1, unread: 2 }, { conversationId: 2, unread: 1 }],
    });
  });

  it("leaves it unchanged for one's own message", () => {
    expect(unreadWithMessage(unread, message(7, 2, ME, '2026-01-05T00:00:00Z'), ME)).toBe(unread);
  });

  it('removes a conversation once read, or keeps what the server still counts', () => {
    expect(unreadAfterRead(unread, 1, 0)).toEqual({ total: 1, conversations: [{ conversationId: 2, unread: 1 }] });
    expect(unreadAfterRead(unread, 1, 1)).toEqual({ total: 2, conversations: [{ conversationId: 1, unread: 1 }, { conversationId: 2, unread: 1 }] });
  });

  it('lists the unread conversations in the unread order, with their counts', () => {
    const list = [conversation(1, '2026-01-03T00:00:00Z'), conversation(2, '2026-01-04T00:00:00Z'), conversation(3, '2026-01-05T00:00:00Z')];
    expect(unreadConversations(list, { total: 3, conversations: [{ conversationId: 2, unread: 1 }, { conversationId: 1, unread: 2 }] }).map((c) => [c.id, c.unread])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
});

describe('a thread (spec 4: new messages are appended)', () => {
  const thread: InfiniteData<MessageView[], string | null> = {
    pages: [[message(1, 5, 105, '2026-01-01T00:00:00Z')], [message(2, 5, ME, '2026-01-02T00:00:00Z'), message(3, 5, 105, '2026-01-03T00:00:00Z')]],
    pageParams: ['2026-01-02T00:00:00Z', null],
  };

  it('appends to the last page, in time order, once', () => {
    const next = appendToThread(thread, message(4, 5, 105, '2026-01-04T00:00:00Z'));
    expect(next?.pages.flat().map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(appendToThread(next, message(4, 5, 105, '2026-01-04T00:00:00Z'))).toBe(next);
    const late = appendToThread(next, message(6, 5, 105, '2026-01-03T12:00:00Z'));
    expect(late?.pages.flat().map((m) => m.id)).toEqual([1, 2, 3, 6, 4]);
  });
});

describe('the cache after a message and a read', () => {
  it('updates the thread, the list and the unread counts together; a read takes it off the unread list', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messagesKeys.conversations(ME), pages([conversation(1, '2026-01-03T00:00:00Z'), conversation(2, '2026-01-02T00:00:00Z')]));
    queryClient.setQueryData<UnreadAnswer>(messagesKeys.unread(ME), { total: 0, conversations: [] });
    queryClient.setQueryData<InfiniteData<MessageView[], string | null>>(messagesKeys.thread(ME, 2), { pages: [[]], pageParams: [null] });

    const incoming = message(11, 2, 102, '2026-01-05T00:00:00Z', 'Hello there');
    expect(applyMessage(queryClient, ME, incoming)).toEqual({ known: true });
    expect(queryClient.getQueryData<InfiniteData<MessageView[]>>(messagesKeys.thread(ME, 2))?.pages.flat()).toEqual([incoming]);
    expect(listedConversations(queryClient.getQueryData(messagesKeys.conversations(ME))).map((c) => [c.id, c.unread, c.lastMessage?.body ?? null])).toEqual([
      [2, 1, 'Hello there'],
      [1, 0, null],
    ]);
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 1, conversations: [{ conversationId: 2, unread: 1 }] });

    applyRead(queryClient, ME, { conversationId: 2, readUpTo: incoming.sentAt, unread: 0 });
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 0, conversations: [] });
    expect(listedConversations(queryClient.getQueryData(messagesKeys.conversations(ME)))[0]).toMatchObject({ id: 2, unread: 0, readUpTo: incoming.sentAt });
  });
});
