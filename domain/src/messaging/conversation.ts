import type { EventOf } from '../shared/events';
import type { ConversationEvent, conversationPairReserved } from './messaging.events';
import type { ConversationType } from './messaging.rules';

/** A message as the conversation keeps it (the body is null in the history once its sender is erased). */
export interface ConversationMessage {
  messageId: number;
  senderId: number;
  type: number;
  version: number;
  body: string;
  sentAt: string;
}

/** A conversation (stream `conversation-<id>`): who is in it, what was said when, and how far each member has read. */
export interface ConversationState {
  exists: boolean;
  conversationId: number;
  type: ConversationType;
  name: string;
  participants: readonly number[];
  startedBy: number;
  startedAt: string | null;
  /** The last message's time, or the start's. */
  updatedAt: string | null;
  /** Each message's sender and time, in the order sent: what unread counts are made of. */
  sent: readonly { senderId: number; sentAt: string }[];
  lastMessage: ConversationMessage | null;
  /** Each member's read mark: everything sent up to it is read. Sending a message reads up to it. */
  readUpTo: ReadonlyMap<number, string>;
}

export const initialConversationState = (): ConversationState => ({
  exists: false,
  conversationId: 0,
  type: 'private',
  name: '',
  participants: [],
  startedBy: 0,
  startedAt: null,
  updatedAt: null,
  sent: [],
  lastMessage: null,
  readUpTo: new Map(),
});

const later = (a: string | undefined, b: string) => (a !== undefined && a >= b ? a : b);

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const d = event.data;
      // An erased starter's sealed name reads as null.
      return { ...state, exists: true, conversationId: d.conversationId, type: d.type, name: d.name ?? '', participants: d.participants, startedBy: d.startedBy, startedAt: d.startedAt, updatedAt: d.startedAt };
    }
    case 'MessageSent': {
      const d = event.data;
      const message: ConversationMessage = { messageId: d.messageId, senderId: d.senderId, type: d.type, version: d.version, body: d.body ?? '', sentAt: d.sentAt };
      return {
        ...state,
        sent: [...state.sent, { senderId: d.senderId, sentAt: d.sentAt }],
        lastMessage: message,
        updatedAt: later(state.updatedAt ?? undefined, d.sentAt),
        readUpTo: new Map(state.readUpTo).set(d.senderId, later(state.readUpTo.get(d.senderId), d.sentAt)),
      };
    }
    case 'ConversationRead':
      return { ...state, readUpTo: new Map(state.readUpTo).set(event.data.userId, later(state.readUpTo.get(event.data.userId), event.data.readUpTo)) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const isParticipant = (state: Pick<ConversationState, 'participants'>, userId: number) => state.participants.includes(userId);

/** Messages from the others sent after the member's read mark. */
export function unreadFor(state: Pick<ConversationState, 'sent' | 'readUpTo'>, userId: number): number {
  const mark = state.readUpTo.get(userId);
  return state.sent.reduce((n, m) => (m.senderId !== userId && (mark === undefined || m.sentAt > mark) ? n + 1 : n), 0);
}

/** The other participant of a private conversation. */
export const interlocutorOf = (state: Pick<ConversationState, 'participants'>, userId: number): number | null => state.participants.find((p) => p !== userId) ?? null;

export type ConversationPairEvent = EventOf<typeof conversationPairReserved>;

/** A pair's reservation (stream `conversationPair-<lo>-<hi>`): the one private conversation the two members have, once started. */
export interface ConversationPairState {
  conversationId: number | null;
}

export const initialConversationPair = (): ConversationPairState => ({ conversationId: null });

export function evolveConversationPair(state: ConversationPairState, event: ConversationPairEvent): ConversationPairState {
  switch (event.type) {
    case 'ConversationPairReserved':
      // The first reservation stands: the pair's stream is only ever created once.
      return state.conversationId === null ? { conversationId: event.data.conversationId } : state;
    default: {
      const never: never = event.type;
      return never;
    }
  }
}
