import { conversationStream, type ConversationEvent, type SendMessageInput } from '@decorlook/domain';
import type { ConversationMessage } from '@decorlook/domain/messaging/conversation';
import { decideConversation } from '@decorlook/domain/messaging/conversation.decide';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { loadUser, nowOf } from '../identity/identity';
import { conversationAggregate, loadConversation } from './messaging';

type Sent = Extract<ConversationEvent, { type: 'MessageSent' }>['data'];

/**
 * A participant writes in the conversation. The message carries the participants (so the read
 * side needs no other stream) and its body is sealed under the sender's key by the store.
 */
export async function sendMessage(p: Pick<Platform, 'store' | 'clock' | 'nextId'>, conversationId: number, userId: number, input: SendMessageInput, meta: EventMetadata) {
  // The other participants, each from their own stream: a member who left or was erased is written to no more.
  const { participants } = await loadConversation(p, conversationId);
  const others = participants.filter((id) => id !== userId);
  const recipients = Object.fromEntries(await Promise.all(others.map(async (id) => [id, await loadUser(p, id)] as const)));
  const messageId = await p.nextId('message_ids');
  const r = await handleCommand(p.store, conversationAggregate(conversationId), (s) => decideConversation({ type: 'SendMessage', messageId, userId, recipients, body: input.body, now: nowOf(p) }, s), meta);
  const sent = r.replayed ? await sentBefore(p, conversationId, meta) : r.events.find((e) => e.type === 'MessageSent')?.data;
  if (!sent || !('messageId' in sent)) throw new Error(`conversation ${conversationId}: the message sent is not in its history`);
  const message: ConversationMessage = { messageId: sent.messageId, senderId: sent.senderId, type: sent.type, version: sent.version, body: sent.body, sentAt: sent.sentAt };
  return { position: r.position, message };
}

/** The message this same keyed request wrote before (a retry after the append, before its answer was stored). */
async function sentBefore(p: Pick<Platform, 'store'>, conversationId: number, meta: EventMetadata): Promise<Sent | undefined> {
  const { events } = await p.store.readStream(conversationStream(conversationId));
  return events.find((e) => e.type === 'MessageSent' && e.metadata.operationId === meta.operationId)?.data as Sent | undefined;
}
