import { NOTIFICATION_PAGE_SIZE, type NotificationView, type NotificationsAnswer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { presentNotification, type NotificationRow } from './present';

/** Every fact a notification's words need, in one row; `$1` is the recipient. */
const SELECT = `SELECT n.id, n.user_id, n.type, n.notifiable_id, n.created_at, n.extra,
    (r.read_up_to IS NOT NULL AND n.created_at <= r.read_up_to) AS read,
    a.id IS NOT NULL AS actor_known, a.erased AS actor_erased, a.display_name AS actor_display_name, a.first_name AS actor_first_name, a.last_name AS actor_last_name,
    rq.title AS request_title, b.title AS board_title, b.slug AS board_slug,
    i.title AS image_title, i.media_user_id AS image_user_id, i.media_hash AS image_hash,
    fp.media_user_id AS product_user_id, fp.media_hash AS product_hash, gp.title AS gone_title, sp.title AS substitute_title
  FROM notifications n
  LEFT JOIN notification_reads r ON r.user_id = n.user_id
  LEFT JOIN users a ON a.id = n.actor_id
  LEFT JOIN requests rq ON n.type IN ('match', 'recommendation') AND rq.id = n.notifiable_id
  LEFT JOIN look_boards b ON NOT b.deleted AND NOT b.taken_down AND b.id = CASE
    WHEN n.type IN ('approvedLookBoard', 'rejectedLookBoard', 'substituteOffered') THEN n.notifiable_id
    WHEN n.type = 'recommendation' THEN (n.extra->>'lookBoardId')::int END
  LEFT JOIN inspiration_images i ON NOT i.removed AND NOT i.taken_down AND i.id = CASE
    WHEN n.type = 'approvedImage' THEN n.notifiable_id
    WHEN n.type = 'match' THEN rq.inspiration_image_id
    ELSE b.inspiration_image_id END
  LEFT JOIN LATERAL (SELECT p.media_user_id, p.media_hash FROM products p WHERE b.id IS NOT NULL AND p.id = b.products[1] AND NOT p.removed AND NOT p.taken_down) fp ON true
  LEFT JOIN products gp ON n.type = 'substituteOffered' AND gp.id = (n.extra->>'productId')::int
  LEFT JOIN products sp ON n.type = 'substituteOffered' AND sp.id = (n.extra->>'substituteId')::int
  WHERE n.user_id = $1`;


/** How many of the member's notifications are unread. */
export async function unreadNotifications(sql: Sql, userId: number): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n LEFT JOIN notification_reads r ON r.user_id = n.user_id
     WHERE n.user_id = $1 AND (r.read_up_to IS NULL OR n.created_at > r.read_up_to)`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** `GET /notifications`: five from `offset`, the newest first, and the unread count. */
export async function notificationsOf(sql: Sql, userId: number, offset: number, limit = NOTIFICATION_PAGE_SIZE): Promise<NotificationsAnswer> {
  const { rows } = await sql.query<NotificationRow>(`${SELECT} ORDER BY n.created_at DESC, n.id DESC OFFSET $2 LIMIT $3`, [userId, offset, limit]);
  return { data: rows.map(presentNotification), unread: await unreadNotifications(sql, userId) };
}

/** The unread notifications raised after `after` (the last digest), the newest first, for the mail digest. */
export async function unreadNotificationsSince(sql: Sql, userId: number, after: Date | null, limit: number): Promise<{ total: number; items: NotificationView[] }> {
  const unreadSince = `AND (r.read_up_to IS NULL OR n.created_at > r.read_up_to) AND ($2::timestamptz IS NULL OR n.created_at > $2)`;
  const { rows } = await sql.query<NotificationRow>(`${SELECT} ${unreadSince} ORDER BY n.created_at DESC, n.id DESC LIMIT $3`, [userId, after, limit]);
  const { rows: count } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n LEFT JOIN notification_reads r ON r.user_id = n.user_id WHERE n.user_id = $1 ${unreadSince}`,
    [userId, after],
  );
  return { total: count[0]?.n ?? 0, items: rows.map(presentNotification) };
}

/** One notification as GET /notifications shows it, for the realtime push (null once it is gone). */
export async function loadNotificationView(sql: Sql, userId: number, notificationId: string): Promise<NotificationView | null> {
  const { rows } = await sql.query<NotificationRow>(`${SELECT} AND n.id = $2`, [userId, notificationId]);
  return rows[0] ? presentNotification(rows[0]) : null;
}
