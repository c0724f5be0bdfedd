import { isParticipant, type ConversationState } from './conversation';
import { NoSuchConversation, NotAParticipant } from './messaging.errors';

/** Only participants see that a conversation goes on, write in it or mark it read; to anyone else an unknown one does not exist. */
export function conversationParticipant(state: ConversationState, userId: number): void {
  if (!state.exists) throw new NoSuchConversation();
  if (!isParticipant(state, userId)) throw new NotAParticipant();
}
