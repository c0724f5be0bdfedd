import type { Server } from 'socket.io';
import type { Sql } from '@decorlook/infra/db/sql';
import { SESSION_ENDED_CHANNEL, stillOpen } from '@decorlook/infra/identity/sessions';
import type { Logger } from '@decorlook/infra/observability/logger';
import { listenTo } from './listen';
import type { RealtimeSocketData } from './auth';
import { sessionRoom } from './rooms';

/** How often this process's sockets are checked against their sessions, whatever was announced. */
export const SESSION_SWEEP_MS = 1000;

/**
 * Ends this process's sockets of a session as soon as the session ends (logout, password change
 * or reset, deactivation, erasure, refresh-token reuse). Every process listens to the
 * announcement the revoking transaction makes as it commits, so a socket on any process goes at
 * once; a sweep every second besides ends any socket whose session closed while the announcement
 * was missed (a lost listening connection, a socket whose handshake crossed the revocation).
 */
export function watchSessionEnds(io: Server, sql: Sql, opts: { connectionString: string; logger: Logger; sweepMs?: number }): { stop(): Promise<void> } {
  const end = (familyIds: string[]) => {
    if (familyIds.length) io.local.in(familyIds.map(sessionRoom)).disconnectSockets(true);
  };

  const onAnnounced = (payload: string | undefined) => {
    try {
      const { familyId } = JSON.parse(payload ?? '') as { familyId?: unknown };
      if (typeof familyId === 'string') end([familyId]);
    } catch {
      opts.logger.warn({ payload }, 'unreadable session end announcement');
    }
  };

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const sockets = [...io.of('/').sockets.values()];
      const sessions = [...new Set(sockets.map((s) => (s.data as RealtimeSocketData).sessionId))];
      if (sessions.length === 0) return;
      const open = await stillOpen(sql, sessions);
      end(sessions.filter((id) => !open.has(id)));
    } catch (err) {
      opts.logger.warn({ err }, 'realtime could not check the sessions of its sockets');
    } finally {
      sweeping = false;
    }
  };

  // The sweep on (re)listening covers whatever ended while nobody listened.
  const listener = listenTo(opts.connectionString, SESSION_ENDED_CHANNEL, onAnnounced, { retryMs: opts.sweepMs ?? SESSION_SWEEP_MS, onListening: () => void sweep() });
  const timer = setInterval(() => void sweep(), opts.sweepMs ?? SESSION_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await listener.stop();
    },
  };
}
