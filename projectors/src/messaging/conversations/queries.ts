import type { ContactListInput, ContactView, ConversationListInput, ConversationView, MessageListInput, MessageView, UnreadAnswer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import type { ConversationMembership } from './access';
import { presentContact, presentConversation, presentMessage, presentMessagePush, type ContactRow, type ConversationRow, type MessagePush, type MessageRow } from './present';

/**
 * Messaging as a member reads it, from the views the messaging projector keeps (`conversations`,
 * `conversation_members`, `messages`) joined with `users` for the other member's name and
 * picture (read now, so an erased member reads "Deleted user") and `follows` for the contacts.
 */

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The name others see, in SQL, for filtering (publicNameOf's rule but "Member"). */
const PUBLIC_NAME = (u: string) =>
  `CASE WHEN ${u}.erased THEN 'Deleted user' WHEN ${u}.display_name IS NOT NULL AND ${u}.display_name <> '' AND position('@' in ${u}.display_name) = 0 THEN ${u}.display_name
    ELSE concat_ws(' ', ${u}.first_name, ${u}.last_name) END`;

/** The other member's columns (present.ts `PersonColumns`) from a `users` row joined as `u`. */
const PERSON_COLUMNS = (u: string) => `${u}.id IS NOT NULL AS person_known, ${u}.erased AS person_erased, ${u}.display_name AS person_display_name,
  ${u}.first_name AS person_first_name, ${u}.last_name AS person_last_name, ${u}.avatar_user_id AS person_avatar_user_id, ${u}.avatar_hash AS person_avatar_hash,
  ${u}.ambassador AS person_ambassador`;

/** The caller's conversations with the other member and the last message; `$1` is the caller. */
const CONVERSATIONS = `SELECT c.id, c.type, c.name, c.participants, c.created_at, c.updated_at, cm.unread, cm.read_up_to,
    o.user_id AS person_id, ${PERSON_COLUMNS('u')},
    m.id AS m_id, m.sender_id AS m_sender_id, m.type AS m_type, m.version AS m_version, m.body AS m_body, m.sent_at AS m_sent_at
  FROM conversation_members cm
  JOIN conversations c ON c.id = cm.conversation_id
  LEFT JOIN LATERAL (SELECT x.user_id FROM conversation_members x WHERE x.conversation_id = c.id AND x.user_id <> cm.user_id ORDER BY x.user_id LIMIT 1) o ON true
  LEFT JOIN users u ON u.id = o.user_id
  LEFT JOIN messages m ON m.id = c.last_message_id
  WHERE cm.user_id = $1`;

/** Whether the caller is a member of the conversation (access.ts decides what that lets them read); null when there is no such conversation. */
export async function conversationMembership(sql: Sql, conversationId: number, userId: number): Promise<ConversationMembership | null> {
  const { rows } = await sql.query<ConversationMembership>(
    `SELECT EXISTS (SELECT 1 FROM conversation_members cm WHERE cm.conversation_id = c.id AND cm.user_id = $2) AS member FROM conversations c WHERE c.id = $1`,
    [conversationId, userId],
  );
  return rows[0] ?? null;
}

/** The ids of the member's conversations (the rooms their realtime connection joins). */
export async function conversationIdsOf(sql: Sql, userId: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>('SELECT conversation_id AS id FROM conversation_members WHERE user_id = $1', [userId]);
  return rows.map((r) => Number(r.id));
}

/** The caller's conversations, the latest update first; `name` matches the other member's name or the conversation's. */
export async function conversationsOf(sql: Sql, userId: number, q: ConversationListInput): Promise<ConversationView[]> {
  const params: unknown[] = [userId];
  const where: string[] = [];
  if (q.name) {
    params.push(`%${escapeLike(q.name)}%`);
    where.push(`(${PUBLIC_NAME('u')} ILIKE $${params.length} OR c.name ILIKE $${params.length})`);
  }
  if (q.interlocutor) {
    params.push(q.interlocutor);
    where.push(`o.user_id = $${params.length}`);
  }
  params.push(q.offset, q.limit);
  const { rows } = await sql.query<ConversationRow>(
    `${CONVERSATIONS} ${where.map((w) => `AND ${w}`).join(' ')} ORDER BY c.updated_at DESC, c.id DESC OFFSET $${params.length - 1} LIMIT $${params.length}`,
    params,
  );
  return rows.map(presentConversation);
}

/** One conversation as the caller sees it (null when they are not in it). */
export async function conversationOfMember(sql: Sql, userId: number, conversationId: number): Promise<ConversationView | null> {
  const { rows } = await sql.query<ConversationRow>(`${CONVERSATIONS} AND c.id = $2`, [userId, conversationId]);
  return rows[0] ? presentConversation(rows[0]) : null;
}

/** Unread messages over all the caller's conversations, and per conversation (only those with any), the newest first. */
export async function unreadOf(sql: Sql, userId: number): Promise<UnreadAnswer> {
  const { rows } = await sql.query<{ conversation_id: number; unread: number }>(
    `SELECT cm.conversation_id, cm.unread FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id
     WHERE cm.user_id = $1 AND cm.unread > 0 ORDER BY c.updated_at DESC, c.id DESC`,
    [userId],
  );
  return { total: rows.reduce((n, r) => n + r.unread, 0), conversations: rows.map((r) => ({ conversationId: r.conversation_id, unread: r.unread })) };
}

/**
 * A conversation's messages (messageListInput): without `since`, the latest `limit` (older than
 * `before` when given); with `since`, the first `limit` after it; answered in `sort` order.
 */
export async function messagesOf(sql: Sql, conversationId: number, q: MessageListInput): Promise<MessageView[]> {
  const params: unknown[] = [conversationId];
  const where: string[] = [];
  if (q.since) {
    params.push(q.since);
    where.push(`sent_at > $${params.length}`);
  }
  if (q.before) {
    params.push(q.before);
    where.push(`sent_at < $${params.length}`);
  }
  params.push(q.limit);
  // With `since` the page starts there and runs forward; otherwise it ends at the newest (or at `before`).
  const pick = q.since ? 'ASC' : 'DESC';
  const { rows } = await sql.query<MessageRow>(
    `SELECT id, conversation_id, sender_id, type, version, body, sent_at FROM messages
     WHERE conversation_id = $1 ${where.map((w) => `AND ${w}`).join(' ')}
     ORDER BY sent_at ${pick}, id ${pick} LIMIT $${params.length}`,
    params,
  );
  const ordered = (q.sort === 'asc') === (pick === 'ASC') ? rows : rows.reverse();
  return ordered.map(presentMessage);
}

/**
 * People the caller follows, is followed by, or has a conversation with: never the caller, nor
 * anyone deactivated or erased. The most recent conversation first, then by name.
 */
export async function contactsOf(sql: Sql, userId: number, q: ContactListInput): Promise<ContactView[]> {
  const params: unknown[] = [userId];
  let nameFilter = '';
  if (q.name) {
    params.push(`%${escapeLike(q.name)}%`);
    nameFilter = `AND ${PUBLIC_NAME('u')} ILIKE $${params.length}`;
  }
  params.push(q.offset, q.limit);
  const { rows } = await sql.query<ContactRow>(
    `WITH talked AS (
       SELECT DISTINCT ON (o.user_id) o.user_id, c.id AS conversation_id, c.updated_at
       FROM conversation_members cm
       JOIN conversations c ON c.id = cm.conversation_id
       JOIN conversation_members o ON o.conversation_id = c.id AND o.user_id <> cm.user_id
       WHERE cm.user_id = $1 AND c.type = 'private'
       ORDER BY o.user_id, c.updated_at DESC),
     people AS (
       SELECT user_id FROM follows WHERE follower_id = $1
       UNION SELECT follower_id FROM follows WHERE user_id = $1
       UNION SELECT user_id FROM talked)
     SELECT u.id AS person_id, ${PERSON_COLUMNS('u')},
       EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.user_id = u.id) AS is_followed,
       EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id AND f.user_id = $1) AS follows_you,
       t.conversation_id
     FROM people p
     JOIN users u ON u.id = p.user_id
     LEFT JOIN talked t ON t.user_id = u.id
     WHERE u.id <> $1 AND NOT u.erased AND NOT u.deactivated ${nameFilter}
     ORDER BY t.updated_at DESC NULLS LAST, lower(${PUBLIC_NAME('u')}), u.id
     OFFSET $${params.length - 1} LIMIT $${params.length}`,
    params,
  );
  return rows.map(presentContact);
}

/** What the realtime relay emits for a new message (MessageSent), with who is to receive it; null once it is gone. */
export async function loadMessagePush(sql: Sql, messageId: number): Promise<MessagePush | null> {
  const { rows } = await sql.query<Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'sent_at'> & { participants: number[] }>(
    `SELECT m.id, m.conversation_id, m.sender_id, m.body, m.sent_at, c.participants
     FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
    [messageId],
  );
  return rows[0] ? presentMessagePush(rows[0]) : null;
}
