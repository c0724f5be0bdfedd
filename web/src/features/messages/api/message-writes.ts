import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_TYPE, MESSAGE_VERSION } from '@decorlook/domain/messaging/messaging.rules';
import type { ConversationView, MessageView } from '@decorlook/domain/messaging/messaging.views';
import { api, type ApiClient } from '../../../lib/api-client';
import { applyMessage, applyRead } from '../conversation-cache';
import { CONVERSATIONS_PATH, conversationPath, messagesKeys, threadPath } from '../../../lib/queries/messages';

/** What PATCH /v1/conversations/{id}/read answers. */
export interface ReadAnswer {
  conversationId: number;
  readUpTo: string;
  unread: number;
}

/** The body of POST /v1/conversations/{id}/messages (spec 3: type 1, version 0). */
export interface MessageBody {
  type: typeof MESSAGE_TYPE;
  version: typeof MESSAGE_VERSION;
  body: string;
}

export const messageBody = (body: string): MessageBody => ({ type: MESSAGE_TYPE, version: MESSAGE_VERSION, body });

export async function sendMessage(client: Pick<ApiClient, 'post'>, conversationId: number, body: string): Promise<MessageView> {
  return (await client.post<{ result: MessageView }>(threadPath(conversationId), messageBody(body))).result;
}

export async function markRead(client: Pick<ApiClient, 'patch'>, conversationId: number, timestamp: string): Promise<ReadAnswer> {
  return (await client.patch<{ result: ReadAnswer }>(`${conversationPath(conversationId)}/read`, { timestamp })).result;
}

/** The body of POST /v1/conversations. */
export interface StartBody {
  type: 'private';
  participants: number[];
  name: string;
}

export async function startConversation(client: Pick<ApiClient, 'post'>, otherId: number): Promise<ConversationView> {
  const body: StartBody = { type: 'private', participants: [otherId], name: '' };
  return (await client.post<{ result: ConversationView }>(CONVERSATIONS_PATH, body)).result;
}

/**
 * Sends a message; once the server has it, it is appended to the thread and its conversation
 * moves to the top of the list (the push that follows finds it there and changes nothing).
 * Failures stay with the compose box (field errors under it), so no toast here.
 */
export function useSendMessage(me: number, conversationId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'send', conversationId],
    mutationFn: (body: string) => sendMessage(client, conversationId, body),
    onSuccess: (message) => applyMessage(queryClient, me, message),
  });
}

/** Marks a conversation read up to a time; the unread list and counts follow the server's answer. */
export function useMarkRead(me: number, client: Pick<ApiClient, 'patch'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'read'],
    mutationFn: ({ conversationId, timestamp }: { conversationId: number; timestamp: string }) => markRead(client, conversationId, timestamp),
    onSuccess: (answer) => applyRead(queryClient, me, answer),
  });
}

/** Starts (or finds) the private conversation with another member and remembers it. */
export function useStartConversation(me: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'start'],
    mutationFn: (otherId: number) => startConversation(client, otherId),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagesKeys.conversation(me, conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations(me) });
    },
  });
}
