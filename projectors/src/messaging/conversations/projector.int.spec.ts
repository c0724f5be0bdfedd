import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStream } from '@decorlook/domain';
import type { EventToAppend } from '@decorlook/infra/event-store/types';
import { waitForPosition } from '@decorlook/infra/projections/wait';
import { startProjectorKit, type ProjectorKit } from '../../catalog/projector-kit.int';
import { messagingProjector } from './projector';

/**
 * The messaging projector against a real store and runner: a conversation between two members,
 * messages both ways, read marks and unread counts, the pushes it queues, an erased member's
 * bodies blanked; the same events delivered again (and late, newest first) give the same rows.
 */
let kit: ProjectorKit;
const [ANA, BEN] = [11, 12];
const base = Date.now() - 60_000;
const at = (s: number) => new Date(base + s * 1000).toISOString();
const ev = (type: string, data: Record<string, unknown>): EventToAppend => ({ type, data });
const sent = (messageId: number, senderId: number, body: string, s: number) =>
  ev('MessageSent', { conversationId: 1, messageId, senderId, participants: [ANA, BEN], type: 1, version: 0, body, sentAt: at(s) });
const member = async (userId: number) => (await kit.rows('conversation_members', 'user_id')).find((r) => r.user_id === userId)!;
const outbox = async () => (await kit.db.pool.query<{ kind: string; ref: unknown }>('SELECT kind, ref FROM realtime_outbox ORDER BY id')).rows;

beforeAll(async () => {
  kit = await startProjectorKit([messagingProjector]);
  await kit.append(conversationStream(1), [
    ev('ConversationStarted', { conversationId: 1, type: 'private', participants: [ANA, BEN], startedBy: ANA, name: 'Sofa talk', startedAt: at(0) }),
    sent(1, ANA, 'Hello Ben', 1),
    sent(2, ANA, 'Are you there?', 2),
  ]);
}, 60_000);

afterAll(async () => kit?.close());

describe('the messaging projector', () => {
  it('keeps the conversation, its messages, and counts what each member has not read', async () => {
    const [c] = await kit.rows('conversations', 'id');
    expect(c).toMatchObject({ id: 1, name: 'Sofa talk', participants: [ANA, BEN], last_message_id: 2 });
    expect((c.updated_at as Date).toISOString()).toBe(at(2));
    expect((await kit.rows('messages', 'id')).map((m) => [m.id, m.sender_id, m.body])).toEqual([
      [1, ANA, 'Hello Ben'],
      [2, ANA, 'Are you there?'],
    ]);
    // The sender has read what she wrote; Ben has two unread.
    expect(await member(ANA)).toMatchObject({ unread: 0, read_up_to: new Date(at(2)) });
    expect(await member(BEN)).toMatchObject({ unread: 2, read_up_to: null });
  });

  it('moves a read mark forward only, and counts only what came after it', async () => {
    await kit.append(conversationStream(1), [ev('ConversationRead', { conversationId: 1, userId: BEN, readUpTo: at(1), readAt: at(3) })]);
    expect(await member(BEN)).toMatchObject({ unread: 1, read_up_to: new Date(at(1)) });
    await kit.append(conversationStream(1), [sent(3, BEN, 'Yes!', 4)]);
    // Answering reads everything before it; Ana now has one unread.
    expect(await member(BEN)).toMatchObject({ unread: 0, read_up_to: new Date(at(4)) });
    expect(await member(ANA)).toMatchObject({ unread: 1 });
    await kit.append(conversationStream(1), [ev('ConversationRead', { conversationId: 1, userId: ANA, readUpTo: at(4), readAt: at(5) })]);
    await kit.append(conversationStream(1), [ev('ConversationRead', { conversationId: 1, userId: ANA, readUpTo: at(0), readAt: at(6) })]);
    expect(await member(ANA)).toMatchObject({ unread: 0, read_up_to: new Date(at(4)) });
  });

  it('queues a push for the new conversation and each new message', async () => {
    expect(await outbox()).toEqual([
      { kind: 'conversation', ref: { conversationId: 1, participants: [ANA, BEN] } },
      { kind: 'message', ref: { messageId: 1, conversationId: 1 } },
      { kind: 'message', ref: { messageId: 2, conversationId: 1 } },
      { kind: 'message', ref: { messageId: 3, conversationId: 1 } },
    ]);
  });

  it("blanks an erased member's messages and the name they gave the conversation, and keeps the other's", async () => {
    const { position } = await kit.store.append(`user-${ANA}`, 'any', [ev('UserErased', { userId: ANA, emailHash: 'h'.repeat(32), erasedAt: at(7) })], { shred: [`user-${ANA}`] });
    expect(await waitForPosition(kit.db.pool, position, 10_000, [messagingProjector.name])).toBe(true);
    expect((await kit.rows('messages', 'id')).map((m) => [m.id, m.body])).toEqual([
      [1, ''],
      [2, ''],
      [3, 'Yes!'],
    ]);
    expect((await kit.rows('conversations', 'id'))[0].name).toBe('');
  });

  it('gives the same rows when every event is delivered again, and late', async () => {
    const { live, once, twice } = await kit.deliverTwice(messagingProjector);
    expect(once).toEqual(live);
    expect(twice).toEqual(live);
  });
});
