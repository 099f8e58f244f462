import { PagedListState } from '../../../ui/PagedListState.tsx';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { useMarkRead, useNotificationPages } from '../api/notifications.ts';
import { useOpenNotification } from '../hooks/useOpenNotification.ts';
import { NotificationItem } from './NotificationItem.tsx';
import '../notifications.css';

/** The Notifications page (the main landmark: issue 28 item 9): every notification, newest first, with "Load more" and "Mark all read". */
export function NotificationsView() {
  const query = useNotificationPages();
  const markRead = useMarkRead();
  const onOpen = useOpenNotification();
  const hasUnread = query.data?.items.some((notification) => !notification.read) ?? false;
  return (
    <main className="notifications-page" aria-labelledby="notifications-heading">
      <div className="notifications-page__head">
        <h1 id="notifications-heading">Notifications</h1>
        <BusyButton type="button" className="btn" busy={markRead.isPending} disabled={!hasUnread} onClick={() => markRead.mutate({ all: true })}>
          Mark all read
        </BusyButton>
      </div>
      <PagedListState query={query} loading="Loading notifications…" error="Could not load notifications." empty={<p className="muted">No notifications yet.</p>} noun="notifications">
        {(items) => (
          <ul className="notification-list">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </PagedListState>
    </main>
  );
}
