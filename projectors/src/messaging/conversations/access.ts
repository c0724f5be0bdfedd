import { NoSuchConversation, NotAParticipant } from '@decorlook/domain';

/** Whether the caller is a member of a conversation (`conversationMembership`); null when there is no such conversation. */
export interface ConversationMembership {
  member: boolean;
}

/** Only participants read a conversation and its messages: one that does not exist is not there (404), someone else's is refused (403). */
export function conversationReadByParticipants(membership: ConversationMembership | null): void {
  if (!membership) throw new NoSuchConversation();
  if (!membership.member) throw new NotAParticipant();
}
