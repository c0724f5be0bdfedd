import { describe, expect, it } from 'vitest';
import type { ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { evolveConversation, evolveConversationPair, initialConversationPair, initialConversationState, interlocutorOf, unreadFor, type ConversationPairEvent, type ConversationState } from './conversation';
import { conversationDecider, conversationPairDecider, readMarkOf, type ConversationCommand, type ConversationPairCommand, type Recipient } from './conversation.decide';
import { CannotMessageYourself, NoSuchConversation, NoSuchRecipient, NotAParticipant, RecipientCannotReceive } from './messaging.errors';
import type { ConversationEvent } from './messaging.events';
import { MESSAGE_BODY_MAX, MESSAGE_TOO_LONG, pairKey, sendMessageInput } from './messaging.rules';

const t0 = '2026-11-23T10:00:00.000Z';
const t1 = '2026-11-23T10:01:00.000Z';
const t2 = '2026-11-23T10:02:00.000Z';
const t3 = '2026-11-23T10:03:00.000Z';
const RITA = 7;
const ANA = 20;
const STRANGER = 30;
const live: Recipient = { exists: true, erased: false, deactivated: false };

const conversation = specFor<ConversationState, ConversationCommand, ConversationEvent>(conversationDecider);
const pair = specFor(conversationPairDecider);
const start = (over: Partial<Extract<ConversationCommand, { type: 'StartConversation' }>> = {}): ConversationCommand => ({
  type: 'StartConversation',
  conversationId: 3,
  userId: RITA,
  recipientId: ANA,
  recipient: live,
  conversationType: 'private',
  name: '',
  now: t0,
  ...over,
});
const bothLive = { [RITA]: live, [ANA]: live };
const send = (userId: number, body: string, now: string, messageId = 1, recipients: Record<number, Recipient> = bothLive): ConversationCommand => ({ type: 'SendMessage', messageId, userId, recipients, body, now });
const markRead = (userId: number, timestamp: string, now = t3): ConversationCommand => ({ type: 'MarkConversationRead', userId, timestamp, now });

/** Each command decided on the history so far, its events added to it. */
function history(...commands: ConversationCommand[]): ConversationEvent[] {
  return commands.reduce<ConversationEvent[]>((events, c) => [...events, ...conversation(events).when(c).events()], []);
}
const stateOf = (events: ConversationEvent[]) => events.reduce(evolveConversation, initialConversationState());
const started = history(start());
const talked = history(start(), send(RITA, 'Hello Ana', t1, 1), send(ANA, 'Hi Rita', t2, 2), send(ANA, 'Shall we talk sofas?', t3, 3));
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;

describe('messaging rules', () => {
  it('keys a pair the same whichever member starts', () => {
    expect(pairKey(RITA, ANA)).toBe('7-20');
    expect(pairKey(ANA, RITA)).toBe('7-20');
  });

  it("answers a blank or too long body with the spec's messages, and keeps the body as written", () => {
    const errorOf = (body: unknown) => sendMessageInput.safeParse({ body }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errorOf('   ')).toEqual([['body', 'This field is required']]);
    expect(errorOf('x'.repeat(MESSAGE_BODY_MAX + 1))).toEqual([['body', MESSAGE_TOO_LONG]]);
    expect(sendMessageInput.parse({ body: '  hi  ' })).toEqual({ type: 1, version: 0, body: '  hi  ' });
  });
});

describe('conversation decider: starting', () => {
  it('starts a private conversation between the caller and the other member', () => {
    expect(started).toEqual([{ type: 'ConversationStarted', data: { conversationId: 3, type: 'private', participants: [RITA, ANA], startedBy: RITA, name: '', startedAt: t0 } }]);
    const s = stateOf(started);
    expect(s).toMatchObject({ exists: true, conversationId: 3, participants: [RITA, ANA], updatedAt: t0, lastMessage: null });
    expect(interlocutorOf(s, RITA)).toBe(ANA);
    expect(interlocutorOf(s, ANA)).toBe(RITA);
    expect(unreadFor(s, ANA)).toBe(0);
  });

  it('records nothing when the conversation exists: the one there is answers', () => {
    expect(conversation(started).when(start({ userId: ANA, recipientId: RITA })).events()).toEqual([]);
  });

  it('refuses the caller themselves, and a member who does not exist, left or was erased', () => {
    expect(conversation([]).when(start({ recipientId: RITA })).error()).toBeInstanceOf(CannotMessageYourself);
    expect(fieldErrors(conversation([]).when(start({ recipientId: RITA })).error())).toEqual({ participants: ['Please choose someone other than yourself'] });
    for (const recipient of [{ ...live, exists: false }, { ...live, deactivated: true }, { ...live, erased: true }]) {
      const err = conversation([]).when(start({ recipient })).error();
      expect(err).toBeInstanceOf(NoSuchRecipient);
      expect(fieldErrors(err)).toEqual({ participants: ['This member cannot receive messages'] });
    }
  });
});

describe('conversation decider: the pair reservation', () => {
  const reserve = (conversationId: number, participants: [number, number]): ConversationPairCommand => ({ type: 'ReserveConversationPair', conversationId, participants, now: t0 });

  it('reserves the pair once for the first conversation, the ids in order whoever starts', () => {
    const reserved = pair([]).when(reserve(3, [ANA, RITA])).events();
    expect(reserved).toEqual([{ type: 'ConversationPairReserved', data: { conversationId: 3, participants: [RITA, ANA], reservedAt: t0 } }]);
    expect(reserved.reduce(evolveConversationPair, initialConversationPair())).toEqual({ conversationId: 3 });
    expect(pair(reserved).when(reserve(4, [RITA, ANA])).events()).toEqual([]);
  });

  it('keeps the first reservation if a second one ever came', () => {
    const second: ConversationPairEvent = { type: 'ConversationPairReserved', data: { conversationId: 4, participants: [RITA, ANA], reservedAt: t1 } };
    const events = [...pair([]).when(reserve(3, [RITA, ANA])).events(), second];
    expect(events.reduce(evolveConversationPair, initialConversationPair())).toEqual({ conversationId: 3 });
  });
});

describe('conversation decider: messages', () => {
  it('records the message with the participants, for whoever is in the conversation', () => {
    expect(conversation(started).when(send(ANA, 'Hi Rita', t1, 9)).events()).toEqual([
      { type: 'MessageSent', data: { conversationId: 3, messageId: 9, senderId: ANA, participants: [RITA, ANA], type: 1, version: 0, body: 'Hi Rita', sentAt: t1 } },
    ]);
  });

  it('counts unread messages from the others; sending reads everything up to the message sent', () => {
    const s = stateOf(talked);
    expect(s.lastMessage).toEqual({ messageId: 3, senderId: ANA, type: 1, version: 0, body: 'Shall we talk sofas?', sentAt: t3 });
    expect(s.updatedAt).toBe(t3);
    expect(unreadFor(s, RITA)).toBe(2);
    expect(unreadFor(s, ANA)).toBe(0);
    expect(s.readUpTo.get(ANA)).toBe(t3);
    expect(s.readUpTo.get(RITA)).toBe(t1);
  });

  it('refuses someone outside the conversation 403, and an unknown conversation 404', () => {
    expect(conversation(started).when(send(STRANGER, 'Hello', t1)).error()).toBeInstanceOf(NotAParticipant);
    expect(conversation([]).when(send(RITA, 'Hello', t1)).error()).toBeInstanceOf(NoSuchConversation);
  });

  it('refuses a message to a member who has since left or been erased, and records nothing', () => {
    for (const gone of [{ ...live, deactivated: true }, { ...live, erased: true }, { ...live, exists: false }]) {
      expect(conversation(started).when(send(RITA, 'Still there?', t1, 1, { [RITA]: live, [ANA]: gone })).error()).toBeInstanceOf(RecipientCannotReceive);
    }
    // The sender's own account is not what decides (they are signed in to send at all).
    expect(conversation(started).when(send(RITA, 'Still there?', t1, 1, { [ANA]: live })).events()).toHaveLength(1);
    expect(conversation(started).when(send(ANA, 'Still there?', t1, 1, { [ANA]: live })).error()).toBeInstanceOf(RecipientCannotReceive);
  });

  it('refuses a blank or too long body', () => {
    expect(fieldErrors(conversation(started).when(send(RITA, ' \n ', t1)).error())).toEqual({ body: ['This field is required'] });
    expect(fieldErrors(conversation(started).when(send(RITA, 'x'.repeat(MESSAGE_BODY_MAX + 1), t1)).error())).toEqual({ body: [MESSAGE_TOO_LONG] });
    expect(conversation(started).when(send(RITA, 'x'.repeat(MESSAGE_BODY_MAX), t1)).events()).toHaveLength(1);
  });

  it("reads an erased sender's sealed body as empty", () => {
    const erased = talked.map((e) => (e.type === 'MessageSent' && e.data.senderId === ANA ? { ...e, data: { ...e.data, body: null as unknown as string } } : e));
    expect(stateOf(erased).lastMessage?.body).toBe('');
  });
});

describe('conversation decider: read marks', () => {
  it('moves the caller’s mark forward, and the unread count with it', () => {
    const read = conversation(talked).when(markRead(RITA, '2026-11-23T12:02:00+02:00')).events();
    expect(read).toEqual([{ type: 'ConversationRead', data: { conversationId: 3, userId: RITA, readUpTo: t2, readAt: t3 } }]);
    const s = stateOf([...talked, ...read]);
    expect(s.readUpTo.get(RITA)).toBe(t2);
    expect(unreadFor(s, RITA)).toBe(1);
  });

  it('records nothing for a time at or before the mark: the mark never moves back', () => {
    const read = history(start(), send(ANA, 'Hi', t1), markRead(RITA, t2));
    expect(conversation(read).when(markRead(RITA, t1)).events()).toEqual([]);
    expect(conversation(read).when(markRead(RITA, t2)).events()).toEqual([]);
    // the sender's own mark moved to the message, so reading up to it again is nothing new
    expect(conversation(read).when(markRead(ANA, t1)).events()).toEqual([]);
  });

  it('clamps a time in the future to now', () => {
    expect(readMarkOf('2099-01-01T00:00:00Z', t3)).toBe(t3);
    const [e] = conversation(talked).when(markRead(RITA, '2099-01-01T00:00:00Z', t3)).events();
    expect(e.data).toMatchObject({ readUpTo: t3 });
    expect(unreadFor(stateOf([...talked, e]), RITA)).toBe(0);
  });

  it('lets only participants mark a conversation read', () => {
    expect(conversation(talked).when(markRead(STRANGER, t3)).error()).toBeInstanceOf(NotAParticipant);
    expect(conversation([]).when(markRead(RITA, t3)).error()).toBeInstanceOf(NoSuchConversation);
  });
});
