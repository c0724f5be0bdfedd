import { EmailTaken } from './errors';
import type { EmailReservationEvent } from './identity.events';

/** Stream of an address's reservation; the keyed hash keeps the address out of stream names. */
export const emailStream = (emailHash: string) => `email-${emailHash}`;

export interface EmailReservationState {
  holder: number | null;
}
export const initialEmailReservation = (): EmailReservationState => ({ holder: null });

export function evolveEmailReservation(state: EmailReservationState, event: EmailReservationEvent): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { holder: event.data.userId };
    case 'EmailReleased':
      return state.holder === event.data.userId ? { holder: null } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export type EmailReservationCommand =
  | { type: 'ReserveEmail'; emailHash: string; userId: number; now: string }
  | { type: 'ReleaseEmail'; emailHash: string; userId: number; now: string };

export function decideEmailReservation(command: EmailReservationCommand, state: EmailReservationState): EmailReservationEvent[] {
  switch (command.type) {
    case 'ReserveEmail':
      if (state.holder === command.userId) return [];
      if (state.holder !== null) throw new EmailTaken();
      return [{ type: 'EmailReserved', data: { emailHash: command.emailHash, userId: command.userId, reservedAt: command.now } }];
    case 'ReleaseEmail':
      if (state.holder !== command.userId) return [];
      return [{ type: 'EmailReleased', data: { emailHash: command.emailHash, userId: command.userId, releasedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}
