import { NOTIFICATION_PAGE_SIZE, notificationLink, publicNameOf, type NotificationType, type NotificationView, type NotificationsAnswer } from '@decorlook/domain';
import type { Sql } from '../db/sql';

/**
 * Notifications as their recipient reads them. The notifications projector stores the facts
 * (kind, recipient, what it is about, who acted, when, a rejection's reason); this module is the
 * ONE place their words, link and picture are written, from those facts and the current names,
 * titles and pictures of the other read models (`users`, `requests`, `look_boards`,
 * `inspiration_images`, `products`): GET /notifications, the realtime push and the mail digest
 * all present a notification through `presentNotification`.
 */

export interface NotificationRow {
  id: string;
  user_id: number;
  type: NotificationType;
  notifiable_id: number;
  created_at: Date;
  extra: { reason?: string | null; lookBoardId?: number; ambassadorType?: string; productId?: number; substituteId?: number | null };
  read: boolean;
  actor_known: boolean;
  actor_erased: boolean | null;
  actor_display_name: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  request_title: string | null;
  board_title: string | null;
  board_slug: string | null;
  image_title: string | null;
  image_user_id: number | null;
  image_hash: string | null;
  product_user_id: number | null;
  product_hash: string | null;
  gone_title: string | null;
  substitute_title: string | null;
}

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

const quoted = (title: string | null, fallback: string) => `“${title?.trim() || fallback}”`;

/** A board's picture: its inspiration image, else its first product. */
function boardMedia(r: NotificationRow): NotificationView['media'] {
  if (r.image_user_id !== null && r.image_hash !== null) return { type: 'lookBoard', userId: r.image_user_id, hash: r.image_hash };
  if (r.product_user_id !== null && r.product_hash !== null) return { type: 'lookBoard', userId: r.product_user_id, hash: r.product_hash };
  return null;
}

/** Spec 3's notification, written from the stored facts and what the other read models hold now. */
export function presentNotification(r: NotificationRow): NotificationView {
  const actor = publicNameOf({ erased: !r.actor_known || r.actor_erased === true, displayName: r.actor_display_name, firstName: r.actor_first_name, lastName: r.actor_last_name });
  const slug = r.type === 'approvedLookBoard' || r.type === 'substituteOffered' ? r.board_slug : null;
  const words = ((): Pick<NotificationView, 'title' | 'message' | 'linkMessage' | 'media'> => {
    switch (r.type) {
      case 'match':
        return {
          title: 'New request matched',
          message: `${actor} asked for a look: ${r.request_title?.trim() || 'a new request'}`,
          linkMessage: 'See the request',
          media: r.image_user_id !== null && r.image_hash !== null ? { type: 'inspirationImage', userId: r.image_user_id, hash: r.image_hash } : null,
        };
      case 'approvedLookBoard':
        return { title: 'Look board approved', message: `${quoted(r.board_title, 'Your look board')} is now published`, linkMessage: 'View look board', media: boardMedia(r) };
      case 'recommendation':
        return {
          title: 'New recommendation',
          message: `${actor} curated a look for your request ${quoted(r.request_title, 'Request the Look')}`,
          linkMessage: 'See recommendations',
          media: boardMedia(r),
        };
      case 'ambassador':
        return { title: 'You are an ambassador', message: 'Your application was approved. Welcome to the ambassador programme!', linkMessage: 'Ambassador Info', media: null };
      case 'approvedImage':
        return {
          title: 'Image approved',
          message: `Your image ${quoted(r.image_title, 'Untitled')} is now in the gallery`,
          linkMessage: 'My Images',
          media: r.image_user_id !== null && r.image_hash !== null ? { type: 'inspirationImage', userId: r.image_user_id, hash: r.image_hash } : null,
        };
      case 'rejectedLookBoard': {
        const reason = r.extra.reason?.trim();
        return {
          title: 'Look board not approved',
          message: reason ? `${quoted(r.board_title, 'Your look board')}: ${reason}` : `${quoted(r.board_title, 'Your look board')} was not approved`,
          linkMessage: 'My Look Boards',
          media: boardMedia(r),
        };
      }
      case 'substituteOffered': {
        // The piece that went is named by its title (its row stays in the catalog's read model).
        const gone = r.gone_title?.trim() ? ` (${quoted(r.gone_title, '')})` : '';
        const piece = `A piece${gone} on your board ${quoted(r.board_title, 'Your look board')} is no longer available`;
        return {
          title: 'A piece is no longer available',
          message: r.substitute_title ? `${piece}: we suggest ${quoted(r.substitute_title, 'a similar item')}` : `${piece}: pick another`,
          linkMessage: 'Accept or pick another',
          media: boardMedia(r),
        };
      }
      case 'videoActivated':
        return { title: 'Showcase video live', message: 'Your showcase video is now shown on your showcase page', linkMessage: 'Showcase Setup', media: null };
      case 'videoDeactivated': {
        const reason = r.extra.reason?.trim();
        return {
          title: 'Showcase video turned off',
          message: reason ? `Your showcase video is no longer shown: ${reason}` : 'Your showcase video is no longer shown',
          linkMessage: 'Showcase Setup',
          media: null,
        };
      }
    }
  })();
  return {
    id: r.id,
    type: r.type,
    ...words,
    link: notificationLink({ type: r.type, notifiableId: r.notifiable_id, slug }),
    createdAt: r.created_at.toISOString(),
    slug,
    notifiableId: r.notifiable_id,
    read: r.read,
  };
}

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
