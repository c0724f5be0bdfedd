import { useEffect, useRef } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { MessageSentPush } from '@decorlook/domain/messaging/messaging.views';
import type { NotificationView } from '@decorlook/domain/notifications/notification.views';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api } from './api-client';
import { tokenStore, type TokenStore } from './auth-tokens';

/**
 * The realtime channel (spec 4 "Realtime messenger and notification channels are active only for
 * signed-in users with status complete", spec 7 "Realtime"): one socket.io connection per signed-in
 * session at the site's own origin, path /socket.io. The server joins the socket to the user's
 * channels itself; the client only listens.
 *
 * The access token is read at every handshake (`auth` is a function), so a reconnection always
 * presents the current token. The server ends the connection when the token it was opened with
 * expires: the client then renews the token (any authenticated call does, through the API
 * client's 401 path) and connects again. Pushes sent while disconnected are not replayed, so every
 * connection (the first one too: the page read its lists before the socket joined its channels)
 * announces `resync` and the features read afresh what they read before it.
 *
 * socket.io-client is loaded on the first connection only: visitors never download it.
 */
export interface RealtimeEvents {
  MessageSent: MessageSentPush;
  NotificationCreated: NotificationView;
  /**
   * The socket is connected (first or again): anything read before `at` may lack what was pushed
   * while there was no connection, so the features read it afresh.
   */
  resync: { at: number };
}
export type RealtimeEvent = keyof RealtimeEvents;
type Listener<E extends RealtimeEvent> = (payload: RealtimeEvents[E]) => void;

export const REALTIME_PATH = '/socket.io';
/** The server's refusal for a member who has not finished registering: no retry helps. */
const INCOMPLETE_REGISTRATION = 'Please complete your registration';
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

type IoFactory = (opts: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface RealtimeOptions {
  tokens: Pick<TokenStore, 'access' | 'subscribe'>;
  /** An authenticated call: an expired access token is refreshed on its way (the API client's 401 path). */
  renewToken: () => Promise<unknown>;
  /** Loads the socket.io client (tests pass a fake). */
  loadClient?: () => Promise<IoFactory>;
  /** Timers (tests pass fakes through vi.useFakeTimers). */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface Realtime {
  /** Keeps the connection open for this user until the returned function is called (counted: one connection however many parts ask). */
  acquire(userId: number): () => void;
  on<E extends RealtimeEvent>(event: E, listener: Listener<E>): () => void;
  /** Whether a socket is currently connected (for tests and diagnostics). */
  connected(): boolean;
}

const loadSocketIo = async (): Promise<IoFactory> => {
  const { io } = await import('socket.io-client');
  return (opts) => io(opts);
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const { tokens, renewToken } = options;
  const loadClient = options.loadClient ?? loadSocketIo;
  const later = options.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners: { [E in RealtimeEvent]: Set<Listener<E>> } = { MessageSent: new Set(), NotificationCreated: new Set(), resync: new Set() };

  let socket: Socket | null = null;
  let owner: number | null = null;
  let holders = 0;
  /** Bumped whenever the connection is torn down: work started for an older one stops. */
  let generation = 0;
  /** The token presented at the last handshake. */
  let presented: string | null = null;
  let retryTimer: unknown = null;
  let retryDelay = RETRY_MIN_MS;
  let stopTokens: (() => void) | null = null;

  function emit<E extends RealtimeEvent>(event: E, payload: RealtimeEvents[E]) {
    for (const listener of [...listeners[event]]) {
      try {
        listener(payload);
      } catch (error) {
        // One part's failure must not keep the push from the others.
        console.error(error);
      }
    }
  }

  function clearRetry() {
    if (retryTimer !== null) cancel(retryTimer);
    retryTimer = null;
  }

  function connectNow() {
    clearRetry();
    if (socket && !socket.active && tokens.access() !== null) socket.connect();
  }

  /** The server refused or ended the connection: renew the token, then connect again (backing off while nothing changes). */
  async function renewAndReconnect(reason: 'expired' | 'refused') {
    const current = generation;
    const stale = presented;
    try {
      await renewToken();
    } catch {
      // A refused refresh ends the session (the tokens are cleared and the holders let go).
    }
    if (current !== generation || !socket || socket.active) return;
    const fresh = tokens.access();
    if (fresh === null) return;
    if (fresh !== stale || reason === 'expired') {
      connectNow();
      return;
    }
    clearRetry();
    retryTimer = later(() => {
      retryTimer = null;
      if (current === generation) connectNow();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  function onTokensChanged() {
    const token = tokens.access();
    if (!socket) return;
    if (token === null) {
      // Signed out (here or in another tab): nothing may stay connected under the old token.
      socket.disconnect();
      return;
    }
    if (token === presented) return;
    // A refreshed token: connect under it, so the server's expiry timer follows the new one.
    if (socket.connected) socket.disconnect();
    connectNow();
  }

  async function open() {
    const current = generation;
    const io = await loadClient();
    if (current !== generation || socket) return;
    const created = io({
      path: REALTIME_PATH,
      // WebSocket first (no sticky sessions needed behind several query-api processes), long-polling if it is blocked.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      autoConnect: false,
      auth: (cb: (data: object) => void) => {
        presented = tokens.access();
        cb({ token: presented ?? '' });
      },
    });
    socket = created;
    created.on('connect', () => {
      retryDelay = RETRY_MIN_MS;
      emit('resync', { at: Date.now() });
    });
    created.on('disconnect', (reason: string) => {
      // 'io server disconnect': the server ended it (the token expired); socket.io does not reconnect by itself then.
      if (reason === 'io server disconnect') void renewAndReconnect('expired');
    });
    created.on('connect_error', (error: Error) => {
      // An active socket is retrying a transport failure by itself; an inactive one was refused by the server.
      if (created.active) return;
      if (error.message === INCOMPLETE_REGISTRATION) return;
      void renewAndReconnect('refused');
    });
    created.on('MessageSent', (payload: MessageSentPush) => emit('MessageSent', payload));
    created.on('NotificationCreated', (payload: NotificationView) => emit('NotificationCreated', payload));
    stopTokens = tokens.subscribe(onTokensChanged);
    connectNow();
  }

  function close() {
    generation += 1;
    clearRetry();
    stopTokens?.();
    stopTokens = null;
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
    owner = null;
    presented = null;
    retryDelay = RETRY_MIN_MS;
  }

  return {
    acquire(userId) {
      if (owner !== null && owner !== userId) {
        // Another person signed in: their connection is a new one.
        close();
        holders = 0;
      }
      owner = userId;
      holders += 1;
      if (!socket && holders === 1) {
        void open().catch((error: unknown) => console.error(error));
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders <= 0 && owner === userId) {
          holders = 0;
          close();
        }
      };
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    connected: () => socket?.connected ?? false,
  };
}

/** The site's one realtime connection. */
export const realtime = createRealtime({
  tokens: tokenStore,
  // The lightest authenticated read; it refreshes an expired access token on the way.
  renewToken: () => api.get(`${API_PREFIX}/conversations/unread`, { readYourWrites: false }),
});

/** Keeps the realtime connection open while the calling part is shown, for a signed-in user with status complete (null: none). */
export function useRealtimeConnection(userId: number | null, client: Realtime = realtime): void {
  useEffect(() => {
    if (userId === null) return undefined;
    return client.acquire(userId);
  }, [userId, client]);
}

/** Calls the latest `handler` for each push of `event` while mounted. */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: Listener<E>, client: Realtime = realtime): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.on(event, (payload) => latest.current(payload)), [event, client]);
}
