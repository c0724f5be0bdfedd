import { conversationPairStream, conversationStream, type ConversationEvent, type StartConversationInput } from '@decorlook/domain';
import { evolveConversation } from '@decorlook/domain/messaging/conversation';
import { checkRecipient, decideConversation, decideConversationPair } from '@decorlook/domain/messaging/conversation.decide';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo, loadUser, nowOf } from '../identity/identity';
import { foldConversation, foldConversationPair, loadConversation } from './messaging';

/**
 * A private conversation with another member, one per pair from either side. The pair's
 * reservation is read first: if it holds a conversation, that one is answered. Otherwise the
 * conversation is started and the pair reserved in one append, each stream expected not to
 * exist, so of two members writing to each other at once one starts it and the other, refused
 * on the pair's version, reads the pair again and is answered the winner's.
 */
export async function startConversation(
  p: Pick<Platform, 'store' | 'clock' | 'nextId'>,
  userId: number,
  input: StartConversationInput,
  meta: EventMetadata,
  /** Runs only when a new conversation is about to start (the caller's quota): asking again for an existing one is neither counted nor refused. */
  beforeStarting: () => Promise<void> = async () => {},
) {
  const [recipientId] = input.participants;
  const recipient = await loadUser(p, recipientId);
  // Refused before an id is taken or a stream read.
  checkRecipient(userId, recipientId, recipient);
  const pair = conversationPairStream(userId, recipientId);
  const reservedIn = (h: Histories) => foldConversationPair(h.get(pair)?.events).conversationId;
  const known = foldConversationPair((await p.store.readStream(pair)).events).conversationId;
  if (known === null) await beforeStarting();
  const fresh = known ?? (await p.nextId('conversation_ids'));

  // The decision of the last attempt (a conflict decides again on the streams read anew).
  let decided = { state: foldConversation(), events: [] as ConversationEvent[] };
  let conversationId = fresh;
  const r = await handleMultiStreamCommand(
    p.store,
    (h) => [pair, conversationStream(reservedIn(h) ?? fresh)],
    (h) => {
      conversationId = reservedIn(h) ?? fresh;
      const stream = conversationStream(conversationId);
      const state = foldConversation(h.get(stream)?.events);
      const now = nowOf(p);
      const events = decideConversation({ type: 'StartConversation', conversationId, userId, recipientId, recipient, conversationType: input.type, name: input.name, now }, state);
      const reserved = events.length > 0 ? decideConversationPair({ type: 'ReserveConversationPair', conversationId, participants: [userId, recipientId], now }, foldConversationPair(h.get(pair)?.events)) : [];
      decided = { state, events };
      return [appendTo(h, stream, events), appendTo(h, pair, reserved)];
    },
    meta,
  );
  // A repeated request (same Idempotency-Key) wrote nothing now: the conversation is read as it stands.
  const state = r.replayed ? await loadConversation(p, conversationId) : decided.events.reduce(evolveConversation, decided.state);
  return { position: r.position, state, created: r.replayed === true || decided.events.length > 0, recipient };
}
