import { NOTIFICATION_PAGE_SIZE, type NotificationView, type NotificationsAnswer } from '@decorlook/domain';
import type { Sql } from '@decorlook/infra/db/sql';
import { liveImageCards } from '../../catalog/images/queries';
import { liveProductCards, productTitles } from '../../catalog/products/queries';
import { accountSummaries } from '../../identity/users/queries';
import { liveLookBoardSummaries } from '../../lookboards/boards/queries';
import { requestSummaries } from '../../requests/requests/queries';
import { presentNotification, type NotificationRow } from './present';

/** The notification's own facts, whether the recipient read it, and who acted; `$1` is the recipient. */
const SELECT = `SELECT n.id, n.user_id, n.type, n.notifiable_id, n.created_at, n.extra, n.actor_id,
    (r.read_up_to IS NOT NULL AND n.created_at <= r.read_up_to) AS read
  FROM notifications n
  LEFT JOIN notification_reads r ON r.user_id = n.user_id
  WHERE n.user_id = $1`;

type StoredRow = Pick<NotificationRow, 'id' | 'user_id' | 'type' | 'notifiable_id' | 'created_at' | 'extra' | 'read'> & { actor_id: number | null };

/** What a notification is about, as its own row says. */
type About = Pick<StoredRow, 'type' | 'notifiable_id' | 'extra'>;

const BOARD_TYPES: readonly NotificationRow['type'][] = ['approvedLookBoard', 'rejectedLookBoard', 'substituteOffered'];
const REQUEST_TYPES: readonly NotificationRow['type'][] = ['match', 'recommendation'];
const known = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
const at = <V>(m: ReadonlyMap<number, V>, id: number | null): V | undefined => (id === null ? undefined : m.get(id));

/**
 * Every fact the notifications' words need: the current names, titles and pictures, from the read
 * models that keep them (users, requests, look boards, images, products), a few statements for a
 * whole page. A look board taken down or deleted, or an image or product removed or taken down,
 * is not named or pictured any more.
 */
async function withFacts(sql: Sql, stored: readonly StoredRow[]): Promise<NotificationRow[]> {
  if (stored.length === 0) return [];
  const requestOf = (n: About) => (REQUEST_TYPES.includes(n.type) ? n.notifiable_id : null);
  const boardOf = (n: About) => (BOARD_TYPES.includes(n.type) ? n.notifiable_id : n.type === 'recommendation' ? (n.extra.lookBoardId ?? null) : null);
  const gone = (n: About) => (n.type === 'substituteOffered' ? (n.extra.productId ?? null) : null);
  const substitute = (n: About) => (n.type === 'substituteOffered' ? (n.extra.substituteId ?? null) : null);
  // One statement at a time: the digest reads on one client, inside its transaction.
  const actors = new Map((await accountSummaries(sql, stored.map((n) => n.actor_id).filter(known))).map((u) => [u.id, u]));
  const requests = new Map((await requestSummaries(sql, stored.map(requestOf).filter(known))).map((r) => [r.id, r]));
  const boards = await liveLookBoardSummaries(sql, stored.map(boardOf).filter(known));
  const imageOf = (n: About) =>
    n.type === 'approvedImage' ? n.notifiable_id : n.type === 'match' ? (requests.get(n.notifiable_id)?.inspiration_image_id ?? null) : (at(boards, boardOf(n))?.inspiration_image_id ?? null);
  const firstProductOf = (n: About) => at(boards, boardOf(n))?.products[0] ?? null;
  const images = await liveImageCards(sql, stored.map(imageOf).filter(known));
  const cards = await liveProductCards(sql, stored.map(firstProductOf).filter(known));
  const titles = await productTitles(sql, [...stored.map(gone), ...stored.map(substitute)].filter(known));
  return stored.map(({ actor_id, ...n }) => {
    const a = at(actors, actor_id);
    const rq = at(requests, requestOf(n));
    const b = at(boards, boardOf(n));
    const i = at(images, imageOf(n));
    const fp = at(cards, firstProductOf(n));
    return {
      ...n,
      actor_known: a !== undefined,
      actor_erased: a?.erased ?? null,
      actor_display_name: a?.display_name ?? null,
      actor_first_name: a?.first_name ?? null,
      actor_last_name: a?.last_name ?? null,
      request_title: rq?.title ?? null,
      board_title: b?.title ?? null,
      board_slug: b?.slug ?? null,
      image_title: i?.title ?? null,
      image_user_id: i?.media_user_id ?? null,
      image_hash: i?.media_hash ?? null,
      product_user_id: fp?.media_user_id ?? null,
      product_hash: fp?.media_hash ?? null,
      gone_title: at(titles, gone(n)) ?? null,
      substitute_title: at(titles, substitute(n)) ?? null,
    };
  });
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
  const { rows } = await sql.query<StoredRow>(`${SELECT} ORDER BY n.created_at DESC, n.id DESC OFFSET $2 LIMIT $3`, [userId, offset, limit]);
  return { data: (await withFacts(sql, rows)).map(presentNotification), unread: await unreadNotifications(sql, userId) };
}

/** The unread notifications raised after `after` (the last digest), the newest first, for the mail digest. */
export async function unreadNotificationsSince(sql: Sql, userId: number, after: Date | null, limit: number): Promise<{ total: number; items: NotificationView[] }> {
  const unreadSince = `AND (r.read_up_to IS NULL OR n.created_at > r.read_up_to) AND ($2::timestamptz IS NULL OR n.created_at > $2)`;
  const { rows } = await sql.query<StoredRow>(`${SELECT} ${unreadSince} ORDER BY n.created_at DESC, n.id DESC LIMIT $3`, [userId, after, limit]);
  const { rows: count } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n LEFT JOIN notification_reads r ON r.user_id = n.user_id WHERE n.user_id = $1 ${unreadSince}`,
    [userId, after],
  );
  return { total: count[0]?.n ?? 0, items: (await withFacts(sql, rows)).map(presentNotification) };
}

/** One notification as GET /notifications shows it, for the realtime push (null once it is gone). */
export async function loadNotificationView(sql: Sql, userId: number, notificationId: string): Promise<NotificationView | null> {
  const { rows } = await sql.query<StoredRow>(`${SELECT} AND n.id = $2`, [userId, notificationId]);
  const [row] = await withFacts(sql, rows);
  return row ? presentNotification(row) : null;
}
