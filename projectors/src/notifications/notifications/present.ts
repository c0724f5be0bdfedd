import { notificationLink, publicNameOf, type NotificationType, type NotificationView } from '@decorlook/domain';

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
