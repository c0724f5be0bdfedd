import type { ConversationEvent, UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';
import { queueRealtime } from '@decorlook/infra/realtime/outbox';

export const MESSAGING_PROJECTOR = 'messaging';

/**
 * Private conversations as their members read them: the conversation (its last update and last
 * message), each member's read mark and unread count, and the messages. Every conversation event
 * lives in `conversation-<id>`, so the conversation row's position guards them all: an event at
 * or below it was applied already and changes nothing, which makes delivering events again
 * harmless.
 *
 * Names and avatars are joined at read time from `users`. An erased member's messages stay (the
 * other member's conversation keeps its shape) with their bodies blanked, and so does the name
 * they gave the conversation; `messaging_erased` remembers them, so a message delivered again
 * after the erasure stays blank.
 *
 * A fresh message or conversation queues a realtime push in the same transaction, so the push
 * goes out only once what it points at can be read.
 */
export const messagingProjector: Projector = {
  name: MESSAGING_PROJECTOR,
  version: 1,
  tables: {
    conversations: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      type text NOT NULL,
      name text NOT NULL,
      started_by integer NOT NULL,
      participants integer[] NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_message_id integer,
      position bigint NOT NULL)`,
    conversation_members: (t) => `CREATE TABLE ${t} (
      conversation_id integer NOT NULL,
      user_id integer NOT NULL,
      read_up_to timestamptz,
      unread integer NOT NULL DEFAULT 0,
      PRIMARY KEY (conversation_id, user_id))`,
    messages: (t) => `CREATE TABLE ${t} (
      id integer PRIMARY KEY,
      conversation_id integer NOT NULL,
      sender_id integer NOT NULL,
      type smallint NOT NULL,
      version smallint NOT NULL,
      body text NOT NULL,
      sent_at timestamptz NOT NULL)`,
    messaging_erased: (t) => `CREATE TABLE ${t} (user_id integer PRIMARY KEY, erased_at timestamptz NOT NULL)`,
  },
  indexes: (t) => [
    `CREATE INDEX ON ${t('conversation_members')} (user_id)`,
    `CREATE INDEX ON ${t('messages')} (conversation_id, sent_at, id)`,
    `CREATE INDEX ON ${t('messages')} (sender_id)`,
  ],
  handles: ['ConversationStarted', 'MessageSent', 'ConversationRead', 'UserErased'],
  async apply(events, { sql, table }) {
    const conversations = table('conversations');
    const members = table('conversation_members');
    const messages = table('messages');
    const erased = table('messaging_erased');
    /** Messages from others after the member's mark: what the badge counts. */
    const recount = (where: string) =>
      `UPDATE ${members} cm SET unread = (SELECT count(*) FROM ${messages} m
         WHERE m.conversation_id = cm.conversation_id AND m.sender_id <> cm.user_id AND (cm.read_up_to IS NULL OR m.sent_at > cm.read_up_to))
       WHERE ${where}`;
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as ConversationEvent | UserEvent;
      const pos = String(raw.globalPosition);
      switch (e.type) {
        case 'ConversationStarted': {
          const d = e.data;
          const { rowCount } = await sql.query(
            `INSERT INTO ${conversations} (id, type, name, started_by, participants, created_at, updated_at, position)
             SELECT $1, $2, CASE WHEN EXISTS (SELECT 1 FROM ${erased} WHERE user_id = $4) THEN '' ELSE coalesce($3, '') END, $4, $5, $6, $6, $7
             ON CONFLICT (id) DO NOTHING`,
            [d.conversationId, d.type, d.name, d.startedBy, d.participants, d.startedAt, pos],
          );
          if (!rowCount) break;
          await sql.query(`INSERT INTO ${members} (conversation_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [d.conversationId, d.participants]);
          await queueRealtime(sql, raw.createdAt, [{ kind: 'conversation', ref: { conversationId: d.conversationId, participants: d.participants } }]);
          break;
        }
        case 'MessageSent': {
          const d = e.data;
          const { rowCount } = await sql.query(
            `UPDATE ${conversations} SET position = $2, updated_at = greatest(updated_at, $3), last_message_id = $4 WHERE id = $1 AND position < $2`,
            [d.conversationId, pos, d.sentAt, d.messageId],
          );
          if (!rowCount) break;
          await sql.query(
            `INSERT INTO ${messages} (id, conversation_id, sender_id, type, version, body, sent_at)
             SELECT $1, $2, $3, $4, $5, CASE WHEN EXISTS (SELECT 1 FROM ${erased} WHERE user_id = $3) THEN '' ELSE coalesce($6, '') END, $7
             ON CONFLICT (id) DO NOTHING`,
            [d.messageId, d.conversationId, d.senderId, d.type, d.version, d.body, d.sentAt],
          );
          await sql.query(`INSERT INTO ${members} (conversation_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [d.conversationId, d.participants]);
          // One more unread for the others (unless their mark is already past it): counted, not recounted, so a long conversation costs the same.
          await sql.query(`UPDATE ${members} SET unread = unread + 1 WHERE conversation_id = $1 AND user_id <> $2 AND (read_up_to IS NULL OR read_up_to < $3)`, [
            d.conversationId,
            d.senderId,
            d.sentAt,
          ]);
          // Writing is reading: the sender has seen everything up to their own message.
          await sql.query(`UPDATE ${members} SET read_up_to = greatest(read_up_to, $3) WHERE conversation_id = $1 AND user_id = $2`, [d.conversationId, d.senderId, d.sentAt]);
          await sql.query(recount('cm.conversation_id = $1 AND cm.user_id = $2'), [d.conversationId, d.senderId]);
          await queueRealtime(sql, raw.createdAt, [{ kind: 'message', ref: { messageId: d.messageId, conversationId: d.conversationId } }]);
          break;
        }
        case 'ConversationRead': {
          const d = e.data;
          const { rowCount } = await sql.query(`UPDATE ${conversations} SET position = $2 WHERE id = $1 AND position < $2`, [d.conversationId, pos]);
          if (!rowCount) break;
          await sql.query(`UPDATE ${members} SET read_up_to = greatest(read_up_to, $3) WHERE conversation_id = $1 AND user_id = $2`, [d.conversationId, d.userId, d.readUpTo]);
          await sql.query(recount('cm.conversation_id = $1 AND cm.user_id = $2'), [d.conversationId, d.userId]);
          break;
        }
        case 'UserErased': {
          const { userId } = e.data;
          await sql.query(`INSERT INTO ${erased} (user_id, erased_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, e.data.erasedAt]);
          await sql.query(`UPDATE ${messages} SET body = '' WHERE sender_id = $1 AND body <> ''`, [userId]);
          await sql.query(`UPDATE ${conversations} SET name = '' WHERE started_by = $1 AND name <> ''`, [userId]);
          break;
        }
        default:
          break;
      }
    }
  },
};
