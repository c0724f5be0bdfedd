import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createRealtime, type RealtimeOptions } from './realtime';

/** A stand-in for a socket.io client socket: the test plays the server. */
class FakeSocket {
  handlers = new Map<string, ((...args: never[]) => void)[]>();
  connected = false;
  active = false;
  handshakes: string[] = [];
  constructor(readonly opts: { auth: (cb: (data: { token: string }) => void) => void; path: string }) {}
  on(event: string, handler: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  }
  connect() {
    this.active = true;
    this.opts.auth(({ token }) => this.handshakes.push(token));
    return this;
  }
  disconnect() {
    const was = this.connected;
    this.active = false;
    this.connected = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  /** The server accepts the handshake. */
  accept() {
    this.connected = true;
    this.fire('connect');
  }
  /** The server refuses the handshake (its middleware's error). */
  refuse(message: string) {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }
  /** The server ends the connection (the token expired). */
  end() {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
}

function setup(over: Partial<RealtimeOptions> = {}) {
  let token: string | null = 'token-1';
  const listeners = new Set<() => void>();
  const tokens = {
    access: () => token,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string | null) {
      token = next;
      listeners.forEach((listener) => listener());
    },
  };
  const sockets: FakeSocket[] = [];
  const renewToken = vi.fn(async (): Promise<unknown> => undefined);
  const realtime = createRealtime({
    tokens,
    renewToken,
    loadClient: async () => (opts) => {
      const socket = new FakeSocket(opts as never);
      sockets.push(socket);
      return socket as unknown as Socket;
    },
    ...over,
  });
  return { realtime, tokens, sockets, renewToken };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('opens one socket at /socket.io for every part that asks, and closes it when the last lets go', async () => {
    const { realtime, sockets } = setup();
    const releaseBell = realtime.acquire(7);
    const releaseMessages = realtime.acquire(7);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].opts.path).toBe('/socket.io');
    expect(sockets[0].handshakes).toEqual(['token-1']);
    sockets[0].accept();
    releaseBell();
    expect(sockets[0].connected).toBe(true);
    releaseMessages();
    expect(sockets[0].connected).toBe(false);
  });

  it('hands pushes to the listeners', async () => {
    const { realtime, sockets } = setup();
    const messages: unknown[] = [];
    const notifications: unknown[] = [];
    realtime.on('MessageSent', (push) => messages.push(push));
    realtime.on('NotificationCreated', (n) => notifications.push(n));
    realtime.acquire(7);
    await settle();
    sockets[0].accept();
    sockets[0].fire('MessageSent', { conversationId: 1, senderId: 2, body: 'hi', sentAt: '2026-01-01T00:00:00Z', messageId: 3 });
    sockets[0].fire('NotificationCreated', { id: 'a:7' });
    expect(messages).toEqual([{ conversationId: 1, senderId: 2, body: 'hi', sentAt: '2026-01-01T00:00:00Z', messageId: 3 }]);
    expect(notifications).toEqual([{ id: 'a:7' }]);
  });

  it('when the server ends it at token expiry: renews the token, connects with the fresh one, and announces a resync', async () => {
    const { realtime, sockets, tokens, renewToken } = setup();
    renewToken.mockImplementation(async () => tokens.set('token-2'));
    const resyncs = vi.fn();
    realtime.on('resync', resyncs);
    realtime.acquire(7);
    await settle();
    sockets[0].accept();
    // The first connection too: the page's lists were read before the socket joined its channels.
    expect(resyncs).toHaveBeenCalledTimes(1);

    sockets[0].end();
    await settle();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(sockets[0].handshakes).toEqual(['token-1', 'token-2']);
    sockets[0].accept();
    expect(resyncs).toHaveBeenCalledTimes(2);
    expect(resyncs.mock.calls[1][0]).toEqual({ at: expect.any(Number) });
  });

  it('reconnects under a token refreshed elsewhere (another call, another tab)', async () => {
    const { realtime, sockets, tokens } = setup();
    realtime.acquire(7);
    await settle();
    sockets[0].accept();
    tokens.set('token-3');
    expect(sockets[0].handshakes).toEqual(['token-1', 'token-3']);
  });

  it('a refused handshake renews the token; while nothing changes it backs off instead of hammering', async () => {
    const { realtime, sockets, renewToken } = setup();
    realtime.acquire(7);
    await settle();
    sockets[0].refuse('Unauthenticated.');
    await settle();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(sockets[0].handshakes).toEqual(['token-1']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets[0].handshakes).toEqual(['token-1', 'token-1']);
  });

  it('stays off for a member who has not finished registering', async () => {
    const { realtime, sockets, renewToken } = setup();
    realtime.acquire(7);
    await settle();
    sockets[0].refuse('Please complete your registration');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewToken).not.toHaveBeenCalled();
    expect(sockets[0].handshakes).toEqual(['token-1']);
  });

  it('disconnects when the tokens are cleared (signed out), and opens a new socket for the next person', async () => {
    const { realtime, sockets, tokens } = setup();
    const release = realtime.acquire(7);
    await settle();
    sockets[0].accept();
    tokens.set(null);
    expect(sockets[0].connected).toBe(false);
    release();
    tokens.set('token-9');
    realtime.acquire(8);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(sockets[1].handshakes).toEqual(['token-9']);
  });
});
