import type { Sql } from '../db/sql';

/**
 * The realtime outbox: what the projectors have just made readable and the gateway is to push.
 * A projector queues a row in the transaction that writes the read model, so the push is sent
 * only once the answer it points at can be read, and one query-api claims each row (the
 * socket.io Postgres adapter then fans it out to every query-api's sockets).
 */
export type RealtimeItem =
  /** A message was sent: MessageSent to the conversation's room and each participant's conversation list. */
  | { kind: 'message'; ref: { messageId: number; conversationId: number } }
  /** A conversation began: its participants' sockets join its room. */
  | { kind: 'conversation'; ref: { conversationId: number; participants: number[] } }
  /** A notification was raised: NotificationCreated to the member's notifications channel. */
  | { kind: 'notification'; ref: { userId: number; notificationId: string } };

/**
 * Pushes are for what happens now: an event older than this (a replay, a rebuild, a projector
 * catching up after a long stop) is projected without being pushed again.
 */
export const REALTIME_FRESH_MS = 2 * 60_000;

export function isFresh(eventTime: Date, now = Date.now()): boolean {
  return now - eventTime.getTime() <= REALTIME_FRESH_MS;
}

/** Queues pushes in the caller's transaction; stale events queue nothing. */
export async function queueRealtime(sql: Sql, eventTime: Date, items: readonly RealtimeItem[]): Promise<void> {
  if (items.length === 0 || !isFresh(eventTime)) return;
  await sql.query('INSERT INTO realtime_outbox (kind, ref) SELECT * FROM unnest($1::text[], $2::jsonb[])', [items.map((i) => i.kind), items.map((i) => JSON.stringify(i.ref))]);
}

export interface ClaimedRealtimeItem {
  id: string;
  kind: RealtimeItem['kind'];
  ref: RealtimeItem['ref'];
}

/**
 * Takes up to `limit` queued pushes, oldest first, and removes them in the same statement: two
 * relays never take the same row. A push lost to a crash right after is not retried (the
 * client's lists reload on reconnect); a push sent twice would be worse.
 */
export async function claimRealtime(sql: Sql, limit = 200): Promise<ClaimedRealtimeItem[]> {
  const { rows } = await sql.query<ClaimedRealtimeItem>(
    `DELETE FROM realtime_outbox WHERE id IN (SELECT id FROM realtime_outbox ORDER BY id FOR UPDATE SKIP LOCKED LIMIT $1) RETURNING id::text AS id, kind, ref`,
    [limit],
  );
  return rows.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}
