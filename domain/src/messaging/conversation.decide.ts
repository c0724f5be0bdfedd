import { ValidationFailed } from '../shared/errors';
import { MESSAGES } from '../shared/messages';
import { evolveConversation, evolveConversationPair, initialConversationPair, initialConversationState, type ConversationPairEvent, type ConversationPairState, type ConversationState } from './conversation';
import { CannotMessageYourself, NoSuchRecipient, RecipientCannotReceive } from './messaging.errors';
import { conversationParticipant } from './messaging.policy';
import type { ConversationEvent } from './messaging.events';
import { MESSAGE_BODY_MAX, MESSAGE_TOO_LONG, MESSAGE_TYPE, MESSAGE_VERSION, type ConversationType } from './messaging.rules';

/** The other member as the handler read them from their own stream: only a live account can be written to. */
export interface Recipient {
  exists: boolean;
  erased: boolean;
  deactivated: boolean;
}

export type ConversationCommand =
  | { type: 'StartConversation'; conversationId: number; userId: number; recipientId: number; recipient: Recipient; conversationType: ConversationType; name: string; now: string }
  /** `recipients`: the other participants as the handler read them from their own streams, by id. */
  | { type: 'SendMessage'; messageId: number; userId: number; recipients: Readonly<Record<number, Recipient>>; body: string; now: string }
  | { type: 'MarkConversationRead'; userId: number; timestamp: string; now: string };

/** Whom a member may start a conversation with: someone else, with a live account. */
export function checkRecipient(userId: number, recipientId: number, recipient: Recipient): void {
  if (recipientId === userId) throw new CannotMessageYourself();
  if (!recipient.exists || recipient.erased || recipient.deactivated) throw new NoSuchRecipient();
}

/** A message is written only while everyone it goes to still has a live account (not left, not erased). */
function checkRecipients(state: ConversationState, userId: number, recipients: Readonly<Record<number, Recipient>>): void {
  for (const id of state.participants) {
    if (id === userId) continue;
    const r = recipients[id];
    if (!r || !r.exists || r.erased || r.deactivated) throw new RecipientCannotReceive();
  }
}

/** The body's rule, held here too so no caller can record an empty or oversized message. */
function checkBody(body: string): void {
  if (body.trim().length === 0) throw new ValidationFailed({ body: [MESSAGES.required] });
  if (body.length > MESSAGE_BODY_MAX) throw new ValidationFailed({ body: [MESSAGE_TOO_LONG] });
}

/** A read time as ISO 8601 UTC, never later than now (a client clock ahead of ours reads no message not yet sent). */
export function readMarkOf(timestamp: string, now: string): string {
  const at = new Date(timestamp).toISOString();
  return at > now ? now : at;
}

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'StartConversation': {
      checkRecipient(command.userId, command.recipientId, command.recipient);
      // Started once: asking again (from either side, through the pair) answers the one there is.
      if (state.exists) return [];
      return [
        {
          type: 'ConversationStarted',
          data: {
            conversationId: command.conversationId,
            type: command.conversationType,
            participants: [command.userId, command.recipientId],
            startedBy: command.userId,
            name: command.name,
            startedAt: command.now,
          },
        },
      ];
    }
    case 'SendMessage':
      conversationParticipant(state, command.userId);
      checkRecipients(state, command.userId, command.recipients);
      checkBody(command.body);
      return [
        {
          type: 'MessageSent',
          data: {
            conversationId: state.conversationId,
            messageId: command.messageId,
            senderId: command.userId,
            participants: [...state.participants],
            type: MESSAGE_TYPE,
            version: MESSAGE_VERSION,
            body: command.body,
            sentAt: command.now,
          },
        },
      ];
    case 'MarkConversationRead': {
      conversationParticipant(state, command.userId);
      const readUpTo = readMarkOf(command.timestamp, command.now);
      const mark = state.readUpTo.get(command.userId);
      // The mark only moves forward: an older time (a page read late) changes nothing.
      if (mark !== undefined && mark >= readUpTo) return [];
      return [{ type: 'ConversationRead', data: { conversationId: state.conversationId, userId: command.userId, readUpTo, readAt: command.now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const conversationDecider = { initialState: initialConversationState, evolve: evolveConversation, decide: decideConversation };

export type ConversationPairCommand = { type: 'ReserveConversationPair'; conversationId: number; participants: readonly [number, number]; now: string };

/** The pair is reserved once; a pair already holding a conversation records nothing (that one is answered). */
export function decideConversationPair(command: ConversationPairCommand, state: ConversationPairState): ConversationPairEvent[] {
  if (state.conversationId !== null) return [];
  const [a, b] = command.participants;
  return [{ type: 'ConversationPairReserved', data: { conversationId: command.conversationId, participants: a < b ? [a, b] : [b, a], reservedAt: command.now } }];
}

export const conversationPairDecider = { initialState: initialConversationPair, evolve: evolveConversationPair, decide: decideConversationPair };
