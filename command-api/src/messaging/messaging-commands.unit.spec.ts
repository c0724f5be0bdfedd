import { beforeEach, describe, expect, it } from 'vitest';
import { conversationPairStream, conversationStream, eventRegistry, markReadInput, sendMessageInput, signUpInput, startConversationInput } from '@decorlook/domain';
import { disabledCaptcha } from '@decorlook/infra/captcha';
import { InMemoryEventStore } from '@decorlook/infra/event-store/in-memory-event-store';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { keyedHash } from '@decorlook/infra/keyed-hash';
import { registerAccount } from '../identity/sign-up';
import { seedReferenceData } from '../site/seed-reference-data';
import { markConversationRead } from './mark-conversation-read';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

/** Messaging's command handlers on the in-memory event store: the pair's reservation, keyed retries, read marks. */
const meta: EventMetadata = { userId: null, correlationId: 'spec', causationId: null };
const now = '2026-11-23T10:00:00.000Z';
let ids = 0;
const platform = () => ({
  store: new InMemoryEventStore({ registry: eventRegistry }),
  captcha: disabledCaptcha,
  clock: () => new Date(now),
  hash: (v: string) => keyedHash('in-memory-spec-key', v),
  nextId: async () => ++ids,
});
let p: ReturnType<typeof platform>;
let rita: number;
let ana: number;

const member = async (email: string) => (await registerAccount(p, signUpInput.parse({ email, password: 'correct horse 1', passwordRepeat: 'correct horse 1', terms: true }), 'personal', meta)).userId;
const types = async (streamId: string) => (await p.store.readStream(streamId)).events.map((e) => e.type);
const startWith = (userId: number, other: number, m = meta) => startConversation(p, userId, startConversationInput.parse({ participants: [other] }), m);

beforeEach(async () => {
  p = platform();
  await seedReferenceData(p as never);
  rita = await member('rita@example.com');
  ana = await member('ana@example.com');
});

describe('starting a conversation', () => {
  it('ends in one conversation when both members start it at once; the loser reads the pair again and is answered the winner', async () => {
    const answers = await Promise.all([startWith(rita, ana), startWith(ana, rita), startWith(rita, ana), startWith(ana, rita)]);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const [id] = new Set(answers.map((a) => a.state.conversationId));
    expect(answers.every((a) => a.state.conversationId === id)).toBe(true);
    expect(await types(conversationPairStream(rita, ana))).toEqual(['ConversationPairReserved']);
    expect(await types(conversationStream(id))).toEqual(['ConversationStarted']);
  });

  it('does not count against the quota when the pair already has its conversation', async () => {
    let asked = 0;
    const quota = async () => void asked++;
    await startConversation(p, rita, startConversationInput.parse({ participants: [ana] }), meta, quota);
    await startConversation(p, ana, startConversationInput.parse({ participants: [rita] }), meta, quota);
    expect(asked).toBe(1);
  });

  it('answers a keyed retry that finds its write done as the conversation it started', async () => {
    const keyed = { ...meta, operationId: 'op-start' };
    const first = await startWith(rita, ana, keyed);
    const retry = await startWith(rita, ana, keyed);
    expect(retry).toMatchObject({ created: true, position: first.position });
    expect(retry.state.conversationId).toBe(first.state.conversationId);
  });
});

describe('sending and reading', () => {
  it('answers a keyed retry with the message first written, writing it once', async () => {
    const { state } = await startWith(rita, ana);
    const keyed = { ...meta, operationId: 'op-send' };
    const first = await sendMessage(p, state.conversationId, rita, sendMessageInput.parse({ body: 'Hello' }), keyed);
    const retry = await sendMessage(p, state.conversationId, rita, sendMessageInput.parse({ body: 'Hello' }), keyed);
    expect(retry.message).toEqual(first.message);
    expect(await types(conversationStream(state.conversationId))).toEqual(['ConversationStarted', 'MessageSent']);
  });

  it('answers the mark as it stands when asked to move it back', async () => {
    const { state } = await startWith(rita, ana);
    await sendMessage(p, state.conversationId, rita, sendMessageInput.parse({ body: 'Hello' }), meta);
    const read = await markConversationRead(p, state.conversationId, ana, markReadInput.parse({ timestamp: now }), meta);
    expect(read.answer).toEqual({ conversationId: state.conversationId, readUpTo: now, unread: 0 });
    const back = await markConversationRead(p, state.conversationId, ana, markReadInput.parse({ timestamp: '2026-11-23T09:00:00Z' }), meta);
    expect(back.answer).toEqual(read.answer);
    expect(await types(conversationStream(state.conversationId))).toEqual(['ConversationStarted', 'MessageSent', 'ConversationRead']);
  });
});
