import type { MarkReadInput } from '@decorlook/domain';
import { unreadFor } from '@decorlook/domain/messaging/conversation';
import { decideConversation, readMarkOf } from '@decorlook/domain/messaging/conversation.decide';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { nowOf } from '../identity/identity';
import { conversationAggregate } from './messaging';

/**
 * A participant has read everything sent up to a time. The mark only moves forward: an older
 * time writes nothing and is answered with the mark as it stands, and the unread count with it.
 */
export async function markConversationRead(p: Pick<Platform, 'store' | 'clock'>, conversationId: number, userId: number, input: MarkReadInput, meta: EventMetadata) {
  const now = nowOf(p);
  const r = await handleCommand(p.store, conversationAggregate(conversationId), (s) => decideConversation({ type: 'MarkConversationRead', userId, timestamp: input.timestamp, now }, s), meta);
  return {
    position: r.position,
    answer: { conversationId, readUpTo: r.state.readUpTo.get(userId) ?? readMarkOf(input.timestamp, now), unread: unreadFor(r.state, userId) },
  };
}
