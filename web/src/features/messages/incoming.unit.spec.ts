import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MessageSentPush, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import { messagesKeys, unreadQuery } from '../../lib/queries/messages';
import { conversationView } from '../../test/fixtures';
import { catchUp, receiveMessage, previewOf, type IncomingDeps } from './incoming';

const ME = 1;
const push = (over: Partial<MessageSentPush> = {}): MessageSentPush => ({ conversationId: 4, senderId: 2, body: 'Do you like the teak sideboard?', sentAt: '2026-01-05T10:00:00.000Z', messageId: 30, ...over });
const conversation = conversationView();

function deps(over: Partial<IncomingDeps> = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<UnreadAnswer>(messagesKeys.unread(ME), { total: 0, conversations: [] });
  const order: string[] = [];
  const all: IncomingDeps = {
    me: ME,
    queryClient,
    openConversationId: () => null,
    fetchSender: vi.fn(async () => {
      order.push('sender');
      return { displayName: 'Ana Lima' };
    }),
    fetchConversation: vi.fn(async () => {
      order.push('conversation');
      return conversation;
    }),
    announce: vi.fn(() => order.push('toast')),
    ...over,
  };
  return { all, order, queryClient };
}

describe('a message pushed in realtime (spec 4 "Messaging")', () => {
  it('outside the open conversation: fetches the sender and the conversation, then shows "New message from {name}"', async () => {
    const { all, order, queryClient } = deps();
    await receiveMessage(all, push());
    expect(all.fetchSender).toHaveBeenCalledWith(2);
    expect(all.fetchConversation).toHaveBeenCalledWith(4);
    expect(order.at(-1)).toBe('toast');
    expect(all.announce).toHaveBeenCalledWith({ title: 'New message from Ana Lima', body: 'Do you like the teak sideboard?', conversationId: 4 });
    // The badge counts it.
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 1, conversations: [{ conversationId: 4, unread: 1 }] });
  });

  it('in the open conversation: no toast (the page shows it)', async () => {
    const { all } = deps({ openConversationId: () => 4 });
    await receiveMessage(all, push());
    expect(all.announce).not.toHaveBeenCalled();
  });

  it("one's own message (sent from another tab): no toast, nothing unread", async () => {
    const { all, queryClient } = deps();
    await receiveMessage(all, push({ senderId: ME }));
    expect(all.announce).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 0, conversations: [] });
  });

  it("names the conversation's member when the sender cannot be read", async () => {
    const { all } = deps({ fetchSender: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await receiveMessage(all, push());
    expect(all.announce).toHaveBeenCalledWith(expect.objectContaining({ title: 'New message from Ana Lima' }));
  });

  it('previews a long message on one line, and an erased one as deleted', () => {
    expect(previewOf('a\n\nb')).toBe('a b');
    expect(previewOf('x'.repeat(300))).toHaveLength(120);
    expect(previewOf('')).toBe('This message was deleted');
  });
});

describe('catching up when the socket connects (again)', () => {
  it('reads afresh what was read before, appends what a held thread missed, and announces a conversation that gained unread messages', async () => {
    const { all, queryClient } = deps();
    const missed = { id: 31, conversationId: 4, senderId: 2, type: 1, version: 0, body: 'Are you there?', sentAt: '2026-01-05T10:05:00.000Z' };
    let unreadNow: UnreadAnswer = { total: 0, conversations: [] };
    const get = vi.fn(async (path: string) => {
      if (path === '/v1/conversations/unread') return { result: unreadNow };
      if (path === '/v1/conversations/4/messages') return { result: [missed] };
      throw new Error(`unexpected ${path}`);
    });
    queryClient.removeQueries({ queryKey: messagesKeys.unread(ME) });
    await queryClient.fetchQuery(unreadQuery(ME, { get: get as never }));
    // Sent while the socket was away.
    unreadNow = { total: 1, conversations: [{ conversationId: 4, unread: 1 }] };
    queryClient.setQueryData(messagesKeys.thread(ME, 4), { pages: [[{ ...missed, id: 30, body: 'Hello', sentAt: '2026-01-05T10:00:00.000Z' }]], pageParams: [null] });
    vi.mocked(all.fetchConversation).mockResolvedValue({ ...conversation, lastMessage: missed, unread: 1 });

    await catchUp({ ...all, client: { get } as never }, Date.now() + 1);

    expect(queryClient.getQueryData(messagesKeys.unread(ME))).toEqual({ total: 1, conversations: [{ conversationId: 4, unread: 1 }] });
    expect(get).toHaveBeenCalledWith('/v1/conversations/4/messages', { query: { since: '2026-01-05T10:00:00.000Z', sort: 'asc', limit: 100 } });
    expect((queryClient.getQueryData(messagesKeys.thread(ME, 4)) as { pages: { id: number }[][] }).pages.flat().map((m) => m.id)).toEqual([30, 31]);
    expect(all.announce).toHaveBeenCalledWith({ title: 'New message from Ana Lima', body: 'Are you there?', conversationId: 4 });
  });

  it('announces nothing on a first load (nothing was counted before) nor for the open conversation', async () => {
    const { all } = deps({ openConversationId: () => 4 });
    all.queryClient.removeQueries();
    await catchUp({ ...all, client: { get: vi.fn(async () => ({ result: [] })) } as never }, Date.now());
    expect(all.announce).not.toHaveBeenCalled();
  });
});
