import { z } from 'zod';
import { offsetField } from '../catalog/catalog.rules';

/**
 * Notifications (spec 3 "Notification", 4 "Notifications", 9): what the domain's notification
 * events become for the people they concern, where each one leads, and how they page.
 */

/** Spec 4's kinds, each raised by one domain event. */
export const NOTIFICATION_TYPES = ['match', 'approvedLookBoard', 'recommendation', 'ambassador', 'approvedImage', 'rejectedLookBoard', 'videoActivated', 'videoDeactivated', 'substituteOffered'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The event that raises each kind, and who it is for. */
export const NOTIFICATION_SOURCES: Record<NotificationType, { event: string; recipient: string }> = {
  match: { event: 'RequestMatched', recipient: 'each matched ambassador (notifiableId: the request)' },
  approvedLookBoard: { event: 'LookBoardApproved', recipient: "the board's owner (notifiableId: the board; slug: its title's)" },
  recommendation: { event: 'RecommendationAdded', recipient: 'the requester (notifiableId: the request)' },
  ambassador: { event: 'AmbassadorRoleGranted', recipient: 'the new ambassador (notifiableId: their user id)' },
  approvedImage: { event: 'InspirationImageApproved', recipient: "the image's owner (notifiableId: the image)" },
  rejectedLookBoard: { event: 'LookBoardRejected', recipient: "the board's owner (notifiableId: the board)" },
  videoActivated: { event: 'ShowcaseVideoActivated', recipient: 'the showcase owner (notifiableId: the showcase)' },
  videoDeactivated: { event: 'ShowcaseVideoDeactivated', recipient: 'the showcase owner (notifiableId: the showcase)' },
  substituteOffered: { event: 'LookBoardSubstituteOffered', recipient: "the board's owner, to accept the suggestion or pick another (notifiableId: the board; slug: its title's)" },
};

/** Spec 9: the list pages by 5; the menu's first panel shows the latest 2 as "Last Messages" plus the unread ones. */
export const NOTIFICATION_PAGE_SIZE = 5;
export const NOTIFICATION_LATEST_SHOWN = 2;
/** Spec 2.3: the notification panel's maximum height (px). */
export const NOTIFICATION_PANEL_MAX_HEIGHT = 500;
export const NOTIFICATION_LOAD_FAILED = 'Error loading notifications';

/**
 * Spec 4's navigation table: where clicking a notification leads (the client replaces the
 * current history entry). Written once; the server answers it as `link` too.
 */
export function notificationLink(n: { type: NotificationType; notifiableId: number; slug: string | null }): string {
  switch (n.type) {
    case 'match':
      return `/request-the-look/ambassador-match/${n.notifiableId}`;
    case 'approvedLookBoard':
    case 'substituteOffered':
      return n.slug ? `/look-board/${n.notifiableId}/${n.slug}` : `/look-board/${n.notifiableId}`;
    case 'recommendation':
      return `/request-the-look/recommendations/${n.notifiableId}`;
    case 'ambassador':
      return '/dashboard/ambassador-management';
    case 'approvedImage':
      return '/dashboard/images';
    case 'rejectedLookBoard':
      return '/dashboard/look-boards';
    case 'videoActivated':
    case 'videoDeactivated':
      return '/dashboard/ambassador-showcase';
  }
}

/** `GET /notifications?offset=`: five at a time from the newest. */
export const notificationListInput = z.object({ offset: offsetField });
export type NotificationListInput = z.output<typeof notificationListInput>;

/** The daily digest goes to members with the notification e-mail flag who have unread notifications newer than their last digest. */
export const DIGEST_INTERVAL_HOURS = 24;
export const DIGEST_MAX_ITEMS = 10;
