import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_LOAD_FAILED, NOTIFICATION_PANEL_MAX_HEIGHT } from '@decorlook/domain/notifications/notification.rules';
import type { NotificationView } from '@decorlook/domain/notifications/notification.views';
import { BellIcon } from '../../../components/icons';
import { mediaUrl } from '../../../components/media-image';
import { toast } from '../../../lib/toast';
import { loadedNotifications, notificationsQuery, unreadNotifications } from '../../../lib/queries/notifications';
import { useMarkNotificationsRead } from '../api/notifications-api';
import { initialShown, panelView, shownAfterLoadMore } from '../panel';
import './notifications.css';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now". */
export function ago(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1_000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/**
 * The header's bell (spec 2.3, 4 "Notifications"): the unread count on a badge; opening the
 * panel marks all read (those unread at opening stay marked "New" while it is open); a click on
 * a notification leads where the spec's table says, replacing the current history entry.
 */
export default function NotificationBell({ me }: { me: number }) {
  const navigate = useNavigate();
  const list = useInfiniteQuery(notificationsQuery(me));
  const markRead = useMarkNotificationsRead(me);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(initialShown(0));
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const items = loadedNotifications(list.data);
  const unread = unreadNotifications(list.data);
  const view = panelView(items, shown, list.hasNextPage);

  // Spec 8: "Error loading notifications" with the message, once per failure.
  const reported = useRef(0);
  useEffect(() => {
    if (!list.error || reported.current === list.errorUpdatedAt) return;
    reported.current = list.errorUpdatedAt;
    toast.error(list.error.message, NOTIFICATION_LOAD_FAILED);
  }, [list.error, list.errorUpdatedAt]);

  // While open, whatever is unread (at opening, or arriving meanwhile) is marked read, and stays marked "New" here.
  const { mutate: markAllRead, isPending: marking } = markRead;
  useEffect(() => {
    if (!open || unread === 0 || marking) return;
    const unreadIds = items.filter((n) => !n.read).map((n) => n.id);
    setFresh((before) => new Set([...before, ...unreadIds]));
    setShown((before) => Math.max(before, initialShown(unread)));
    markAllRead();
    // `items` changes with `unread` (both come from the same answer), so it is read, not watched.
  }, [open, unread, marking, markAllRead]);

  // Fill the panel up to what it should show.
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (open && view.mustFetch && !isFetchingNextPage) void fetchNextPage();
  }, [open, view.mustFetch, isFetchingNextPage, fetchNextPage]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setShown(initialShown(unread));
      setFresh(new Set());
    }
  };

  const go = (notification: NotificationView) => {
    setOpen(false);
    navigate(notification.link, { replace: true });
  };

  const panel = (
    <div className="ntf-panel" style={{ maxHeight: NOTIFICATION_PANEL_MAX_HEIGHT }} data-testid="notification-panel">
      <h2 className="ntf-panel__title">Notifications</h2>
      {list.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {list.isError && (
        <div className="ntf-panel__failed">
          <p>{NOTIFICATION_LOAD_FAILED}</p>
          <Button size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />}
      {view.lastMessages.length > 0 && <Section title="Last Messages" items={view.lastMessages} fresh={fresh} onOpen={go} />}
      {view.earlier.length > 0 && <Section title="Earlier" items={view.earlier} fresh={fresh} onOpen={go} />}
      {view.canLoadMore && (
        <Button type="link" block loading={isFetchingNextPage} onClick={() => setShown(shownAfterLoadMore)}>
          Load More
        </Button>
      )}
    </div>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} arrow={false} rootClassName="ntf-popover" destroyOnHidden>
      <Badge count={unread} size="small" offset={[-4, 4]} data-testid="notifications-badge">
        <Button type="text" shape="circle" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} aria-expanded={open} aria-haspopup="dialog" icon={<BellIcon />} />
      </Badge>
    </Popover>
  );
}

function Section({ title, items, fresh, onOpen }: { title: string; items: NotificationView[]; fresh: ReadonlySet<string>; onOpen: (n: NotificationView) => void }) {
  return (
    <section className="ntf-section" aria-label={title}>
      <h3 className="ntf-section__title">{title}</h3>
      <ul className="ntf-list">
        {items.map((notification) => (
          <li key={notification.id}>
            <button type="button" className={`ntf-item${fresh.has(notification.id) ? ' is-new' : ''}`} onClick={() => onOpen(notification)} data-testid="notification-item">
              {notification.media ? (
                <img className="ntf-item__media" src={mediaUrl(notification.media, 'small')} alt="" width={44} height={44} loading="lazy" />
              ) : (
                <span className="ntf-item__media ntf-item__media--none" aria-hidden="true">
                  <BellIcon />
                </span>
              )}
              <span className="ntf-item__text">
                <span className="ntf-item__title">
                  {notification.title}
                  {fresh.has(notification.id) && <span className="ntf-item__new">New</span>}
                </span>
                <span className="ntf-item__message">{notification.message}</span>
                <span className="ntf-item__foot">
                  <span className="ntf-item__link">{notification.linkMessage}</span>
                  <time dateTime={notification.createdAt}>{ago(notification.createdAt)}</time>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
