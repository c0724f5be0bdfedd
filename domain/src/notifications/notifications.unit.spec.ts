import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then';
import type { NotificationEvent } from './notification.events';
import { evolveNotificationReads, initialNotificationReadState, notificationsDecider, type NotificationCommand, type NotificationReadState } from './notifications.decide';

const t0 = '2026-11-23T10:00:00.000Z';
const t1 = '2026-11-23T10:05:00.000Z';
const USER = 7;
const notifications = specFor<NotificationReadState, NotificationCommand, NotificationEvent>(notificationsDecider);
const open = (now: string): NotificationCommand => ({ type: 'MarkNotificationsRead', userId: USER, now });
const opened = notifications([]).when(open(t0)).events();

describe('notifications decider: opening the bell', () => {
  it('reads everything raised until now', () => {
    expect(opened).toEqual([{ type: 'NotificationsRead', data: { userId: USER, readUpTo: t0, readAt: t0 } }]);
    expect(opened.reduce(evolveNotificationReads, initialNotificationReadState())).toEqual({ readUpTo: t0 });
  });

  it('moves the mark on at each later opening, and never back', () => {
    const again = notifications(opened).when(open(t1)).events();
    expect(again).toEqual([{ type: 'NotificationsRead', data: { userId: USER, readUpTo: t1, readAt: t1 } }]);
    expect(notifications(opened).when(open(t0)).events()).toEqual([]);
    const late: NotificationEvent = { type: 'NotificationsRead', data: { userId: USER, readUpTo: t0, readAt: t1 } };
    expect([...opened, ...again, late].reduce(evolveNotificationReads, initialNotificationReadState())).toEqual({ readUpTo: t1 });
  });
});
