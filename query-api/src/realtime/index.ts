import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { createPool, withTransaction } from '@decorlook/infra/db/pool';
import type { Platform } from '@decorlook/infra/platform';
import { authenticateSocket, type RealtimeSocketData } from './auth';
import { startRelay, type RealtimeReads } from './relay';
import { conversationRoom, conversationsRoom, notificationsRoom, sessionRoom } from './rooms';
import { watchSessionEnds } from './session-ends';
import { realtimeReads } from './reads';

export const REALTIME_PATH = '/socket.io';
/** The adapter's table for broadcasts over NOTIFY's 8,000-byte limit (a long message), and its channel prefix. */
export const ADAPTER_TABLE = 'socket_io_attachments';
export const ADAPTER_CHANNEL = 'socket.io';
/** setTimeout's ceiling: a token valid longer than this is re-checked when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** The relay (outbox → sockets); on by default. Several attached servers may each run one. */
  relay?: boolean;
  reads?: RealtimeReads;
  /**
   * Whether this process ends its sockets when their sessions end; on by default. Off only where a
   * test proves that pushes alone never reach an ended session.
   */
  sessionEnds?: boolean;
}

/**
 * The realtime service (spec 7) on `httpServer`, at the site's own origin under /socket.io:
 * a handshake checked like an HTTP call plus the member's current status, rooms joined by the
 * server alone, a disconnect when the access token expires or its session ends (on every
 * process, within a second), and the relay that pushes what the
 * projectors queue. Broadcasts go through the socket.io Postgres adapter (its own small pool), so
 * several query-api processes reach each other's sockets.
 */
export async function attachRealtime(httpServer: HttpServer, platform: Platform, opts: RealtimeOptions = {}): Promise<Realtime> {
  const adapterPool = createPool(platform.databaseUrl, { max: 4, applicationName: 'decorlook-realtime' });
  // The adapter's table, as its documentation creates it; under a lock, as two processes may start at once.
  await withTransaction(adapterPool, async (c) => {
    await c.query("SELECT pg_advisory_xact_lock(hashtext('socket.io adapter table'))");
    await c.query(`CREATE TABLE IF NOT EXISTS ${ADAPTER_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
  });

  const io = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin by default; CORS_ORIGINS opens it to the origins the HTTP API allows.
    cors: platform.settings.corsOrigins.length ? { origin: platform.settings.corsOrigins } : undefined,
    adapter: createAdapter(adapterPool, {
      tableName: ADAPTER_TABLE,
      channelPrefix: ADAPTER_CHANNEL,
      errorHandler: (err) => platform.logger.warn({ err }, 'realtime adapter error'),
    }),
  });

  io.use(authenticateSocket(platform));
  io.on('connection', (socket) => {
    const data = socket.data as RealtimeSocketData;
    // Joined before the handshake's answer is written: a client that saw `connect` is in its rooms.
    void socket.join([sessionRoom(data.sessionId), notificationsRoom(data.userId), conversationsRoom(data.userId), ...data.conversationIds.map(conversationRoom)]);

    // The token's expiry ends the connection; the client reconnects with a fresh token, which
    // the handshake checks again (status included).
    let timer: NodeJS.Timeout;
    const atExpiry = () => {
      const left = data.expiresAt - Date.now();
      if (left > 0 && platform.tokens.verifyAccess(data.token)) {
        timer = setTimeout(atExpiry, Math.min(left, MAX_TIMER_MS));
        return;
      }
      socket.disconnect(true);
    };
    timer = setTimeout(atExpiry, Math.min(Math.max(0, data.expiresAt - Date.now()), MAX_TIMER_MS));
    socket.on('disconnect', () => clearTimeout(timer));
    // Nothing the client sends is acted on: no subscribe, no join. socket.io drops events nobody listens to.
  });

  const sessionEnds = opts.sessionEnds === false ? null : watchSessionEnds(io, platform.pool, { connectionString: platform.databaseUrl, logger: platform.logger });
  const relay = opts.relay === false ? null : startRelay(io, platform.pool, opts.reads ?? realtimeReads, { connectionString: platform.databaseUrl, logger: platform.logger });

  return {
    io,
    async close() {
      await relay?.stop();
      await sessionEnds?.stop();
      // Ends this server's sockets and its adapter (which releases its listening connection).
      // Not io.close(): that also closes the http server and waits for its last connection, which
      // the owner of the server does itself.
      const nsp = io.of('/');
      for (const socket of nsp.sockets.values()) socket.disconnect(true);
      await nsp.adapter.close();
      io.engine.close();
      await adapterPool.end();
    },
  };
}
