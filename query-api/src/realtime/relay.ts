import type { Server } from 'socket.io';
import type { MessageSentPush, NotificationView } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { openSessionsOf } from '@decorlook/infra/identity/sessions';
import type { Logger } from '@decorlook/infra/observability/logger';
import { claimRealtime, type ClaimedRealtimeItem, type RealtimeItem } from '@decorlook/infra/realtime/outbox';
import { listenTo } from './listen';
import { conversationRoom, conversationsRoom, sessionRoom } from './rooms';

/** What the relay reads to build a push: the same read models (and presenter) the HTTP reads use. */
export interface RealtimeReads {
  /** The pushed message and the conversation's participants; null when it cannot be read (yet, or any more). */
  messagePush(sql: Sql, ref: { messageId: number; conversationId: number }): Promise<{ push: MessageSentPush; participants: number[] } | null>;
  /** The notification as GET /notifications shows it to its recipient; null when it is gone. */
  notificationView(sql: Sql, ref: { userId: number; notificationId: string }): Promise<NotificationView | null>;
}

export const POLL_MS = 1000;

/**
 * The relay: takes what the projectors queued in `realtime_outbox` and emits it. It wakes on the
 * outbox's NOTIFY (a dedicated connection) and polls every second besides, so a lost
 * notification or connection delays a push by a second at most. One drain runs at a time; a wake
 * during a drain runs one more. Each row is claimed by exactly one relay (however many query-api
 * processes run); the socket.io adapter then reaches the sockets of every process.
 */
export function startRelay(io: Server, sql: Sql, reads: RealtimeReads, opts: { connectionString: string; logger: Logger; pollMs?: number }): { stop(): Promise<void> } {
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;

  // Pushes are addressed to the recipients' open sessions, read as the push goes out: a session
  // that has ended is never addressed, even by a push queued before it ended and even before its
  // sockets are disconnected.
  const toOpenSessions = async (userIds: number[]) => (await openSessionsOf(sql, userIds)).map((s) => sessionRoom(s.familyId));

  const emit = async (item: ClaimedRealtimeItem) => {
    const it = { kind: item.kind, ref: item.ref } as RealtimeItem;
    if (it.kind === 'message') {
      const found = await reads.messagePush(sql, it.ref);
      if (!found) return;
      // One emit to every open session of every participant: a socket is in one session's room.
      const rooms = await toOpenSessions(found.participants);
      if (rooms.length) io.to(rooms).emit('MessageSent', found.push);
    } else if (it.kind === 'conversation') {
      io.in(it.ref.participants.map(conversationsRoom)).socketsJoin(conversationRoom(it.ref.conversationId));
    } else if (it.kind === 'notification') {
      const view = await reads.notificationView(sql, it.ref);
      const rooms = view ? await toOpenSessions([it.ref.userId]) : [];
      if (view && rooms.length) io.to(rooms).emit('NotificationCreated', view);
    }
  };

  const drainOnce = async () => {
    for (;;) {
      const items = await claimRealtime(sql);
      for (const item of items) {
        // A push that cannot be built is dropped (its row is claimed): the client's lists reload
        // on reconnect and on the next push.
        await emit(item).catch((err) => opts.logger.warn({ err, item }, 'realtime push failed'));
      }
      if (items.length === 0 || stopped) return;
    }
  };

  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        await drainOnce().catch((err) => opts.logger.warn({ err }, 'realtime relay could not read the outbox'));
      } while (again && !stopped);
    })().finally(() => {
      draining = null;
    });
  };

  // Whatever was queued while nobody listened is drained when the listening (re)starts.
  const listener = listenTo(opts.connectionString, 'realtime_outbox', wake, { retryMs: POLL_MS, onListening: wake });
  const poll = setInterval(wake, opts.pollMs ?? POLL_MS);
  poll.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      await listener.stop();
      await draining;
    },
  };
}
