import { NOTIFICATION_SOURCES, type NotificationEvent, type NotificationType, type UserEvent } from '@decorlook/domain';
import type { RecordedEvent } from '@decorlook/infra/event-store/types';
import type { Projector } from '@decorlook/infra/projections/index';
import { queueRealtime } from '@decorlook/infra/realtime/outbox';

export const NOTIFICATIONS_PROJECTOR = 'notifications';

/** One notification fact: who it is for and what it is about; its words are written at read time. */
interface Raised {
  type: NotificationType;
  userId: number;
  notifiableId: number;
  actorId: number | null;
  createdAt: string;
  extra: Record<string, unknown>;
}

type SourceData = Record<string, unknown> & { matches?: { userId: number }[] };

/**
 * What each source event (NOTIFICATION_SOURCES) raises, for whom. Kept beside the source table so
 * a kind added there without a line here fails the type check.
 */
const RAISE: Record<NotificationType, (d: SourceData) => Omit<Raised, 'type'>[]> = {
  match: (d) => (d.matches ?? []).map((m) => ({ userId: m.userId, notifiableId: d.requestId as number, actorId: d.requesterId as number, createdAt: d.matchedAt as string, extra: {} })),
  approvedLookBoard: (d) => [{ userId: d.ownerId as number, notifiableId: d.lookBoardId as number, actorId: null, createdAt: d.approvedAt as string, extra: {} }],
  recommendation: (d) => [
    { userId: d.requesterId as number, notifiableId: d.requestId as number, actorId: d.ambassadorId as number, createdAt: d.addedAt as string, extra: { lookBoardId: d.lookBoardId } },
  ],
  ambassador: (d) => [{ userId: d.userId as number, notifiableId: d.userId as number, actorId: null, createdAt: d.grantedAt as string, extra: { ambassadorType: d.ambassadorType } }],
  approvedImage: (d) => [{ userId: d.ownerId as number, notifiableId: d.imageId as number, actorId: null, createdAt: d.approvedAt as string, extra: {} }],
  rejectedLookBoard: (d) => [{ userId: d.ownerId as number, notifiableId: d.lookBoardId as number, actorId: null, createdAt: d.rejectedAt as string, extra: { reason: d.reason ?? '' } }],
  videoActivated: (d) => [{ userId: d.userId as number, notifiableId: d.showcaseId as number, actorId: null, createdAt: d.activatedAt as string, extra: {} }],
  videoDeactivated: (d) => [{ userId: d.userId as number, notifiableId: d.showcaseId as number, actorId: null, createdAt: d.deactivatedAt as string, extra: { reason: d.reason ?? null } }],
  substituteOffered: (d) => [
    { userId: d.ownerId as number, notifiableId: d.lookBoardId as number, actorId: null, createdAt: d.offeredAt as string, extra: { productId: d.productId, substituteId: d.substituteId } },
  ],
};

const KIND_OF_EVENT = new Map(Object.entries(NOTIFICATION_SOURCES).map(([type, s]) => [s.event, type as NotificationType]));

/**
 * Notifications: one row per recipient of each source event (NOTIFICATION_SOURCES), keyed
 * `${sourceEventId}:${recipientId}` so a redelivery or a rebuild gives the same rows (insert, or
 * nothing). What a row stores is the fact (kind, recipient, what it is about, who acted, when,
 * and what the event alone knows: a rejection's reason); the title, message, link and picture are
 * written at read time by the one presenter, from current names.
 *
 * Read marks: NotificationsRead moves the member's mark (`notification_reads`, never backwards);
 * a notification is read when it was raised at or before the mark, so one projected later with
 * an older time reads as read without any row being touched.
 *
 * An erased member's notifications go, and `notifications_erased` keeps a redelivered source
 * event from raising them again. A fresh notification queues its realtime push.
 */
export const notificationsProjector: Projector = {
  name: NOTIFICATIONS_PROJECTOR,
  // 2: a board's offer of a substitute for a product that went.
  version: 2,
  personalData: false,
  tables: {
    notifications: (t) => `CREATE TABLE ${t} (
      id text PRIMARY KEY,
      user_id integer NOT NULL,
      type text NOT NULL,
      notifiable_id integer NOT NULL,
      actor_id integer,
      created_at timestamptz NOT NULL,
      extra jsonb NOT NULL DEFAULT '{}')`,
    notification_reads: (t) => `CREATE TABLE ${t} (user_id integer PRIMARY KEY, read_up_to timestamptz NOT NULL)`,
    notifications_erased: (t) => `CREATE TABLE ${t} (user_id integer PRIMARY KEY, erased_at timestamptz NOT NULL)`,
  },
  indexes: (t) => [`CREATE INDEX ON ${t('notifications')} (user_id, created_at DESC, id DESC)`],
  handles: [...KIND_OF_EVENT.keys(), 'NotificationsRead', 'UserErased'],
  async apply(events, { sql, table }) {
    const notifications = table('notifications');
    const reads = table('notification_reads');
    const erased = table('notifications_erased');
    for (const raw of events as RecordedEvent[]) {
      const e = raw as unknown as NotificationEvent | UserEvent;
      if (e.type === 'NotificationsRead') {
        await sql.query(
          `INSERT INTO ${reads} (user_id, read_up_to) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET read_up_to = greatest(${reads}.read_up_to, EXCLUDED.read_up_to)`,
          [e.data.userId, e.data.readUpTo],
        );
        continue;
      }
      if (e.type === 'UserErased') {
        await sql.query(`INSERT INTO ${erased} (user_id, erased_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [e.data.userId, e.data.erasedAt]);
        await sql.query(`DELETE FROM ${notifications} WHERE user_id = $1`, [e.data.userId]);
        await sql.query(`DELETE FROM ${reads} WHERE user_id = $1`, [e.data.userId]);
        continue;
      }
      const type = KIND_OF_EVENT.get(raw.type);
      if (!type) continue;
      for (const n of RAISE[type](raw.data as SourceData)) {
        const id = `${raw.eventId}:${n.userId}`;
        const { rowCount } = await sql.query(
          `INSERT INTO ${notifications} (id, user_id, type, notifiable_id, actor_id, created_at, extra)
           SELECT $1, $2::int, $3, $4, $5, $6, $7 WHERE NOT EXISTS (SELECT 1 FROM ${erased} WHERE user_id = $2::int)
           ON CONFLICT (id) DO NOTHING`,
          [id, n.userId, type, n.notifiableId, n.actorId, n.createdAt, JSON.stringify(n.extra)],
        );
        if (rowCount) await queueRealtime(sql, raw.createdAt, [{ kind: 'notification', ref: { userId: n.userId, notificationId: id } }]);
      }
    }
  },
};
