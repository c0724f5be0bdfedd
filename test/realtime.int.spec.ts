import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSentPush, MessageView, NotificationView } from '@decorlook/domain';
import { loadSettings } from '@decorlook/infra/config';
import { createTokenService } from '@decorlook/infra/identity/tokens';
import { createLogger } from '@decorlook/infra/observability/logger';
import { attachRealtime, type Realtime } from '@decorlook/query-api/realtime/index';
import { createGateway } from '../scripts/gateway';
import { PASSWORD, testClient, type Person } from './support/client';
import { serve, type Served } from './support/serve';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The realtime service as a member's browser meets it: sockets at the site's origin, messages
 * sent through the HTTP API, pushed by the relay once the read model has them.
 */
const JWT_SECRET = 'test-jwt-secret-of-at-least-32-characters';
let s: TestServer;
let t: ReturnType<typeof testClient>;
const sockets: Socket[] = [];

beforeAll(async () => {
  s = await startTestServer({ JWT_SECRET }, { realtime: true, projectors: ['site-enums', 'users', 'messaging', 'notifications', 'mail', 'follows'] });
  t = testClient(s, { readYourWrites: true });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await s?.close();
});

/** A member whose registration is complete (preferences finished), readable by the read side. */
async function member(name: string): Promise<Person> {
  const p = await t.person(name);
  await t.ok(p, 'PUT', '/user/styles', { styles: [1] });
  await t.ok(p, 'POST', '/user/finish-preferences');
  expect((await t.ok<{ status: string }>(p, 'GET', '/user')).status).toBe('complete');
  return p;
}

function open(url: string, auth: { token?: string } | null, extraHeaders?: Record<string, string>): Socket {
  const socket = connectSocket(url, { path: '/socket.io', auth: auth ?? {}, extraHeaders, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

/** Resolves on `connect`, rejects with the server's refusal. */
function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The refusal's message, once the handshake is refused; fails if it connects. */
function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** Every MessageSent a socket receives, with when it arrived. */
function recordMessages(socket: Socket) {
  const seen: { push: MessageSentPush; at: number }[] = [];
  const waiters: { messageId: number; resolve: () => void }[] = [];
  socket.on('MessageSent', (push: MessageSentPush) => {
    seen.push({ push, at: performance.now() });
    for (const w of waiters.filter((w) => w.messageId === push.messageId)) w.resolve();
  });
  return {
    seen,
    ids: () => seen.map((m) => m.push.messageId),
    /** Resolves with the arrival of `messageId` (at once if it has arrived). */
    arrival: (messageId: number) =>
      new Promise<number>((resolve) => {
        const done = () => resolve(seen.find((m) => m.push.messageId === messageId)!.at);
        if (seen.some((m) => m.push.messageId === messageId)) done();
        else waiters.push({ messageId, resolve: done });
      }),
  };
}

/** Their private conversation: started now (201), or the one they already have (200). */
async function conversationOf(a: Person, b: Person): Promise<number> {
  const r = await t.api(a, 'POST', '/conversations', { type: 'private', participants: [b.id], name: '' });
  expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
  return (r.body.result as { id: number }).id;
}

async function send(from: Person, conversationId: number, body: string): Promise<{ message: MessageView; answeredAt: number }> {
  const message = await t.ok<MessageView>(from, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0, body }, 201);
  return { message, answeredAt: performance.now() };
}

describe('the realtime service', () => {
  let alice: Person;
  let bob: Person;
  let carol: Person;
  beforeAll(async () => {
    [alice, bob, carol] = [await member('Alice'), await member('Bob'), await member('Carol')];
  }, 60_000);

  // How soon it arrives is a benchmark's figure (`npm run bench`), not a test's: a busy machine would fail it.
  it("pushes a message to both participants' sockets, once each", async () => {
    const conversationId = await conversationOf(alice, bob);
    const [a, b] = await Promise.all([connected(open(s.url, { token: alice.token })), connected(open(s.url, { token: bob.token }))]);
    const [atAlice, atBob] = [recordMessages(a), recordMessages(b)];

    const { message, answeredAt } = await send(alice, conversationId, 'Do you like the green sofa?');
    const arrivals = await Promise.all([atAlice.arrival(message.id), atBob.arrival(message.id)]);
    for (const at of arrivals) expect(at).toBeGreaterThanOrEqual(answeredAt - 1000);
    expect(atBob.seen[0].push).toEqual({ conversationId, senderId: alice.id, body: 'Do you like the green sofa?', sentAt: message.sentAt, messageId: message.id });

    // Each socket is in the conversation's room and in its member's list room: still one delivery.
    // Pushes arrive in order, so once the reply is in, a second copy of the first would be too.
    const reply = await send(bob, conversationId, 'Love it');
    await Promise.all([atAlice.arrival(reply.message.id), atBob.arrival(reply.message.id)]);
    expect(atAlice.ids()).toEqual([message.id, reply.message.id]);
    expect(atBob.ids()).toEqual([message.id, reply.message.id]);
  });

  it("gives a socket nothing of another member's, whatever it asks for", async () => {
    const conversationId = await conversationOf(alice, bob);
    const intruder = await connected(open(s.url, { token: carol.token }));
    const atCarol = recordMessages(intruder);
    // Everything a client might try in order to subscribe: the server acts on none of it.
    for (const event of ['join', 'subscribe', 'joinRoom']) {
      intruder.emit(event, `conversation:${conversationId}`);
      intruder.emit(event, { room: `user:${alice.id}:conversations` });
      intruder.emit(event, [`user:${bob.id}:notifications`, `user:${bob.id}:conversations`]);
    }
    const theirs = await send(alice, conversationId, 'Just between us');

    // A message of Carol's own is pushed after theirs (pushes go out in order): once hers is in,
    // theirs would have been too.
    const own = await conversationOf(alice, carol);
    const mine = await send(alice, own, 'Hello Carol');
    await atCarol.arrival(mine.message.id);
    expect(atCarol.ids()).toEqual([mine.message.id]);
    expect(atCarol.ids()).not.toContain(theirs.message.id);
  });

  it('joins a new conversation on both sides without reconnecting', async () => {
    const dan = await member('Dan');
    const [c, d] = await Promise.all([connected(open(s.url, { token: carol.token })), connected(open(s.url, { token: dan.token }))]);
    const [atCarol, atDan] = [recordMessages(c), recordMessages(d)];
    const conversationId = await conversationOf(dan, carol);
    const { message } = await send(dan, conversationId, 'First words');
    await Promise.all([atCarol.arrival(message.id), atDan.arrival(message.id)]);
    // Both sockets are in the conversation's room now (with any other socket of theirs), and nobody else's.
    const inRoom = await s.realtime!.io.in(`conversation:${conversationId}`).fetchSockets();
    expect(inRoom.map((r) => r.id)).toEqual(expect.arrayContaining([c.id, d.id]));
    expect(new Set(inRoom.map((r) => (r.data as { userId: number }).userId))).toEqual(new Set([carol.id, dan.id]));
  });

  it("pushes a new notification to its member's socket as GET /notifications shows it", async () => {
    const admin = await t.person('Admin', { role: 'admin' });
    const erin = await member('Erin');
    const socket = await connected(open(s.url, { token: erin.token }));
    const pushed = new Promise<NotificationView>((resolve) => socket.once('NotificationCreated', resolve));
    const application = { describe_yourself: 'I love rooms', styles: [1], interests: ['Curating look boards'], message: 'Hello', links: ['https://example.com/portfolio'] };
    await t.becomeAmbassador(erin, admin, application);
    const view = await pushed;
    expect(view).toMatchObject({ type: 'ambassador', title: 'You are an ambassador', read: false });
    const listed = await t.ok<{ data: NotificationView[] }>(erin, 'GET', '/notifications');
    expect(listed.data).toContainEqual(view);
  });

  it('takes the token from an Authorization: Bearer header as well', async () => {
    const socket = await connected(open(s.url, null, { Authorization: `Bearer ${bob.token}` }));
    expect(socket.connected).toBe(true);
  });

  it('refuses a handshake without a valid token, with an expired one, or of a member not complete', async () => {
    expect(await refusal(open(s.url, null))).toBe('Unauthenticated.');
    expect(await refusal(open(s.url, { token: 'not-a-token' }))).toBe('Unauthenticated.');
    expect(await refusal(open(s.url, { token: alice.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }))).toBe('Unauthenticated.');

    const { sessionId, role } = s.platform.tokens.verifyAccess(alice.token)!;
    const expired = createTokenService(JWT_SECRET, { accessTtlSeconds: -60 }).issueAccess({ userId: alice.id, sessionId, role });
    expect(await refusal(open(s.url, { token: expired }))).toBe('Unauthenticated.');

    // Registered and signed in, preferences not finished: status no_pref.
    const newcomer = await t.person('Newcomer');
    expect((await t.ok<{ status: string }>(newcomer, 'GET', '/user')).status).not.toBe('complete');
    expect(await refusal(open(s.url, { token: newcomer.token }))).toBe('Please complete your registration');
  });

  it('refuses a member who is no longer usable, whatever token they still hold', async () => {
    const leaving = await member('Leaving');
    await connected(open(s.url, { token: leaving.token })).then((socket) => socket.disconnect());
    await t.ok(leaving, 'POST', '/user/deactivate', { password: 'correct horse 1' });
    await t.ok(null, 'GET', '/config');
    expect(await refusal(open(s.url, { token: leaving.token }))).toBe('Unauthenticated.');
  });

  it('disconnects an open socket when its access token expires', async () => {
    const { sessionId, role } = s.platform.tokens.verifyAccess(bob.token)!;
    // A two-second token: it has one to two seconds left when it connects.
    const token = createTokenService(JWT_SECRET, { accessTtlSeconds: 2 }).issueAccess({ userId: bob.id, sessionId, role });
    const expiresAt = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp * 1000;
    const socket = await connected(open(s.url, { token }));
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 20);
    // Not long after (a bound against never, generous for a busy machine).
    expect(Date.now()).toBeLessThan(expiresAt + 15_000);
    // Reconnecting with the expired token is refused; a fresh one connects again.
    expect(await refusal(open(s.url, { token }))).toBe('Unauthenticated.');
    await connected(open(s.url, { token: bob.token }));
  });

  it('works through the scale-out gateway, over websocket and long-polling alike', async () => {
    const gateway = createGateway({ commandUrl: s.url, queryUrl: s.url, settings: loadSettings({}), logger: createLogger('gateway', 'silent'), webDist: null });
    const served = await serve(gateway.app);
    served.server.on('upgrade', gateway.upgrade);
    try {
      const conversationId = await conversationOf(alice, bob);
      const overWebsocket = await connected(open(served.url, { token: alice.token }));
      const polling = connectSocket(served.url, { path: '/socket.io', auth: { token: bob.token }, transports: ['polling'], reconnection: false, forceNew: true });
      sockets.push(polling);
      await connected(polling);
      const [atAlice, atBob] = [recordMessages(overWebsocket), recordMessages(polling)];
      const { message } = await send(alice, conversationId, 'Through the gateway');
      await Promise.all([atAlice.arrival(message.id), atBob.arrival(message.id)]);
      expect(polling.io.engine.transport.name).toBe('polling');
      expect(overWebsocket.io.engine.transport.name).toBe('websocket');
      overWebsocket.disconnect();
      polling.disconnect();
    } finally {
      await served.close();
    }
  });

  describe('with two query-api processes on one database', () => {
    let second: Served;
    let realtime: Realtime;
    beforeAll(async () => {
      second = await serve(http.createServer((_req, res) => res.end()));
      realtime = await attachRealtime(second.server, s.platform);
    });
    afterAll(async () => {
      await realtime?.close();
      await second?.close();
    });

    /** Another sign-in of the same member: a second session, with its own token. */
    async function anotherSession(p: Person): Promise<Person> {
      const { email } = await t.ok<{ email: string }>(p, 'GET', '/user');
      const r = await t.api(null, 'POST', '/auth/login', { email, password: PASSWORD });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { id: p.id, token: (r.body as unknown as { access_token: string }).access_token };
    }

    /** A password reset from the mailed link, as a member who forgot it does it: every session ends. */
    async function resetPasswordOf(p: Person): Promise<void> {
      const { email } = await t.ok<{ email: string }>(p, 'GET', '/user');
      await t.ok(null, 'POST', '/auth/forgot-password', { email });
      const r = await fetch(`${s.url}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { 'X-Min-Position': String(t.position()) } });
      const mails = ((await r.json()) as { result: { subject: string; links: string[] }[] }).result;
      const link = mails.filter((m) => /reset/i.test(m.subject)).flatMap((m) => m.links)[0];
      expect(link, `a reset link for ${email}`).toBeDefined();
      const token = new URL(link).pathname.split('/').pop()!;
      await t.ok(null, 'POST', `/auth/password-reset/${token}`, { token, email, password: 'brand new pass 2', confirmation: 'brand new pass 2' });
    }

    /** Resolves when the socket is disconnected, with the reason and when. */
    const disconnection = (socket: Socket) => new Promise<{ reason: string; at: number }>((resolve) => socket.once('disconnect', (reason) => resolve({ reason, at: performance.now() })));

    it('ends a socket on the other process within a second of the logout, and pushes nothing more to that session', async () => {
      const frank = await member('Frank');
      const frankElsewhere = await anotherSession(frank);
      const gina = await member('Gina');
      const conversationId = await conversationOf(gina, frank);
      const [onSecond, onFirst] = await Promise.all([connected(open(second.url, { token: frank.token })), connected(open(s.url, { token: frankElsewhere.token }))]);
      const [atEnded, atOther] = [recordMessages(onSecond), recordMessages(onFirst)];
      const ended = disconnection(onSecond);

      // Logged out through the first process; the socket is on the second.
      await t.ok(frank, 'POST', '/auth/logout');
      const loggedOutAt = performance.now();
      const { reason, at } = await ended;
      expect(reason).toBe('io server disconnect');
      expect(at - loggedOutAt).toBeLessThan(1000);

      // A message sent after the logout reaches Frank's other session, never the ended one.
      const { message } = await send(gina, conversationId, 'Are you still there?');
      await atOther.arrival(message.id);
      expect(atEnded.ids()).not.toContain(message.id);
      // And the ended session cannot connect again.
      expect(await refusal(open(second.url, { token: frank.token }))).toBe('Unauthenticated.');
    });

    it('ends the sockets of the sessions a password change or reset, a deactivation and an erasure end, on the other process', async () => {
      const cases: { name: string; end: (p: Person) => Promise<unknown>; survivor: boolean }[] = [
        { name: 'Hana', end: (p) => t.ok(p, 'POST', '/auth/change-password', { currentPassword: PASSWORD, password: 'another horse 2', confirmation: 'another horse 2' }), survivor: true },
        { name: 'Ines', end: (p) => resetPasswordOf(p), survivor: false },
        { name: 'Ivan', end: (p) => t.ok(p, 'POST', '/user/deactivate', { password: PASSWORD }), survivor: false },
        { name: 'Jana', end: (p) => t.ok(p, 'DELETE', '/user', { password: PASSWORD }), survivor: false },
      ];
      for (const c of cases) {
        const p = await member(c.name);
        const other = await anotherSession(p);
        // The socket of the session that makes the change is on the first process, the other one's on the second.
        const [own, elsewhere] = await Promise.all([connected(open(s.url, { token: p.token })), connected(open(second.url, { token: other.token }))]);
        const ownEnded = disconnection(own);
        const ended = disconnection(elsewhere);
        await c.end(p);
        const doneAt = performance.now();
        const { reason, at } = await ended;
        expect(reason, c.name).toBe('io server disconnect');
        expect(at - doneAt, c.name).toBeLessThan(1000);
        // A password change keeps the session that made it; a closed account keeps none.
        if (c.survivor) expect(own.connected, c.name).toBe(true);
        else expect((await ownEnded).reason, c.name).toBe('io server disconnect');
      }
    }, 30_000);

    it("delivers a message to a socket on the other process exactly once, whichever relay takes it", async () => {
      // The adapters know each other once their heartbeats have crossed.
      await expect.poll(() => s.realtime!.io.of('/').adapter.serverCount(), { timeout: 15_000, interval: 100 }).toBe(2);
      await expect.poll(() => realtime.io.of('/').adapter.serverCount(), { timeout: 15_000, interval: 100 }).toBe(2);
      const conversationId = await conversationOf(carol, bob);
      const [onFirst, onSecond] = await Promise.all([connected(open(s.url, { token: carol.token })), connected(open(second.url, { token: bob.token }))]);
      const [atCarol, atBob] = [recordMessages(onFirst), recordMessages(onSecond)];
      // Several messages, so both relays get to claim some.
      const sent: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { message } = await send(i % 2 ? bob : carol, conversationId, `message ${i}`);
        sent.push(message.id);
      }
      await Promise.all(sent.flatMap((id) => [atCarol.arrival(id), atBob.arrival(id)]));
      // Two relays may emit in either order, so the order is not asserted. A copy sent twice
      // would reach a socket before a later emit of the same process: once a marker from each
      // process has reached both sockets, every copy has.
      const markers = [onFirst, onSecond].map((socket) => new Promise<void>((resolve) => {
        let seen = 0;
        socket.on('Marker', () => ++seen === 2 && resolve());
      }));
      for (const io of [s.realtime!.io, realtime.io]) io.to([`user:${carol.id}:conversations`, `user:${bob.id}:conversations`]).emit('Marker');
      await Promise.all(markers);
      const sorted = [...sent].sort((x, y) => x - y);
      expect(atCarol.ids().sort((x, y) => x - y)).toEqual(sorted);
      expect(atBob.ids().sort((x, y) => x - y)).toEqual(sorted);
    }, 30_000);

    describe('on a process that does not end sockets itself', () => {
      let third: Served;
      let pushesOnly: Realtime;
      beforeAll(async () => {
        third = await serve(http.createServer((_req, res) => res.end()));
        pushesOnly = await attachRealtime(third.server, s.platform, { relay: false, sessionEnds: false });
      });
      afterAll(async () => {
        await pushesOnly?.close();
        await third?.close();
      });

      it('pushes nothing to a session that has ended, even to a socket still connected', async () => {
        // The relays' broadcasts reach this process once the adapters know each other.
        await expect.poll(() => s.realtime!.io.of('/').adapter.serverCount(), { timeout: 15_000, interval: 100 }).toBe(3);
        const kim = await member('Kim');
        const kimElsewhere = await anotherSession(kim);
        const leo = await member('Leo');
        const conversationId = await conversationOf(leo, kim);
        const [lingering, live] = await Promise.all([connected(open(third.url, { token: kim.token })), connected(open(third.url, { token: kimElsewhere.token }))]);
        const [atLingering, atLive] = [recordMessages(lingering), recordMessages(live)];
        const before = await send(leo, conversationId, 'Before');
        await Promise.all([atLingering.arrival(before.message.id), atLive.arrival(before.message.id)]);

        await t.ok(kim, 'POST', '/auth/logout');
        const after = await send(leo, conversationId, 'After');
        // Both sockets are on one process, which gets each push once and hands it to its sockets
        // at once: when the live session has it, the ended one would have too.
        await atLive.arrival(after.message.id);
        expect(lingering.connected).toBe(true);
        expect(atLingering.ids()).toEqual([before.message.id]);
      }, 30_000);
    });
  });
});
