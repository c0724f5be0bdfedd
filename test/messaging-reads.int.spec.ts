import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactView, conversationView, messageView, unreadAnswer, type ContactView, type ConversationView, type MessageView, type UnreadAnswer } from '@decorlook/domain';
import { loadMessagePush } from '@decorlook/projectors/messaging/conversations/queries';
import { PASSWORD, testClient, type Person } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Messaging's reads through the real server, written through its real commands: a conversation
 * between two members end to end (started, messages both ways, the list ordered by the last
 * update, unread counts and the read mark), the message pages (since, before, sort, limit), the
 * contact list (follows either way and conversation partners), and a third member kept out of it
 * (403 on what exists, 404 on what does not); once a member is erased, the other keeps the
 * conversation with "Deleted user" and blank bodies, and loses them from the contact list.
 */
let s: TestServer;
let client: ReturnType<typeof testClient>;
const api = (...args: Parameters<typeof client.api>) => client.api(...args);
const ok = <T = unknown>(...args: Parameters<typeof client.ok>) => client.ok<T>(...args);

let ana: Person;
let ben: Person;
let cara: Person; // in none of their conversations
let dan: Person; // follows Ana
let eve: Person; // Ana follows her, and writes to her
let withBen: number;
let withEve: number;
const sent: MessageView[] = [];

const send = async (who: Person, conversationId: number, body: string) => {
  const m = await ok<MessageView>(who, 'POST', `/conversations/${conversationId}/messages`, { type: 1, version: 0, body }, 201);
  if (conversationId === withBen) sent.push(m);
  return m;
};
const conversations = (who: Person, query = '') => ok<ConversationView[]>(who, 'GET', `/conversations${query}`);
const unread = (who: Person) => ok<UnreadAnswer>(who, 'GET', '/conversations/unread');
const messages = async (who: Person, query = '') => (await ok<MessageView[]>(who, 'GET', `/conversations/${withBen}/messages${query}`)).map((m) => m.body);

beforeAll(async () => {
  s = await startTestServer({}, { projectors: ['site-enums', 'users', 'messaging', 'notifications', 'follows'] });
  client = testClient(s, { readYourWrites: true });
  ana = await client.person('Ana', { lastName: 'Writer' });
  ben = await client.person('Ben', { lastName: 'Reader' });
  cara = await client.person('Cara', { lastName: 'Outside' });
  dan = await client.person('Dan', { lastName: 'Fan' });
  eve = await client.person('Eve', { lastName: 'Friend' });
  await ok(dan, 'POST', `/followers/follow/${ana.id}`);
  await ok(ana, 'POST', `/followers/follow/${eve.id}`);
  withBen = (await ok<ConversationView>(ana, 'POST', '/conversations', { type: 'private', participants: [ben.id], name: 'Sofa talk' }, 201)).id;
}, 120_000);
afterAll(() => s?.close());

describe('a conversation between two members', () => {
  it('is found by both, with the other member and nothing unread yet', async () => {
    const [mine] = await conversations(ana);
    expect(conversationView.parse(mine)).toEqual(mine);
    expect(mine).toMatchObject({ id: withBen, type: 'private', name: 'Sofa talk', lastMessage: null, unread: 0, readUpTo: null });
    expect(mine.participants.sort()).toEqual([ana.id, ben.id].sort());
    expect(mine.interlocutor).toMatchObject({ id: ben.id, displayName: expect.stringContaining('Ben'), ambassador: false });
    expect((await conversations(ben))[0].interlocutor).toMatchObject({ id: ana.id, displayName: expect.stringContaining('Ana') });
    expect(await unread(ben)).toEqual({ total: 0, conversations: [] });
  });

  it("counts what the other wrote as unread, and shows the last message", async () => {
    await send(ana, withBen, 'Hello Ben');
    await send(ana, withBen, 'Are you there?');
    expect(unreadAnswer.parse(await unread(ben))).toEqual({ total: 2, conversations: [{ conversationId: withBen, unread: 2 }] });
    const theirs = await ok<ConversationView>(ben, 'GET', `/conversations/${withBen}`);
    expect(theirs).toMatchObject({ unread: 2, readUpTo: null, lastMessage: { body: 'Are you there?', senderId: ana.id }, updatedAt: sent[1].sentAt });
    // Her own messages are read by the writer.
    expect(await ok<ConversationView>(ana, 'GET', `/conversations/${withBen}`)).toMatchObject({ unread: 0, readUpTo: sent[1].sentAt });
    expect(await unread(ana)).toEqual({ total: 0, conversations: [] });
  });

  it('marks read up to a time: what came after stays unread', async () => {
    const answer = await ok<{ readUpTo: string; unread: number }>(ben, 'PATCH', `/conversations/${withBen}/read`, { timestamp: sent[0].sentAt });
    expect(answer).toMatchObject({ conversationId: withBen, readUpTo: sent[0].sentAt, unread: 1 });
    expect(await ok<ConversationView>(ben, 'GET', `/conversations/${withBen}`)).toMatchObject({ unread: 1, readUpTo: sent[0].sentAt });
    expect(await unread(ben)).toEqual({ total: 1, conversations: [{ conversationId: withBen, unread: 1 }] });
  });

  it('reads everything before an answer, and the answer is unread for the other', async () => {
    await send(ben, withBen, 'Yes, here!');
    expect(await unread(ben)).toEqual({ total: 0, conversations: [] });
    expect(await unread(ana)).toEqual({ total: 1, conversations: [{ conversationId: withBen, unread: 1 }] });
    await ok(ana, 'PATCH', `/conversations/${withBen}/read`, { timestamp: new Date().toISOString() });
    expect(await unread(ana)).toEqual({ total: 0, conversations: [] });
  });

  it('lists the conversations by their last update, and filters them by name or member', async () => {
    withEve = (await ok<ConversationView>(ana, 'POST', '/conversations', { type: 'private', participants: [eve.id], name: '' }, 201)).id;
    expect((await conversations(ana)).map((c) => c.id)).toEqual([withEve, withBen]);
    await send(ben, withBen, 'Shall we pick the rug?');
    expect((await conversations(ana)).map((c) => c.id)).toEqual([withBen, withEve]);
    await send(ana, withEve, 'Hi Eve');
    expect((await conversations(ana)).map((c) => c.id)).toEqual([withEve, withBen]);
    expect((await conversations(ana, '?limit=1&offset=1')).map((c) => c.id)).toEqual([withBen]);
    expect((await conversations(ana, '?name=reader')).map((c) => c.id)).toEqual([withBen]);
    expect((await conversations(ana, '?name=sofa')).map((c) => c.id)).toEqual([withBen]);
    expect((await conversations(ana, `?interlocutor=${eve.id}`)).map((c) => c.id)).toEqual([withEve]);
    expect(await conversations(ana, '?name=nobody')).toEqual([]);
    expect((await api(ana, 'GET', '/conversations?limit=0')).status).toBe(422);
  });
});

describe('the messages of a conversation', () => {
  it('answers the latest first page in time order, or in reverse', async () => {
    const all = await ok<MessageView[]>(ben, 'GET', `/conversations/${withBen}/messages`);
    expect(all.map((m) => messageView.parse(m))).toEqual(sent);
    expect(await messages(ben, '?limit=2')).toEqual(['Yes, here!', 'Shall we pick the rug?']);
    expect(await messages(ben, '?sort=desc&limit=3')).toEqual(['Shall we pick the rug?', 'Yes, here!', 'Are you there?']);
  });

  it('pages back with before (scrolling up) and forward with since', async () => {
    expect(await messages(ana, `?before=${encodeURIComponent(sent[2].sentAt)}&limit=1`)).toEqual(['Are you there?']);
    expect(await messages(ana, `?before=${encodeURIComponent(sent[2].sentAt)}`)).toEqual(['Hello Ben', 'Are you there?']);
    expect(await messages(ana, `?since=${encodeURIComponent(sent[0].sentAt)}&limit=2`)).toEqual(['Are you there?', 'Yes, here!']);
    expect(await messages(ana, `?since=${encodeURIComponent(sent[3].sentAt)}`)).toEqual([]);
    const r = await api(ana, 'GET', `/conversations/${withBen}/messages?since=yesterday`);
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty('since');
  });
});

describe('the contact list', () => {
  it('holds who the member follows, who follows them and who they talked with, the latest conversation first', async () => {
    const list = await ok<ContactView[]>(ana, 'GET', '/contact-list');
    expect(list.map((c) => contactView.parse(c))).toEqual(list);
    expect(list.map((c) => [c.id, c.isFollowed, c.followsYou, c.conversationId])).toEqual([
      [eve.id, true, false, withEve],
      [ben.id, false, false, withBen],
      [dan.id, false, true, null],
    ]);
    expect((await ok<ContactView[]>(ana, 'GET', '/contact-list?name=fan')).map((c) => c.id)).toEqual([dan.id]);
    expect((await ok<ContactView[]>(ana, 'GET', '/contact-list?limit=1&offset=1')).map((c) => c.id)).toEqual([ben.id]);
    expect((await ok<ContactView[]>(ben, 'GET', '/contact-list')).map((c) => c.id)).toEqual([ana.id]);
    expect(await ok(cara, 'GET', '/contact-list')).toEqual([]);
  });
});

describe('a member outside the conversation', () => {
  it('is refused it and its messages (403), and told nothing of ids that do not exist (404)', async () => {
    expect((await api(cara, 'GET', `/conversations/${withBen}`)).status).toBe(403);
    expect((await api(cara, 'GET', `/conversations/${withBen}/messages`)).status).toBe(403);
    expect((await api(cara, 'POST', `/conversations/${withBen}/messages`, { type: 1, version: 0, body: 'Hi' })).status).toBe(403);
    expect((await api(cara, 'PATCH', `/conversations/${withBen}/read`, { timestamp: new Date().toISOString() })).status).toBe(403);
    expect((await api(cara, 'GET', '/conversations/999999')).status).toBe(404);
    expect((await api(cara, 'GET', '/conversations/999999/messages')).status).toBe(404);
    expect(await conversations(cara)).toEqual([]);
    expect(await unread(cara)).toEqual({ total: 0, conversations: [] });
    expect((await api(null, 'GET', '/conversations')).status).toBe(401);
  });
});

describe('the realtime push of a message', () => {
  it('carries the message and who is to receive it', async () => {
    const last = sent[sent.length - 1];
    const push = await loadMessagePush(s.platform.pool, last.id);
    expect(push).toMatchObject({ conversationId: withBen, senderId: ben.id, body: 'Shall we pick the rug?', sentAt: last.sentAt, messageId: last.id });
    expect(push?.participants.sort()).toEqual([ana.id, ben.id].sort());
    expect(await loadMessagePush(s.platform.pool, 999_999)).toBeNull();
  });
});

describe('a member who erases their account', () => {
  it('leaves the other member the conversation, with "Deleted user" and blank bodies, and leaves their contacts', async () => {
    await ok(ben, 'DELETE', '/user', { password: PASSWORD });
    const mine = await ok<ConversationView>(ana, 'GET', `/conversations/${withBen}`);
    expect(mine.interlocutor).toEqual({ id: ben.id, displayName: 'Deleted user', avatar: null, ambassador: false });
    expect(mine.lastMessage?.body).toBe('');
    const bodies = await messages(ana);
    expect(bodies).toEqual(['Hello Ben', 'Are you there?', '', '']);
    expect((await ok<ContactView[]>(ana, 'GET', '/contact-list')).map((c) => c.id)).toEqual([eve.id, dan.id]);
  });
});
