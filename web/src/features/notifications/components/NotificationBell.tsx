import { lazy, Suspense, useId, useRef } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useLatestNotifications, useMarkRead } from '../api/notifications.ts';
import { useLiveNotifications } from '../hooks/useLiveNotifications.ts';
import { useOpenNotification } from '../hooks/useOpenNotification.ts';
import { usePopover } from '../hooks/usePopover.ts';
import { bellLabel } from '../lib/describe.ts';
import '../notifications.css';

/** Loaded when the dropdown first opens: the items' relative times (date-fns) stay out of the first page. */
const NotificationItem = lazy(() => import('./NotificationItem.tsx').then((module) => ({ default: module.NotificationItem })));

/**
 * The header's bell (logged in): the unread count, kept current live (`notification:new`), and a
 * dropdown with the latest notifications (rendered while it is open), "Mark all read" and a link
 * to the Notifications page.
 */
export function NotificationBell() {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const { open, close, toggle } = usePopover(container, button);
  useLiveNotifications(true);
  const latest = useLatestNotifications(true);
  const markRead = useMarkRead();
  const onOpen = useOpenNotification(close);
  const unread = latest.data?.unread ?? 0;
  const items = latest.data?.items ?? [];

  return (
    <div className="notification-bell" ref={container}>
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(unread)}
        data-testid="notification-bell"
        onClick={toggle}
      >
        <Icon name="bell" size={22} />
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className="notification-bell__panel" hidden={!open} role="region" aria-labelledby={headingId}>
        <div className="notification-bell__head">
          <h2 id={headingId} className="notification-bell__title">
            Notifications
          </h2>
          <BusyButton type="button" className="btn" busy={markRead.isPending} disabled={unread === 0} onClick={() => markRead.mutate({ all: true })}>
            Mark all read
          </BusyButton>
        </div>
        {latest.isError && <p className="error">Could not load notifications.</p>}
        {latest.isSuccess && items.length === 0 && <p className="muted notification-bell__empty">No notifications yet.</p>}
        {open && items.length > 0 && (
          <Suspense fallback={<Loading />}>
            <ul className="notification-list">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </Suspense>
        )}
        <Link to="/notifications" className="notification-bell__all" onClick={close}>
          See all notifications
        </Link>
      </div>
    </div>
  );
}
