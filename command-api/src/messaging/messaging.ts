import { conversationStream, publicNameOf, type ConversationEvent, type ConversationView, type MessageView, type UserState } from '@decorlook/domain';
import {
  evolveConversation,
  evolveConversationPair,
  initialConversationPair,
  initialConversationState,
  interlocutorOf,
  unreadFor,
  type ConversationMessage,
  type ConversationPairEvent,
  type ConversationState,
} from '@decorlook/domain/messaging/conversation';
import type { Aggregate } from '@decorlook/infra/commands/handle';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';

/** What the messaging command handlers share: the conversation's aggregate, folds and the answers' shapes. */

export const conversationAggregate = (conversationId: number): Aggregate<ConversationState, ConversationEvent> => ({
  streamId: conversationStream(conversationId),
  initialState: initialConversationState,
  evolve: evolveConversation,
});

export const foldConversation = (events: readonly RecordedEvent[] = []) => events.reduce((s, e) => evolveConversation(s, e as unknown as ConversationEvent), initialConversationState());
export const foldConversationPair = (events: readonly RecordedEvent[] = []) => events.reduce((s, e) => evolveConversationPair(s, e as unknown as ConversationPairEvent), initialConversationPair());

export async function loadConversation(p: Pick<Platform, 'store'>, conversationId: number): Promise<ConversationState> {
  return foldConversation((await p.store.readStream(conversationStream(conversationId))).events);
}

export const presentMessage = (conversationId: number, m: ConversationMessage): MessageView => ({
  id: m.messageId,
  conversationId,
  senderId: m.senderId,
  type: m.type,
  version: m.version,
  body: m.body,
  sentAt: m.sentAt,
});

/**
 * A conversation in the shape GET /conversations/{id} answers, as `viewerId` sees it, from the
 * state a command decided on; the other member's public name and picture come from their account.
 */
export function presentConversation(s: ConversationState, viewerId: number, other: UserState | null): ConversationView {
  const otherId = interlocutorOf(s, viewerId);
  const interlocutor =
    otherId === null || other === null
      ? null
      : {
          id: otherId,
          displayName: publicNameOf({ erased: other.erased, displayName: other.profile.displayName, firstName: other.profile.firstName, lastName: other.profile.lastName }),
          avatar: other.avatar && !other.erased ? { userId: other.avatar.userId, hash: other.avatar.hash } : null,
          ambassador: other.ambassador !== null && !other.erased,
        };
  return {
    id: s.conversationId,
    type: s.type,
    name: s.name,
    participants: [...s.participants],
    interlocutor,
    createdAt: s.startedAt as string,
    updatedAt: (s.updatedAt ?? s.startedAt) as string,
    lastMessage: s.lastMessage ? presentMessage(s.conversationId, s.lastMessage) : null,
    unread: unreadFor(s, viewerId),
    readUpTo: s.readUpTo.get(viewerId) ?? null,
  };
}
