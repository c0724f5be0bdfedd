import { publicNameOf, type ContactView, type ConversationView, type MessageView } from '@decorlook/domain';

/** The other member's `users` columns (read now, so an erased member reads "Deleted user"). */
export interface PersonColumns {
  person_id: number;
  person_known: boolean;
  person_erased: boolean | null;
  person_display_name: string | null;
  person_first_name: string | null;
  person_last_name: string | null;
  person_avatar_user_id: number | null;
  person_avatar_hash: string | null;
  person_ambassador: boolean | null;
}

/** The other member as a conversation shows them: name, picture (none once erased) and whether an ambassador. */
export function personOf(r: PersonColumns): NonNullable<ConversationView['interlocutor']> {
  const erased = !r.person_known || r.person_erased === true;
  return {
    id: r.person_id,
    displayName: publicNameOf({ erased, displayName: r.person_display_name, firstName: r.person_first_name, lastName: r.person_last_name }),
    avatar: !erased && r.person_avatar_user_id !== null && r.person_avatar_hash !== null ? { userId: r.person_avatar_user_id, hash: r.person_avatar_hash } : null,
    ambassador: !erased && r.person_ambassador === true,
  };
}

/** A row of the `messages` view. */
export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  type: number;
  version: number;
  body: string;
  sent_at: Date;
}

export const presentMessage = (m: MessageRow): MessageView => ({
  id: m.id,
  conversationId: m.conversation_id,
  senderId: m.sender_id,
  type: m.type,
  version: m.version,
  body: m.body,
  sentAt: m.sent_at.toISOString(),
});

/** A conversation with the caller's read mark, the other member and the last message (`m_` columns). */
export interface ConversationRow extends Partial<PersonColumns> {
  id: number;
  type: ConversationView['type'];
  name: string;
  participants: number[];
  created_at: Date;
  updated_at: Date;
  unread: number;
  read_up_to: Date | null;
  m_id: number | null;
  m_sender_id: number;
  m_type: number;
  m_version: number;
  m_body: string;
  m_sent_at: Date;
}

/** A conversation as the caller sees it: the other member, the last message, their unread count and read mark. */
export function presentConversation(r: ConversationRow): ConversationView {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    participants: r.participants,
    interlocutor: r.person_id == null ? null : personOf(r as PersonColumns),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    lastMessage:
      r.m_id === null
        ? null
        : presentMessage({ id: r.m_id, conversation_id: r.id, sender_id: r.m_sender_id, type: r.m_type, version: r.m_version, body: r.m_body, sent_at: r.m_sent_at }),
    unread: r.unread,
    readUpTo: r.read_up_to?.toISOString() ?? null,
  };
}

export interface ContactRow extends PersonColumns {
  is_followed: boolean;
  follows_you: boolean;
  conversation_id: number | null;
}

/** A contact: the person, whether each follows the other, and their private conversation if any. */
export const presentContact = (r: ContactRow): ContactView => ({ ...personOf(r), isFollowed: r.is_followed, followsYou: r.follows_you, conversationId: r.conversation_id });

/** What the realtime relay emits for a new message, with who is to receive it. */
export interface MessagePush {
  conversationId: number;
  senderId: number;
  body: string;
  sentAt: string;
  messageId: number;
  participants: number[];
}

/** A message as the realtime relay pushes it, with the conversation's participants. */
export const presentMessagePush = (m: Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'sent_at'> & { participants: number[] }): MessagePush => ({
  conversationId: m.conversation_id,
  senderId: m.sender_id,
  body: m.body,
  sentAt: m.sent_at.toISOString(),
  messageId: m.id,
  participants: m.participants,
});
