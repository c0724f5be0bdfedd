import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TOO_LONG,
  MESSAGES_PER_MINUTE,
  CONVERSATIONS_PER_HOUR,
  READ_TIMESTAMP_INVALID,
  conversationPairStream,
  conversationStream,
  notificationsStream,
  type ConversationView,
  type MessageView,
} from '@decorlook/domain';
import { PASSWORD, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Messaging's and notifications' writes through the real server: one private conversation per
 * pair whoever asks and however many times at once, messages only from its participants with the
 * spec's messages for a blank or long body, read marks that only move forward, a per-member send
 * limit, message bodies stored sealed, and opening the bell marking every notification read.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let rita: Person;
let ana: Person;
let nora: Person; // in no conversation of theirs

const start = (who: Person, other: Person | number, body: Record<string, unknown> = {}) =>
  api(who, 'POST', '/conversations', { type: 'private', participants: [typeof other === 'number' ? other : other.id], name: '', ...body });
const send = (who: Person, conversationId: number, body: unknown) => api(who, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0, body });
const markRead = (who: Person, conversationId: number, timestamp: string) => api(who, 'PATCH', `/conversations/${conversationId}/read`, { timestamp });

async function eventTypes(streamId: string): Promise<string[]> {
  return (await s.platform.store.readStream(streamId)).events.map((e) => e.type);
}

/** A conversation between two members, as the first of them gets it. */
async function conversationOf(a: Person, b: Person): Promise<number> {
  const r = await start(a, b);
  expect([200, 201]).toContain(r.status);
  return (r.body.result as ConversationView).id;
}

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'messaging', 'notifications', 'follows'] });
  client = testClient(s);
  [rita, ana, nora] = await Promise.all([client.person('Rita', { displayName: 'Rita R' }), client.person('Ana'), client.person('Nora')]);
}, 120_000);
afterAll(() => s?.close());

describe('starting a conversation', () => {
  let conversationId: number;

  it('starts one with the other member (201), as the caller sees it', async () => {
    const r = await start(rita, ana, { name: 'Sofa talk' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.headers.get('x-event-position')).toMatch(/^\d+$/);
    const view = r.body.result as ConversationView;
    conversationId = view.id;
    expect(view).toEqual({
      id: conversationId,
      type: 'private',
      name: 'Sofa talk',
      participants: [rita.id, ana.id],
      interlocutor: { id: ana.id, displayName: 'Ana Tester', avatar: null, ambassador: false },
      createdAt: expect.any(String),
      updatedAt: view.createdAt,
      lastMessage: null,
      unread: 0,
      readUpTo: null,
    });
    expect(await eventTypes(conversationStream(conversationId))).toEqual(['ConversationStarted']);
    expect(await eventTypes(conversationPairStream(rita.id, ana.id))).toEqual(['ConversationPairReserved']);
  });

  it('answers the same conversation (200) when either member asks again, and writes nothing', async () => {
    const again = await start(rita, ana);
    expect(again.status).toBe(200);
    expect((again.body.result as ConversationView).id).toBe(conversationId);
    const other = await start(ana, rita);
    expect(other.status).toBe(200);
    expect(other.body.result).toMatchObject({ id: conversationId, name: 'Sofa talk', participants: [rita.id, ana.id], interlocutor: { id: rita.id, displayName: 'Rita R' } });
    expect(await eventTypes(conversationStream(conversationId))).toEqual(['ConversationStarted']);
  });

  it('ends in one conversation when both members ask ten times at once', async () => {
    const [eve, finn] = await Promise.all([client.person('Eve'), client.person('Finn')]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? start(eve, finn) : start(finn, eve))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.body.result as ConversationView).id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect(await eventTypes(conversationPairStream(eve.id, finn.id))).toEqual(['ConversationPairReserved']);
    const { rows } = await s.platform.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'ConversationStarted' AND data->'participants' @> $1::jsonb`,
      [JSON.stringify([eve.id, finn.id])],
    );
    expect(rows[0].n).toBe(1);
    expect(await eventTypes(conversationStream(id))).toEqual(['ConversationStarted']);
  });

  it('refuses the caller themselves and anyone who cannot receive messages (422), and a visitor (401)', async () => {
    const self = await start(rita, rita);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ participants: ['Please choose someone other than yourself'] });

    const [gone, erased] = await Promise.all([client.person('Gone'), client.person('Erased')]);
    await ok(gone, 'POST', '/user/deactivate', { password: PASSWORD });
    await ok(erased, 'DELETE', '/user', { password: PASSWORD });
    for (const other of [gone.id, erased.id, erased.id + 100_000]) {
      const r = await start(rita, other);
      expect(r.status, `member ${other}`).toBe(422);
      expect(r.body.errors).toEqual({ participants: ['This member cannot receive messages'] });
    }
    const { rows } = await s.platform.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM streams WHERE stream_id IN ($1, $2)`, [
      conversationPairStream(rita.id, gone.id),
      conversationPairStream(rita.id, erased.id),
    ]);
    expect(rows[0].n).toBe(0);

    const empty = await api(rita, 'POST', '/conversations', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ participants: ['This field is required'] });
    const group = await api(rita, 'POST', '/conversations', { type: 'private', participants: [ana.id, nora.id] });
    expect(group.status).toBe(422);
    expect(group.body.errors).toEqual({ participants: ['A private conversation has one other participant'] });
    expect((await api(null, 'POST', '/conversations', { type: 'private', participants: [ana.id] })).status).toBe(401);
  });
});

describe('messages', () => {
  let conversationId: number;
  beforeAll(async () => {
    conversationId = await conversationOf(rita, ana);
  });

  it('sends a message (201) and answers it; the conversation asked again shows it as the last', async () => {
    const r = await send(rita, conversationId, '  Hello Ana, shall we talk sofas?  ');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.result).toEqual({ id: expect.any(Number), conversationId, senderId: rita.id, type: 1, version: 0, body: '  Hello Ana, shall we talk sofas?  ', sentAt: expect.any(String) });
    const message = r.body.result as MessageView;
    expect(new Date(message.sentAt).toISOString()).toBe(message.sentAt);

    const seenByAna = (await start(ana, rita)).body.result as ConversationView;
    expect(seenByAna).toMatchObject({ id: conversationId, lastMessage: message, unread: 1, readUpTo: null, updatedAt: message.sentAt });
    const seenByRita = (await start(rita, ana)).body.result as ConversationView;
    expect(seenByRita).toMatchObject({ unread: 0, readUpTo: message.sentAt });
  });

  it('stores the body sealed: the events table never holds it in clear, the history reads it back', async () => {
    const body = `Sealed ${Date.now().toString(36)} linen curtains`;
    const message = (await send(ana, conversationId, body)).body.result as MessageView;
    const { rows } = await s.platform.pool.query<{ data: Record<string, unknown>; text: string }>(
      `SELECT data, data::text AS text FROM events WHERE type = 'MessageSent' AND stream_id = $1 AND (data->>'messageId')::int = $2`,
      [conversationStream(conversationId), message.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).not.toContain('linen curtains');
    expect(rows[0].data).toMatchObject({ senderId: ana.id, participants: [rita.id, ana.id] });
    const { events } = await s.platform.store.readStream(conversationStream(conversationId));
    expect(events.at(-1)?.data).toMatchObject({ messageId: message.id, body, participants: [rita.id, ana.id] });
  });

  it("refuses a blank or too long body with the spec's messages (422)", async () => {
    for (const body of ['', '   \n ']) {
      const r = await send(rita, conversationId, body);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ body: ['This field is required'] });
    }
    const missing = await api(rita, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0 });
    expect(missing.body.errors).toEqual({ body: ['This field is required'] });
    const long = await send(rita, conversationId, 'x'.repeat(MESSAGE_BODY_MAX + 1));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ body: [MESSAGE_TOO_LONG] });
    expect((await send(rita, conversationId, 'x'.repeat(MESSAGE_BODY_MAX))).status).toBe(201);
  });

  it('answers someone outside the conversation 403 and an unknown conversation 404, writing nothing', async () => {
    const before = await eventTypes(conversationStream(conversationId));
    const post = await send(nora, conversationId, 'Hi both');
    expect(post.status).toBe(403);
    expect(post.body.message).toBe('You are not part of this conversation.');
    expect((await markRead(nora, conversationId, new Date().toISOString())).status).toBe(403);
    expect(await eventTypes(conversationStream(conversationId))).toEqual(before);

    const unknown = conversationId + 100_000;
    expect((await send(rita, unknown, 'Anyone?')).status).toBe(404);
    expect((await markRead(rita, unknown, new Date().toISOString())).status).toBe(404);
    expect((await api(null, 'POST', `/conversations/${conversationId}/messages`, { body: 'Hi' })).status).toBe(401);
  });

  it('refuses a message (403) to a member who has since deactivated their account or been erased, writing nothing', async () => {
    for (const [name, leave] of [
      ['Otto', (p: Person) => ok(p, 'POST', '/user/deactivate', { password: PASSWORD })],
      ['Pia', (p: Person) => ok(p, 'DELETE', '/user', { password: PASSWORD })],
    ] as const) {
      const other = await client.person(name);
      const id = await conversationOf(rita, other);
      expect((await send(rita, id, 'Before you go')).status).toBe(201);
      await leave(other);
      const before = await eventTypes(conversationStream(id));
      const r = await send(rita, id, 'Are you there?');
      expect(r.status, name).toBe(403);
      expect(r.body.message).toBe('This member cannot receive messages.');
      expect(await eventTypes(conversationStream(id))).toEqual(before);
    }
  });
});

describe('read marks', () => {
  it('moves the mark forward only, answering the unread count from the conversation', async () => {
    const [ivy, jon] = await Promise.all([client.person('Ivy'), client.person('Jon')]);
    const id = await conversationOf(ivy, jon);
    const sent: MessageView[] = [];
    for (const body of ['One', 'Two', 'Three']) sent.push((await send(ivy, id, body)).body.result as MessageView);

    const first = await markRead(jon, id, sent[0].sentAt);
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ conversationId: id, readUpTo: sent[0].sentAt, unread: 2 });
    const reads = async () => (await eventTypes(conversationStream(id))).filter((t) => t === 'ConversationRead').length;
    expect(await reads()).toBe(1);

    // An offset is read as the same instant; an earlier or equal time changes nothing and answers the mark as it stands.
    const older = new Date(new Date(sent[0].sentAt).getTime() - 60_000);
    const back = await markRead(jon, id, older.toISOString().replace('Z', '+00:00'));
    expect(back.status).toBe(200);
    expect(back.body.result).toEqual({ conversationId: id, readUpTo: sent[0].sentAt, unread: 2 });
    expect(await reads()).toBe(1);

    const all = await markRead(jon, id, sent[2].sentAt);
    expect(all.body.result).toEqual({ conversationId: id, readUpTo: sent[2].sentAt, unread: 0 });
    expect(await reads()).toBe(2);
  });

  it('clamps a time in the future to now, and refuses a time that is not ISO 8601', async () => {
    const [kai, lea] = await Promise.all([client.person('Kai'), client.person('Lea')]);
    const id = await conversationOf(kai, lea);
    const before = new Date().toISOString();
    const r = await markRead(lea, id, '2099-01-01T00:00:00+01:00');
    const after = new Date().toISOString();
    const { readUpTo } = r.body.result as { readUpTo: string };
    expect(readUpTo >= before && readUpTo <= after, readUpTo).toBe(true);

    const bad = await markRead(lea, id, 'yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ timestamp: [READ_TIMESTAMP_INVALID] });
  });
});

describe('the send limit', () => {
  it(`answers 429 with Retry-After past ${MESSAGES_PER_MINUTE} messages a minute from one member, and only to them`, async () => {
    const [sam, tom] = await Promise.all([client.person('Sam'), client.person('Tom')]);
    const id = await conversationOf(sam, tom);
    const sends = await Promise.all(Array.from({ length: MESSAGES_PER_MINUTE }, (_, i) => send(sam, id, `Message ${i + 1}`)));
    expect(sends.map((r) => r.status)).toEqual(Array(MESSAGES_PER_MINUTE).fill(201));
    const limited = await send(sam, id, 'One too many');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Too many requests. Please try again later.');
    expect((await send(tom, id, 'My turn')).status).toBe(201);
    const messages = (await eventTypes(conversationStream(id))).filter((t) => t === 'MessageSent');
    expect(messages).toHaveLength(MESSAGES_PER_MINUTE + 1);
  });
});

describe('the start limit', () => {
  it(`answers 429 past ${CONVERSATIONS_PER_HOUR} conversations started in an hour, but still answers the ones there are`, async () => {
    const pia = await client.person('Pia');
    const others = await Promise.all(Array.from({ length: CONVERSATIONS_PER_HOUR + 1 }, (_, i) => client.person(`Member${i}`)));
    const started = await Promise.all(others.slice(0, CONVERSATIONS_PER_HOUR).map((o) => start(pia, o)));
    expect(started.map((r) => r.status)).toEqual(Array(CONVERSATIONS_PER_HOUR).fill(201));
    const limited = await start(pia, others[CONVERSATIONS_PER_HOUR]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventTypes(conversationPairStream(pia.id, others[CONVERSATIONS_PER_HOUR].id))).toEqual([]);
    const existing = await start(pia, others[0]);
    expect(existing.status).toBe(200);
    expect((existing.body.result as ConversationView).id).toBe((started[0].body.result as ConversationView).id);
    // The limit is the starter's: the member Pia could not reach may still start it.
    expect((await start(others[CONVERSATIONS_PER_HOUR], pia)).status).toBe(201);
  });
});

describe('notifications read', () => {
  it('marks every notification read up to now, and moves the mark on at each opening', async () => {
    const before = new Date().toISOString();
    const first = await api(nora, 'POST', '/notifications/read');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-event-position')).toMatch(/^\d+$/);
    const { readUpTo } = first.body.result as { unread: number; readUpTo: string };
    expect(first.body.result).toEqual({ unread: 0, readUpTo });
    expect(readUpTo >= before && readUpTo <= new Date().toISOString()).toBe(true);

    const second = (await ok<{ readUpTo: string }>(nora, 'POST', '/notifications/read')).readUpTo;
    expect(second >= readUpTo).toBe(true);
    const { events } = await s.platform.store.readStream(notificationsStream(nora.id));
    expect(events[0]).toMatchObject({ type: 'NotificationsRead', data: { userId: nora.id, readUpTo } });
    expect(events.at(-1)?.data).toMatchObject({ readUpTo: second });
    expect((await api(null, 'POST', '/notifications/read')).status).toBe(401);
  });
});
