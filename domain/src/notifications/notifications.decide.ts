import type { NotificationEvent } from './notification.events';

/** A member's read mark on their notifications (stream `notifications-<userId>`): every notification raised up to it is read. */
export interface NotificationReadState {
  readUpTo: string | null;
}

export const initialNotificationReadState = (): NotificationReadState => ({ readUpTo: null });

export function evolveNotificationReads(state: NotificationReadState, event: NotificationEvent): NotificationReadState {
  switch (event.type) {
    case 'NotificationsRead':
      return { readUpTo: state.readUpTo !== null && state.readUpTo >= event.data.readUpTo ? state.readUpTo : event.data.readUpTo };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export type NotificationCommand = { type: 'MarkNotificationsRead'; userId: number; now: string };

/** Opening the bell reads everything raised until now; the mark never moves back (a second open in the same instant records nothing). */
export function decideNotifications(command: NotificationCommand, state: NotificationReadState): NotificationEvent[] {
  if (state.readUpTo !== null && state.readUpTo >= command.now) return [];
  return [{ type: 'NotificationsRead', data: { userId: command.userId, readUpTo: command.now, readAt: command.now } }];
}

export const notificationsDecider = { initialState: initialNotificationReadState, evolve: evolveNotificationReads, decide: decideNotifications };
